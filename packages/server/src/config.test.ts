import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'bora-config-'));

describe('loadConfig', () => {
  it('has working defaults and keeps a generated secret in DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ port: 8000, host: '127.0.0.1', databaseUrl: undefined, dataDir: dir });
    expect(config.secretKey.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'secret_key'), 'utf8').trim()).toBe(config.secretKey);
    expect(loadConfig({ DATA_DIR: dir }).secretKey).toBe(config.secretKey);
  });

  it('stops with a message naming each bad variable', () => {
    const attempt = () =>
      loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/DATABASE_URL: must start with postgres:\/\//);
    expect(attempt).toThrow(/LOG_LEVEL/);
  });

  it('marks cookies Secure behind an https PUBLIC_URL', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://bora.example.org' }).secureCookies).toBe(
      true,
    );
    expect(loadConfig({ DATA_DIR: dataDir() }).secureCookies).toBe(false);
  });

  it('trusts no proxy unless TRUST_PROXY_HOPS names how many', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxyHops).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY_HOPS: '2' }).trustProxyHops).toBe(2);
    for (const bad of ['-1', '1.5', 'yes']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY_HOPS: bad })).toThrow(
        /TRUST_PROXY_HOPS: must be a whole number of proxies/,
      );
    }
  });

  it('lets four costly answers run at once without signing in unless ANONYMOUS_WORK says how many, 0 for no limit', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).anonymousWork).toBe(4);
    expect(loadConfig({ DATA_DIR: dataDir(), ANONYMOUS_WORK: '0' }).anonymousWork).toBe(0);
    for (const bad of ['-1', '2.5', 'many']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ANONYMOUS_WORK: bad })).toThrow(
        /ANONYMOUS_WORK: must be a whole number of answers/,
      );
    }
    expect(() => loadConfig({ DATA_DIR: dataDir(), ANONYMOUS_EXPORTS: '2' })).toThrow(
      /ANONYMOUS_EXPORTS: is now ANONYMOUS_WORK/,
    );
  });

  it('gives a webhook receiver 10 s to answer unless WEBHOOK_TIMEOUT_SECONDS says 1 to 60', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).webhookTimeoutSeconds).toBe(10);
    expect(loadConfig({ DATA_DIR: dataDir(), WEBHOOK_TIMEOUT_SECONDS: '3' }).webhookTimeoutSeconds).toBe(3);
    for (const bad of ['0', '61', '2.5', 'soon']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), WEBHOOK_TIMEOUT_SECONDS: bad })).toThrow(
        /WEBHOOK_TIMEOUT_SECONDS: must be a whole number of seconds from 1 to 60/,
      );
    }
  });

  it('reads the agency’s time zone, Europe/Rome unless TIME_ZONE names another, and refuses an unknown one', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).timeZone).toBe('Europe/Rome');
    expect(loadConfig({ DATA_DIR: dir, TIME_ZONE: 'Europe/Ljubljana' }).timeZone).toBe('Europe/Ljubljana');
    expect(() => loadConfig({ DATA_DIR: dir, TIME_ZONE: 'Mars/Olympus' })).toThrow(
      /TIME_ZONE: must be an IANA time zone/,
    );
  });

  it('loads the demo data by default on the embedded database only; DEMO_DATA decides otherwise', () => {
    const dir = dataDir();
    const postgres = 'postgres://bora@db.example.org/bora';
    expect(loadConfig({ DATA_DIR: dir }).demoData).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: postgres }).demoData).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: postgres, DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dir, DEMO_DATA: 'yes' })).toThrow('DEMO_DATA: must be true or false');
  });
});
