import { longDate } from '@bora/shared/date-words';
import type { Delivery } from '@bora/shared/delivery';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { bulletinTypes } from '../../db/schema/bulletin-types.ts';
import { subscriptions } from '../../db/schema/distribution.ts';
import { createTestApp, drained, eventually, testConfig } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';
import { Browser } from '../../test/sessions.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { bulletinAfter, makeDailyType } from '../bulletins/test-fixtures.ts';
import { workflowBench } from '../bulletins/test-workflow.ts';
import { confirmationToken } from './subscription-links.ts';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

const bench = workflowBench('mailed', '2031-05-01', () => ({ smtpUrl: sink.url }));
let serial = 0;
/** A browser from an address of its own: the subscription throttle counts per address. */
const visitor = () => new Browser(bench.t.app, { remoteAddress: `198.51.100.${++serial}` });

async function subscribe(email: string, browser = visitor(), language = 'it') {
  return browser.post('/api/public/subscriptions/', { email, bulletin_type: 'mailed', language });
}

/** The link of the newest confirmation e-mail to `email`, once it came. */
async function confirmationLink(email: string, count = 1): Promise<URL> {
  const mails = await eventually(async () => {
    const found = sink.to(email);
    if (found.length < count) throw new Error(`${found.length} e-mails so far`);
    return found;
  }, 10000);
  const text = mails.at(-1)?.mail.text ?? '';
  const link = /https?:\/\/\S+\/subscribe\/confirm\?token=\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in ${text}`);
  return new URL(link);
}

/** The queues that record a subscription asked for and send its confirmation. */
const subscribing = ['subscriptions', 'mails'] as const;

async function subscribed(email: string, language = 'it') {
  expect((await subscribe(email, visitor(), language)).statusCode).toBe(202);
  const token = (await confirmationLink(email)).searchParams.get('token') ?? '';
  const confirmed = await visitor().post('/api/public/subscriptions/confirm/', { token });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json();
}

describe('e-mail subscriptions', () => {
  it('are confirmed through the link e-mailed, and tell nobody who subscribes', async () => {
    const response = await subscribe('Ada@Example.org');
    expect(response.statusCode).toBe(202);
    const link = await confirmationLink('ada@example.org');
    const [mail] = sink.to('ada@example.org');
    expect(mail?.mail.subject).toBe('Conferma l’iscrizione ai bollettini «Daily mailed»');
    expect(mail?.mail.html).toContain(link.toString().replace(/&/g, '&amp;'));
    const confirmed = await visitor().post('/api/public/subscriptions/confirm/', {
      token: link.searchParams.get('token'),
    });
    expect(confirmed.json()).toEqual({
      bulletin_type: { code: 'mailed', name: 'Daily mailed', translations: {} },
      bulletin_types: [{ code: 'mailed', name: 'Daily mailed', translations: {} }],
      email: 'a•••@example.org',
      language: 'it',
      confirmed: true,
    });
    // Again, once confirmed: the same answer, and no e-mail.
    expect((await subscribe('ada@example.org')).json()).toEqual(response.json());
    await drained(bench.t.app, subscribing);
    expect(sink.to('ada@example.org')).toHaveLength(1);
  });

  it('send no second confirmation within ten minutes, and at most five a day to one address', async () => {
    for (let i = 0; i < 3; i++) expect((await subscribe('twice@example.org')).statusCode).toBe(202);
    await confirmationLink('twice@example.org');
    await drained(bench.t.app, subscribing);
    expect(sink.to('twice@example.org')).toHaveLength(1);

    // Five a day to one address, whichever types it asks for and however it is spelt.
    const spellings = [
      'cap@bücher.example',
      'CAP@XN--BCHER-KVA.EXAMPLE',
      ' Cap@Bücher.Example\n',
      // The ü written as u and a combining diaeresis.
      'cap@bu\u0308cher.example',
    ];
    for (let i = 0; i < 6; i++) {
      await makeDailyType(bench.t.db, bench.p, `capped-${i}`);
      const email = spellings[i % spellings.length] as string;
      const asked = await visitor().post('/api/public/subscriptions/', {
        email,
        bulletin_type: `capped-${i}`,
      });
      expect(asked.statusCode, asked.body).toBe(202);
      await drained(bench.t.app, subscribing);
    }
    expect([...sink.to('cap@xn--bcher-kva.example'), ...sink.to('cap@bücher.example')]).toHaveLength(5);
  });

  it('count one address however it is spelt: one subscription, one confirmation', async () => {
    for (const email of ['Spelt@Example.org', ' spelt@example.org\n', 'SPELT@EXAMPLE.ORG'])
      expect((await subscribe(email)).statusCode).toBe(202);
    for (const email of ['idn@bücher.example', 'IDN@BÜCHER.example', 'idn@xn--bcher-kva.example'])
      expect((await subscribe(email)).statusCode).toBe(202);
    await drained(bench.t.app, subscribing);
    const kept = await queryRows<{ email: string }>(
      bench.t.db,
      sql`select email from subscriptions where email in ('spelt@example.org', 'idn@xn--bcher-kva.example')
          order by email`,
    );
    expect(kept.map((row) => row.email)).toEqual(['idn@xn--bcher-kva.example', 'spelt@example.org']);
    expect(sink.to('spelt@example.org')).toHaveLength(1);
    // The test's mail server reads the domain back into Unicode.
    expect([...sink.to('idn@xn--bcher-kva.example'), ...sink.to('idn@bücher.example')]).toHaveLength(1);
  });

  it('refuse another spelling of a mailbox on the field, saying why, and send it nothing', async () => {
    for (const [email, message] of [
      ['"quoted"@example.org', 'Write the address without quotation marks.'],
      ['<angle@example.org>', 'Write the address alone, without < > or a name.'],
      ['dot@example.org.', 'Write the domain without the dot at its end.'],
      ['x@127.0.0.1', 'An address at a domain name, not at an IP address.'],
      ['x@[127.0.0.1]', 'An address at a domain name, not at an IP address.'],
    ] as const) {
      const refused = await subscribe(email);
      expect(refused.statusCode, email).toBe(400);
      expect(refused.json().errors, email).toEqual({ email: [message] });
    }
    await drained(bench.t.app, subscribing);
    const kept = await queryRows<{ count: number }>(
      bench.t.db,
      sql`select count(*)::int as count from subscriptions where email like '%127.0.0.1%'
          or email like '%quoted%' or email like '%angle%' or email like 'dot@%'`,
    );
    expect(kept[0]?.count).toBe(0);
    for (const to of ['quoted@example.org', 'angle@example.org', 'dot@example.org', 'x@127.0.0.1'])
      expect(sink.to(to), to).toHaveLength(0);
  });

  it('refuse a bad address or type on the field, and a flood from one address with 429', async () => {
    const bad = await subscribe('not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ email: ['Enter a valid e-mail address.'] });
    const unknown = await visitor().post('/api/public/subscriptions/', {
      email: 'x@example.org',
      bulletin_type: 'nope',
    });
    expect(unknown.json().errors).toEqual({ bulletin_type: ['No public bulletin type has this code.'] });
    const flooder = visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await subscribe(`victim${i}@example.org`, flooder)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 202 || s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('refuse a forged or expired link, saying which', async () => {
    const forged = await visitor().post('/api/public/subscriptions/confirm/', {
      token: 'c.1.9999999999.forged',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('link_invalid');
    const old = confirmationToken(testConfig.secretKey, 1, new Date('2020-01-01T00:00:00Z'));
    const expired = await visitor().post('/api/public/subscriptions/confirm/', { token: old });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().detail).toBe('This link has expired: subscribe again to get a new one.');
    const unsubscribe = await visitor().post('/api/public/subscriptions/unsubscribe/?token=u.1.forged', {});
    expect(unsubscribe.statusCode).toBe(400);
  });

  it('send a published bulletin to its subscribers with the PDF, and unsubscribe in one click', async () => {
    await subscribed('reader@example.org', 'en');
    const id = await bulletinAfter(bench.p, bench.type, bench.nextDate(), 'submit', 'publish');
    const [mail] = await eventually(async () => {
      const found = sink.to('reader@example.org').filter((c) => !c.mail.subject?.startsWith('Confirm'));
      if (!found.length) throw new Error('not yet');
      return found;
    }, 10000);
    const message = mail?.mail;
    const issueDate = (await bench.read(id)).issue_date as string;
    // In the subscriber's language: the type and the date (the Italian title is not theirs).
    expect(message?.subject).toBe(`Daily mailed – ${longDate(issueDate, 'en')}`);
    expect(message?.text).toContain('Sereno.');
    expect(message?.text).toContain('LIDO');
    expect(message?.text).toContain(`/bulletin/${id}`);
    expect(message?.html).toContain('Sereno.');
    expect(message?.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
    expect(message?.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
    const header = (name: string) =>
      message?.headerLines
        .find((line) => line.key === name)
        ?.line.slice(name.length + 1)
        .trim() ?? '';
    const unsubscribeHeader = header('list-unsubscribe');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // The try is recorded once the mail server has answered, a moment after the sink holds the mail.
    const delivery = await eventually(async () => {
      const deliveries: Delivery[] = (
        await bench.p.as.manager.get(`/api/bulletins/${id}/deliveries/`)
      ).json();
      const found = deliveries.find((d) => d.channel === 'email');
      expect(found).toMatchObject({ receiver: 'r•••@example.org', state: 'sent' });
      return found;
    }, 5000);
    expect(message?.messageId).toContain(delivery?.event_id);

    // The one-click unsubscribe, as a mail client sends it.
    const oneClick = new URL(/<([^>]+)>/.exec(unsubscribeHeader)?.[1] ?? '');
    const click = () =>
      bench.t.app.inject({
        method: 'POST',
        url: `${oneClick.pathname}${oneClick.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const ended = await click();
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ email: 'r•••@example.org', confirmed: false });
    // A second click (a client retrying) ends nothing more, and says so.
    const again = await click();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toBeNull();
    const before = sink.to('reader@example.org').length;
    await bulletinAfter(bench.p, bench.type, bench.nextDate(), 'submit', 'publish');
    await drained(bench.t.app, ['events', 'deliveries']);
    expect(sink.to('reader@example.org')).toHaveLength(before);
  });

  it('give up on an address the mail server refuses, and retry one it defers', async () => {
    await subscribed('gone@example.org');
    await subscribed('later@example.org');
    sink.refuse('gone@example.org', 550);
    sink.refuse('later@example.org', 451);
    const id = await bulletinAfter(bench.p, bench.type, bench.nextDate(), 'submit', 'publish');
    const settled = await eventually(async () => {
      const all: Delivery[] = (await bench.p.as.manager.get(`/api/bulletins/${id}/deliveries/`)).json();
      const gone = all.find((d) => d.receiver === 'g•••@example.org');
      const later = all.find((d) => d.receiver === 'l•••@example.org');
      if (gone?.state !== 'dead' || later?.state !== 'failed') throw new Error('not yet');
      return { gone, later };
    }, 10000);
    expect(settled.gone.attempts[0]?.status_code).toBe(550);
    expect(settled.gone.attempts[0]?.error).toMatch(/^The mail server answered: 550/);
    expect(settled.later.next_attempt_at).not.toBeNull();
  });
});

describe('a subscription to several types at once', () => {
  it('is confirmed by one e-mail for all, and each bulletin’s link ends its type alone', async () => {
    const second = await makeDailyType(bench.t.db, bench.p, 'mailed-two');
    const asked = await visitor().post('/api/public/subscriptions/', {
      email: 'both@example.org',
      bulletin_types: ['mailed', 'mailed-two'],
      language: 'en',
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const link = await confirmationLink('both@example.org');
    // One job confirms both: no second confirmation is on its way.
    const jobs = await queryRows<{ ids: number[] }>(
      bench.t.db,
      sql`select array(select jsonb_array_elements_text(data->'subscriptionIds')::int order by 1) as ids
          from pgboss.job where name = 'mails' and data->'subscriptionIds' @> (
            select jsonb_agg(id) from subscriptions where email = 'both@example.org')`,
    );
    expect(jobs.map((job) => job.ids.length)).toEqual([2]);
    const confirmations = sink.to('both@example.org');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.mail.subject).toBe('Confirm your subscription to 2 bulletin types');
    expect(confirmations[0]?.mail.text).toContain('“Daily mailed”, “Daily mailed-two”');
    const confirmed = await visitor().post('/api/public/subscriptions/confirm/', {
      token: link.searchParams.get('token'),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().bulletin_types.map((t: { code: string }) => t.code)).toEqual([
      'mailed',
      'mailed-two',
    ]);
    expect(confirmed.json().confirmed).toBe(true);

    // Both types' bulletins come; the second's unsubscribe link ends that type only.
    await bulletinAfter(bench.p, second, '2031-07-01', 'submit', 'publish');
    const secondMail = await eventually(async () => {
      const found = sink.to('both@example.org').find((c) => c.mail.subject?.startsWith('Daily mailed-two'));
      if (!found) throw new Error('not yet');
      return found.mail;
    }, 10000);
    const page = /\/subscribe\/unsubscribe\?token=(\S+)/.exec(secondMail.text ?? '')?.[1] ?? '';
    const ended = await visitor().post('/api/public/subscriptions/unsubscribe/', {
      token: decodeURIComponent(page),
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().bulletin_types.map((t: { code: string }) => t.code)).toEqual(['mailed-two']);
    const before = sink.to('both@example.org').length;
    await bulletinAfter(bench.p, bench.type, bench.nextDate(), 'submit', 'publish');
    await eventually(async () => {
      if (sink.to('both@example.org').length === before) throw new Error('not yet');
    }, 10000);
    expect(sink.to('both@example.org').at(-1)?.mail.subject).toMatch(/^Daily mailed – /);
  });

  it('refuses an unknown, internal, empty or too long list on its field', async () => {
    const ask = (bulletin_types: unknown) =>
      visitor().post('/api/public/subscriptions/', { email: 'list@example.org', bulletin_types });
    const unknown = await ask(['mailed', 'nope']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ bulletin_types: ['No public bulletin type has this code.'] });
    const internal = await makeDailyType(bench.t.db, bench.p, 'mailed-internal');
    await bench.t.db
      .update(bulletinTypes)
      .set({ isPublic: false })
      .where(eq(bulletinTypes.id, internal.typeId));
    const hidden = await ask(['mailed-internal']);
    expect(hidden.json().errors).toEqual({ bulletin_types: ['No public bulletin type has this code.'] });
    const empty = await ask([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ bulletin_types: ['Choose at least one bulletin type.'] });
    const many = await ask(Array.from({ length: 21 }, (_, i) => `type-${i}`));
    expect(many.statusCode).toBe(400);
    expect(many.json().errors).toEqual({ bulletin_types: ['Choose at most 20 bulletin types.'] });
    expect(sink.to('list@example.org')).toHaveLength(0);
  });
});

describe('the answer to a subscription', () => {
  let quiet: Awaited<ReturnType<typeof createTestApp>>;
  let typeId: number;
  beforeAll(async () => {
    // Its jobs are queued, never worked: what the request itself did is all there is to see.
    quiet = await createTestApp({ smtpUrl: sink.url }, { workJobs: false });
    typeId = (await makeDailyType(quiet.db, await makePersonas(quiet.app, quiet.db), 'quiet')).typeId;
  });
  afterAll(() => quiet.close());

  it('is made the same way for a known address and a new one: the work is queued, none done', async () => {
    const at = new Date('2031-01-01T00:00:00Z');
    await quiet.db.insert(subscriptions).values({
      bulletinTypeId: typeId,
      email: 'known@example.org',
      language: 'it',
      confirmedAt: at,
      updatedAt: at,
    });
    const ask = (email: string) =>
      new Browser(quiet.app, { remoteAddress: `203.0.113.${++serial}` }).post('/api/public/subscriptions/', {
        email,
        bulletin_type: 'quiet',
      });
    const known = await ask('Known@Example.org');
    const fresh = await ask('fresh@example.org');
    expect([known.statusCode, fresh.statusCode]).toEqual([202, 202]);
    expect(fresh.body).toBe(known.body);
    const rows = await quiet.db.select().from(subscriptions).where(eq(subscriptions.bulletinTypeId, typeId));
    expect(rows.map((row) => [row.email, row.updatedAt.toISOString()])).toEqual([
      ['known@example.org', at.toISOString()],
    ]);
    const queued = await queryRows<{ email: string; types: number[] }>(
      quiet.db,
      sql`select data->>'email' as email, array(select jsonb_array_elements_text(data->'typeIds')::int) as types
          from pgboss.job where name = 'subscriptions' order by data->>'email'`,
    );
    expect(queued).toEqual([
      { email: 'fresh@example.org', types: [typeId] },
      { email: 'known@example.org', types: [typeId] },
    ]);
  });
});

describe('without a mail server', () => {
  let bare: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare.close());

  it('takes no subscriptions, and says why', async () => {
    const response = await new Browser(bare.app).post('/api/public/subscriptions/', {
      email: 'a@example.org',
      bulletin_type: 'any',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('mail_not_configured');
    expect(response.json().detail).toBe('This server sends no e-mail: ask its administrators.');
    expect(response.headers['retry-after']).toBeUndefined();
  });
});
