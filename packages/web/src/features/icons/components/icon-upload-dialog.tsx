import { type Icon, type IconSet, iconInputSchema, MAX_SVG_BYTES } from '@bora/shared/icon';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { FormModal } from '../../../components/form-modal.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCreateIcon } from '../api/create-icon.ts';
import { codeFromFileName, nameFromFileName } from '../lib/file-names.ts';
import { IconFields } from './icon-fields.tsx';
import { SvgFileField } from './svg-file-field.tsx';

const uploadSchema = iconInputSchema.extend({
  svg: z.custom<FileList>(
    (value) => typeof FileList !== 'undefined' && value instanceof FileList && value.length === 1,
    'Choose an SVG file.',
  ),
});

/** Uploads one SVG with its fields into a set. */
export function IconUploadDialog({
  set,
  referenceIcons,
  onClose,
}: {
  set: IconSet;
  referenceIcons: Icon[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useCreateIcon();
  const { form, submit } = useSchemaForm(uploadSchema, {
    defaultValues: {
      icon_set_id: set.id,
      code: '',
      name: '',
      description: '',
      category: 'sky',
      variant: 'any',
      wmo_code: null,
      reference_icon_id: null,
    },
    fields: ['svg', 'code', 'name', 'description', 'category', 'variant', 'wmo_code', 'reference_icon_id'],
    save: async ({ svg, ...input }) => {
      const created = await mutation.mutateAsync({ input, svg: svg[0] as File });
      if (created.removed.length > 0) {
        toast.warning(t('icons.upload.removed', { what: created.removed.join(', ') }));
      }
      return created;
    },
    success: t('icons.upload.done'),
    onSaved: onClose,
  });

  // The file name suggests the code and name, unless they were typed already.
  const picked = (file: File) => {
    if (!form.getValues('code')) form.setValue('code', codeFromFileName(file.name), { shouldValidate: true });
    if (!form.getValues('name')) form.setValue('name', nameFromFileName(file.name), { shouldValidate: true });
  };

  return (
    <FormModal
      show
      size="lg"
      onHide={onClose}
      title={t('icons.upload.oneTitle', { set: set.name })}
      form={form}
      onSubmit={submit}
      submitLabel={t('icons.upload.submit')}
    >
      <SvgFileField
        name="svg"
        label={t('icons.fields.svg')}
        hint={t('icons.upload.svgHint', { kb: MAX_SVG_BYTES / 1024 })}
        onPicked={picked}
      />
      <IconFields referenceIcons={referenceIcons} mappable={!set.is_reference} />
    </FormModal>
  );
}
