import type { LivePresence, LiveSave, LiveState } from '@bora/shared/bulletin-live';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper.ts';
import { MatrixFixtures } from '../../test/matrix-fixtures.ts';
import { makePersonas, PERSONAS, type Persona } from '../../test/personas.ts';
import { listening, SseClient } from '../../test/sse-client.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let fx: MatrixFixtures;
let base: string;
const opened: SseClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  p = await makePersonas(t.app, t.db);
  fx = new MatrixFixtures(t.app, t.db, p);
  base = await listening(t.app);
});
afterEach(() => {
  for (const client of opened.splice(0)) client.close();
});
afterAll(() => t.close());

async function live(persona: Persona, id: number): Promise<SseClient> {
  const client = await SseClient.open(`${base}/api/bulletins/${id}/live/`, p.as[persona].cookieHeader());
  opened.push(client);
  return client;
}

const usernames = (presence: LivePresence) => presence.viewers.map((v) => v.username);

describe('the live channel of a bulletin', () => {
  it('sends a save with who made it and the cells as they now are', async () => {
    const { id, cell, revision } = await fx.readyDraft();
    const member = await live('member', id);
    expect(member.status).toBe(200);
    await member.waitFor('presence');
    const saved = await p.as.manager.request({
      method: 'PATCH',
      url: `/api/bulletins/${id}/values/`,
      payload: { changes: [{ ...cell, value: 21, note: 'breezy' }] },
      headers: { 'if-match': `"${revision}"` },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).not.toHaveProperty('cells');
    const save = await member.waitFor<LiveSave>('save');
    expect(save).toEqual({
      revision: revision + 1,
      who: { username: 'p-manager', name: '' },
      part: 'values',
      cells: [
        { ...cell, value: 21, note: 'breezy', source: 'manual', origin: `bulletin ${id} (user p-manager)` },
      ],
    });
  });

  it('leaves out the cells of a save too large for the bus: the client reads the bulletin again', async () => {
    const venueIds = await Promise.all(Array.from({ length: 20 }, () => fx.venue()));
    const body = { ...(await fx.bulletinTypeBody()), venue_ids: venueIds, horizon_days: 3 };
    body.slots = ['night', 'morning', 'evening'].map((code, i) => ({
      code,
      label: code,
      start_hour: i * 8,
      end_hour: i * 8 + 8,
    }));
    const type = (await p.as.staff.post('/api/bulletin-types/', body)).json();
    const created = await p.as.staff.post('/api/bulletins/', {
      bulletin_type_id: type.id,
      issue_date: '2026-05-04',
    });
    const { id, revision } = created.json();
    const member = await live('member', id);
    await member.waitFor('presence');
    const changes = venueIds.flatMap((venue_id) =>
      [0, 1, 2].flatMap((day) =>
        body.slots.map(({ code }) => ({
          venue_id,
          day,
          slot: code,
          data_type_id: type.data_types[0].data_type_id,
          value: 5,
        })),
      ),
    );
    const saved = await p.as.member.request({
      method: 'PATCH',
      url: `/api/bulletins/${id}/values/`,
      payload: { changes },
      headers: { 'if-match': `"${revision}"` },
    });
    expect(saved.json().changed).toBe(180);
    const save = await member.waitFor<LiveSave>('save');
    expect(save).toEqual({ revision: revision + 1, who: { username: 'p-member', name: '' }, part: 'values' });
  });

  it('sends a save of texts naming the languages that changed', async () => {
    const { id, revision } = await fx.readyDraft();
    const member = await live('member', id);
    await member.waitFor('presence');
    const saved = await p.as.member.request({
      method: 'PUT',
      url: `/api/bulletins/${id}/texts/`,
      payload: { texts: [{ language: 'it', title: 'Nuovo', synopsis: 'Pioggia.' }] },
      headers: { 'if-match': `"${revision}"` },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const save = await member.waitFor<LiveSave>('save');
    expect(save).toMatchObject({ revision: revision + 1, part: 'texts', languages: ['it'] });
    expect(save.who.username).toBe('p-member');
  });

  it('sends each state change with the action, the new state, who and the comment', async () => {
    const id = await fx.bulletinAfter('submit');
    const member = await live('member', id);
    await member.waitFor('presence');
    const returned = await p.as.manager.post(`/api/bulletins/${id}/return/`, { comment: 'Check the winds.' });
    expect(returned.statusCode, returned.body).toBe(200);
    const state = await member.waitFor<LiveState>('state');
    expect(state).toEqual({
      revision: returned.json().revision,
      who: { username: 'p-manager', name: '' },
      action: 'return',
      status: 'draft',
      comment: 'Check the winds.',
    });
  });

  it('tells the readers of a corrected bulletin that it is superseded when its correction is published', async () => {
    const id = await fx.bulletinAfter('submit', 'publish');
    const reader = await live('anonymous', id);
    expect(reader.status).toBe(200);
    const correction = (await p.as.staff.post(`/api/bulletins/${id}/correct/`, {})).json().id as number;
    for (const action of ['submit', 'publish'])
      expect((await p.as.staff.post(`/api/bulletins/${correction}/${action}/`, {})).statusCode).toBe(200);
    await reader.waitFor<LiveState>('state', (s) => s.action === 'supersede' && s.status === 'superseded');
  });
});

describe('what each reader hears live is what the history shows them', () => {
  it('as each persona, through a correction opened and published', async () => {
    const id = await fx.bulletinAfter('submit', 'publish');
    const streams = Object.fromEntries(
      await Promise.all(PERSONAS.map(async (persona) => [persona, await live(persona, id)] as const)),
    ) as Record<Persona, SseClient>;
    for (const persona of PERSONAS) expect(streams[persona].status, persona).toBe(200);
    await streams.member.waitFor('presence');
    const correction = (await p.as.manager.post(`/api/bulletins/${id}/correct/`, {})).json().id as number;
    for (const insider of ['member', 'manager', 'staff'] as const)
      expect(await streams[insider].waitFor<LiveState>('state', (s) => s.action === 'correct')).toMatchObject(
        {
          who: { username: 'p-manager' },
        },
      );
    for (const [who, action] of [
      [p.as.member, 'submit'],
      [p.as.manager, 'publish'],
    ] as const)
      expect((await who.post(`/api/bulletins/${correction}/${action}/`, {})).statusCode).toBe(200);
    for (const persona of PERSONAS) {
      const superseded = await streams[persona].waitFor<LiveState>('state', (s) => s.action === 'supersede');
      expect(superseded.who, persona).toEqual(
        persona === 'anonymous' ? null : { username: 'p-manager', name: '' },
      );
      // Nothing heard that the bulletin's history, as this persona reads it, does not show.
      const history = (await p.as[persona].get(`/api/bulletins/${id}/history/`)).json();
      const kinds = new Set(history.results.map((entry: { kind: string }) => entry.kind));
      const heard = streams[persona].received.filter((r) => r.event === 'state');
      for (const { data } of heard) {
        const state = data as LiveState;
        if (state.action !== 'correct')
          expect(kinds, `${persona} heard ${state.action}`).toContain(state.action);
        else expect(['member', 'manager', 'staff'], persona).toContain(persona);
        if (persona === 'anonymous') expect(state.who).toBeNull();
      }
      for (const entry of history.results as { actor: unknown }[])
        if (persona === 'anonymous') expect(entry.actor).toBeNull();
    }
    for (const outsider of ['anonymous', 'otherManager'] as const)
      expect(
        streams[outsider].received.map((r) => r.event),
        outsider,
      ).toEqual(['state']);
  });
});

describe('who else has the bulletin open', () => {
  it('is shown to its authority’s people as they come and go, each without themselves', async () => {
    const id = await fx.draftBulletin();
    const member = await live('member', id);
    expect(await member.waitFor<LivePresence>('presence')).toEqual({ viewers: [] });
    const manager = await live('manager', id);
    await member.waitFor<LivePresence>('presence', (s) => usernames(s).includes('p-manager'));
    expect(usernames(await manager.waitFor<LivePresence>('presence'))).toEqual(['p-member']);
    const staff = await live('staff', id);
    expect(usernames(await staff.waitFor<LivePresence>('presence'))).toEqual(['p-manager', 'p-member']);
    manager.close();
    await member.waitFor<LivePresence>(
      'presence',
      (s) => usernames(s).join() === 'p-staff' && !usernames(s).includes('p-manager'),
    );
    await staff.waitFor<LivePresence>('presence', (s) => usernames(s).join() === 'p-member');
  });

  it('neither lists nor tells the public reading a published bulletin', async () => {
    const id = await fx.bulletinAfter('submit', 'publish');
    const reader = await live('anonymous', id);
    const outsider = await live('otherManager', id);
    expect([reader.status, outsider.status]).toEqual([200, 200]);
    const member = await live('member', id);
    expect(await member.waitFor<LivePresence>('presence')).toEqual({ viewers: [] });
    const staff = await live('staff', id);
    await member.waitFor<LivePresence>('presence', (s) => usernames(s).join() === 'p-staff');
    expect((await p.as.staff.post(`/api/bulletins/${id}/withdraw/`, { comment: 'Wrong.' })).statusCode).toBe(
      200,
    );
    await reader.waitFor<LiveState>('state', (s) => s.status === 'withdrawn');
    await outsider.waitFor<LiveState>('state', (s) => s.status === 'withdrawn');
    expect(reader.received.map((r) => r.event)).toEqual(['state']);
    expect(outsider.received.map((r) => r.event)).toEqual(['state']);
    await staff.waitFor<LivePresence>('presence', (s) => usernames(s).join() === 'p-member');
  });
});

describe('who may open it', () => {
  it.each([
    ['anonymous', 404],
    ['otherManager', 404],
    ['member', 200],
  ] as const)('a draft’s stream, as %s: %i', async (persona, status) => {
    const client = await live(persona, await fx.draftBulletin());
    expect(client.status).toBe(status);
  });

  it('answers a missing bulletin with problem+json', async () => {
    const response = await fetch(`${base}/api/bulletins/2147483647/live/`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
  });

  it('streams as server-sent events that no cache keeps', async () => {
    const id = await fx.draftBulletin();
    const response = await fetch(`${base}/api/bulletins/${id}/live/`, {
      headers: { cookie: p.as.member.cookieHeader() },
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('no-store');
    await response.body?.cancel();
  });
});
