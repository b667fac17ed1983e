import type { CategoryOption, DataTypeInput, ValueKind } from '@bora/shared/data-type';
import type { IconCategory } from '@bora/shared/icon';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ValueEditor } from '../../../components/value-editor/value-editor.tsx';
import { usePreviewIcons } from '../api/get-preview-icons.ts';

/** What the preview needs of a data type, saved or being edited. */
export type PreviewType = {
  name: string;
  value_kind: ValueKind;
  unit: string;
  minimum: number | null;
  maximum: number | null;
  decimals: number | null;
  options: CategoryOption[];
  icon_category: IconCategory | null;
};

const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The value editor the bulletin grid will show for this data type, to try values in. */
export function DataTypePreview({ type }: { type: PreviewType }) {
  const { t } = useTranslation();
  const icons = usePreviewIcons(type.value_kind === 'icon' ? type.icon_category : null);
  const rule = {
    value_kind: type.value_kind,
    unit: type.unit,
    minimum: finite(type.minimum),
    maximum: finite(type.maximum),
    decimals: finite(type.decimals),
    // Rows still being typed are left out, as the saved type would not have them.
    options: type.options.filter((o) => o.code.trim() !== ''),
  };
  return (
    <section className="card shadow-sm rounded data-type-preview" aria-labelledby="data-type-preview-title">
      <div className="card-body p-4">
        <h2 id="data-type-preview-title" className="h5 mb-1">
          {t('dataTypes.preview.title')}
        </h2>
        <p className="small text-secondary">{t('dataTypes.preview.lead')}</p>
        {type.value_kind === 'icon' && type.icon_category === null ? (
          <p className="text-secondary mb-0">{t('dataTypes.preview.chooseCategory')}</p>
        ) : (
          <ValueEditor
            key={`${type.value_kind}:${type.icon_category ?? ''}`}
            rule={rule}
            label={type.name.trim() || t('dataTypes.preview.value')}
            icons={icons.data}
          />
        )}
      </div>
    </section>
  );
}

/** The preview of the form being edited: it follows every change, saved or not. */
export function LiveDataTypePreview() {
  const { control } = useFormContext<DataTypeInput>();
  const values = useWatch({ control }) as Partial<DataTypeInput>;
  return (
    <DataTypePreview
      type={{
        name: values.name ?? '',
        value_kind: values.value_kind ?? 'text',
        unit: values.unit ?? '',
        minimum: values.minimum ?? null,
        maximum: values.maximum ?? null,
        decimals: values.decimals ?? null,
        options: (values.options ?? []).map((o) => ({
          code: o?.code ?? '',
          label: o?.label ?? '',
          translations: o?.translations,
        })),
        icon_category: values.icon_category ?? null,
      }}
    />
  );
}
