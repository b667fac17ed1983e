import type { BulletinTypeInput } from '@bora/shared/bulletin-type';
import { translationLanguages } from '@bora/shared/localized';
import { useId } from 'react';
import { Tab, Tabs } from 'react-bootstrap';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-fields.tsx';
import '../../../components/translations-fields.css';

/**
 * The slots' labels in the other content languages, as the reference forms offer their names: one
 * tab per language, a field per slot, so the slots' table stays as short as with Italian alone. A
 * tab whose language has a label is marked; a label left empty reads in Italian. `keys` are the
 * slots' rows' keys, so that a moved slot's fields move with it.
 */
export function SlotLabelTranslations({ keys }: { keys: readonly string[] }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useFormContext<BulletinTypeInput>();
  const slots = form.watch('slots') ?? [];
  if (slots.length === 0) return null;
  const filled = (language: (typeof translationLanguages)[number]) =>
    slots.some((slot) => slot.translations?.[language]?.label?.trim());
  return (
    <fieldset className="mt-3 mb-3" aria-describedby={`${id}-hint`}>
      <legend className="fs-6 fw-semibold mb-1">{t('bulletinTypes.slots.translations')}</legend>
      <p className="small text-secondary mb-2" id={`${id}-hint`}>
        {t('bulletinTypes.slots.translationsHint')}
      </p>
      <Tabs id={`${id}-tabs`} defaultActiveKey="en" className="translations-tabs mb-2" transition={false}>
        {translationLanguages.map((code) => {
          const language = t(`bulletinTypes.language.${code}`);
          return (
            <Tab
              key={code}
              eventKey={code}
              title={
                <>
                  {language}
                  {filled(code) ? (
                    <span className="visually-hidden"> {t('translations.written')}</span>
                  ) : null}
                  {filled(code) ? <span aria-hidden="true"> •</span> : null}
                </>
              }
            >
              {slots.map((slot, index) => (
                <TextField<BulletinTypeInput>
                  key={keys[index] ?? index}
                  name={`slots.${index}.translations.${code}.label`}
                  label={t('bulletinTypes.slots.labelIn', {
                    language,
                    n: index + 1,
                    label: slot.label || t('bulletinTypes.slots.nth', { n: index + 1 }),
                  })}
                />
              ))}
            </Tab>
          );
        })}
      </Tabs>
    </fieldset>
  );
}
