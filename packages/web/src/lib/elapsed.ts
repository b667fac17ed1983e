import { useTranslation } from 'react-i18next';

export type Elapsed = { value: number; unit: 'minute' | 'hour' | 'day' };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How long it has been since an instant, in the largest unit that keeps it readable: minutes
 * (at least one) under an hour, hours under two days, then days; rounded down, as a wait is told.
 */
export function elapsedSince(since: Date, now: Date): Elapsed {
  const ms = Math.max(0, now.getTime() - since.getTime());
  if (ms < HOUR) return { value: Math.max(1, Math.floor(ms / MINUTE)), unit: 'minute' };
  if (ms < 48 * HOUR) return { value: Math.floor(ms / HOUR), unit: 'hour' };
  return { value: Math.floor(ms / (24 * HOUR)), unit: 'day' };
}

const formats = new Map<string, Intl.NumberFormat>();

/** Formats how long it has been since an ISO instant in the UI language: "2 hours", "3 giorni". */
export function useElapsedFormat(): (since: string, now: Date) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'it';
  return (since, now) => {
    const { value, unit } = elapsedSince(new Date(since), now);
    const key = `${language} ${unit}`;
    let format = formats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' });
      formats.set(key, format);
    }
    return format.format(value);
  };
}
