import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helper.ts';
import { makePersonas } from '../test/personas.ts';
import { recordAudit, SYSTEM_ACTOR } from './audit.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
});
afterAll(() => t.close());

describe('who made a change, in a history', () => {
  it('marks the changes Bora made itself, names people to signed-in readers only', async () => {
    // Loaded the way the demo data is: no person behind it.
    const created = await p.as.staff.post('/api/data-types/', {
      code: 'wind',
      name: 'Vento',
      value_kind: 'text',
    });
    expect(created.statusCode).toBe(201);
    const id: number = created.json().id;
    await recordAudit(t.db, {
      entity: 'data_type',
      entityId: id,
      action: 'update',
      actor: null,
      before: { name: 'Vento' },
      after: { name: 'Vento forte' },
    });

    const signedIn = (await p.as.member.get(`/api/data-types/${id}/history/`)).json();
    expect(
      signedIn.map((entry: { actor: string | null; by_system: boolean }) => [entry.actor, entry.by_system]),
    ).toEqual([
      [null, true],
      ['p-staff', false],
    ]);
    const visitor = (await p.as.anonymous.get(`/api/data-types/${id}/history/`)).json();
    expect(
      visitor.map((entry: { actor: string | null; by_system: boolean }) => [entry.actor, entry.by_system]),
    ).toEqual([
      [null, true],
      [null, false],
    ]);
  });

  it('takes a person who happens to be called like the system for the person', async () => {
    const person = await p.as.staff.post('/api/users/', {
      username: SYSTEM_ACTOR,
      first_name: 'Sys',
      last_name: 'Tem',
      email: 'system@example.org',
      password: 'a-long-pass-phrase-2025',
    });
    expect(person.statusCode).toBe(201);
    const created = await p.as.staff.post('/api/data-types/', {
      code: 'gust',
      name: 'Raffica',
      value_kind: 'text',
    });
    const id: number = created.json().id;
    await recordAudit(t.db, {
      entity: 'data_type',
      entityId: id,
      action: 'update',
      actor: { id: person.json().id, username: SYSTEM_ACTOR },
      before: { name: 'Raffica' },
      after: { name: 'Raffiche' },
    });
    const history = (await p.as.member.get(`/api/data-types/${id}/history/`)).json();
    expect(history[0]).toMatchObject({ action: 'update', actor: SYSTEM_ACTOR, by_system: false });
  });
});
