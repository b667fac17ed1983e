import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../core/audit.ts';
import type { Db } from '../db/client.ts';
import { authorities } from '../db/schema/authorities.ts';
import { findIconByCode, insertIcon } from '../features/icons/repository.ts';
import { auditedIcon } from '../features/icons/serialize.ts';
import { cleanSvg } from '../features/icons/service.ts';
import { findIconSetByCode, insertIconSet } from '../features/icons/set-repository.ts';
import { toIconSetInput } from '../features/icons/set-serialize.ts';
import { meteocons } from './icon-sources/meteocons.ts';
import { qweatherIcons } from './icon-sources/qweather.ts';
import type { DemoIconSource } from './icon-sources/types.ts';
import { yrSymbols } from './icon-sources/yr.ts';
import { iconTranslations } from './names-translated.ts';

/** The reference set first: the regional sets map onto it. */
export const demoIconSources: DemoIconSource[] = [meteocons, yrSymbols, qweatherIcons];

const require = createRequire(import.meta.url);

/** Where an installed package lives, and its name, version and licence for the credit line. */
function packageOf(name: string) {
  const manifest = require.resolve(`${name}/package.json`);
  const json = JSON.parse(readFileSync(manifest, 'utf8')) as {
    version: string;
    license?: string;
    homepage?: string;
  };
  const credit = `${name} ${json.version}, ${json.license ?? 'see its licence'} licence${json.homepage ? ` (${json.homepage})` : ''}`;
  return { dir: path.dirname(manifest), credit };
}

async function authorityId(db: Db, code: string | null): Promise<number | null> {
  if (code === null) return null;
  const [row] = await db.select({ id: authorities.id }).from(authorities).where(eq(authorities.code, code));
  if (!row) throw new Error(`demo icons: no authority "${code}"`);
  return row.id;
}

/**
 * Loads the demo icon sets from the installed packages, each picture through the upload's
 * sanitiser; adds only what is missing. Answers how many icons it created.
 */
export async function loadDemoIcons(db: Db): Promise<number> {
  let created = 0;
  await db.transaction(async (tx) => {
    const reference = new Map<string, number>();
    for (const source of demoIconSources) {
      const { dir, credit } = packageOf(source.pkg);
      let set = await findIconSetByCode(tx, source.code);
      if (!set) {
        const owner = await authorityId(tx, source.authority);
        set = await insertIconSet(tx, {
          code: source.code,
          name: source.name,
          description: source.description,
          translations: source.translations,
          authorityId: owner,
          isReference: owner === null,
          credit,
        });
        await recordAudit(tx, {
          entity: 'icon_set',
          entityId: set.id,
          action: 'create',
          actor: null,
          after: toIconSetInput(set),
        });
      }
      for (const icon of source.icons) {
        const existing = await findIconByCode(tx, set.id, icon.code);
        if (existing) {
          if (set.isReference) reference.set(icon.code, existing.id);
          continue;
        }
        const referenceIconId = icon.ref ? reference.get(icon.ref) : undefined;
        if (icon.ref && referenceIconId === undefined)
          throw new Error(`demo icons: no reference icon "${icon.ref}"`);
        const row = await insertIcon(tx, {
          iconSetId: set.id,
          code: icon.code,
          name: icon.name,
          translations: iconTranslations(icon.name),
          category: icon.category,
          variant: icon.variant ?? 'any',
          wmoCode: icon.wmo ?? null,
          referenceIconId: referenceIconId ?? null,
          svg: cleanSvg(readFileSync(path.join(dir, source.folder, icon.file)), icon.file).svg,
        });
        await recordAudit(tx, {
          entity: 'icon',
          entityId: row.id,
          action: 'create',
          actor: null,
          after: auditedIcon(row),
        });
        if (set.isReference) reference.set(icon.code, row.id);
        created++;
      }
    }
  });
  return created;
}
