import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { apiTokens, users } from '../db/schema/accounts.ts';
import { sha256 } from '../lib/tokens.ts';
import { makeUser, PASSWORD } from '../test/fixtures.ts';
import { openTestDatabase, testConfig } from '../test/helper.ts';
import { Browser } from '../test/sessions.ts';

const lines: string[] = [];
const SECRET = 'a-secret-value-1f3c9e';
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    config: { ...testConfig, logLevel: 'trace' },
    db: database.db,
    events: await database.openEvents(),
    logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
  });
  // A query on the users table that fails, quoting its parameter in the database's own message.
  app.get('/test/failing-query/', { schema: { hide: true }, config: { access: 'anyone' } }, async () => {
    await database.db.execute(sql`select * from ${users} where ${users.id} = ${SECRET}`);
    return {};
  });
  await app.ready();
  await makeUser(database.db, 'logged');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the log, even at trace level', () => {
  it('never shows a password, its hash, a session key or an API key', async () => {
    const browser = await new Browser(app).login('logged', PASSWORD);
    const { key } = (await browser.post('/api/users/me/tokens/', { name: 'Logged nowhere' })).json();
    await app.inject({ url: '/api/users/me/', headers: { authorization: `Token ${key}` } });
    const [user] = await database.db.select().from(users).where(eq(users.username, 'logged'));
    const [token] = await database.db.select().from(apiTokens);
    const sessionKey = browser.jar.sessionid ?? '';

    const log = lines.join('');
    expect(log).toContain('incoming request');
    for (const secret of [
      PASSWORD,
      user?.passwordHash ?? '',
      sessionKey,
      sha256(sessionKey),
      key,
      token?.keyHash ?? '',
    ]) {
      expect(secret.length).toBeGreaterThan(8);
      expect(log).not.toContain(secret);
    }
  });

  it('keeps the SQL of a failed query on a credentials table, but not its parameters', async () => {
    lines.length = 0;
    const response = await app.inject({ url: '/test/failing-query/' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain(SECRET);
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('from \\"users\\"');
    expect(log).toContain('22P02');
    expect(log).not.toContain(SECRET);
  });
});
