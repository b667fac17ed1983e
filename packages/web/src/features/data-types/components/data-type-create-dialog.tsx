import { type DataTypeInput, dataTypeInputSchema } from '@bora/shared/data-type';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormModal } from '../../../components/form-modal.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCreateDataType } from '../api/save-data-type.ts';
import { DATA_TYPE_FIELDS, DataTypeFields } from './data-type-fields.tsx';
import { LiveDataTypePreview } from './data-type-preview.tsx';

export const NEW_DATA_TYPE: DataTypeInput = {
  code: '',
  name: '',
  description: '',
  value_kind: 'number',
  unit: '',
  minimum: null,
  maximum: null,
  decimals: 0,
  tolerance: null,
  options: [],
  icon_category: null,
  display_order: 0,
  active: true,
  translations: {},
};

/** A new data type, with the preview of its value editor beside the form. */
export function DataTypeCreateDialog({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = useCreateDataType();
  const { form, submit } = useSchemaForm(dataTypeInputSchema, {
    defaultValues: NEW_DATA_TYPE,
    fields: DATA_TYPE_FIELDS,
    save: (values) => mutation.mutateAsync(values),
    success: t('dataTypes.created'),
    onSaved: (dataType) => {
      form.reset(NEW_DATA_TYPE);
      navigate(`/data-types/${dataType.id}`);
    },
  });
  const hide = () => {
    form.reset(NEW_DATA_TYPE);
    onHide();
  };
  return (
    <FormModal
      show={show}
      onHide={hide}
      title={t('dataTypes.createTitle')}
      form={form}
      onSubmit={submit}
      size="xl"
    >
      <div className="row g-4">
        <div className="col-lg-7">
          <DataTypeFields />
        </div>
        <div className="col-lg-5">
          <LiveDataTypePreview />
        </div>
      </div>
    </FormModal>
  );
}
