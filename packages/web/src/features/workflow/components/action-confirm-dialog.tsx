import type { BulletinDetail } from '@bora/shared/bulletin';
import { isManagerOf } from '@bora/shared/permissions';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useViewer } from '../../../lib/viewer.ts';
import { SentTo } from '../../distribution/sent-to.tsx';

/** The actions asked about before they are taken: what follows from them cannot be taken back here. */
export type ConfirmedAction = 'submit' | 'publish';

export function isConfirmed(action: string): action is ConfirmedAction {
  return action === 'submit' || action === 'publish';
}

type ActionConfirmDialogProps = {
  action: ConfirmedAction;
  bulletin: BulletinDetail;
  onHide: () => void;
  onConfirm: () => void;
  busy: boolean;
  /** Why the server refused the action, said inside the dialog. */
  problem: string | null;
};

/**
 * Asks before submitting (saying who will review the bulletin) and before publishing (saying that
 * it becomes public at once, where, what a correction replaces and who it is sent to). Cancel leaves everything as it
 * was and gives the focus back to the button.
 */
export function ActionConfirmDialog(props: ActionConfirmDialogProps) {
  const { t } = useTranslation();
  const { action, bulletin } = props;
  return (
    <ConfirmDialog
      show
      title={t(`bulletin.actions.dialog.${action}`)}
      confirmLabel={t(`bulletin.actions.${action}`)}
      onConfirm={props.onConfirm}
      onHide={props.onHide}
      busy={props.busy}
      problem={props.problem}
    >
      {action === 'submit' ? <SubmitText bulletin={bulletin} /> : <PublishText bulletin={bulletin} />}
    </ConfirmDialog>
  );
}

function SubmitText({ bulletin }: { bulletin: BulletinDetail }) {
  const { t, i18n } = useTranslation();
  const viewer = useViewer().user ?? null;
  const authority = bulletin.authority.name;
  const reviewers = bulletin.reviewers ?? [];
  const names = new Intl.ListFormat(i18n.resolvedLanguage ?? 'it', { type: 'conjunction' }).format(
    reviewers.map((person) => person.name || person.username),
  );
  let who: string;
  if (reviewers.length)
    who = t('bulletin.actions.confirm.reviewers', { count: reviewers.length, names, authority });
  else if (isManagerOf(viewer, bulletin.authority.id))
    who = t('bulletin.actions.confirm.noOtherReviewer', { authority });
  else who = t('bulletin.actions.confirm.noReviewer', { authority });
  return (
    <>
      <p>{t('bulletin.actions.confirm.submitLocks')}</p>
      <p className={bulletin.composition.requires_review ? undefined : 'mb-0'}>{who}</p>
      {bulletin.composition.requires_review ? (
        <p className="mb-0">{t('bulletin.actions.confirm.secondPerson')}</p>
      ) : null}
    </>
  );
}

function PublishText({ bulletin }: { bulletin: BulletinDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="fw-semibold">
        {bulletin.composition.is_public
          ? t('bulletin.actions.confirm.publicNow')
          : t('bulletin.actions.confirm.notPublic', { authority: bulletin.authority.name })}
      </p>
      {bulletin.corrects_id === null ? null : (
        <p>{t('bulletin.actions.confirm.replaces', { id: bulletin.corrects_id })}</p>
      )}
      <SentTo
        typeId={bulletin.bulletin_type.id}
        event={bulletin.corrects_id === null ? 'published' : 'corrected'}
      />
      <p className="mb-0">{t('bulletin.actions.confirm.frozen')}</p>
    </>
  );
}
