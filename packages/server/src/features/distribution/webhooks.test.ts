import type { Delivery } from '@bora/shared/delivery';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { drained, eventually } from '../../test/helper.ts';
import { type Received, startReceiver } from '../../test/webhook-receiver.ts';
import { bulletinAfter } from '../bulletins/test-fixtures.ts';
import { workflowBench } from '../bulletins/test-workflow.ts';

const bench = workflowBench('hooks', '2031-03-01');
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

const hooksOf = () => `/api/bulletin-types/${bench.type.typeId}/webhooks/`;

async function addWebhook(path: string, body: Record<string, unknown> = {}) {
  const response = await bench.p.as.manager.post(hooksOf(), { url: receiver.url(path), ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; secret: string; url: string };
}

async function deliveriesOf(bulletinId: number): Promise<Delivery[]> {
  const response = await bench.p.as.manager.get(`/api/bulletins/${bulletinId}/deliveries/`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The deliveries of the bulletin to `path`, once `settled` holds for them (within `ms`). */
function deliveriesTo(bulletinId: number, path: string, settled: (d: Delivery[]) => boolean, ms = 5000) {
  return eventually(async () => {
    const found = (await deliveriesOf(bulletinId)).filter((d) => d.receiver === receiver.url(path));
    if (!settled(found)) throw new Error(`not yet: ${JSON.stringify(found)}`);
    return found;
  }, ms);
}

describe('webhooks of a bulletin type', () => {
  it('are kept by its managers: the secret is shown once, and only they list them', async () => {
    const created = await addWebhook('/kept');
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const listed = (await bench.p.as.manager.get(hooksOf())).json();
    const mine = listed.find((hook: { id: number }) => hook.id === created.id);
    expect(mine).toMatchObject({
      url: receiver.url('/kept'),
      events: ['published', 'corrected', 'withdrawn'],
    });
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    expect((await bench.p.as.staff.get(hooksOf())).statusCode).toBe(200);
    expect((await bench.p.as.otherManager.get(hooksOf())).statusCode).toBe(403);
    expect((await bench.p.as.member.get(hooksOf())).statusCode).toBe(403);
    expect((await bench.p.as.anonymous.get(hooksOf())).statusCode).toBe(401);
    expect((await bench.p.as.otherManager.post(hooksOf(), { url: receiver.url('/x') })).statusCode).toBe(403);
    const removed = await bench.p.as.manager.request({ method: 'DELETE', url: `${hooksOf()}${created.id}/` });
    expect(removed.statusCode).toBe(204);
  });

  it('refuse an address that is not http(s), carries a password, or is listed twice', async () => {
    for (const url of [
      'ftp://example.org/hook',
      'javascript:alert(1)',
      'http://user:pw@127.0.0.1/x',
      'not a url',
    ]) {
      const response = await bench.p.as.manager.post(hooksOf(), { url });
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['url']);
    }
    await addWebhook('/twice');
    const again = await bench.p.as.manager.post(hooksOf(), { url: receiver.url('/twice') });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.url).toEqual(['This bulletin type already sends to this address.']);
  });

  it('send a published bulletin once, signed, with its links; the log shows it received', async () => {
    const hook = await addWebhook('/published', { events: ['published'] });
    const id = await bulletinAfter(bench.p, bench.type, bench.nextDate(), 'submit', 'publish');
    const [delivery] = await deliveriesTo(id, '/published', (d) => d[0]?.state === 'sent');
    const got = receiver.to('/published');
    expect(got).toHaveLength(1);
    const body = receiver.verify(got[0] as never, hook.secret) as {
      type: string;
      data: { id: number; links: { page: string }; values: unknown[] };
    };
    expect(body.type).toBe('bulletin.published');
    expect(body.data.id).toBe(id);
    expect(body.data.links.page).toMatch(new RegExp(`/bulletin/${id}$`));
    expect(body.data.values.length).toBeGreaterThan(0);
    expect(got[0]?.headers['webhook-id']).toBe(delivery?.event_id);
    expect(delivery?.attempts).toEqual([
      expect.objectContaining({ status_code: 204, error: '', resent: false }),
    ]);
    // Nothing more goes to a receiver that took it.
    await drained(bench.t.app, ['events', 'deliveries']);
    expect(receiver.to('/published')).toHaveLength(1);
  });

  it('tell a withdrawal and a correction to the receivers that want them', async () => {
    await addWebhook('/changes', { events: ['corrected', 'withdrawn'] });
    const withdrawn = await bulletinAfter(
      bench.p,
      bench.type,
      bench.nextDate(),
      'submit',
      'publish',
      'withdraw',
    );
    const [toldWithdrawn] = await deliveriesTo(withdrawn, '/changes', (d) => d[0]?.state === 'sent');
    expect(toldWithdrawn?.event).toBe('withdrawn');
    const body = JSON.parse(receiver.to('/changes').at(-1)?.body ?? '{}');
    expect(body).toMatchObject({
      type: 'bulletin.withdrawn',
      data: { withdrawn: { reason: 'Issued in error.' } },
    });

    const published = await bulletinAfter(bench.p, bench.type, bench.nextDate(), 'submit', 'publish');
    expect(await deliveriesOf(published)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ receiver: receiver.url('/changes') })]),
    );
    const correction = (await bench.act('member', published, 'correct')).json().id as number;
    expect((await bench.act('member', correction, 'submit')).statusCode).toBe(200);
    expect((await bench.act('manager', correction, 'publish')).statusCode).toBe(200);
    const [toldCorrected] = await deliveriesTo(correction, '/changes', (d) => d[0]?.state === 'sent');
    expect(toldCorrected?.event).toBe('corrected');
  });

  it('commit with the publish or not at all', async () => {
    await addWebhook('/rolled-back');
    const id = await bulletinAfter(bench.p, bench.type, bench.nextDate(), 'submit');
    const failing = async () => {
      throw new Error('a later step of the publish fails');
    };
    const stopFailing = bench.t.app.domainEvents.on('bulletin.published', failing);
    try {
      const response = await bench.act('manager', id, 'publish');
      expect(response.statusCode).toBe(500);
    } finally {
      stopFailing();
    }
    expect((await bench.read(id)).status).toBe('submitted');
    const rows = await queryRows<{ count: number }>(
      bench.t.db,
      sql`select count(*)::int as count from deliveries where bulletin_id = ${id}`,
    );
    expect(rows[0]?.count).toBe(0);
    const jobs = await queryRows<{ count: number }>(
      bench.t.db,
      sql`select count(*)::int as count from pgboss.job where name = 'events' and (data->>'bulletinId')::int = ${id}`,
    );
    expect(jobs[0]?.count).toBe(0);
    await drained(bench.t.app, ['events', 'deliveries']);
    expect(receiver.to('/rolled-back')).toHaveLength(0);
  });

  it('retry a refusing receiver within about ten seconds, then log it received', async () => {
    receiver.answer('/flaky', { status: 503, body: 'restarting' }, { status: 200 });
    const hook = await addWebhook('/flaky', { events: ['published'] });
    const id = await bulletinAfter(bench.p, bench.type, bench.nextDate(), 'submit');
    const beforePublish = Date.now();
    expect((await bench.act('manager', id, 'publish')).statusCode).toBe(200);
    const afterPublish = Date.now();
    const [failed] = await deliveriesTo(id, '/flaky', (d) => d[0]?.state === 'failed');
    expect(failed?.attempts[0]).toMatchObject({
      status_code: 503,
      error: 'The receiver answered 503: restarting.',
      reason: { code: 'receiver_answered', params: { status: 503, text: 'restarting' } },
    });
    const wait = Date.parse(failed?.next_attempt_at ?? '') - Date.parse(failed?.attempts[0]?.at ?? '');
    expect(wait).toBeGreaterThanOrEqual(4000);
    expect(wait).toBeLessThanOrEqual(11000);
    const [sent] = await deliveriesTo(id, '/flaky', (d) => d[0]?.state === 'sent', 15000);
    expect(sent?.attempts.map((a) => a.status_code)).toEqual([503, 200]);
    const ids = receiver.to('/flaky').map((r) => r.headers['webhook-id']);
    expect(new Set(ids).size).toBe(1);
    // One message: the same body on each try, stamped when the bulletin was published; each try
    // is signed at the time it is sent (webhook-timestamp), and verifies.
    const [first, second] = receiver.to('/flaky') as [Received, Received];
    expect(second.body).toBe(first.body);
    const occurred = Date.parse(JSON.parse(first.body).timestamp);
    expect(occurred).toBeGreaterThanOrEqual(beforePublish);
    expect(occurred).toBeLessThanOrEqual(afterPublish);
    const sentAt = [first, second].map((tried) => Number(tried.headers['webhook-timestamp']));
    expect(sentAt[0]).toBeGreaterThanOrEqual(Math.floor(occurred / 1000));
    expect(sentAt[1]).toBeGreaterThan(sentAt[0] as number);
    for (const tried of [first, second])
      expect(receiver.verify(tried, hook.secret)).toEqual(JSON.parse(tried.body));
  }, 25000);

  it('turn a webhook off when its receiver answers 410 Gone', async () => {
    receiver.answer('/gone', { status: 410 });
    const hook = await addWebhook('/gone', { events: ['published'] });
    const id = await bulletinAfter(bench.p, bench.type, bench.nextDate(), 'submit', 'publish');
    await deliveriesTo(id, '/gone', (d) => d[0]?.state === 'dead');
    const shown = (await bench.p.as.manager.get(`${hooksOf()}${hook.id}/`)).json();
    expect(shown.active).toBe(false);
    expect(shown.disabled_reason).toMatch(/410 Gone/);
    expect(shown.disabled_because).toEqual({
      code: 'receiver_gone',
      params: { at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    });
    // Turned on again by a manager, it no longer says why it was off.
    const on = await bench.p.as.manager.request({
      method: 'PATCH',
      url: `${hooksOf()}${hook.id}/`,
      payload: { active: true },
    });
    expect(on.json()).toMatchObject({ active: true, disabled_reason: '', disabled_because: null });
  });

  it('do not follow a redirect, and log where it pointed', async () => {
    receiver.answer('/moved', {
      status: 302,
      headers: { location: 'http://169.254.169.254/latest/meta-data/' },
    });
    await addWebhook('/moved', { events: ['published'] });
    const id = await bulletinAfter(bench.p, bench.type, bench.nextDate(), 'submit', 'publish');
    const [failed] = await deliveriesTo(id, '/moved', (d) => d[0]?.state === 'failed');
    expect(failed?.attempts[0]?.error).toBe(
      'Redirected to http://169.254.169.254/latest/meta-data/: redirects are not followed.',
    );
    expect(failed?.attempts[0]?.reason).toEqual({
      code: 'redirected',
      params: { location: 'http://169.254.169.254/latest/meta-data/' },
    });
    expect(receiver.to('/latest/meta-data/')).toHaveLength(0);
  });

  it('send again on a manager’s word, with the same event id, as a new try', async () => {
    const hook = await addWebhook('/again', { events: ['published'] });
    const id = await bulletinAfter(bench.p, bench.type, bench.nextDate(), 'submit', 'publish');
    const [sent] = await deliveriesTo(id, '/again', (d) => d[0]?.state === 'sent');
    const url = `/api/bulletins/${id}/deliveries/${sent?.id}/resend/`;
    expect((await bench.p.as.member.post(url)).statusCode).toBe(403);
    expect((await bench.p.as.otherManager.post(url)).statusCode).toBe(403);
    const resent = await bench.p.as.manager.post(url);
    expect(resent.statusCode, resent.body).toBe(202);
    const [again] = await deliveriesTo(
      id,
      '/again',
      (d) => d[0]?.attempts.length === 2 && d[0].state === 'sent',
    );
    expect(again?.attempts.map((a) => a.resent)).toEqual([false, true]);
    const got = receiver.to('/again');
    expect(got.map((r) => r.headers['webhook-id'])).toEqual([sent?.event_id, sent?.event_id]);
    receiver.verify(got[1] as never, hook.secret);

    // Once its webhook is removed, the delivery says so, and is sent nowhere again.
    const removed = await bench.p.as.manager.request({ method: 'DELETE', url: `${hooksOf()}${hook.id}/` });
    expect(removed.statusCode).toBe(204);
    const [gone] = (await deliveriesOf(id)).filter((d) => d.id === sent?.id);
    expect(gone).toMatchObject({ receiver_gone: true, webhook_id: null });
    const refused = await bench.p.as.manager.post(url);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('receiver_gone');
  });

  it('sign with the old secret beside the new one for a while after a rotation', async () => {
    const hook = await addWebhook('/rotated', { events: ['published'] });
    const rotated = await bench.p.as.manager.request({
      method: 'PATCH',
      url: `${hooksOf()}${hook.id}/`,
      payload: { rotate_secret: true },
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret, previous_secret_until } = rotated.json();
    expect(secret).not.toBe(hook.secret);
    expect(Date.parse(previous_secret_until) - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
    const id = await bulletinAfter(bench.p, bench.type, bench.nextDate(), 'submit', 'publish');
    await deliveriesTo(id, '/rotated', (d) => d[0]?.state === 'sent');
    const [got] = receiver.to('/rotated');
    receiver.verify(got as never, secret);
    receiver.verify(got as never, hook.secret);
  });

  it('send a test event on demand, logged with the type’s deliveries', async () => {
    const hook = await addWebhook('/test-me');
    const response = await bench.p.as.manager.post(`${hooksOf()}${hook.id}/test/`);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toMatchObject({ event: 'test', state: 'pending', bulletin_id: null });
    await eventually(async () => expect(receiver.to('/test-me')).toHaveLength(1));
    const body = receiver.verify(receiver.to('/test-me')[0] as never, hook.secret);
    expect(body).toMatchObject({ type: 'bulletin.test', data: { bulletin_type: 'hooks', test: true } });
    const log = await eventually(async () => {
      const page = (
        await bench.p.as.manager.get(`/api/bulletin-types/${bench.type.typeId}/deliveries/?state=sent`)
      ).json();
      const found = page.results.find((d: Delivery) => d.id === response.json().id);
      if (!found) throw new Error('not logged yet');
      return found;
    });
    expect(log.attempts).toHaveLength(1);
    expect(log.bulletin).toBeNull();
    expect(
      (await bench.p.as.otherManager.get(`/api/bulletin-types/${bench.type.typeId}/deliveries/`)).statusCode,
    ).toBe(403);
  });

  it('are counted with confirmed subscribers, per event, for the confirmation before publishing', async () => {
    const recipients = async () => {
      const response = await bench.p.as.manager.get(`/api/bulletin-types/${bench.type.typeId}/recipients/`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const before = await recipients();
    const withdrawals = await addWebhook('/withdrawals-only', { events: ['withdrawn'] });
    const off = await addWebhook('/off');
    const offTag = (await bench.p.as.manager.get(`${hooksOf()}${off.id}/`)).headers.etag as string;
    const turnedOff = await bench.p.as.manager.request({
      method: 'PATCH',
      url: `${hooksOf()}${off.id}/`,
      payload: { active: false },
      headers: { 'if-match': offTag },
    });
    expect(turnedOff.statusCode, turnedOff.body).toBe(200);
    const now = new Date();
    const [pending, confirmed] = await queryRows<{ id: number }>(
      bench.t.db,
      sql`insert into subscriptions (bulletin_type_id, email, language, confirmed_at, created_at, updated_at)
          values (${bench.type.typeId}, 'pending@example.org', 'it', null, ${now}, ${now}),
                 (${bench.type.typeId}, 'confirmed@example.org', 'it', ${now}, ${now}, ${now})
          returning id`,
    );
    try {
      expect(await recipients()).toEqual({
        webhooks: {
          published: before.webhooks.published,
          corrected: before.webhooks.corrected,
          withdrawn: before.webhooks.withdrawn + 1,
        },
        email_subscribers: before.email_subscribers + 1,
      });
    } finally {
      await bench.t.db.execute(sql`delete from subscriptions where id in (${pending?.id}, ${confirmed?.id})`);
      for (const hook of [withdrawals, off])
        await bench.p.as.manager.request({ method: 'DELETE', url: `${hooksOf()}${hook.id}/` });
    }
    for (const who of ['member', 'otherManager'] as const)
      expect(
        (await bench.p.as[who].get(`/api/bulletin-types/${bench.type.typeId}/recipients/`)).statusCode,
      ).toBe(403);
    expect(
      (await bench.p.as.anonymous.get(`/api/bulletin-types/${bench.type.typeId}/recipients/`)).statusCode,
    ).toBe(401);
  });

  it('name each bulletin in the log by its date, version and titles', async () => {
    await addWebhook('/named');
    const date = bench.nextDate();
    const id = await bulletinAfter(bench.p, bench.type, date, 'submit', 'publish');
    const [sent] = await deliveriesTo(id, '/named', (d) => d[0]?.state === 'sent');
    const texts = (await bench.p.as.manager.get(`/api/bulletins/${id}/`)).json().texts;
    expect(sent?.bulletin).toEqual({
      issue_date: date,
      version: 1,
      title: texts[0]?.title ?? '',
      titles: Object.fromEntries(
        texts
          .filter((text: { title: string }) => text.title)
          .map((text: { language: string; title: string }) => [text.language, text.title]),
      ),
    });
    const page = (
      await bench.p.as.manager.get(`/api/bulletin-types/${bench.type.typeId}/deliveries/`)
    ).json();
    expect(page.results.find((d: Delivery) => d.id === sent?.id)?.bulletin).toEqual(sent?.bulletin);
  });
});
