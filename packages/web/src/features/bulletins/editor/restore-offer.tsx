import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/use-date-format.ts';
import type { DraftOffer } from './use-stored-draft.ts';

/** Edits kept in this browser and never saved (a reload, a crash, no connection): bring them back or let them go. */
export function RestoreOffer({
  offer,
  onRestore,
  onDiscard,
}: {
  offer: DraftOffer;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const format = useDateFormat();
  if (!offer) return null;
  return (
    <div className="alert alert-warning d-print-none" role="alert">
      <p className="mb-2">
        {t('editor.restore.found', {
          cells: t('editor.restore.cells', { count: offer.cells }),
          languages: t('editor.restore.languages', { count: offer.languages }),
          when: format(offer.savedAt.toISOString()),
        })}
      </p>
      <div className="d-flex gap-2 flex-wrap">
        <button type="button" className="btn btn-primary btn-sm" onClick={onRestore}>
          {t('editor.restore.restore')}
        </button>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onDiscard}>
          {t('editor.restore.discard')}
        </button>
      </div>
    </div>
  );
}
