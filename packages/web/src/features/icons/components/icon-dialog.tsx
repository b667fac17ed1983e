import { type Icon, type IconSet, iconInputSchema } from '@bora/shared/icon';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ConflictAlert } from '../../../components/conflict-alert.tsx';
import { DeleteButton } from '../../../components/delete-button.tsx';
import { EditButton, FieldList } from '../../../components/detail-frame.tsx';
import { HistoryPanel } from '../../../components/history-panel.tsx';
import { Loading } from '../../../components/loading.tsx';
import { ErrorState } from '../../../components/query-states.tsx';
import { SchemaForm } from '../../../components/schema-form.tsx';
import { useLocalized } from '../../../lib/localized.ts';
import { reloadObject } from '../../../lib/use-reload.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useDeleteIcon } from '../api/delete-icon.ts';
import { iconQueryOptions, useIcon } from '../api/get-icon.ts';
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

/**
 * One icon: its picture and fields; for whoever may, edit, mapping, new picture, delete; and its
 * history. The gallery's copy shows at once; the changes wait for the icon's own read, whose
 * version (ETag) they are sent with, so none overwrites a change someone else saved meanwhile.
 */
export function IconDialog({ icon: listed, set, referenceIcons, canManage, onClose }: IconDialogProps) {
  const { t } = useTranslation();
  const local = useLocalized();
  const detail = useIcon(canManage ? listed.id : null);
  const loaded = detail.data;
  const icon = loaded ?? listed;
  const [editing, setEditing] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const [stale, setStale] = useState(false);
  const remove = useDeleteIcon();
  const client = useQueryClient();
  // Their version of the icon (with its history), and of the gallery behind the dialog.
  const reload = () =>
    Promise.all([
      reloadObject(client, iconQueryOptions(listed.id)),
      client.invalidateQueries({ queryKey: [...iconsKey, 'list'] }),
    ]);
  const reference = referenceIcons.find((candidate) => candidate.id === icon.reference_icon_id);

  return (
    <Modal show onHide={onClose} size="lg" aria-labelledby="icon-dialog-title" centered scrollable>
      <Modal.Header closeButton closeLabel={t('ui.form.close')}>
        <Modal.Title id="icon-dialog-title" as="h2" className="h4">
          {local.name(icon)} <span className="text-secondary fs-6 fw-normal ms-2">{local.name(set)}</span>
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {editing && loaded ? (
          <IconEditForm
            icon={loaded}
            mappable={!set.is_reference}
            referenceIcons={referenceIcons}
            onDone={() => setEditing(false)}
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
                  { label: t('icons.fields.description'), value: local.description(icon) },
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
                              {local.name(reference)}
                            </span>
                          ) : (
                            t('icons.card.unmapped')
                          ),
                        },
                      ]),
                ]}
              />
              {canManage && loaded ? (
                <div className="d-flex flex-wrap gap-2 mt-3">
                  <EditButton onClick={() => setEditing(true)} />
                  <ReplacePictureButton icon={loaded} onStale={() => setStale(true)} />
                  <DeleteButton
                    name={loaded.name}
                    onDelete={() => remove.mutateAsync(loaded)}
                    onDeleted={onClose}
                    onReload={reload}
                  />
                </div>
              ) : null}
              {canManage && detail.isPending ? <Loading /> : null}
              {canManage && detail.isError ? <ErrorState error={detail.error} onRetry={reload} /> : null}
              {stale ? (
                <div className="mt-3">
                  <ConflictAlert
                    onReload={async () => {
                      await reload();
                      setStale(false);
                    }}
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
            queryKey={[...iconQueryOptions(icon.id).queryKey, 'history']}
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
  onDone: () => void;
};

function IconEditForm({ icon, mappable, referenceIcons, onDone }: IconEditFormProps) {
  const { t } = useTranslation();
  const update = useUpdateIcon();
  const { form, submit, conflict } = useSchemaForm(editSchema, {
    edit: { loaded: icon, values: iconValues, query: iconQueryOptions(icon.id) },
    // An icon of the reference set stands for itself: its mapping is never sent.
    save: ({ reference_icon_id, ...fields }, loaded) =>
      update.mutateAsync({ loaded, changes: mappable ? { ...fields, reference_icon_id } : fields }),
    success: t('ui.form.saved'),
    onSaved: onDone,
  });
  return (
    <SchemaForm
      form={form}
      onSubmit={submit}
      label={t('icons.dialog.editLabel')}
      onCancel={onDone}
      conflict={conflict}
    >
      <IconFields referenceIcons={referenceIcons} mappable={mappable} />
    </SchemaForm>
  );
}

function iconValues(icon: Icon) {
  const { code, name, description, category, variant, wmo_code, reference_icon_id, translations } = icon;
  return { code, name, description, category, variant, wmo_code, reference_icon_id, translations };
}
