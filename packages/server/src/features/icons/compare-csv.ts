import type { IconComparison } from '@bora/shared/icon-compare';
import { writeCsv } from '../../lib/csv.ts';

/**
 * The comparison as CSV: one row per reference icon (its code, name, category, variant and WMO
 * code), one column per set holding the codes of the icons mapped to it (empty: missing), then a
 * row per unmapped icon under the set it belongs to.
 */
export function comparisonCsv(comparison: IconComparison): string {
  const head = [
    'reference',
    'name',
    'category',
    'variant',
    'wmo_code',
    ...comparison.sets.map((s) => s.code),
  ];
  const rows = comparison.rows.map((row) => [
    row.reference.code,
    row.reference.name,
    row.reference.category,
    row.reference.variant,
    row.reference.wmo_code === null ? '' : String(row.reference.wmo_code),
    ...row.cells.map((cell) => cell.icons.map((icon) => icon.code).join(' ')),
  ]);
  const unmapped = comparison.sets.flatMap((set, column) =>
    set.unmapped.map((icon) => [
      '',
      '(unmapped)',
      icon.category,
      icon.variant,
      '',
      ...comparison.sets.map((_, c) => (c === column ? icon.code : '')),
    ]),
  );
  return writeCsv([head, ...rows, ...unmapped]);
}
