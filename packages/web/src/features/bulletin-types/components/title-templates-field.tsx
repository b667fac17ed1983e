import type { BulletinTypeInput } from '@bora/shared/bulletin-type';
import { MAX_TITLE_TEMPLATE, TITLE_PLACEHOLDERS, unknownPlaceholders } from '@bora/shared/title-template';
import { Fragment, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldShell, useFieldState } from '../../../components/form-fields.tsx';
import { todayTitle } from '../lib/title-preview.ts';

type Language = BulletinTypeInput['languages'][number];

/**
 * A title template for each of the type's content languages, each with the title it makes for a
 * bulletin issued today; an unknown placeholder is named as it is typed.
 */
export function TitleTemplatesField() {
  const { t } = useTranslation();
  const id = useId();
  const form = useFormContext<BulletinTypeInput>();
  const languages = form.watch('languages') ?? [];
  return (
    <fieldset className="mb-4" aria-describedby={`${id}-hint`}>
      <legend className="form-label fw-semibold fs-6">{t('bulletinTypes.titles.legend')}</legend>
      <p id={`${id}-hint`} className="form-text mt-0">
        {t('bulletinTypes.titles.hint')}
      </p>
      <dl className="row small mb-3">
        {TITLE_PLACEHOLDERS.map((placeholder) => (
          <Fragment key={placeholder}>
            <dt className="col-sm-3 font-monospace fw-normal">{`{${placeholder}}`}</dt>
            <dd className="col-sm-9 mb-1">{t(`bulletinTypes.titles.placeholder.${placeholder}`)}</dd>
          </Fragment>
        ))}
      </dl>
      {languages.map((language) => (
        <TemplateInput key={language} language={language} />
      ))}
    </fieldset>
  );
}

function TemplateInput({ language }: { language: Language }) {
  const { t } = useTranslation();
  const name = `title_templates.${language}` as const;
  const form = useFormContext<BulletinTypeInput>();
  const [template = '', horizon, typeName] = form.watch([name, 'horizon_days', 'name']);
  const unknown = unknownPlaceholders(template)[0];
  const preview = template.trim()
    ? todayTitle(template, language, { horizon_days: horizon, name: typeName })
    : '';
  const hint = unknown ? undefined : preview ? (
    <>
      {t('bulletinTypes.titles.today')}{' '}
      <span lang={language} className="fw-semibold">
        {preview}
      </span>
    </>
  ) : (
    t('bulletinTypes.titles.none')
  );
  // The form's own words for an unknown placeholder, in the UI language, before the schema's English.
  const { ids, message, aria } = useFieldState<BulletinTypeInput>(
    name,
    hint,
    unknown ? t('bulletinTypes.titles.unknown', { placeholder: unknown }) : undefined,
  );
  return (
    <FieldShell ids={ids} label={t(`bulletinTypes.language.${language}`)} hint={hint} message={message}>
      <input
        {...aria}
        type="text"
        lang={language}
        className={`form-control${message ? ' is-invalid' : ''}`}
        maxLength={MAX_TITLE_TEMPLATE}
        placeholder={t(`bulletinTypes.titles.example.${language}`)}
        {...form.register(name)}
      />
    </FieldShell>
  );
}
