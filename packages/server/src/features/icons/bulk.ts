import { type IconBulkReport, iconCategorySchema } from '@bora/shared/icon';
import { idField } from '@bora/shared/id';
import type { Viewer } from '@bora/shared/permissions';
import { codeSchema } from '@bora/shared/text-fields';
import { z } from 'zod';
import { type AuditActor, recordAudit } from '../../core/audit.ts';
import type { Db } from '../../db/client.ts';
import { ValidationFailed } from '../../lib/errors.ts';
import { SvgRejected, sanitiseSvg } from '../../lib/svg-sanitize.ts';
import type { UploadedFile } from '../../lib/upload.ts';
import { drawNewPicture } from './pictures.ts';
import { codesOfSet, insertIcon } from './repository.ts';
import { auditedIcon } from './serialize.ts';
import { fromFormFields, targetSet } from './service.ts';
import { svgEntriesOfZip } from './zip.ts';

const bulkFieldsSchema = z.object({
  icon_set_id: idField('Choose an icon set.'),
  category: iconCategorySchema.default('other'),
});

/** `Heavy Rain (2).svg` → `heavy-rain-2`: the code an uploaded file's name gives its icon. */
export function codeFromFileName(filename: string): string {
  return filename
    .replace(/\.svg$/i, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/** `heavy_rain.svg` → `Heavy rain`. */
export function nameFromFileName(filename: string): string {
  const words = filename
    .replace(/\.svg$/i, '')
    .replace(/[-_\s]+/g, ' ')
    .trim()
    .slice(0, 200);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function candidatesOf(files: UploadedFile[]): { filename: string; data: Buffer }[] {
  const candidates = files.flatMap((file) => {
    if (file.field === 'file') return svgEntriesOfZip(file.data);
    if (file.field === 'svg') return [{ filename: file.filename, data: file.data }];
    return [];
  });
  if (!candidates.length) {
    throw new ValidationFailed({
      svg: ['Choose one or more SVG files (parts named "svg"), or one .zip of them (a part named "file").'],
    });
  }
  return candidates;
}

/**
 * Many icons at once into one set, all or nothing: the report lists every file, created or rejected
 * with its reason, and nothing is saved when any file is rejected.
 */
export async function bulkUpload(
  db: Db,
  formFields: Record<string, string>,
  files: UploadedFile[],
  viewer: Viewer,
  actor: AuditActor,
): Promise<IconBulkReport> {
  const parsed = bulkFieldsSchema.safeParse(fromFormFields(formFields));
  if (!parsed.success) throw ValidationFailed.fromZod(parsed.error);
  const { icon_set_id: iconSetId, category } = parsed.data;
  const set = await targetSet(db, iconSetId, viewer);
  const candidates = candidatesOf(files);
  const taken = await codesOfSet(db, set.id);
  const inBatch = new Set<string>();
  const report: IconBulkReport = { applied: false, created: [], rejected: [] };
  const ready: { code: string; name: string; svg: string }[] = [];
  for (const { filename, data } of candidates) {
    const reject = (reason: string) => report.rejected.push({ filename, reason });
    if (!/\.svg$/i.test(filename)) {
      reject('Only .svg files are accepted.');
      continue;
    }
    const code = codeFromFileName(filename);
    if (!codeSchema.safeParse(code).success) {
      reject('No icon code can be made from this file name; rename it with letters or digits.');
      continue;
    }
    if (taken.has(code)) {
      reject(`The set already has an icon with code "${code}".`);
      continue;
    }
    if (inBatch.has(code)) {
      reject(`Another file of this upload also gives the code "${code}".`);
      continue;
    }
    let svg: string;
    try {
      svg = sanitiseSvg(data).svg;
    } catch (error) {
      if (!(error instanceof SvgRejected)) throw error;
      reject(error.message);
      continue;
    }
    const undrawable = await drawNewPicture(db, svg);
    if (undrawable) {
      reject(undrawable);
      continue;
    }
    ready.push({ code, name: nameFromFileName(filename) || code, svg });
    inBatch.add(code);
    report.created.push({ filename, code });
  }
  if (report.rejected.length) return report;
  await db.transaction(async (tx) => {
    for (const icon of ready) {
      const row = await insertIcon(tx, { ...icon, iconSetId: set.id, category });
      await recordAudit(tx, {
        entity: 'icon',
        entityId: row.id,
        action: 'create',
        actor,
        after: auditedIcon(row),
      });
    }
  });
  return { ...report, applied: true };
}
