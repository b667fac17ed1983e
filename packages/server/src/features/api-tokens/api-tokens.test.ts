import { MAX_API_TOKENS } from '@bora/shared/api-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens } from '../../db/schema/accounts.ts';
import { makeUser, PASSWORD } from '../../test/fixtures.ts';
import { createTestApp } from '../../test/helper.ts';
import { Browser } from '../../test/sessions.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
  await makeUser(t.db, 'robot-owner', { name: 'Owner' });
  await makeUser(t.db, 'someone-else');
});
afterAll(() => t.close());

describe('API keys', () => {
  it('are created once, shown once, work as Token, and stop working when revoked', async () => {
    const owner = await new Browser(t.app).login('robot-owner', PASSWORD);
    const created = await owner.post('/api/users/me/tokens/', { name: 'Model import' });
    expect(created.statusCode).toBe(201);
    const { key, id, prefix } = created.json();
    expect(key).toMatch(/^bora_/);
    expect(key.startsWith(prefix)).toBe(true);

    const listed = (await owner.get('/api/users/me/tokens/')).json();
    expect(listed).toEqual([
      expect.objectContaining({ id, name: 'Model import', prefix, last_used_at: null }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(key);

    const asMachine = await t.app.inject({
      url: '/api/users/me/',
      headers: { authorization: `Token ${key}` },
    });
    expect(asMachine.json().username).toBe('robot-owner');
    const firstUse = (await owner.get('/api/users/me/tokens/')).json()[0].last_used_at;
    expect(firstUse).not.toBeNull();
    // Calls within the minute are not each written down.
    await t.app.inject({ url: '/api/users/me/', headers: { authorization: `Token ${key}` } });
    expect((await owner.get('/api/users/me/tokens/')).json()[0].last_used_at).toBe(firstUse);

    const stored = await t.db.select().from(apiTokens);
    expect(stored.map((row) => row.keyHash)).not.toContain(key);

    expect((await owner.request({ method: 'DELETE', url: `/api/users/me/tokens/${id}/` })).statusCode).toBe(
      204,
    );
    const revoked = await t.app.inject({ url: '/api/users/me/', headers: { authorization: `Token ${key}` } });
    expect(revoked.statusCode).toBe(401);
  });

  it('cannot be minted with a key, nor revoked by someone else', async () => {
    const owner = await new Browser(t.app).login('robot-owner', PASSWORD);
    const { key, id } = (await owner.post('/api/users/me/tokens/', { name: 'Nightly job' })).json();
    const minted = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/tokens/',
      headers: { authorization: `Token ${key}` },
      payload: { name: 'More' },
    });
    expect(minted.statusCode).toBe(403);
    const other = await new Browser(t.app).login('someone-else', PASSWORD);
    expect((await other.request({ method: 'DELETE', url: `/api/users/me/tokens/${id}/` })).statusCode).toBe(
      404,
    );
    expect((await other.get('/api/users/me/tokens/')).json()).toEqual([]);
  });

  it('need a name and a session, and stop at the limit', async () => {
    expect((await new Browser(t.app).get('/api/users/me/tokens/')).statusCode).toBe(401);
    const owner = await new Browser(t.app).login('someone-else', PASSWORD);
    const unnamed = await owner.post('/api/users/me/tokens/', { name: '  ' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors.name).toEqual(['Name the key after what will use it.']);
    for (let i = 0; i < MAX_API_TOKENS; i++) {
      expect((await owner.post('/api/users/me/tokens/', { name: `job ${i}` })).statusCode).toBe(201);
    }
    const over = await owner.post('/api/users/me/tokens/', { name: 'one too many' });
    expect(over.statusCode).toBe(409);
    expect((await owner.get('/api/users/me/tokens/')).json()).toHaveLength(MAX_API_TOKENS);
  });
});
