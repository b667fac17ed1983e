import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLogger } from './request-logger.ts';

/** The app's logger (pino, as Fastify makes it) at `level`, its lines kept, and a request's logger made from it. */
function logged(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
  const parent = Fastify({ logger: { level, stream } }).log;
  const made = requestLogger.call({} as FastifyInstance, parent, { reqId: 'req-7' }, {}, {} as never);
  return { lines, log: made };
}

describe('a request’s logger', () => {
  it('writes what its level lets through, bound to the request’s id, as a child made at once would', () => {
    const { lines, log } = logged('warn');
    log.info('not written');
    log.debug({ detail: 1 }, 'not written');
    log.warn({ detail: 2 }, 'written');
    log.child({ part: 'body' }).error('also written');
    expect(lines.map(({ reqId, msg, detail, part }) => ({ reqId, msg, detail, part }))).toEqual([
      { reqId: 'req-7', msg: 'written', detail: 2, part: undefined },
      { reqId: 'req-7', msg: 'also written', detail: undefined, part: 'body' },
    ]);
  });

  it('writes every line at a level that takes them, and follows a level set on it', () => {
    const { lines, log } = logged('info');
    log.info('incoming request');
    expect(lines.map((l) => [l.reqId, l.msg])).toEqual([['req-7', 'incoming request']]);
    log.level = 'debug';
    log.debug('now written');
    expect(log.level).toBe('debug');
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'now written']);
  });
});
