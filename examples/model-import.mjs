// Pre-fills a bulletin type's draft for a date with the values of a model run, before anyone
// arrives: the draft is made (carried over from the latest published bulletin) if there is none,
// then the values are imported. An import never overwrites a value a person typed.
//
//   BORA_URL=https://bora.example.org BORA_TOKEN=bora_… \
//     node model-import.mjs <bulletin type code> <issue date> <values.json> "<run name>"
//
// values.json: [{ "venue": "<code>", "day": 0, "slot": "<code>", "data_type": "<code>", "value": 12.5 }, …]
import { readFile } from 'node:fs/promises';

const [typeCode, issueDate, file, run] = process.argv.slice(2);
const api = async (path, init = {}) => {
  const response = await fetch(new URL(path, process.env.BORA_URL), {
    ...init,
    headers: { authorization: `Token ${process.env.BORA_TOKEN}`, 'content-type': 'application/json' },
  });
  const body = await response.json();
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
};

const types = await api(`/api/bulletin-types/?search=${encodeURIComponent(typeCode)}`);
const type = types.results.find((t) => t.code === typeCode);
if (!type) throw new Error(`No bulletin type ${typeCode}.`);
const dates = `issue_date_after=${issueDate}&issue_date_before=${issueDate}`;
const [existing] = (await api(`/api/bulletins/?bulletin_type=${type.id}&${dates}`)).results;
const draft = existing
  ? await api(`/api/bulletins/${existing.id}/`)
  : await api('/api/bulletins/', {
      method: 'POST',
      body: JSON.stringify({ bulletin_type_id: type.id, issue_date: issueDate, copy_from: 'previous' }),
    });

const venues = new Map(draft.composition.venues.map((v) => [v.code, v.id]));
const dataTypes = new Map(draft.composition.data_types.map((d) => [d.code, d.id]));
const rows = JSON.parse(await readFile(file, 'utf8'));
// A model run covers more places than a bulletin type: rows of other venues are left out.
const known = rows.filter((row) => venues.has(row.venue) && dataTypes.has(row.data_type));
const changes = known.map((row) => ({
  venue_id: venues.get(row.venue),
  day: row.day,
  slot: row.slot,
  data_type_id: dataTypes.get(row.data_type),
  value: row.value,
}));

const report = await api(`/api/bulletins/${draft.id}/values/`, {
  method: 'PATCH',
  body: JSON.stringify({ source: 'import', origin: run, changes }),
});
console.log(
  `Bulletin ${draft.id}: ${report.set} set, ${report.unchanged} unchanged, ` +
    `${report.kept_manual} kept as typed, ${rows.length - known.length} outside the type.`,
);
