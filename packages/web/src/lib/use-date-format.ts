import { useTranslation } from 'react-i18next';
import { dateFormat } from './date-formats.ts';
import { runtimeConfig } from './runtime-config.ts';

/**
 * Formats an ISO date and time in the UI language, on the agency's clock (its time zone, as issue
 * times and deadlines are), wherever the browser is.
 */
export function useDateFormat(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = dateFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: runtimeConfig().timeZone,
  });
  return (iso) => format.format(new Date(iso));
}

/** Formats a calendar date (`YYYY-MM-DD`, e.g. an issue date) in the UI language, whatever the browser's zone. */
export function useCalendarDateFormat(): (date: string) => string {
  const { i18n } = useTranslation();
  const format = dateFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeZone: 'UTC' });
  return (date) => format.format(new Date(`${date}T00:00:00Z`));
}
