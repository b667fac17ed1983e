import type { BulletinType } from '@bora/shared/bulletin-type';
import { useTranslation } from 'react-i18next';
import { todayTitle } from '../lib/title-preview.ts';

/** A type's title templates as everyone reads them, each with the title it makes today. */
export function TitleTemplatesRead({ type }: { type: BulletinType }) {
  const { t } = useTranslation();
  const written = type.languages.flatMap((language) => {
    const template = type.title_templates[language as keyof BulletinType['title_templates']];
    return template ? [{ language, template }] : [];
  });
  if (!written.length) return <>{t('bulletinTypes.titles.noneSet')}</>;
  return (
    <ul className="list-unstyled mb-0">
      {written.map(({ language, template }) => (
        <li key={language}>
          {t(`bulletinTypes.language.${language}`)}: <code lang={language}>{template}</code>
          <br />
          <span className="small">
            {t('bulletinTypes.titles.today')}{' '}
            <span lang={language}>{todayTitle(template, language, type)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
