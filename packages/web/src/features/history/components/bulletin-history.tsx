import type { BulletinComposition } from '@bora/shared/bulletin';
import type { BulletinHistoryEntry } from '@bora/shared/bulletin-history';
import { originParts } from '@bora/shared/value-origin';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GridIcon } from '../../../components/bulletin/cell-value.tsx';
import { HistoryFrame, HistoryTable } from '../../../components/history-panel.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { EmptyState, QueryState } from '../../../components/query-states.tsx';
import { useWithSender } from '../../../lib/bulletin/value-origin.ts';
import { useBulletinHistory } from '../api/get-bulletin-history.ts';
import { CellChangeList, TextChangeList } from './history-changes.tsx';

const PAGE_SIZE = 25;

type BulletinHistoryProps = {
  bulletinId: number;
  /** The bulletin's composition (from its detail), to name venues, slots and data types. */
  composition: BulletinComposition;
  /** The bulletin's issue date, to name a cell's day by its date. */
  issueDate: string;
  /** The icons of the bulletin's set, to name an icon value; without them it reads as its code. */
  icons?: readonly GridIcon[];
};

type EntryProps = { entry: BulletinHistoryEntry } & Pick<
  BulletinHistoryProps,
  'composition' | 'issueDate' | 'icons'
>;

/** A save's changed cells, folded until asked for: a save may change thousands. */
function SaveChanges({ entry, composition, issueDate, icons }: EntryProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <>
      <button
        type="button"
        className="btn btn-link btn-sm p-0 text-start"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen(!open)}
      >
        {t('bulletinHistory.cellsChanged', { count: entry.cells.length })}
      </button>
      {open ? (
        <CellChangeList
          id={listId}
          cells={entry.cells}
          composition={composition}
          issueDate={issueDate}
          icons={icons}
        />
      ) : null}
    </>
  );
}

/**
 * An import in a sentence (how many values, from where, how many it kept because a person had
 * typed them), then its cells as a save shows them.
 */
function ImportChanges({ entry, composition, issueDate, icons }: EntryProps) {
  const { t } = useTranslation();
  const parts = originParts(entry.origin ?? '');
  const withSender = useWithSender();
  // The sentence says it was an import: the run, and who sent it.
  const origin = parts.kind === 'imported' ? withSender(parts.run, parts.sender) : (entry.origin ?? '');
  const kept = entry.kept_manual ?? 0;
  return (
    <>
      <span className="d-block">
        {t('bulletinHistory.imported.summary', { count: entry.cells.length, origin })}
        {kept > 0 ? `; ${t('bulletinHistory.imported.kept', { count: kept })}` : ''}
      </span>
      {entry.cells.length ? (
        <SaveChanges entry={entry} composition={composition} issueDate={issueDate} icons={icons} />
      ) : null}
    </>
  );
}

/** What an entry changed, or the bulletin it links to (copied from, corrected, superseded by) or names (discarded). */
function Changes({ entry, composition, issueDate, icons }: EntryProps) {
  const { t } = useTranslation();
  if (entry.kind === 'save')
    return <SaveChanges entry={entry} composition={composition} issueDate={issueDate} icons={icons} />;
  if (entry.kind === 'import')
    return <ImportChanges entry={entry} composition={composition} issueDate={issueDate} icons={icons} />;
  if (entry.kind === 'texts') return <TextChangeList texts={entry.texts} composition={composition} />;
  if (entry.related_id === null) return <>—</>;
  // A discarded correction is gone: it is named, with nothing to open.
  if (entry.kind === 'discard')
    return <>{t('bulletinHistory.related.discarded', { id: entry.related_id })}</>;
  const key =
    entry.kind === 'create' ? 'copiedFrom' : entry.kind === 'supersede' ? 'supersededBy' : 'corrects';
  return (
    <Link to={`/bulletin/${entry.related_id}`}>
      {t(`bulletinHistory.related.${key}`, { id: entry.related_id, count: entry.copied_cells ?? 0 })}
    </Link>
  );
}

/** What was done, with the comment of a return or the reason of a withdrawal. */
function ActionText({ entry }: { entry: BulletinHistoryEntry }) {
  const { t } = useTranslation();
  return (
    <>
      {t(`bulletinHistory.kind.${entry.kind}`)}
      {entry.comment ? (
        <blockquote className="mb-0 mt-1 small fst-italic">
          {t(entry.kind === 'withdraw' ? 'bulletinHistory.reason' : 'bulletinHistory.comment', {
            text: entry.comment,
          })}
        </blockquote>
      ) : null}
    </>
  );
}

/** Who did it: the display name with the username, or the username alone. */
function actorText(actor: BulletinHistoryEntry['actor']): string {
  if (!actor) return '—';
  return actor.name ? `${actor.name} (${actor.username})` : actor.username;
}

/**
 * What happened to a bulletin, newest first, a page at a time: who, when, what (with the comment
 * of a return or the reason of a withdrawal), each save and import unfolding into its cells before → after.
 */
export function BulletinHistory({ bulletinId, composition, issueDate, icons }: BulletinHistoryProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useBulletinHistory(bulletinId, { page, page_size: PAGE_SIZE });

  return (
    <HistoryFrame>
      <QueryState query={query}>
        {(history) =>
          history.count === 0 ? (
            <EmptyState text={t('bulletinHistory.empty')} />
          ) : (
            <>
              <HistoryTable
                rows={history.results}
                who={(entry) => actorText(entry.actor)}
                action={(entry) => <ActionText entry={entry} />}
                changes={(entry) => (
                  <Changes entry={entry} composition={composition} issueDate={issueDate} icons={icons} />
                )}
              />
              <Pagination page={page} pageSize={PAGE_SIZE} count={history.count} onPage={setPage} />
            </>
          )
        }
      </QueryState>
    </HistoryFrame>
  );
}
