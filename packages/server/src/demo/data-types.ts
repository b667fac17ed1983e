import { type DataTypeInput, dataTypeInputSchema, normaliseDataType } from '@bora/shared/data-type';
import { recordAudit } from '../core/audit.ts';
import type { Db } from '../db/client.ts';
import { dataTypes } from '../db/schema/reference.ts';
import { dataTypeColumns, toDataTypeInput } from '../features/data-types/serialize.ts';
import { dataTypeTranslations, translatedOptions } from './names-translated.ts';

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
  {
    code: 'sky',
    description: 'Stato del cielo.',
    translations: { en: { description: 'State of the sky.' } },
    name: 'Cielo',
    value_kind: 'icon',
    icon_category: 'sky',
  },
  {
    code: 't-min',
    description: 'La temperatura più bassa della giornata.',
    translations: { en: { description: 'The lowest temperature of the day.' } },
    name: 'Temperatura minima',
    value_kind: 'number',
    unit: '°C',
    minimum: -40,
    maximum: 50,
    decimals: 0,
    tolerance: 2,
  },
  {
    code: 't-max',
    description: 'La temperatura più alta della giornata.',
    translations: { en: { description: 'The highest temperature of the day.' } },
    name: 'Temperatura massima',
    value_kind: 'number',
    unit: '°C',
    minimum: -40,
    maximum: 50,
    decimals: 0,
    tolerance: 2,
  },
  {
    code: 'precipitation',
    description: 'Pioggia o neve fusa caduta nella fascia oraria.',
    translations: {
      en: { description: 'Rain or melted snow fallen in the time slot.' },
    },
    name: 'Precipitazione',
    value_kind: 'number',
    unit: 'mm',
    minimum: 0,
    maximum: 500,
    decimals: 1,
    tolerance: 2,
  },
  {
    code: 'precip-probability',
    name: 'Probabilità di precipitazione',
    value_kind: 'integer',
    unit: '%',
    minimum: 0,
    maximum: 100,
    tolerance: 20,
  },
  {
    code: 'wind-direction',
    description: 'Da dove soffia il vento.',
    translations: { en: { description: 'Where the wind blows from.' } },
    name: 'Direzione del vento',
    value_kind: 'direction',
  },
  {
    code: 'wind-speed',
    description: 'Il vento medio.',
    translations: { en: { description: 'The mean wind.' } },
    name: 'Velocità del vento',
    value_kind: 'integer',
    unit: 'km/h',
    minimum: 0,
    maximum: 250,
    tolerance: 10,
  },
  {
    code: 'wind-gust',
    description: 'Le raffiche più forti: mai sotto il vento medio.',
    translations: { en: { description: 'The strongest gusts: never below the mean wind.' } },
    name: 'Raffiche',
    value_kind: 'integer',
    unit: 'km/h',
    minimum: 0,
    maximum: 300,
    tolerance: 15,
  },
  {
    code: 'snow-level',
    name: 'Quota neve',
    value_kind: 'integer',
    unit: 'm',
    minimum: 0,
    maximum: 4000,
    tolerance: 300,
  },
  {
    code: 'freezing-level',
    name: 'Zero termico',
    value_kind: 'integer',
    unit: 'm',
    minimum: 0,
    maximum: 5000,
    tolerance: 300,
  },
  {
    code: 'sea-state',
    description: 'Scala Douglas.',
    translations: { en: { description: 'Douglas sea scale.' } },
    name: 'Stato del mare',
    value_kind: 'category',
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
        dataTypeInputSchema.parse({
          display_order: (index + 1) * 10,
          ...demo,
          translations: dataTypeTranslations(demo.code ?? '', demo.translations),
          options: translatedOptions(demo.code ?? '', demo.options ?? []),
        }),
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
