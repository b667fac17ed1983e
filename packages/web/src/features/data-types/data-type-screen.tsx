import { type DataType, KIND_FIELDS } from '@bora/shared/data-type';
import { canManageDataTypes } from '@bora/shared/permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DeleteButton } from '../../components/delete-button.tsx';
import { DetailFrame, EditButton, type FieldItem, FieldList } from '../../components/detail-frame.tsx';
import { HistoryPanel } from '../../components/history-panel.tsx';
import { useLocalized } from '../../lib/localized.ts';
import { useReload } from '../../lib/use-reload.ts';
import { useViewer } from '../../lib/viewer.ts';
import { dataTypeKey } from './api/data-type-keys.ts';
import { useDeactivateDataType } from './api/deactivate-data-type.ts';
import { useDeleteDataType } from './api/delete-data-type.ts';
import { dataTypeQueryOptions, useDataType } from './api/get-data-type.ts';
import { DataTypeEditForm } from './components/data-type-edit-form.tsx';
import { DataTypePreview } from './components/data-type-preview.tsx';

export function DataTypeScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const local = useLocalized();
  const navigate = useNavigate();
  const dataTypeId = Number(id);
  const viewer = useViewer().user;
  const query = useDataType(dataTypeId);
  const remove = useDeleteDataType(dataTypeId);
  const deactivate = useDeactivateDataType(dataTypeId);
  const reload = useReload(dataTypeQueryOptions(dataTypeId));
  const [editing, setEditing] = useState(false);
  const mayEdit = canManageDataTypes(viewer);

  return (
    <DetailFrame
      query={query}
      title={(d) => local.name(d)}
      fallbackTitle={t('screens.dataType')}
      lead={(d) => t(`dataTypes.kind.${d.value_kind}`)}
      backTo="/data-types"
      backLabel={t('dataTypes.back')}
      actions={(d) =>
        mayEdit && !editing ? (
          <>
            <EditButton onClick={() => setEditing(true)} />
            <DeleteButton
              name={d.name}
              onDelete={() => remove.mutateAsync(d)}
              onDeleted={() => navigate('/data-types')}
              onReload={reload}
              checkPath={`/api/data-types/${d.id}/`}
              onDeactivate={d.active ? () => deactivate.mutateAsync(d) : undefined}
            />
          </>
        ) : null
      }
    >
      {(d) => (
        <>
          {editing ? (
            <DataTypeEditForm dataType={d} onDone={() => setEditing(false)} />
          ) : (
            <div className="row g-4">
              <div className="col-lg-7">
                <DataTypeDetails dataType={d} />
              </div>
              <div className="col-lg-5">
                <DataTypePreview type={d} />
              </div>
            </div>
          )}
          <HistoryPanel
            path={`/api/data-types/${d.id}/history/`}
            queryKey={[...dataTypeKey(d.id), 'history']}
          />
        </>
      )}
    </DetailFrame>
  );
}

function DataTypeDetails({ dataType: d }: { dataType: DataType }) {
  const { t } = useTranslation();
  const local = useLocalized();
  const uses = KIND_FIELDS[d.value_kind];
  const items: FieldItem[] = [
    { label: t('dataTypes.field.code'), value: <span className="font-monospace">{d.code}</span> },
    { label: t('dataTypes.field.value_kind'), value: t(`dataTypes.kind.${d.value_kind}`) },
    { label: t('dataTypes.field.description'), value: local.description(d) },
  ];
  if (uses.unit) items.push({ label: t('dataTypes.field.unit'), value: d.unit });
  if (uses.bounds) {
    items.push({ label: t('dataTypes.field.minimum'), value: d.minimum ?? '' });
    items.push({ label: t('dataTypes.field.maximum'), value: d.maximum ?? '' });
  }
  if (uses.decimals) items.push({ label: t('dataTypes.field.decimals'), value: d.decimals ?? '' });
  if (uses.bounds) items.push({ label: t('dataTypes.field.tolerance'), value: d.tolerance ?? '' });
  if (uses.iconCategory && d.icon_category) {
    items.push({
      label: t('dataTypes.field.icon_category'),
      value: t(`dataTypes.iconCategory.${d.icon_category}`),
    });
  }
  items.push({ label: t('dataTypes.field.display_order'), value: d.display_order });
  items.push({ label: t('dataTypes.field.active'), value: d.active ? t('common.yes') : t('common.no') });

  return (
    <div className="card shadow-sm rounded h-100">
      <div className="card-body p-4">
        <h2 className="h4 mb-3">{t('dataTypes.details')}</h2>
        <FieldList items={items} />
        {uses.options ? (
          <>
            <h3 className="h5 mt-4">{t('dataTypes.field.options')}</h3>
            <table className="table table-sm mb-0">
              <caption className="visually-hidden">{t('dataTypes.field.options')}</caption>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t('dataTypes.options.codeColumn')}</th>
                  <th scope="col">{t('dataTypes.options.labelColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {d.options.map((o, index) => (
                  <tr key={o.code}>
                    <td>{index + 1}</td>
                    <td className="font-monospace">{o.code}</td>
                    <td>{local.optionLabel(o)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : null}
      </div>
    </div>
  );
}
