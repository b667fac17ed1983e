import { unzipSync } from 'fflate';
import { ValidationFailed } from './errors.ts';
import { tooLarge } from './upload.ts';

/**
 * The entries of an uploaded zip that `keep` takes, inflated, refusing a zip bomb before anything
 * is inflated: more than `maxEntries` entries, or more than `maxBytes` once unpacked. Each entry is
 * inflated into a buffer of its declared size, so a lying header cannot make it larger. A file
 * that is no zip is a 400 on `field` saying `unreadable`.
 */
export function measuredUnzip(
  zip: Buffer,
  field: string,
  limits: { maxEntries: number; maxBytes: number; keep?: (name: string) => boolean; unreadable: string },
): Record<string, Uint8Array> {
  let entries = 0;
  let unpacked = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(new Uint8Array(zip.buffer, zip.byteOffset, zip.byteLength), {
      filter: (entry) => {
        entries++;
        if (limits.keep && !limits.keep(entry.name)) return false;
        unpacked += entry.originalSize;
        return entries <= limits.maxEntries && unpacked <= limits.maxBytes;
      },
    });
  } catch {
    throw new ValidationFailed({ [field]: [limits.unreadable] });
  }
  if (entries > limits.maxEntries)
    throw new ValidationFailed({ [field]: [`The zip holds more than ${limits.maxEntries} entries.`] });
  if (unpacked > limits.maxBytes) throw tooLarge(field);
  return files;
}
