import { type DocumentLanguage, documentText } from '@bora/shared/document-texts';
import type { IconComparison } from '@bora/shared/icon-compare';
import { localized } from '@bora/shared/localized';
import type { Db } from '../../db/client.ts';
import { compilePdf } from '../../lib/typst/pdf-compiler.ts';
import { svgsOf } from './picture-repository.ts';

const TEMPLATE = new URL('./icon-sheet.typ', import.meta.url);
/** A4 landscape less the margins and the heading, in millimetres. */
const PAGE = { width: 297 - 24, height: 210 - 24 - 26 };
const GAP = 0.6;

type Layout = { size: number; perLine: number; labels: boolean };

/** The largest tile that lets every row fit on one page: `icons` pictures side by side per row. */
export function sheetLayout(rows: number, icons: number): Layout {
  for (let size = 16; size >= 2; size -= 0.25) {
    const labels = size >= 7;
    const tileWidth = icons * (size + GAP) + 3;
    const perLine = Math.max(1, Math.floor(PAGE.width / tileWidth));
    const lines = Math.ceil(rows / perLine);
    if (lines * (size + GAP + 1.2 + (labels ? 2.6 : 0)) <= PAGE.height) return { size, perLine, labels };
  }
  return { size: 2, perLine: Math.max(1, Math.floor(PAGE.width / (icons * (2 + GAP) + 3))), labels: false };
}

function madeOn(now: Date, language: DocumentLanguage): string {
  return new Intl.DateTimeFormat(language === 'it' ? 'it-IT' : 'en-GB', { dateStyle: 'long' }).format(now);
}

/** The comparison on one A4 page: the reference icons with each set's beside them, the gaps marked. */
export async function comparisonPdf(
  db: Db,
  comparison: IconComparison,
  language: DocumentLanguage,
  agency: string,
  /** Asked by a visitor (nobody signed in): made after the documents signed-in people wait for. */
  visitor: boolean,
): Promise<Buffer> {
  const say = (key: Parameters<typeof documentText>[1], params?: Record<string, string>) =>
    documentText(language, key, params);
  const shown = comparison.rows.flatMap((row) => [
    row.reference,
    ...row.cells.flatMap((cell) => cell.icons.slice(0, 1)),
  ]);
  const drawable = shown.filter((icon) => icon.drawable !== false);
  const pictures = Object.fromEntries(
    (await svgsOf(db, [...new Set(drawable.map((icon) => icon.id))])).map((row) => [String(row.id), row.svg]),
  );
  const layout = sheetLayout(comparison.rows.length, comparison.sets.length + 1);
  const now = new Date();
  const data = {
    language,
    agency,
    title: say('iconSheet.title'),
    made: say('iconSheet.made', { date: madeOn(now, language) }),
    legend: say('iconSheet.legend'),
    columns: [
      `${say('iconSheet.reference')}: ${localized(comparison.reference, 'name', language)}`,
      ...comparison.sets.map((set) => localized(set, 'name', language)),
    ],
    size: layout.size,
    per_line: layout.perLine,
    labels: layout.labels,
    pictures,
    rows: comparison.rows.map((row) => ({
      code: row.reference.code,
      cells: [
        { kind: 'icon', id: String(row.reference.id), alt: localized(row.reference, 'name', language) },
        ...row.cells.map((cell) => {
          const icon = cell.icons[0];
          if (!icon) return { kind: 'missing', id: '', alt: '' };
          return { kind: cell.status, id: String(icon.id), alt: localized(icon, 'name', language) };
        }),
      ],
    })),
  };
  return compilePdf(TEMPLATE, data, { createdAt: now, visitor });
}
