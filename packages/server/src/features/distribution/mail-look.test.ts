import { longDate } from '@bora/shared/date-words';
import { parse as parseDisposition } from 'content-disposition';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorities } from '../../db/schema/authorities.ts';
import { eventually } from '../../test/helper.ts';
import { Browser } from '../../test/sessions.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { bulletinAfter, readyDraft, writeTexts } from '../bulletins/test-fixtures.ts';
import { workflowBench } from '../bulletins/test-workflow.ts';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

const bench = workflowBench('looked', '2031-06-01', () => ({ smtpUrl: sink.url }));
let serial = 0;
const visitor = () => new Browser(bench.t.app, { remoteAddress: `198.51.100.${++serial}` });
const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#063"/></svg>';

/** Subscribes and confirms an address to the bench's type, in a language. */
async function subscribed(email: string, language: 'it' | 'en') {
  const asked = await visitor().post('/api/public/subscriptions/', {
    email,
    bulletin_type: 'looked',
    language,
  });
  expect(asked.statusCode).toBe(202);
  const mail = await eventually(async () => {
    const [found] = sink.to(email);
    if (!found) throw new Error('no confirmation yet');
    return found;
  }, 10000);
  const token = new URL(
    /https?:\/\/\S+\/subscribe\/confirm\?token=\S+/.exec(mail.mail.text ?? '')?.[0] ?? '',
  ).searchParams.get('token');
  expect((await visitor().post('/api/public/subscriptions/confirm/', { token })).statusCode).toBe(200);
}

/** The bulletin e-mail (not the confirmation) that reached an address. */
const bulletinMail = (email: string) =>
  eventually(async () => {
    const found = sink
      .to(email)
      .filter((c) => c.mail.attachments.some((a) => a.contentType === 'application/pdf'));
    if (!found.length) throw new Error('not yet');
    return found[0]?.mail;
  }, 10000);

describe('a bulletin e-mail', () => {
  beforeAll(async () => {
    await bench.t.db
      .update(authorities)
      .set({ logoSvg: LOGO, translations: { en: { name: 'Home Weather Service' } } })
      .where(eq(authorities.id, bench.p.home.id));
  });

  it('comes in its authority’s name and look, with the PDF named as it downloads', async () => {
    await subscribed('walker@example.org', 'en');
    await subscribed('escursionista@example.org', 'it');
    const date = bench.nextDate();
    const id = await readyDraft(bench.p, bench.type, date);
    await writeTexts(bench.p.as.member, id, 'Neve in quota dal pomeriggio', 'Neve.');
    for (const [as, action] of [
      ['member', 'submit'],
      ['manager', 'publish'],
    ] as const)
      expect((await bench.p.as[as].post(`/api/bulletins/${id}/${action}/`, {})).statusCode).toBe(200);

    const english = await bulletinMail('walker@example.org');
    // The authority, in the subscriber's language: the sender's name and the header; not the agency.
    expect(english?.from?.value[0]?.name).toBe('Home Weather Service');
    expect(english?.html).toContain('Home Weather Service</td>');
    expect(english?.html).not.toContain(bench.t.app.config.agencyName);
    // Its logo travels inside the message, never fetched from elsewhere.
    const logo = english?.attachments.find((a) => a.contentType === 'image/png');
    expect(logo?.contentId).toBe('<authority-logo@bora>');
    // (The parser shows an inline image as the data it carries.)
    expect(english?.html).toMatch(/<img src="data:image\/png;base64,/);
    expect(english?.html).not.toMatch(/<img[^>]+src="https?:/);
    // The subject: type and date in English; the title is Italian only, so it is not theirs.
    expect(english?.subject).toBe(`Daily looked – ${longDate(date, 'en')}`);

    const download = await visitor().get(`/api/public/bulletins/${id}/export.pdf`);
    expect(download.statusCode).toBe(200);
    const downloadName = parseDisposition(String(download.headers['content-disposition'])).parameters
      .filename;
    expect(downloadName).toBe(`looked-${date}-v1.pdf`);
    const pdf = english?.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.filename).toBe(downloadName);

    const italian = await bulletinMail('escursionista@example.org');
    expect(italian?.from?.value[0]?.name).toBe('Home weather service');
    expect(italian?.subject).toBe(`Daily looked – ${longDate(date, 'it')}: Neve in quota dal pomeriggio`);
  });

  it('reads on a phone: no wide table, every venue and day with its values, and a link to the page', async () => {
    const id = await bulletinAfter(bench.p, bench.type, bench.nextDate(), 'submit', 'publish');
    const mail = await eventually(async () => {
      const found = sink.to('walker@example.org').find((c) => c.mail.text?.includes(`/bulletin/${id}`));
      if (!found) throw new Error('not yet');
      return found.mail;
    }, 10000);
    const html = String(mail.html);
    // No row has more than two cells: nothing to scroll sideways on a 390 px screen.
    for (const row of html.match(/<tr[\s\S]*?<\/tr>/g) ?? [])
      expect((row.match(/<t[dh][\s>]/g) ?? []).length, row).toBeLessThanOrEqual(2);
    // Nothing asks for more than a phone's width (the frame is at most 640 px, and shrinks).
    expect(html).not.toMatch(/[^-]width="[4-9]\d\d|[^-]width:\s*[4-9]\d\dpx|min-width/);
    // Both venues, both days, the values as a reader writes them (fullGrid: 5 and 15 °C).
    for (const venue of ['LIDO', 'ASIAGO']) expect(html).toContain(`<strong>${venue}</strong>`);
    expect(html.match(/<h2/g)).toHaveLength(2);
    expect(html).toContain('min&nbsp;5.0&nbsp;°C · max&nbsp;15.0&nbsp;°C');
    expect(mail.text).toContain('min 5.0 °C · max 15.0 °C');
    expect(html).toContain(`/bulletin/${id}`);
  });
});
