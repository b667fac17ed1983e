import type { BulletinDetail } from '@bora/shared/bulletin';
import type { CellKey } from '@bora/shared/bulletin-check';
import type { WorkflowAction } from '@bora/shared/workflow';
import { useTranslation } from 'react-i18next';
import type { Unsettled } from './unsettled.ts';
import { useCellName } from './use-cell-name.ts';

type ActionRefusalProps = {
  action: WorkflowAction;
  bulletin: BulletinDetail;
  /** What is not settled now: the notice follows it as it is mended. */
  unsettled: Unsettled;
  /** The bulletin left the writer's hands while the editor was open: nothing more is saved here. */
  readOnly: boolean;
  onCell: (key: CellKey) => void;
  onConflicts: () => void;
  onCopy: () => void;
  onDiscard: () => void;
};

/**
 * Why the editor did not send an action: each thing to settle first, with the way there (the first
 * invalid cell, the conflicts); in a read-only editor, the edits that can no longer be saved.
 * Announced as it appears.
 */
export function ActionRefusal(props: ActionRefusalProps) {
  const { action, bulletin, unsettled, readOnly } = props;
  const { t } = useTranslation();
  const cellName = useCellName(bulletin);
  const before = t(`editor.refusal.before.${action}`);
  const { invalid, unsent, conflicts, kept } = unsettled;
  const lost = invalid.length + unsent + conflicts;
  const first = invalid[0];
  const button = 'btn btn-outline-primary btn-xs';

  return (
    <div className="alert alert-warning mt-3 mb-0 editor-refusal" role="alert" data-refused={action}>
      <p className="fw-semibold mb-1">{t(`editor.refusal.lead.${action}`)}</p>
      <ul className="mb-0 ps-3">
        {kept ? <li>{t('editor.refusal.kept', { before })}</li> : null}
        {readOnly && lost ? (
          <li>
            {t('editor.refusal.readOnly', {
              count: lost,
              status: t(`problems.bulletinStatus.${bulletin.status}`),
              before,
            })}
            {bulletin.actions.some((offered) => offered.action === 'return')
              ? ` ${t('editor.refusal.orReturn')}`
              : null}
            <span className="d-flex flex-wrap gap-2 mt-1">
              <button type="button" className={button} onClick={props.onCopy}>
                {t('editor.status.copyUnsent')}
              </button>
              <button type="button" className={button} onClick={props.onDiscard}>
                {t('editor.refusal.discard')}
              </button>
            </span>
          </li>
        ) : null}
        {!readOnly && first ? (
          <li>
            {t('editor.refusal.invalid', { count: invalid.length, before })}{' '}
            <button type="button" className={button} onClick={() => props.onCell(first)}>
              {t('editor.refusal.goToCell', { cell: cellName(first) })}
            </button>
          </li>
        ) : null}
        {!readOnly && unsent ? <li>{t('editor.refusal.unsent', { count: unsent, before })}</li> : null}
        {!readOnly && conflicts ? (
          <li>
            {t('editor.refusal.conflicts', { count: conflicts })}{' '}
            <button type="button" className={button} onClick={props.onConflicts}>
              {t('editor.refusal.showConflicts')}
            </button>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
