import type { BulletinDetail } from '@bora/shared/bulletin';
import type { WorkflowAction } from '@bora/shared/workflow';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError } from '../../../lib/api-error.ts';
import { problemText } from '../../../lib/problem-text.ts';
import { showError } from '../../../lib/show-error.ts';
import { useTakeAction } from '../api/take-action.ts';
import { ActionConfirmDialog, isConfirmed } from './action-confirm-dialog.tsx';
import { CommentDialog } from './comment-dialog.tsx';

/**
 * Readies an action before it is asked for: answers the revision to take it on, or null when it
 * must not go now (the screen then says why, in `notice`).
 */
export type PrepareAction = (action: WorkflowAction) => Promise<{ revision: number } | null>;

type BulletinActionsProps = {
  bulletin: BulletinDetail;
  /** The editor's: sends what waits and refuses while the grid is not settled. */
  prepare?: PrepareAction;
  /** What the screen has to say about the actions (why one was refused), beside them. */
  notice?: ReactNode;
  /** On one line with others (the editor's bar): its heading is for screen readers only. */
  compact?: boolean;
  /** What discards the draft (the bulletins feature's button), offered last when the draft may be discarded. */
  discard?: ReactNode;
};

/** An action asked about: with a comment (return, withdraw) or a confirmation (submit, publish). */
type Asking = { action: WorkflowAction; revision?: number };

/**
 * The workflow actions the server offers the caller, exactly those: one that is blocked is shown
 * disabled with the reason, one that needs a comment asks for it first, submitting and publishing
 * ask for a confirmation that says what follows. A correction opens the new draft. Last, for a
 * draft never submitted, *Discard draft*.
 */
export function BulletinActions({
  bulletin,
  prepare,
  notice,
  compact = false,
  discard,
}: BulletinActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const take = useTakeAction(bulletin);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // A click while the previous one is still being readied is the same click.
  const readying = useRef(false);
  if (!bulletin.actions.length && !bulletin.can_discard && !notice) return null;

  const done = (action: WorkflowAction, result: BulletinDetail) => {
    setAsking(null);
    if (action === 'correct') navigate(`/bulletin/${result.id}`);
  };
  const run = async ({ action, revision }: Asking, inDialog: boolean) => {
    setProblem(null);
    try {
      const result = await take.mutateAsync({ action, revision });
      toast.success(t(`bulletin.actions.done.${action}`));
      done(action, result);
    } catch (error) {
      if (inDialog && error instanceof ApiError && error.status !== 0) setProblem(problemText(error.problem));
      else showError(error);
    }
  };
  const choose = async (action: WorkflowAction, needsComment: boolean) => {
    if (readying.current) return;
    readying.current = true;
    try {
      const ready = prepare ? await prepare(action) : {};
      if (!ready) return;
      const chosen = { action, ...ready };
      if (needsComment || isConfirmed(action)) {
        setProblem(null);
        setAsking(chosen);
      } else await run(chosen, false);
    } finally {
      readying.current = false;
    }
  };

  return (
    <section
      aria-labelledby="bulletin-actions-heading"
      className={compact ? 'bulletin-actions-compact d-print-none' : 'mb-4 d-print-none'}
    >
      <h2 id="bulletin-actions-heading" className={compact ? 'visually-hidden' : 'h4'}>
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
                onClick={() => void choose(offered.action, offered.needs_comment)}
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
        {bulletin.can_discard ? <li>{discard}</li> : null}
      </ul>
      {notice}
      {asking && isConfirmed(asking.action) ? (
        <ActionConfirmDialog
          action={asking.action}
          bulletin={bulletin}
          onHide={() => setAsking(null)}
          onConfirm={() => void run(asking, true)}
          busy={take.isPending}
          problem={problem}
        />
      ) : asking ? (
        <CommentDialog
          action={asking.action}
          onHide={() => setAsking(null)}
          onSend={(comment) => take.mutateAsync({ ...asking, comment })}
          onDone={(result) => done(asking.action, result)}
        />
      ) : null}
    </section>
  );
}
