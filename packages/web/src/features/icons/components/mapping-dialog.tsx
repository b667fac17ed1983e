import type { Icon } from '@bora/shared/icon';
import { useId, useState } from 'react';
import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { showError } from '../../../lib/show-error.ts';
import { useUpdateIcon } from '../api/update-icon.ts';
import { IconPicture } from './icon-picture.tsx';
import { ReferenceIconPicker } from './reference-icon-picker.tsx';

/**
 * What the mapping dialog changes: one icon's reference icon (choose among the reference icons), or
 * which icon of a set fills a gap (choose among the set's icons, for a fixed reference icon).
 */
export type MappingTask =
  | { kind: 'icon'; icon: Icon; referenceIcons: Icon[] }
  | { kind: 'gap'; reference: Icon; setName: string; candidates: Icon[] };

/** Edits one mapping and toasts it; the comparison follows through the icons' query. */
export function MappingDialog({ task, onClose }: { task: MappingTask; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdateIcon();
  const [choice, setChoice] = useState<number | null>(
    task.kind === 'icon' ? task.icon.reference_icon_id : null,
  );

  const save = async () => {
    try {
      if (task.kind === 'icon') {
        await update.mutateAsync({ id: task.icon.id, changes: { reference_icon_id: choice } });
        toast.success(
          choice === null ? t('icons.mapping.cleared', { name: task.icon.name }) : t('icons.mapping.saved'),
        );
      } else if (choice !== null) {
        await update.mutateAsync({ id: choice, changes: { reference_icon_id: task.reference.id } });
        toast.success(t('icons.mapping.saved'));
      }
      onClose();
    } catch (error) {
      showError(error);
    }
  };

  const subject = task.kind === 'icon' ? task.icon : task.reference;
  return (
    <Modal show onHide={onClose} size="lg" aria-labelledby={`${id}-title`} centered scrollable>
      <Modal.Header closeButton closeLabel={t('ui.form.close')}>
        <Modal.Title id={`${id}-title`} as="h2" className="h4">
          {task.kind === 'icon'
            ? t('icons.mapping.iconTitle', { name: task.icon.name })
            : t('icons.mapping.gapTitle', { name: task.reference.name, set: task.setName })}
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
            onChange={setChoice}
            noneLabel={t('icons.picker.none')}
          />
        ) : task.candidates.length === 0 ? (
          <p className="text-secondary">{t('icons.mapping.noCandidates')}</p>
        ) : (
          <ReferenceIconPicker
            label={t('icons.mapping.candidates', { set: task.setName })}
            icons={task.candidates}
            value={choice}
            onChange={setChoice}
          />
        )}
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
          onClick={() => void save()}
          disabled={update.isPending || (task.kind === 'gap' && choice === null)}
        >
          {update.isPending ? t('ui.form.saving') : t('ui.form.save')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
