/**
 * The bulletin the bench loads, made through the API like a user would: a national bulletin type of
 * 100 venues × 3 days × 4 slots × 10 data types (12 000 cells), and a draft of it.
 */

export const VENUES = 100;
export const DAYS = 3;
export const SLOTS = ['notte', 'mattina', 'pomeriggio', 'sera'].map((code, i) => ({
  code,
  label: code,
  start_hour: i * 6,
  end_hour: i * 6 + 6,
}));
/** The ten demo data types of the grid, with a valid value of each to write and another to change it to. */
export const DATA_TYPES = {
  sky: ['cloudy', 'rain'],
  't-min': [4, 5],
  't-max': [12, 13],
  precipitation: [0.4, 2.5],
  'precip-probability': [20, 70],
  'wind-direction': ['NE', 'SW'],
  'wind-speed': [15, 30],
  'snow-level': [1500, 1200],
  'freezing-level': [2100, 1800],
  'warning-level': ['green', 'yellow'],
};
export const CELLS = VENUES * DAYS * SLOTS.length * Object.keys(DATA_TYPES).length;

/** A JSON client of the API for one signed-in session. */
export function client(base, session) {
  return async function call(method, path, body, headers = {}) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        cookie: session.cookie,
        'x-csrftoken': session.csrf,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = await response.json();
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer).slice(0, 500)}`);
    return { answer, etag: response.headers.get('etag') };
  };
}

/** Creates a bench bulletin type (code given) on the demo's venues (the first `count`), data types and reference icons. */
export async function createBenchType(call, code, count = VENUES) {
  const venues = (await call('GET', `/api/venues/?page_size=${count}&ordering=code`)).answer.results;
  if (venues.length < count)
    throw new Error(`the bench needs ${count} venues, the demo has ${venues.length}`);
  const dataTypes = (await call('GET', '/api/data-types/?page_size=100')).answer.results;
  const sets = (await call('GET', '/api/icon-sets/?page_size=100')).answer.results;
  const idOf = (code) => {
    const found = dataTypes.find((d) => d.code === code);
    if (!found) throw new Error(`no data type ${code}`);
    return found.id;
  };
  const { answer } = await call('POST', '/api/bulletin-types/', {
    code,
    name: `Bench ${code}`,
    authority_id: null,
    icon_set_id: sets.find((s) => s.code === 'reference').id,
    horizon_days: DAYS,
    slots: SLOTS,
    data_types: Object.keys(DATA_TYPES).map((c) => ({ data_type_id: idOf(c), required: true })),
    venue_ids: venues.map((v) => v.id),
  });
  return {
    id: answer.id,
    venueIds: venues.map((v) => v.id),
    venueCodes: venues.map((v) => v.code),
    dataTypes: Object.entries(DATA_TYPES).map(([c, values]) => ({ id: idOf(c), values })),
  };
}

/** Every cell of the type, with the first or the second of each data type's values. */
export function allCells(type, which) {
  const changes = [];
  for (const venue_id of type.venueIds)
    for (let day = 0; day < DAYS; day++)
      for (const slot of SLOTS)
        for (const dataType of type.dataTypes)
          changes.push({
            venue_id,
            day,
            slot: slot.code,
            data_type_id: dataType.id,
            value: dataType.values[which],
          });
  return changes;
}

/**
 * The published bulletin of the demo's 12 000-cell type (`nazionale-esteso`, published yesterday by
 * the demo data); when the database has none (another checkout's demo, say), one is made through the
 * API on a bench type of the same shape: every cell written, a title and synopsis, submitted and
 * published. Answers its id.
 */
export async function publishedLargeBulletin(call) {
  const types = (await call('GET', '/api/bulletin-types/?page_size=100')).answer.results;
  const demo = types.find((t) => t.code === 'nazionale-esteso');
  if (demo) {
    const page = (await call('GET', `/api/public/bulletins/?bulletin_type=${demo.id}`)).answer.results;
    const published = page.find((b) => b.status === 'published');
    if (published) return published.id;
  }
  console.log('no published nazionale-esteso bulletin: publishing one of 12 000 cells for the bench');
  return publishedBenchBulletin(call, await createBenchType(call, 'bench-public'));
}

/**
 * A bulletin of the bench type `type` for today with every cell written, a title and synopsis,
 * submitted and, unless `publish` is false, published. Answers its id.
 */
export async function publishedBenchBulletin(call, type, { publish = true } = {}) {
  const today = new Date().toISOString().slice(0, 10);
  const { answer: created } = await call('POST', '/api/bulletins/', {
    bulletin_type_id: type.id,
    issue_date: today,
  });
  let { etag } = await call('GET', `/api/bulletins/${created.id}/`);
  const write = (path, body, method = 'PATCH') =>
    call(method, `/api/bulletins/${created.id}/${path}`, body, etag ? { 'if-match': etag } : {});
  ({ etag } = await write('values/', { changes: allCells(type, 0) }));
  const text = { language: 'it', title: 'Bench', synopsis: 'Bench', venue_notes: {} };
  ({ etag } = await write('texts/', { texts: [text] }, 'PUT'));
  if (!publish) return created.id;
  ({ etag } = await write('submit/', {}, 'POST'));
  await write('publish/', {}, 'POST');
  return created.id;
}
