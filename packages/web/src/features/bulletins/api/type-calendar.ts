import { addDays, isCalendarDate, todayIn } from '@bora/shared/agency-time';
import { nextDueDate } from '@bora/shared/bulletin-schedule';
import { MAX_PAGE_SIZE } from '@bora/shared/page-size';
import { useBulletins } from '../../../lib/bulletin/list-bulletins.ts';
import { runtimeConfig } from '../../../lib/runtime-config.ts';

/** Today in the agency's time zone (not the browser's). */
export function agencyToday(now: Date = new Date()): string {
  return todayIn(runtimeConfig().timeZone, now);
}

/** The type's next due date: the first day from the agency's today on that has no bulletin yet. */
export function useNextDueDate(typeId: number | undefined): string | undefined {
  const today = agencyToday();
  const query = new URLSearchParams({
    bulletin_type: String(typeId),
    issue_date_after: today,
    ordering: 'issue_date',
    page_size: String(MAX_PAGE_SIZE),
  });
  const issued = useBulletins(query.toString(), typeId !== undefined);
  if (typeId === undefined || !issued.data || issued.isPlaceholderData) return undefined;
  return nextDueDate(
    today,
    issued.data.results.map((b) => b.issue_date),
  );
}

/**
 * The bulletin the editor shows beside a draft's cells: the latest version of the type's latest
 * earlier issue still in the workflow (not withdrawn or superseded). Not what a new bulletin is
 * copied from by default, which is the newest published one (list-copy-sources.ts).
 */
export function usePreviousBulletin(typeId: number | undefined, date: string, enabled: boolean) {
  const valid = typeId !== undefined && isCalendarDate(date);
  const query = new URLSearchParams({
    bulletin_type: String(typeId),
    issue_date_before: valid ? addDays(date, -1) : '',
    page_size: '1',
  });
  for (const status of ['draft', 'submitted', 'published']) query.append('status', status);
  const previous = useBulletins(query.toString(), enabled && valid);
  return { ...previous, bulletin: previous.data?.results[0] ?? null };
}
