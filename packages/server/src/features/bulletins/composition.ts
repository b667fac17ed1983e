import type { BulletinComposition } from '@bora/shared/bulletin';
import type { ValueRule } from '@bora/shared/data-type-values';
import { asc, eq } from 'drizzle-orm';
import { rulesOfTypes } from '../../core/bulletin-type-rules.ts';
import type { Db } from '../../db/client.ts';
import { bulletinTypeDataTypes, bulletinTypes, bulletinTypeVenues } from '../../db/schema/bulletin-types.ts';
import { dataTypes, icons, venues } from '../../db/schema/reference.ts';

export type BulletinTypeRow = typeof bulletinTypes.$inferSelect;

/** A bulletin type as its bulletins use it: the grid's rows and columns, its rules, its icons. */
export type LoadedComposition = {
  type: BulletinTypeRow;
  composition: BulletinComposition;
  iconCodes: string[];
};

/** The data type's value rule, as the shared checks take it. */
export function ruleOf(dataType: BulletinComposition['data_types'][number]): ValueRule {
  return {
    value_kind: dataType.value_kind,
    minimum: dataType.minimum,
    maximum: dataType.maximum,
    decimals: dataType.decimals,
    options: dataType.options,
  };
}

/** The type's composition as it is now, or undefined when there is no such type. */
export async function loadComposition(
  db: Db,
  bulletinTypeId: number,
): Promise<LoadedComposition | undefined> {
  const [type] = await db.select().from(bulletinTypes).where(eq(bulletinTypes.id, bulletinTypeId)).limit(1);
  if (!type) return undefined;
  // One after another: within a transaction the queries share one connection.
  const venueRows = await db
    .select({
      id: venues.id,
      code: venues.code,
      name: venues.name,
      region: venues.region,
      elevation: venues.elevation,
      latitude: venues.latitude,
      longitude: venues.longitude,
    })
    .from(bulletinTypeVenues)
    .innerJoin(venues, eq(venues.id, bulletinTypeVenues.venueId))
    .where(eq(bulletinTypeVenues.bulletinTypeId, bulletinTypeId))
    .orderBy(asc(bulletinTypeVenues.position));
  const dataTypeRows = await db
    .select({
      id: dataTypes.id,
      code: dataTypes.code,
      name: dataTypes.name,
      unit: dataTypes.unit,
      value_kind: dataTypes.valueKind,
      required: bulletinTypeDataTypes.required,
      minimum: dataTypes.minimum,
      maximum: dataTypes.maximum,
      decimals: dataTypes.decimals,
      options: dataTypes.options,
      translations: dataTypes.translations,
    })
    .from(bulletinTypeDataTypes)
    .innerJoin(dataTypes, eq(dataTypes.id, bulletinTypeDataTypes.dataTypeId))
    .where(eq(bulletinTypeDataTypes.bulletinTypeId, bulletinTypeId))
    .orderBy(asc(bulletinTypeDataTypes.position));
  const rules = (await rulesOfTypes(db, [bulletinTypeId])).get(bulletinTypeId) ?? [];
  const iconRows = await db
    .select({ code: icons.code })
    .from(icons)
    .where(eq(icons.iconSetId, type.iconSetId));
  return {
    type,
    composition: {
      venues: venueRows,
      days: type.horizonDays,
      slots: type.slots,
      data_types: dataTypeRows,
      rules,
      languages: type.languages,
      icon_set_id: type.iconSetId,
      requires_review: type.requiresReview,
      is_public: type.isPublic,
    },
    iconCodes: iconRows.map((r) => r.code),
  };
}
