/** A number as the UI language writes it for editing: a decimal comma in Italian, no grouping; null is blank. */
export function formatNumber(value: unknown, language: string | undefined): string {
  if (typeof value !== 'number' || Number.isNaN(value)) return '';
  const text = String(value);
  return language?.startsWith('it') ? text.replace('.', ',') : text;
}
