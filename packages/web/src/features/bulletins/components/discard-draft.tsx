import type { BulletinDetail } from '@bora/shared/bulletin';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ConflictAlert } from '../../../components/conflict-alert.tsx';
import { Icon } from '../../../components/icon.tsx';
import { errorText } from '../../../components/query-states.tsx';
import { isStale } from '../../../lib/api-error.ts';
import { bulletinKey } from '../../../lib/bulletin/bulletin-keys.ts';
import { useBulletinTitle } from '../../../lib/bulletin/bulletin-title.ts';
import { useCalendarDateFormat } from '../../../lib/use-date-format.ts';
import { useDiscardBulletin } from '../api/discard-bulletin.ts';

type DiscardDraftProps = {
  bulletin: BulletinDetail;
  /** The revision to discard it as of, when the screen knows a newer one than it loaded (the editor's). */
  revision?: number;
};

/**
 * *Discard draft*, for whoever may discard the bulletin (a draft never submitted): a confirmation
 * naming it (title, type, date, version) and what follows; once discarded, the bulletins list with a
 * message. A refusal stays in the dialog; a change made meanwhile (412) offers to read it again.
 */
export function DiscardDraft({ bulletin, revision }: DiscardDraftProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const title = useBulletinTitle();
  const calendarDate = useCalendarDateFormat();
  const discard = useDiscardBulletin(bulletin.id);
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  if (!bulletin.can_discard) return null;

  const name = title(bulletin);
  const type = bulletin.bulletin_type.name;
  const words = { name, type, date: calendarDate(bulletin.issue_date), version: bulletin.version };
  const close = () => {
    setOpen(false);
    setProblem(null);
    setStale(false);
  };
  const confirm = async () => {
    setProblem(null);
    setStale(false);
    try {
      await discard.mutateAsync(revision ?? bulletin.revision);
      toast.success(t('bulletin.discard.done', { name }));
      navigate('/bulletins');
      client.removeQueries({ queryKey: bulletinKey(bulletin.id) });
    } catch (error) {
      if (isStale(error)) setStale(true);
      else setProblem(errorText(error, t('errors.unexpected')));
    }
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-outline-danger"
        disabled={discard.isPending}
        onClick={() => setOpen(true)}
      >
        <Icon name="it-delete" className="icon-sm icon-danger me-1" />
        {t('bulletin.discard.button')}
      </button>
      <ConfirmDialog
        show={open}
        title={t('bulletin.discard.title')}
        confirmLabel={t('bulletin.discard.confirm')}
        onConfirm={() => void confirm()}
        onHide={close}
        busy={discard.isPending}
        problem={problem}
        danger
      >
        <p>
          {name === type
            ? t('bulletin.discard.questionUntitled', words)
            : t('bulletin.discard.question', words)}
        </p>
        <p className="mb-0">
          {bulletin.corrects_id === null
            ? t('bulletin.discard.dateFree')
            : t('bulletin.discard.correctionOnly', { id: bulletin.corrects_id })}
        </p>
        {stale ? (
          <div className="mt-3">
            <ConflictAlert
              refused="delete"
              onReload={async () => {
                await client.invalidateQueries({ queryKey: bulletinKey(bulletin.id) });
                close();
              }}
            />
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
