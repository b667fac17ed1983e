import type { Icon } from '@bora/shared/icon';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ConflictAlert } from '../../../components/conflict-alert.tsx';
import { isStale } from '../../../lib/api-error.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { showError } from '../../../lib/show-error.ts';
import { useIcon } from '../api/get-icon.ts';
import { iconsKey } from '../api/get-icons.ts';
import { useUpdateIcon } from '../api/update-icon.ts';
import { type MappingMove, mappingMove } from '../lib/mapping-move.ts';
import { IconPicture } from './icon-picture.tsx';
import { ReferenceIconPicker } from './reference-icon-picker.tsx';

/** An icon as a list or the comparison shows it: enough to name it and read it whole. */
export type MappedIcon = Pick<Icon, 'id' | 'name' | 'code' | 'svg_url' | 'reference_icon_id'>;

/**
 * What the mapping dialog changes: one icon's reference icon (choose among the reference icons), or
 * which icon of a set fills a gap (choose among the set's icons, for a fixed reference icon).
 */
export type MappingTask =
  | { kind: 'icon'; icon: MappedIcon; referenceIcons: Icon[] }
  | { kind: 'gap'; reference: Icon; setName: string; candidates: Icon[]; referenceIcons: Icon[] };

/**
 * Edits one mapping and toasts it; the comparison follows through the icons' query. The icon it
 * changes is read on its own, and the change sent with that version (ETag): a mapping someone else
 * saved meanwhile is never overwritten unseen. Filling a gap with an icon that stands for another
 * reference icon asks first, naming the reference icon it leaves.
 */
export function MappingDialog({ task, onClose }: { task: MappingTask; onClose: () => void }) {
  const { t } = useTranslation();
  const local = useLocalized();
  const id = useId();
  const client = useQueryClient();
  const update = useUpdateIcon();
  // `undefined` until the user picks: the icon's current mapping shows, once read.
  const [picked, setPicked] = useState<number | null | undefined>(undefined);
  const [stale, setStale] = useState(false);
  const [move, setMove] = useState<MappingMove | null>(null);
  const target = useIcon(task.kind === 'icon' ? task.icon.id : (picked ?? null));
  const loaded = target.data;
  const choice =
    task.kind === 'icon'
      ? picked === undefined
        ? (loaded ?? task.icon).reference_icon_id
        : picked
      : (picked ?? null);

  const save = () => {
    if (!loaded) return;
    if (task.kind === 'gap') {
      const taken = mappingMove(loaded, task.reference.id, task.referenceIcons, task.candidates);
      if (taken) return setMove(taken);
    }
    void write();
  };

  const write = async () => {
    if (!loaded) return;
    setMove(null);
    setStale(false);
    try {
      if (task.kind === 'icon') {
        await update.mutateAsync({ loaded, changes: { reference_icon_id: choice } });
        toast.success(
          choice === null ? t('icons.mapping.cleared', { name: task.icon.name }) : t('icons.mapping.saved'),
        );
      } else {
        await update.mutateAsync({ loaded, changes: { reference_icon_id: task.reference.id } });
        toast.success(t('icons.mapping.saved'));
      }
      onClose();
    } catch (error) {
      if (isStale(error)) setStale(true);
      else showError(error);
    }
  };

  // Their version of the icon, and of the comparison; a mapping picked for the icon gives way to theirs.
  const reload = async () => {
    await Promise.all([target.refetch(), client.invalidateQueries({ queryKey: [...iconsKey, 'list'] })]);
    if (task.kind === 'icon') setPicked(undefined);
    setStale(false);
  };

  const subject = task.kind === 'icon' ? task.icon : task.reference;
  return (
    <Modal show onHide={onClose} size="lg" aria-labelledby={`${id}-title`} centered scrollable>
      <Modal.Header closeButton closeLabel={t('ui.form.close')}>
        <Modal.Title id={`${id}-title`} as="h2" className="h4">
          {task.kind === 'icon'
            ? t('icons.mapping.iconTitle', { name: task.icon.name })
            : t('icons.mapping.gapTitle', { name: local.name(task.reference), set: task.setName })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div className="d-flex align-items-center gap-3 mb-3">
          <IconPicture icon={subject} size={56} decorative />
          <div>
            <strong>{subject.name}</strong>
            <div className="font-monospace small text-secondary">{subject.code}</div>
          </div>
        </div>
        {task.kind === 'icon' ? (
          <ReferenceIconPicker
            label={t('icons.fields.reference')}
            icons={task.referenceIcons}
            value={choice}
            onChange={setPicked}
            noneLabel={t('icons.picker.none')}
          />
        ) : task.candidates.length === 0 ? (
          <p className="text-secondary">{t('icons.mapping.noCandidates')}</p>
        ) : (
          <ReferenceIconPicker
            label={t('icons.mapping.candidates', { set: task.setName })}
            icons={task.candidates}
            value={choice}
            onChange={setPicked}
            noteOf={(icon) => currentMapping(icon, task.referenceIcons, t, local.name)}
          />
        )}
        {stale ? (
          <div className="mt-3">
            <ConflictAlert onReload={reload} />
          </div>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={onClose}
          disabled={update.isPending}
        >
          {t('ui.form.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={save}
          disabled={update.isPending || !loaded}
        >
          {update.isPending ? t('ui.form.saving') : t('ui.form.save')}
        </button>
      </Modal.Footer>
      {move && task.kind === 'gap' ? (
        <ConfirmDialog
          show
          title={t('icons.mapping.moveTitle', { name: move.icon.name })}
          confirmLabel={t('icons.mapping.move')}
          onConfirm={() => void write()}
          onHide={() => setMove(null)}
        >
          <p className="mb-0">
            {t(move.leavesGap ? 'icons.mapping.moveLeavesGap' : 'icons.mapping.moveKeepsOthers', {
              name: move.icon.name,
              from: local.name(move.from),
              to: local.name(task.reference),
              set: task.setName,
            })}
          </p>
        </ConfirmDialog>
      ) : null}
    </Modal>
  );
}

/** "Now: cloudy" (or "Not mapped yet"): what a candidate stands for before the change. */
function currentMapping(
  icon: Icon,
  referenceIcons: Icon[],
  t: TFunction,
  name: (icon: Icon) => string,
): string {
  const current = referenceIcons.find((reference) => reference.id === icon.reference_icon_id);
  return current ? t('icons.mapping.now', { name: name(current) }) : t('icons.mapping.notMapped');
}
