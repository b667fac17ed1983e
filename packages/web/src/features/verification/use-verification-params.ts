import { addDays, todayIn } from '@bora/shared/agency-time';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { runtimeConfig } from '../../lib/runtime-config.ts';

export const VERIFICATION_FILTERS = [
  'bulletin_type',
  'data_type',
  'venue',
  'date_after',
  'date_before',
] as const;
export type VerificationFilter = (typeof VERIFICATION_FILTERS)[number];
export type VerificationFilters = Record<VerificationFilter, string>;

/** How far back the screen looks when the URL names no period. */
export const DEFAULT_PERIOD_DAYS = 90;

/**
 * The filters the URL holds, the period defaulting to the last 90 days up to `today`: a link
 * carries the whole view, and an empty one opens on the recent season.
 */
export function filtersFromUrl(params: URLSearchParams, today: string): VerificationFilters {
  const read = (name: VerificationFilter) => params.get(name) ?? '';
  const named = params.has('date_after') || params.has('date_before');
  return {
    bulletin_type: read('bulletin_type'),
    data_type: read('data_type'),
    venue: read('venue'),
    date_after: named ? read('date_after') : addDays(today, -DEFAULT_PERIOD_DAYS),
    date_before: named ? read('date_before') : today,
  };
}

/** The API's query for the filters: the set ones only, in a fixed order. */
export function apiQueryOf(filters: VerificationFilters): string {
  const query = new URLSearchParams();
  for (const name of VERIFICATION_FILTERS) if (filters[name]) query.set(name, filters[name]);
  return query.toString();
}

/**
 * The screen's filters, read from and written to the URL (the period in full once one is changed),
 * and the data types whose sections are unfolded (`open`), so that a link opens the same view.
 */
export function useVerificationParams(now: Date = new Date()) {
  const [params, setParams] = useSearchParams();
  const today = todayIn(runtimeConfig().timeZone, now);
  const filters = filtersFromUrl(params, today);
  const setFilters = useCallback(
    (changes: Partial<VerificationFilters>) => {
      setParams(
        (previous) => {
          const next = { ...filtersFromUrl(previous, today), ...changes };
          // Another type has other data types and venues.
          if (
            changes.bulletin_type !== undefined &&
            changes.bulletin_type !== previous.get('bulletin_type')
          ) {
            next.data_type = changes.data_type ?? '';
            next.venue = changes.venue ?? '';
          }
          const query = new URLSearchParams();
          for (const name of VERIFICATION_FILTERS) {
            // An emptied date stays in the URL, so that it is not taken for "the last 90 days".
            if (next[name] || name.startsWith('date_')) query.set(name, next[name]);
          }
          // The sections unfolded stay so while the type does (another type has other data types).
          const opened = previous.get(OPEN_PARAM);
          if (opened && next.bulletin_type === previous.get('bulletin_type')) query.set(OPEN_PARAM, opened);
          return query;
        },
        { replace: true },
      );
    },
    [setParams, today],
  );
  const openedKey = params.get(OPEN_PARAM) ?? '';
  const opened = useMemo(() => openedKey.split(',').filter(Boolean), [openedKey]);
  // What was last asked for: two folds toggled before the URL's change is rendered both count.
  const asked = useRef(opened);
  useEffect(() => {
    asked.current = opened;
  }, [opened]);
  const setOpened = useCallback(
    (dataType: string, open: boolean) => {
      const now = asked.current.filter((code) => code !== dataType);
      if (open) now.push(dataType);
      asked.current = now;
      setParams(
        (previous) => {
          const query = new URLSearchParams(previous);
          if (now.length) query.set(OPEN_PARAM, now.join(','));
          else query.delete(OPEN_PARAM);
          return query;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { filters, setFilters, apiQuery: apiQueryOf(filters), opened, setOpened };
}

/** The URL's parameter of the data types whose sections are unfolded, by code, comma separated. */
export const OPEN_PARAM = 'open';
