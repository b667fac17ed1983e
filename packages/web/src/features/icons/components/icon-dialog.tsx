import { type Icon, type IconSet, iconInputSchema } from '@bora/shared/icon';
import { useState } from 'react';
import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../../components/delete-button.tsx';
import { EditButton, FieldList } from '../../../components/detail-frame.tsx';
import { HistoryPanel } from '../../../components/history-panel.tsx';
import { SchemaForm } from '../../../components/schema-form.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useDeleteIcon } from '../api/delete-icon.ts';
import { iconsKey } from '../api/get-icons.ts';
import { useUpdateIcon } from '../api/update-icon.ts';
import { categoryLabel, variantLabel } from '../lib/labels.ts';
import { IconFields } from './icon-fields.tsx';
import { IconPicture } from './icon-picture.tsx';
import { ReplacePictureButton } from './replace-picture-button.tsx';

const editSchema = iconInputSchema.omit({ icon_set_id: true });

type IconDialogProps = {
  icon: Icon;
  set: IconSet;
  referenceIcons: Icon[];
  canManage: boolean;
  onClose: () => void;
};

/** One icon: its picture and fields; for whoever may, edit, mapping, new picture, delete; and its history. */
export function IconDialog({ icon: initial, set, referenceIcons, canManage, onClose }: IconDialogProps) {
  const { t } = useTranslation();
  const [icon, setIcon] = useState(initial);
  const [editing, setEditing] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const remove = useDeleteIcon();
  const reference = referenceIcons.find((candidate) => candidate.id === icon.reference_icon_id);

  return (
    <Modal show onHide={onClose} size="lg" aria-labelledby="icon-dialog-title" centered scrollable>
      <Modal.Header closeButton closeLabel={t('ui.form.close')}>
        <Modal.Title id="icon-dialog-title" as="h2" className="h4">
          {icon.name} <span className="text-secondary fs-6 fw-normal ms-2">{set.name}</span>
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {editing ? (
          <IconEditForm
            icon={icon}
            mappable={!set.is_reference}
            referenceIcons={referenceIcons}
            onDone={(saved) => {
              if (saved) setIcon(saved);
              setEditing(false);
            }}
          />
        ) : (
          <div className="d-flex flex-wrap gap-4">
            <div className="icon-dialog-picture">
              <IconPicture icon={icon} size={160} />
            </div>
            <div className="flex-grow-1">
              <FieldList
                items={[
                  {
                    label: t('icons.fields.code'),
                    value: <span className="font-monospace">{icon.code}</span>,
                  },
                  { label: t('icons.fields.name'), value: icon.name },
                  { label: t('icons.fields.description'), value: icon.description },
                  { label: t('icons.fields.category'), value: categoryLabel(t, icon.category) },
                  { label: t('icons.fields.variant'), value: variantLabel(t, icon.variant) },
                  { label: t('icons.fields.wmo'), value: icon.wmo_code ?? '' },
                  ...(set.is_reference
                    ? []
                    : [
                        {
                          label: t('icons.fields.reference'),
                          value: reference ? (
                            <span className="d-inline-flex align-items-center gap-2">
                              <IconPicture icon={reference} size={32} decorative />
                              {reference.name}
                            </span>
                          ) : (
                            t('icons.card.unmapped')
                          ),
                        },
                      ]),
                ]}
              />
              {canManage ? (
                <div className="d-flex flex-wrap gap-2 mt-3">
                  <EditButton onClick={() => setEditing(true)} />
                  <ReplacePictureButton icon={icon} onReplaced={setIcon} />
                  <DeleteButton
                    name={icon.name}
                    onDelete={() => remove.mutateAsync(icon.id)}
                    onDeleted={onClose}
                  />
                </div>
              ) : null}
            </div>
          </div>
        )}
        <button
          type="button"
          className="btn btn-link px-0 mt-3"
          aria-expanded={showHistory}
          onClick={() => setShowHistory((shown) => !shown)}
        >
          {showHistory ? t('icons.dialog.hideHistory') : t('icons.dialog.showHistory')}
        </button>
        {showHistory ? (
          <HistoryPanel
            path={`/api/icons/${icon.id}/history/`}
            queryKey={[...iconsKey, 'history', icon.id]}
          />
        ) : null}
      </Modal.Body>
    </Modal>
  );
}

type IconEditFormProps = {
  icon: Icon;
  mappable: boolean;
  referenceIcons: Icon[];
  onDone: (saved?: Icon) => void;
};

function IconEditForm({ icon, mappable, referenceIcons, onDone }: IconEditFormProps) {
  const { t } = useTranslation();
  const update = useUpdateIcon();
  const { form, submit } = useSchemaForm(editSchema, {
    defaultValues: {
      code: icon.code,
      name: icon.name,
      description: icon.description,
      category: icon.category,
      variant: icon.variant,
      wmo_code: icon.wmo_code,
      reference_icon_id: icon.reference_icon_id,
    },
    // An icon of the reference set stands for itself: its mapping is never sent.
    save: ({ reference_icon_id, ...fields }) =>
      update.mutateAsync({ id: icon.id, changes: mappable ? { ...fields, reference_icon_id } : fields }),
    success: t('ui.form.saved'),
    onSaved: onDone,
  });
  return (
    <SchemaForm form={form} onSubmit={submit} label={t('icons.dialog.editLabel')} onCancel={() => onDone()}>
      <IconFields referenceIcons={referenceIcons} mappable={mappable} />
    </SchemaForm>
  );
}
