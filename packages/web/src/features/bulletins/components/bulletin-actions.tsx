import type { BulletinDetail } from '@bora/shared/bulletin';
import type { WorkflowAction } from '@bora/shared/workflow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { showError } from '../../../lib/show-error.ts';
import { useTakeAction } from '../api/take-action.ts';
import { CommentDialog } from './comment-dialog.tsx';

/**
 * The workflow actions the server offers the caller, exactly those: one that is blocked is shown
 * disabled with the reason, one that needs a comment asks for it first. A correction opens the
 * new draft.
 */
export function BulletinActions({ bulletin }: { bulletin: BulletinDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const take = useTakeAction(bulletin);
  const [asking, setAsking] = useState<WorkflowAction | null>(null);
  if (!bulletin.actions.length) return null;

  const done = (action: WorkflowAction, result: BulletinDetail) => {
    setAsking(null);
    if (action === 'correct') navigate(`/bulletin/${result.id}`);
  };
  const run = async (action: WorkflowAction) => {
    try {
      const result = await take.mutateAsync({ action });
      toast.success(t(`bulletin.actions.done.${action}`));
      done(action, result);
    } catch (error) {
      showError(error);
    }
  };

  return (
    <section aria-labelledby="bulletin-actions-heading" className="mb-4 d-print-none">
      <h2 id="bulletin-actions-heading" className="h4">
        {t('bulletin.actions.heading')}
      </h2>
      <ul className="list-unstyled d-flex flex-wrap gap-3 align-items-start mb-0">
        {bulletin.actions.map((offered) => {
          const reasonId = `action-${offered.action}-reason`;
          return (
            <li key={offered.action}>
              <button
                type="button"
                className={`btn ${offered.action === 'withdraw' || offered.action === 'return' ? 'btn-outline-primary' : 'btn-primary'}`}
                disabled={offered.blocked_by !== null || take.isPending}
                aria-describedby={offered.blocked_by ? reasonId : undefined}
                onClick={() => (offered.needs_comment ? setAsking(offered.action) : void run(offered.action))}
              >
                {t(`bulletin.actions.${offered.action}`)}
              </button>
              {offered.blocked_by ? (
                <p id={reasonId} className="small text-secondary mb-0 mt-1 action-reason">
                  {t(`bulletin.actions.blocked.${offered.blocked_by}`)}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {asking ? (
        <CommentDialog
          action={asking}
          onHide={() => setAsking(null)}
          onSend={(comment) => take.mutateAsync({ action: asking, comment })}
          onDone={(result) => done(asking, result)}
        />
      ) : null}
    </section>
  );
}
