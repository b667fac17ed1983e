import type { BulletinDetail, BulletinListItem, BulletinSummary } from '@bora/shared/bulletin';
import type { CheckProblem } from '@bora/shared/bulletin-check';
import type { OfferedAction } from '@bora/shared/workflow';
import type { BulletinView } from './repository.ts';
import type { TextRow } from './texts-repository.ts';

/** The bulletin's type as it is named now, in every language. */
export function typeReference(view: BulletinView): BulletinSummary['bulletin_type'] {
  const { bulletinTypeId: id } = view.bulletin;
  return { id, code: view.typeCode, name: view.typeName, translations: view.typeTranslations };
}

/** The bulletin's authority as it is named now, in every language. */
export function authorityReference(view: BulletinView): BulletinSummary['authority'] {
  const { authorityId: id } = view.bulletin;
  return { id, code: view.authorityCode, name: view.authorityName, translations: view.authorityTranslations };
}

export function toBulletinSummary(view: BulletinView): BulletinSummary {
  const b = view.bulletin;
  return {
    id: b.id,
    bulletin_type: typeReference(view),
    authority: authorityReference(view),
    issue_date: b.issueDate,
    version: b.version,
    status: b.status,
    revision: b.revision,
    title: view.title,
    titles: view.titles,
    corrects_id: b.correctsId,
    corrected_by_id: view.correctedById,
    valid_from: b.validFrom.toISOString(),
    valid_to: b.validTo.toISOString(),
    issued_at: b.issuedAt?.toISOString() ?? null,
    last_edited_at: b.lastEditedAt?.toISOString() ?? null,
    created_at: b.createdAt.toISOString(),
    updated_at: b.updatedAt.toISOString(),
  };
}

/** A bulletin as the list shows it: with since when it waits, and whether it was returned. */
export function toBulletinListItem(row: BulletinView & { waitingSince: Date | null }): BulletinListItem {
  return {
    ...toBulletinSummary(row),
    waiting_since: row.waitingSince?.toISOString() ?? null,
    // A draft waits only once returned (shared/bulletin-waiting.ts).
    returned: row.bulletin.status === 'draft' && row.waitingSince !== null,
  };
}

export function toTexts(rows: TextRow[]): BulletinDetail['texts'] {
  return rows.map((r) => ({
    language: r.language,
    title: r.title,
    synopsis: r.synopsis,
    venue_notes: r.venueNotes,
  }));
}

export function toOfferedActions(actions: OfferedAction[]): BulletinDetail['actions'] {
  return actions.map((a) => ({ action: a.action, needs_comment: a.needsComment, blocked_by: a.blockedBy }));
}

/** The check's answer: its problems, counted by severity. */
export function toCheck(revision: number, problems: CheckProblem[]) {
  const errors = problems.filter((p) => p.severity === 'error').length;
  return { revision, passes: errors === 0, errors, warnings: problems.length - errors, problems };
}
