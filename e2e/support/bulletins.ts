/** Bulletins made through the API for the browser tests: a small type, and bulletins ready to act on. */
import { expect, type Page } from '@playwright/test';
import { apiList, apiWrite, csrfHeader, findByCode, uniqueCode } from './reference.ts';

type Named = { id: number; code: string };

const SLOTS = [
  { code: 'mattina', label: 'Mattina', start_hour: 6, end_hour: 12 },
  { code: 'pomeriggio', label: 'Pomeriggio', start_hour: 12, end_hour: 18 },
];

/**
 * A Veneto bulletin type of one venue (Belluno; then Cortina), two data types (sky, t-max), one
 * day and one slot unless told more, in Italian and English, published by someone other than its
 * last editor unless `review` is false. Made by a manager.
 */
export async function makeSmallType(
  manager: Page,
  shape: { days?: number; slots?: 1 | 2; venues?: 1 | 2; review?: boolean } = {},
): Promise<{ id: number; icon: string }> {
  const [belluno, cortina, sky, tmax, iconSet] = await Promise.all([
    findByCode<Named>(manager, 'venues', 'belluno'),
    findByCode<Named>(manager, 'venues', 'cortina-dampezzo'),
    findByCode<Named>(manager, 'data-types', 'sky'),
    findByCode<Named>(manager, 'data-types', 't-max'),
    findByCode<Named>(manager, 'icon-sets', 'veneto-yr'),
  ]);
  const authority = await findByCode<Named>(manager, 'authorities', 'veneto');
  if (!belluno || !cortina || !sky || !tmax || !iconSet || !authority)
    throw new Error('the demo data is not loaded');
  const icons = await apiList<Named>(manager, 'icons', { icon_set: String(iconSet.id), category: 'sky' });
  const icon = icons.results[0]?.code;
  if (!icon) throw new Error('the Veneto icon set has no sky icon');
  const type = await apiWrite<Named>(manager, 'POST', '/api/bulletin-types/', {
    code: uniqueCode('e2e-bulletin'),
    name: 'Belluno e2e',
    authority_id: authority.id,
    icon_set_id: iconSet.id,
    horizon_days: shape.days ?? 1,
    slots: SLOTS.slice(0, shape.slots ?? 1),
    data_types: [
      { data_type_id: sky.id, required: true },
      { data_type_id: tmax.id, required: true },
    ],
    venue_ids: [belluno.id, cortina.id].slice(0, shape.venues ?? 1),
    languages: ['it', 'en'],
    requires_review: shape.review ?? true,
  });
  return { id: type.id, icon };
}

type Written = { revision: number };

/** A write of a draft, naming the revision it builds on (`If-Match`); answers the new revision. */
export async function writeDraft(
  page: Page,
  method: 'PATCH' | 'PUT',
  path: string,
  revision: number,
  data: unknown,
) {
  const response = await page.request.fetch(path, {
    method,
    headers: { ...(await csrfHeader(page)), 'If-Match': `"${revision}"` },
    data,
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as Written).revision;
}

/**
 * A bulletin of the small type for a date, every cell (of every day and slot) and text written,
 * submitted by the signed-in writer: the first morning's maximum is 14, with a note. Answers its
 * id and its Italian title.
 */
export async function submittedBulletin(
  writer: Page,
  type: { id: number; icon: string },
  issueDate: string,
): Promise<{ id: number; title: string }> {
  const created = await apiWrite<{
    id: number;
    revision: number;
    composition: { venues: Named[]; data_types: Named[]; days: number; slots: { code: string }[] };
  }>(writer, 'POST', '/api/bulletins/', {
    bulletin_type_id: type.id,
    issue_date: issueDate,
    copy_from: null,
  });
  const { venues, data_types, days, slots } = created.composition;
  const dataType = (code: string) => data_types.find((d) => d.code === code)?.id;
  const changes = Array.from({ length: days }, (_, day) => day).flatMap((day) =>
    slots.flatMap(({ code: slot }, index) => {
      const cell = { venue_id: venues[0]?.id, day, slot };
      const first = day === 0 && index === 0;
      return [
        { ...cell, data_type_id: dataType('sky'), value: type.icon },
        first
          ? { ...cell, data_type_id: dataType('t-max'), value: 14, note: 'Fog in the valley early on' }
          : { ...cell, data_type_id: dataType('t-max'), value: 10 + day + index },
      ];
    }),
  );
  const path = `/api/bulletins/${created.id}`;
  let revision = await writeDraft(writer, 'PATCH', `${path}/values/`, created.revision, { changes });
  const title = `Belluno ${issueDate}`;
  revision = await writeDraft(writer, 'PUT', `${path}/texts/`, revision, {
    texts: [
      { language: 'it', title, synopsis: 'Sereno, qualche banco di nebbia al mattino.' },
      { language: 'en', title: `Belluno on ${issueDate}`, synopsis: 'Clear, some morning fog.' },
    ],
  });
  await apiWrite(writer, 'POST', `${path}/submit/`, { comment: '' });
  return { id: created.id, title };
}
