import type { FieldValues, Path } from 'react-hook-form';
import { TextAreaField, TextField } from './form-fields.tsx';
import { TranslationsFields } from './translations-fields.tsx';

type CodeNameFieldsProps = {
  labels: { code: string; name: string; description: string };
  codeHint?: string;
};

/** The code, name and description every reference object opens its form with, and their translations. */
export function CodeNameFields<T extends FieldValues>({ labels, codeHint }: CodeNameFieldsProps) {
  return (
    <>
      <div className="row">
        <div className="col-md-4">
          <TextField<T> name={'code' as Path<T>} label={labels.code} hint={codeHint} required />
        </div>
        <div className="col-md-8">
          <TextField<T> name={'name' as Path<T>} label={labels.name} required />
        </div>
      </div>
      <TextAreaField<T> name={'description' as Path<T>} label={labels.description} rows={2} />
      <TranslationsFields<T> />
    </>
  );
}
