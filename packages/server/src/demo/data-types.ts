import { type DataTypeInput, dataTypeInputSchema, normaliseDataType } from '@bora/shared/data-type';
import { recordAudit } from '../core/audit.ts';
import type { Db } from '../db/client.ts';
import { dataTypes } from '../db/schema/reference.ts';
import { dataTypeColumns, toDataTypeInput } from '../features/data-types/serialize.ts';

const douglas = [
  'Calmo',
  'Quasi calmo',
  'Poco mosso',
  'Mosso',
  'Molto mosso',
  'Agitato',
  'Molto agitato',
  'Grosso',
  'Molto grosso',
  'Tempestoso',
];

/** The thirteen demo data types, covering every value kind. */
export const demoDataTypes: Partial<DataTypeInput>[] = [
  { code: 'sky', name: 'Cielo', value_kind: 'icon', icon_category: 'sky', description: 'State of the sky.' },
  {
    code: 't-min',
    name: 'Temperatura minima',
    value_kind: 'number',
    unit: '°C',
    minimum: -40,
    maximum: 50,
    decimals: 0,
  },
  {
    code: 't-max',
    name: 'Temperatura massima',
    value_kind: 'number',
    unit: '°C',
    minimum: -40,
    maximum: 50,
    decimals: 0,
  },
  {
    code: 'precipitation',
    name: 'Precipitazione',
    value_kind: 'number',
    unit: 'mm',
    minimum: 0,
    maximum: 500,
    decimals: 1,
  },
  {
    code: 'precip-probability',
    name: 'Probabilità di precipitazione',
    value_kind: 'integer',
    unit: '%',
    minimum: 0,
    maximum: 100,
  },
  { code: 'wind-direction', name: 'Direzione del vento', value_kind: 'direction' },
  {
    code: 'wind-speed',
    name: 'Velocità del vento',
    value_kind: 'integer',
    unit: 'km/h',
    minimum: 0,
    maximum: 250,
  },
  {
    code: 'wind-gust',
    name: 'Raffiche',
    description: 'The strongest gusts: never below the mean wind.',
    value_kind: 'integer',
    unit: 'km/h',
    minimum: 0,
    maximum: 300,
  },
  { code: 'snow-level', name: 'Quota neve', value_kind: 'integer', unit: 'm', minimum: 0, maximum: 4000 },
  {
    code: 'freezing-level',
    name: 'Zero termico',
    value_kind: 'integer',
    unit: 'm',
    minimum: 0,
    maximum: 5000,
  },
  {
    code: 'sea-state',
    name: 'Stato del mare',
    value_kind: 'category',
    description: 'Douglas sea scale.',
    options: douglas.map((label, degree) => ({ code: String(degree), label: `${degree} – ${label}` })),
  },
  {
    code: 'warning-level',
    name: 'Livello di allerta',
    value_kind: 'category',
    options: [
      { code: 'green', label: 'Verde' },
      { code: 'yellow', label: 'Gialla' },
      { code: 'orange', label: 'Arancione' },
      { code: 'red', label: 'Rossa' },
    ],
  },
  { code: 'remarks', name: 'Note', value_kind: 'text' },
];

/** Adds the demo data types that are missing; answers how many it created. */
export async function loadDemoDataTypes(db: Db): Promise<number> {
  let created = 0;
  await db.transaction(async (tx) => {
    for (const [index, demo] of demoDataTypes.entries()) {
      const input = normaliseDataType(
        dataTypeInputSchema.parse({ display_order: (index + 1) * 10, ...demo }),
      );
      const [row] = await tx
        .insert(dataTypes)
        .values(dataTypeColumns(input))
        .onConflictDoNothing({ target: dataTypes.code })
        .returning();
      if (!row) continue;
      created++;
      await recordAudit(tx, {
        entity: 'data_type',
        entityId: row.id,
        action: 'create',
        actor: null,
        after: toDataTypeInput(row),
      });
    }
  });
  return created;
}
