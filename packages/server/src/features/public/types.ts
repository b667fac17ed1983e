import type { PublicBulletinType } from '@bora/shared/public-api';
import { codeSchema } from '@bora/shared/text-fields';
import type { Db } from '../../db/client.ts';
import { NotFound } from '../../lib/errors.ts';
import { loadComposition } from '../bulletins/composition.ts';
import { typeLinks } from '../bulletins/public-links.ts';
import { activePublicTypes, findPublicType } from './repository.ts';

/** Whether `text` may be a code at all: one that may not names nothing, and is not looked for. */
export function mayBeCode(text: string): boolean {
  return codeSchema.safeParse(text).data === text;
}

/** A public bulletin type by code; one that does not exist or is not public is the same 404, naming it. */
export async function publicTypeNamed(db: Db, code: string) {
  const type = mayBeCode(code) ? await findPublicType(db, code) : undefined;
  if (!type) throw new NotFound(`No public bulletin type "${code}".`);
  return type;
}

/** The public, active bulletin types as they are now, with their venues, slots and data types. */
export async function listPublicTypes(db: Db, base: string): Promise<PublicBulletinType[]> {
  const types: PublicBulletinType[] = [];
  for (const { type, authority } of await activePublicTypes(db)) {
    const loaded = await loadComposition(db, type.id);
    if (!loaded) continue; // deleted since the list was read
    const { composition } = loaded;
    types.push({
      code: type.code,
      name: type.name,
      translations: type.translations,
      description: type.description,
      authority,
      languages: type.languages,
      horizon_days: type.horizonDays,
      issue_time: type.issueTime,
      slots: composition.slots,
      venues: composition.venues.map(({ id: _id, ...venue }) => venue),
      data_types: composition.data_types.map((d) => ({
        code: d.code,
        name: d.name,
        translations: d.translations,
        unit: d.unit,
        value_kind: d.value_kind,
        required: d.required,
      })),
      links: typeLinks(base, type.code),
    });
  }
  return types;
}
