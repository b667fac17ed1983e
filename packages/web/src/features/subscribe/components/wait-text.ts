/**
 * A wait the server asked for (`Retry-After`, in seconds) in the largest unit that keeps it
 * readable, rounded up so that trying again after it works: "40 seconds", "3 minuti", "2 hours".
 */
export function waitText(seconds: number, language: string): string {
  const [value, unit] =
    seconds < 90
      ? [Math.max(1, Math.ceil(seconds)), 'second']
      : seconds < 90 * 60
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
