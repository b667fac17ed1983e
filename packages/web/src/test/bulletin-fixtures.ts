import type { BulletinListItem } from '@bora/shared/bulletin';
import type { BulletinType } from '@bora/shared/bulletin-type';
import type { Me } from '@bora/shared/user';
import { afterEach, beforeEach, vi } from 'vitest';
import { choiceRoutes, lombardia, page, venetoDaily } from './bulletin-type-fixtures.ts';
import { json } from './fetch-mock.ts';

export {
  forecaster,
  page,
  staff,
  veneto,
  venetoDaily,
  venetoManager,
} from './bulletin-type-fixtures.ts';

/** Lombardy's daily type, which a Veneto member does not write. */
export const lombardiaDaily: BulletinType = {
  ...venetoDaily,
  id: 8,
  code: 'lombardia-daily',
  name: 'Lombardia daily',
  authority_id: lombardia.id,
  authority: lombardia,
  issue_time: '12:00',
};

/** A national type: written by the members of the national authority. */
export const nationalDaily: BulletinType = {
  ...venetoDaily,
  id: 9,
  code: 'national-daily',
  name: 'National daily',
  authority_id: null,
  authority: null,
  issue_time: '10:00',
};

/**
 * A bulletin as the list shows it; Veneto daily's first version, a draft waiting for nobody,
 * unless told otherwise.
 */
export function bulletin(overrides: Partial<BulletinListItem> & { id: number }): BulletinListItem {
  // A title given alone is the Italian one.
  const { title = '', titles = title ? { it: title } : {} } = overrides;
  return {
    bulletin_type: { id: venetoDaily.id, code: venetoDaily.code, name: venetoDaily.name, translations: {} },
    authority: { id: 6, code: 'veneto', name: 'ARPA Veneto', translations: {} },
    issue_date: '2026-03-28',
    version: 1,
    status: 'draft',
    revision: 1,
    corrects_id: null,
    corrected_by_id: null,
    valid_from: '2026-03-27T23:00:00Z',
    valid_to: '2026-03-29T22:00:00Z',
    issued_at: null,
    last_edited_at: null,
    created_at: '2026-03-27T08:00:00Z',
    updated_at: '2026-03-27T08:00:00Z',
    waiting_since: null,
    returned: false,
    ...overrides,
    title,
    titles,
  };
}

/** The answer to a creation: the new draft, empty, with how much was carried. */
export function created(id: number, issueDate: string, copiedCells: number, copiedFromId: number | null) {
  return json(
    {
      ...bulletin({ id, issue_date: issueDate }),
      composition: {
        venues: [],
        days: venetoDaily.horizon_days,
        slots: venetoDaily.slots,
        data_types: [],
        rules: [],
        languages: venetoDaily.languages,
        icon_set_id: venetoDaily.icon_set_id,
        requires_review: true,
        is_public: true,
      },
      texts: [],
      values: [],
      icons: [],
      can_edit: true,
      can_discard: true,
      actions: [],
      returned: null,
      reviewers: [{ username: 'manager', name: 'Marco Responsabile' }],
      withdrawn: null,
      copied_cells: copiedCells,
      written: null,
      copied_from_id: copiedFromId,
    },
    201,
  );
}

/** The answers the shell and the bulletin screens need besides the bulletins themselves. */
export function bulletinRoutes(me: Me | null) {
  return {
    ...choiceRoutes(me),
    '/api/navbar/': json([]),
    '/api/footer_navbar/': json([]),
    '/api/bulletin-types/': page([lombardiaDaily, nationalDaily, venetoDaily]),
  };
}

/** Freezes the clock (Date only: timers still run) at an instant for each test of the file. */
export function clockAt(iso: string) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
