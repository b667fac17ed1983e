import { type DataType, type DataTypeInput, dataTypeInputSchema } from '@bora/shared/data-type';
import { useTranslation } from 'react-i18next';
import { FormActions, SchemaForm } from '../../../components/schema-form.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { dataTypeQueryOptions } from '../api/get-data-type.ts';
import { useUpdateDataType } from '../api/save-data-type.ts';
import { DATA_TYPE_FIELDS, DataTypeFields } from './data-type-fields.tsx';
import { LiveDataTypePreview } from './data-type-preview.tsx';

type DataTypeEditFormProps = { dataType: DataType; onDone: () => void };

/** Edit in place, with the value editor's preview following the unsaved changes. */
export function DataTypeEditForm({ dataType, onDone }: DataTypeEditFormProps) {
  const { t } = useTranslation();
  const mutation = useUpdateDataType(dataType.id);
  const { form, submit, conflict } = useSchemaForm(dataTypeInputSchema, {
    edit: { loaded: dataType, values: dataTypeValues, query: dataTypeQueryOptions(dataType.id) },
    fields: DATA_TYPE_FIELDS,
    save: (body, loaded) => mutation.mutateAsync({ loaded, body }),
    success: t('ui.form.saved'),
    onSaved: onDone,
  });
  return (
    <SchemaForm form={form} onSubmit={submit} label={t('dataTypes.editTitle')} onCancel={onDone} hideActions>
      <div className="row g-4">
        <div className="col-lg-7">
          <div className="card shadow-sm rounded">
            <div className="card-body p-4">
              <p className="small text-secondary">{t('ui.form.required')}</p>
              <DataTypeFields />
              <FormActions submitting={form.formState.isSubmitting} onCancel={onDone} conflict={conflict} />
            </div>
          </div>
        </div>
        <div className="col-lg-5">
          <LiveDataTypePreview />
        </div>
      </div>
    </SchemaForm>
  );
}

function dataTypeValues(dataType: DataType): DataTypeInput {
  const { id: _id, created_at: _c, updated_at: _u, ...values } = dataType;
  return values;
}
