import { MAX_UPLOAD_BYTES } from '@bora/shared/icon';
import { ValidationFailed } from '../../lib/errors.ts';
import { measuredUnzip } from '../../lib/measured-zip.ts';

export const MAX_ZIP_ENTRIES = 500;

function baseName(path: string): string {
  return path.split('/').pop() ?? path;
}

/** What a zip entry is to the upload: an icon, or something to pass over (folders, macOS leftovers, dotfiles). */
function isSvgEntry(path: string): boolean {
  if (path.endsWith('/') || path.startsWith('__MACOSX/') || path.includes('/__MACOSX/')) return false;
  const name = baseName(path);
  return !name.startsWith('.') && name.toLowerCase().endsWith('.svg');
}

/**
 * The `.svg` entries of a zip, by base name. A zip bomb is refused before anything is inflated:
 * more than MAX_ZIP_ENTRIES entries, or more than MAX_UPLOAD_BYTES once unpacked (each entry is
 * inflated into a buffer of its declared size, so a lying header cannot make it larger).
 */
export function svgEntriesOfZip(zip: Buffer, field = 'file'): { filename: string; data: Buffer }[] {
  const files = measuredUnzip(zip, field, {
    maxEntries: MAX_ZIP_ENTRIES,
    maxBytes: MAX_UPLOAD_BYTES,
    keep: isSvgEntry,
    unreadable: 'This is not a readable .zip file.',
  });
  const found = Object.entries(files).map(([path, data]) => ({
    filename: baseName(path),
    data: Buffer.from(data),
  }));
  if (!found.length) throw new ValidationFailed({ [field]: ['The zip holds no .svg file.'] });
  return found;
}
