import { dateFormat } from '../date-formats.ts';
import { dateOfDay } from './grid-model.ts';

/**
 * A day of a bulletin (`day` 0 being its issue date) named by its date in the UI language, as a
 * reader says it: "November 26", "26 novembre". No person is ever shown a day's index.
 */
export function dayName(language: string | undefined, issueDate: string, day: number): string {
  return dateFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    dateOfDay(issueDate, day),
  );
}
