import type { Db } from '../../db/client.ts';
import { dataTypes, venues } from '../../db/schema/reference.ts';
import type { makePersonas } from '../../test/personas.ts';

/** The two data types the bulletin tests write: tmin and tmax in °C, −40 to 50, one decimal (codes after `prefix`). */
export async function makeTemperatures(db: Db, prefix = ''): Promise<{ tmin: number; tmax: number }> {
  const temperature = { valueKind: 'number' as const, unit: '°C', minimum: -40, maximum: 50, decimals: 1 };
  const rows = await db
    .insert(dataTypes)
    .values([
      { code: `${prefix}tmin`, name: 'Minimum', ...temperature },
      { code: `${prefix}tmax`, name: 'Maximum', ...temperature },
    ])
    .returning();
  const id = (code: string) => {
    const row = rows.find((r) => r.code === `${prefix}${code}`);
    if (!row) throw new Error(`no ${code}`);
    return row.id;
  };
  return { tmin: id('tmin'), tmax: id('tmax') };
}

type Personas = Awaited<ReturnType<typeof makePersonas>>;

/**
 * A public daily type of the personas' home authority: venues `lido` and `asiago`, tmin and tmax
 * required, two days of one slot `day`, in Italian. Its bulletins are written and published
 * without a second person.
 */
export async function makeDailyType(db: Db, p: Personas, code: string) {
  const set = (
    await p.as.staff.post('/api/icon-sets/', { code: `${code}-icons`, name: code, authority_id: p.home.id })
  ).json();
  const venueRows = await db
    .insert(venues)
    .values(
      ['lido', 'asiago'].map((name) => ({
        code: `${code}-${name}`,
        name: name.toUpperCase(),
        kind: 'city' as const,
        latitude: 45,
        longitude: 12,
        authorityId: p.home.id,
      })),
    )
    .returning();
  const [lido, asiago] = venueRows.map((r) => r.id) as [number, number];
  const { tmin, tmax } = await makeTemperatures(db, `${code}-`);
  const type = await p.as.manager.post('/api/bulletin-types/', {
    code,
    name: `Daily ${code}`,
    authority_id: p.home.id,
    icon_set_id: set.id,
    horizon_days: 2,
    slots: [{ code: 'day', label: 'Day', start_hour: 0, end_hour: 24 }],
    data_types: [
      { data_type_id: tmin, required: true },
      { data_type_id: tmax, required: true },
    ],
    venue_ids: [lido, asiago],
    languages: ['it'],
    is_public: true,
  });
  if (type.statusCode !== 201) throw new Error(`bulletin type: ${type.body}`);
  return { typeId: type.json().id as number, lido, asiago, tmin, tmax };
}

type DailyType = Awaited<ReturnType<typeof makeDailyType>>;
type Browser = Personas['as'][keyof Personas['as']];

/** Writes cells of a draft on its current revision, failing the test on anything but 200. */
export async function writeCells(as: Browser, id: number, changes: unknown[]): Promise<number> {
  const revision = (await as.get(`/api/bulletins/${id}/`)).json().revision;
  const response = await as.request({
    method: 'PATCH',
    url: `/api/bulletins/${id}/values/`,
    payload: { changes } as never,
    headers: { 'if-match': `"${revision}"` },
  });
  if (response.statusCode !== 200) throw new Error(`values: ${response.body}`);
  return response.json().revision;
}

/** A bulletin's values as `as` reads them. */
export async function valuesOfBulletin(as: Browser, id: number) {
  return (await as.get(`/api/bulletins/${id}/`)).json().values as {
    venue_id: number;
    day: number;
    data_type_id: number;
    value: number;
    source: string;
    origin: string;
    copied_from: number | null;
  }[];
}

/** Writes a draft's Italian title and synopsis. */
export async function writeTexts(as: Browser, id: number, title: string, synopsis: string): Promise<void> {
  const revision = (await as.get(`/api/bulletins/${id}/`)).json().revision;
  const response = await as.request({
    method: 'PUT',
    url: `/api/bulletins/${id}/texts/`,
    payload: { texts: [{ language: 'it', title, synopsis }] },
    headers: { 'if-match': `"${revision}"` },
  });
  if (response.statusCode !== 200) throw new Error(`texts: ${response.body}`);
}

/** Every cell of a daily type's grid: tmin `low`, tmax `low + 10`. */
export function fullGrid(type: DailyType, low: number) {
  return [type.lido, type.asiago].flatMap((venue_id) =>
    [0, 1].flatMap((day) => [
      { venue_id, day, slot: 'day', data_type_id: type.tmin, value: low },
      { venue_id, day, slot: 'day', data_type_id: type.tmax, value: low + 10 },
    ]),
  );
}

/** A bulletin of the type for the date, created and filled by a member: its check passes. */
export async function readyDraft(p: Personas, type: DailyType, issueDate: string): Promise<number> {
  const created = await p.as.member.post('/api/bulletins/', {
    bulletin_type_id: type.typeId,
    issue_date: issueDate,
  });
  if (created.statusCode !== 201) throw new Error(`create: ${created.body}`);
  const id: number = created.json().id;
  await writeCells(p.as.member, id, fullGrid(type, 5));
  await writeTexts(p.as.member, id, 'Bollettino', 'Sereno.');
  return id;
}

/**
 * A ready draft moved on through the actions given: the member submits and corrects, the
 * manager does the rest (withdrawing with a reason).
 */
export async function bulletinAfter(
  p: Personas,
  type: DailyType,
  issueDate: string,
  ...actions: ('submit' | 'publish' | 'withdraw')[]
): Promise<number> {
  const id = await readyDraft(p, type, issueDate);
  for (const action of actions) {
    const as = action === 'submit' ? p.as.member : p.as.manager;
    const body = action === 'withdraw' ? { comment: 'Issued in error.' } : {};
    const response = await as.post(`/api/bulletins/${id}/${action}/`, body);
    if (response.statusCode !== 200) throw new Error(`${action}: ${response.body}`);
  }
  return id;
}

/** A bulletin of the type for the date, filled, submitted by a member and published by a manager. */
export function publishedBulletin(p: Personas, type: DailyType, issueDate: string): Promise<number> {
  return bulletinAfter(p, type, issueDate, 'submit', 'publish');
}
