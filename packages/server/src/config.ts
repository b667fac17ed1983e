import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@bora/shared/agency-time';
import { z } from 'zod';
import { makePrivate } from './lib/private-dir.ts';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  AGENCY_NAME: z.string().min(1).default('Servizio Meteorologico Nazionale'),
  COMPANY_NAME: z.string().min(1).default('Bora Software'),
  PUBLIC_URL: z.url('must be an absolute URL such as https://bora.example.org').optional(),
  TRUST_PROXY_HOPS: z.coerce
    .number('must be a whole number of proxies, 0 or more')
    .int('must be a whole number of proxies, 0 or more')
    .min(0, 'must be a whole number of proxies, 0 or more')
    .max(10, 'at most 10 proxies')
    .default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ANONYMOUS_RATE_LIMIT: z.coerce
    .number('must be a whole number of requests a minute, 0 for no limit')
    .int('must be a whole number of requests a minute, 0 for no limit')
    .min(0, 'must be a whole number of requests a minute, 0 for no limit')
    .default(600),
  ANONYMOUS_WORK: z.coerce
    .number('must be a whole number of answers, 0 for no limit')
    .int('must be a whole number of answers, 0 for no limit')
    .min(0, 'must be a whole number of answers, 0 for no limit')
    .default(4),
  // The earlier name of ANONYMOUS_WORK, which covered the streamed exports alone: a setting left
  // under it would be silently ignored.
  ANONYMOUS_EXPORTS: z.never('is now ANONYMOUS_WORK (it also counts scores and documents)').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  DEMO_DATA: z.enum(['true', 'false'], 'must be true or false').optional(),
  TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as Europe/Rome')
    .default(DEFAULT_TIME_ZONE),
  TILE_URL: z
    .string()
    .regex(
      /^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/,
      'must be an http(s) URL template with {z}, {x} and {y}',
    )
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  WEBHOOK_ALLOW_PRIVATE: z.enum(['true', 'false'], 'must be true or false').default('false'),
  WEBHOOK_TIMEOUT_SECONDS: z.coerce
    .number('must be a whole number of seconds from 1 to 60')
    .int('must be a whole number of seconds from 1 to 60')
    .min(1, 'must be a whole number of seconds from 1 to 60')
    .max(60, 'must be a whole number of seconds from 1 to 60')
    .default(10),
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\/[^/]/,
      'must be an smtp:// or smtps:// address, such as smtps://user:password@mail.example.org',
    )
    .optional(),
  MAIL_FROM: z.string().min(3).max(300).optional(),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  secretKey: string;
  agencyName: string;
  companyName: string;
  publicUrl: string | undefined;
  /**
   * How many reverse proxies in front of the app add to `X-Forwarded-For`: the client's address
   * is the one the outermost of them saw. 0 trusts no forwarding header at all.
   */
  trustProxyHops: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /**
   * The API requests a minute that one address (an IPv6 /64) may make without signing in, on each
   * server; past it, 429 with Retry-After. 0: no limit.
   */
  anonymousRateLimit: number;
  /**
   * Costly answers (exports, scores, icon comparisons, documents made for the first time) that may
   * run at once without signing in, per server (two per address); 0: no limit.
   */
  anonymousWork: number;
  adminPassword: string | undefined;
  /**
   * Whether an empty database gets the demo data, with its demo accounts whose password the README
   * prints: by default on the embedded database (a trial), not on PostgreSQL (a real install).
   */
  demoData: boolean;
  /** The agency's time zone: issue dates, issue times, deadlines and slots are read in it. */
  timeZone: string;
  /** Map tiles for the venue maps; the maps still work (markers on a plain background) without them. */
  tileUrl: string;
  tileAttribution: string;
  /** Cookies get the Secure flag when the app is served over HTTPS. */
  secureCookies: boolean;
  /**
   * Whether webhooks may point at loopback, link-local and private addresses (tests, an intranet):
   * off by default, so that a webhook cannot make Bora call what only it can reach.
   */
  webhookAllowPrivate: boolean;
  /** How long a webhook's receiver has to answer a delivery before the try counts as failed. */
  webhookTimeoutSeconds: number;
  /** The mail server Bora sends e-mail through; without it, Bora sends none (and takes no subscriptions). */
  smtpUrl: string | undefined;
  /** The sender of Bora's e-mails. */
  mailFrom: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment once; a bad variable throws a ConfigError naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    secretKey: e.SECRET_KEY ?? keptSecret(dataDir),
    agencyName: e.AGENCY_NAME,
    companyName: e.COMPANY_NAME,
    publicUrl: e.PUBLIC_URL,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    logLevel: e.LOG_LEVEL,
    anonymousRateLimit: e.ANONYMOUS_RATE_LIMIT,
    anonymousWork: e.ANONYMOUS_WORK,
    adminPassword: e.ADMIN_PASSWORD,
    demoData: e.DEMO_DATA ? e.DEMO_DATA === 'true' : !e.DATABASE_URL,
    timeZone: e.TIME_ZONE,
    tileUrl: e.TILE_URL,
    tileAttribution: e.TILE_ATTRIBUTION,
    secureCookies: e.PUBLIC_URL?.startsWith('https://') ?? false,
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE === 'true',
    webhookTimeoutSeconds: e.WEBHOOK_TIMEOUT_SECONDS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `"${e.AGENCY_NAME.replace(/["\\]/g, '')}" <noreply@${mailHost(e.PUBLIC_URL)}>`,
  };
}

/** The host of the default sender's address: the public one, else localhost. */
function mailHost(publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).hostname : 'localhost';
}

function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
}

/** A secret generated on first start and kept in DATA_DIR, so sessions survive restarts. */
function keptSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret_key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  makePrivate(dataDir);
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
