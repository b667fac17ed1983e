import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type LevelAware = FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };

/**
 * A request's logger (`request.log`), made when something is written with it: Fastify gives each
 * request a child logger bound to its id, which pino builds at once, about a microsecond of every
 * request, although at the usual levels most requests write nothing. What is written is the same
 * line, with the same bindings, as the child made at once would write.
 */
class RequestLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: LevelAware,
    private readonly bindings: Bindings,
  ) {}

  private get logger(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings);
    return this.made;
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  child(bindings: Bindings, options?: Parameters<FastifyBaseLogger['child']>[1]): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }

  private write(level: Level, args: unknown[]): void {
    if (this.made === undefined && this.parent.isLevelEnabled?.(level) === false) return;
    (this.logger[level] as (...a: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}
}

/**
 * Fastify's `childLoggerFactory`: a request's logger made when it first writes. With options of
 * its own (a route's level or serializers), or a logger that cannot say which levels it writes,
 * the child is made at once, as Fastify would make it.
 */
export const requestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => {
  const parent = logger as LevelAware;
  if (options.level || options.serializers || typeof parent.isLevelEnabled !== 'function')
    return logger.child(bindings, options);
  // Its methods take what a pino logger's take, and hand it on as it is.
  return new RequestLogger(parent, bindings) as unknown as FastifyBaseLogger;
};
