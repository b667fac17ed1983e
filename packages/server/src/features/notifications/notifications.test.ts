import type { Notification, NotificationPage } from '@bora/shared/notification';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { drained, eventually } from '../../test/helper.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { listening, SseClient } from '../../test/sse-client.ts';
import { startReceiver } from '../../test/webhook-receiver.ts';
import { bulletinAfter, readyDraft } from '../bulletins/test-fixtures.ts';
import { type Who, workflowBench } from '../bulletins/test-workflow.ts';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await sink.close();
});

const bench = workflowBench('told', '2031-07-01', () => ({ smtpUrl: sink.url }));

async function pageOf(who: Who, query = ''): Promise<NotificationPage> {
  const response = await bench.p.as[who].get(`/api/notifications/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The person's notifications about a bulletin, once `count` of them came. */
async function toldAbout(who: Who, bulletinId: number, count = 1): Promise<Notification[]> {
  return eventually(async () => {
    const found = (await pageOf(who, '?page_size=100')).results.filter((n) => n.bulletin_id === bulletinId);
    expect(found.length).toBeGreaterThanOrEqual(count);
    return found;
  }, 10_000);
}

describe('notifications', () => {
  it('tell the reviewers of a submission, live, and its author of the return and the publish', async () => {
    const base = await listening(bench.t.app);
    const live = await SseClient.open(`${base}/api/notifications/live/`, bench.p.as.manager.cookieHeader());
    expect(live.status).toBe(200);
    const id = await readyDraft(bench.p, bench.type, bench.nextDate());
    expect((await bench.act('member', id, 'submit')).statusCode).toBe(200);

    const [submitted] = await toldAbout('manager', id);
    expect(submitted).toMatchObject({
      kind: 'submitted',
      read_at: null,
      bulletin_type_id: bench.type.typeId,
      type_name: 'Daily told',
      actor: { username: 'p-member' },
      link: `/bulletin/${id}`,
    });
    const heard = await live.waitFor<{ notification: Notification; unread: number }>(
      'notification',
      (data) => data.notification.id === submitted?.id,
      5000,
    );
    expect(heard.unread).toBeGreaterThanOrEqual(1);
    // Staff may review it too; the author is not told of their own step, the other authority nothing.
    expect(await toldAbout('staff', id)).toHaveLength(1);
    expect((await pageOf('member')).results.filter((n) => n.bulletin_id === id)).toEqual([]);
    expect((await pageOf('otherManager')).results.filter((n) => n.bulletin_id === id)).toEqual([]);

    expect((await bench.act('manager', id, 'return', { comment: 'Check Asiago.' })).statusCode).toBe(200);
    const [returned] = await toldAbout('member', id);
    expect(returned).toMatchObject({
      kind: 'returned',
      comment: 'Check Asiago.',
      actor: { username: 'p-manager' },
    });

    expect((await bench.act('member', id, 'submit')).statusCode).toBe(200);
    expect((await bench.act('manager', id, 'publish')).statusCode).toBe(200);
    const kinds = (await toldAbout('member', id, 2)).map((n) => n.kind);
    expect(kinds).toEqual(['published', 'returned']);
    live.close();
  });

  it('are read one by one or all at once, by their person only, and the stream hears it', async () => {
    const id = await bulletinAfter(bench.p, bench.type, bench.nextDate(), 'submit');
    const [mine] = await toldAbout('manager', id);
    if (!mine) throw new Error('no notification');
    const base = await listening(bench.t.app);
    const live = await SseClient.open(`${base}/api/notifications/live/`, bench.p.as.manager.cookieHeader());
    const before = (await pageOf('manager')).unread;

    // Someone else's notification does not exist for them.
    expect((await bench.p.as.otherManager.post(`/api/notifications/${mine.id}/read/`, {})).statusCode).toBe(
      404,
    );
    expect((await bench.p.as.anonymous.post(`/api/notifications/${mine.id}/read/`, {})).statusCode).toBe(401);
    expect((await pageOf('manager', '?unread=true')).results.map((n) => n.id)).toContain(mine.id);

    expect((await bench.p.as.manager.post(`/api/notifications/${mine.id}/read/`, {})).statusCode).toBe(204);
    await live.waitFor<{ unread: number }>('read', (data) => data.unread === before - 1, 5000);
    const after = await pageOf('manager', '?unread=true');
    expect(after.unread).toBe(before - 1);
    expect(after.results.map((n) => n.id)).not.toContain(mine.id);
    // Read again: nothing changes.
    expect((await bench.p.as.manager.post(`/api/notifications/${mine.id}/read/`, {})).statusCode).toBe(204);

    expect((await bench.p.as.manager.post('/api/notifications/read/', {})).statusCode).toBe(204);
    await live.waitFor<{ unread: number }>('read', (data) => data.unread === 0, 5000);
    expect(await pageOf('manager', '?unread=true')).toMatchObject({ count: 0, unread: 0, results: [] });
    expect((await pageOf('manager')).count).toBeGreaterThan(0);
    live.close();
  });

  it('answer a visitor 401, and refuse a page past the limit on its field', async () => {
    expect((await bench.p.as.anonymous.get('/api/notifications/')).statusCode).toBe(401);
    expect((await bench.p.as.anonymous.get('/api/notifications/live/')).statusCode).toBe(401);
    const bad = await bench.p.as.member.get('/api/notifications/?page_size=100000');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['page_size']);
  });

  it('go by e-mail, in Italian and English, to whoever chose the kind on their profile', async () => {
    await bench.t.db
      .update(users)
      .set({ email: 'manager@example.org' })
      .where(eq(users.username, 'p-manager'));
    const none = (await bench.p.as.manager.get('/api/notifications/preferences/')).json();
    expect(none).toEqual({ mail: [], email: 'manager@example.org' });
    const bad = await bench.p.as.manager.request({
      method: 'PUT',
      url: '/api/notifications/preferences/',
      payload: { mail: ['submitted', 'gossip'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['mail.1']);
    const chosen = await bench.p.as.manager.request({
      method: 'PUT',
      url: '/api/notifications/preferences/',
      payload: { mail: ['published', 'submitted'] },
    });
    expect(chosen.json()).toEqual({ mail: ['submitted', 'published'], email: 'manager@example.org' });

    const id = await bulletinAfter(bench.p, bench.type, bench.nextDate(), 'submit');
    const [told] = await toldAbout('manager', id);
    const mails = await eventually(async () => {
      const found = sink.to('manager@example.org');
      expect(found.length).toBeGreaterThanOrEqual(1);
      return found;
    }, 10_000);
    const mail = mails.at(-1)?.mail;
    expect(mail?.subject).toMatch(/^Da revisionare: Daily told del .+ · To review: Daily told of /);
    expect(mail?.text).toContain(`/bulletin/${id}`);
    expect(mail?.messageId).toBe(`<notice.${told?.id}@localhost>`);

    // A kind not chosen is not mailed: the member's return goes to the bell only.
    await bench.t.db.update(users).set({ email: 'member@example.org' }).where(eq(users.username, 'p-member'));
    expect((await bench.act('manager', id, 'return', { comment: 'No.' })).statusCode).toBe(200);
    await toldAbout('member', id);
    await drained(bench.t.app, ['notifications', 'notification-mails']);
    expect(sink.to('member@example.org')).toEqual([]);
  });

  it('tell the managers of a failed delivery once an event, and of a webhook a receiver turned off', async () => {
    receiver.answer('/failing', { status: 500 });
    receiver.answer('/gone', { status: 410 });
    for (const path of ['/failing', '/gone']) {
      const created = await bench.p.as.manager.post(`/api/bulletin-types/${bench.type.typeId}/webhooks/`, {
        url: receiver.url(path),
      });
      expect(created.statusCode).toBe(201);
    }
    const id = await bulletinAfter(bench.p, bench.type, bench.nextDate(), 'submit', 'publish');
    const failed = await eventually(async () => {
      const found = (await pageOf('manager', '?page_size=100')).results.filter(
        (n) => n.bulletin_id === id && n.kind === 'delivery_failed',
      );
      expect(found).toHaveLength(1);
      return found[0];
    }, 10_000);
    expect(failed?.link).toBe(`/bulletin/${id}`);
    const gone = await eventually(async () => {
      const found = (await pageOf('manager', '?page_size=100')).results.find(
        (n) => n.kind === 'webhook_disabled',
      );
      expect(found).toBeDefined();
      return found;
    }, 10_000);
    expect(gone).toMatchObject({
      receiver: receiver.url('/gone'),
      link: `/bulletin-types/${bench.type.typeId}`,
    });
    expect((await pageOf('member')).results.filter((n) => n.kind === 'webhook_disabled')).toEqual([]);
  });
});
