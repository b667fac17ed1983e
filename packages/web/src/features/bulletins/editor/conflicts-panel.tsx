import type { BulletinDetail } from '@bora/shared/bulletin';
import { cellId } from '@bora/shared/bulletin-check';
import { useTranslation } from 'react-i18next';
import { type CellContent, type CellWords, cellText, noteOf } from '../sheet/cell-input.ts';
import type { Conflict } from '../sheet/pending-draft.ts';
import type { TextConflict } from '../sheet/texts-draft.ts';
import { useCellName } from './use-cell-name.ts';

type DataType = BulletinDetail['composition']['data_types'][number];

type ConflictsPanelProps = {
  bulletin: BulletinDetail;
  /** How the values are written: in the UI language, icons by their names. */
  words: CellWords;
  cells: readonly Conflict[];
  texts: readonly TextConflict[];
  onResolve: (conflict: Conflict, keep: 'mine' | 'theirs') => void;
  onResolveText: (conflict: TextConflict, keep: 'mine' | 'theirs') => void;
};

/**
 * The cells and texts both I and someone else changed since I began: both values side by side,
 * theirs in place until I choose; nothing of mine is dropped without my say.
 */
export function ConflictsPanel({
  bulletin,
  words,
  cells,
  texts,
  onResolve,
  onResolveText,
}: ConflictsPanelProps) {
  const { t } = useTranslation();
  const cellName = useCellName(bulletin);
  const dataTypes = new Map(bulletin.composition.data_types.map((d) => [d.id, d]));
  if (cells.length === 0 && texts.length === 0) return null;
  const shown = (value: string) => (value === '' ? t('editor.conflicts.empty') : value);
  const cellShown = (content: CellContent | null, dataType: DataType | undefined) => {
    const note = noteOf(content);
    const text = dataType ? cellText(content, dataType, words) : '';
    return note ? `${text} (${t('editor.note.described', { note })})` : text;
  };
  const venueName = (field: string) =>
    bulletin.composition.venues.find((v) => `note:${v.id}` === field)?.name ?? field;
  const fieldName = (conflict: TextConflict) =>
    conflict.field === 'title' || conflict.field === 'synopsis'
      ? t(`editor.texts.${conflict.field}`)
      : t('editor.texts.noteOf', { venue: venueName(conflict.field) });
  const row = (
    key: string,
    what: string,
    mine: string,
    theirs: string,
    resolve: (keep: 'mine' | 'theirs') => void,
  ) => (
    <li key={key} className="editor-conflict">
      <span className="fw-semibold">{what}</span>
      <span>
        {t('editor.conflicts.mine')}: <strong>{shown(mine)}</strong>
      </span>
      <span>
        {t('editor.conflicts.theirs')}: <strong>{shown(theirs)}</strong>
      </span>
      <span className="d-flex gap-2">
        <button type="button" className="btn btn-outline-primary btn-xs" onClick={() => resolve('mine')}>
          {t('editor.conflicts.keepMine')}
        </button>
        <button type="button" className="btn btn-outline-secondary btn-xs" onClick={() => resolve('theirs')}>
          {t('editor.conflicts.keepTheirs')}
        </button>
      </span>
    </li>
  );
  return (
    <section className="alert alert-danger d-print-none" aria-labelledby="editor-conflicts-heading">
      <h2 id="editor-conflicts-heading" className="h5">
        {t('editor.conflicts.heading', { count: cells.length + texts.length })}
      </h2>
      <p>{t('editor.conflicts.lead')}</p>
      <ul className="list-unstyled mb-0">
        {cells.map((conflict) =>
          row(
            cellId(conflict.key),
            cellName(conflict.key),
            cellShown(conflict.mine, dataTypes.get(conflict.key.data_type_id)),
            cellShown(conflict.theirs, dataTypes.get(conflict.key.data_type_id)),
            (keep) => onResolve(conflict, keep),
          ),
        )}
        {texts.map((conflict) =>
          row(
            `${conflict.language}:${conflict.field}`,
            `${fieldName(conflict)} (${t(`bulletinTypes.language.${conflict.language}`, { defaultValue: conflict.language })})`,
            conflict.mine,
            conflict.theirs,
            (keep) => onResolveText(conflict, keep),
          ),
        )}
      </ul>
    </section>
  );
}
