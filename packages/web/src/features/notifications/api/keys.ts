/** The notifications' cache keys: every page of the list sits under `lists`, so one invalidation reads them all again. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: ['notifications', 'list'] as const,
  list: (apiQuery: string) => ['notifications', 'list', apiQuery] as const,
  preferences: ['notifications', 'preferences'] as const,
};

/** The bell shows the ten newest, read or not. */
export const BELL_SIZE = 10;
export const BELL_QUERY = `page=1&page_size=${BELL_SIZE}`;
