import type { ReactNode } from 'react';
import { Tab, Tabs } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

type Written = { title: string; synopsis: string };

type TextsTabsProps<T extends Written> = {
  tabsId: string;
  className?: string;
  languages: readonly string[];
  /** The tab shown: the content language the grid's venue notes follow. */
  language: string;
  onLanguage: (language: string) => void;
  /** The texts of a content language, if any were written. */
  textOf: (language: string) => T | undefined;
  /** The section's heading, "Texts" unless told. */
  heading?: string;
  /** A language's tab: its texts read or written. */
  children: (language: string, text: T | undefined, name: string) => ReactNode;
};

/**
 * The bulletin's texts as one tab per content language, a language whose title or synopsis is
 * missing marked on its tab: the read view and the editor show them in the same frame.
 */
export function TextsTabs<T extends Written>(props: TextsTabsProps<T>) {
  const { tabsId, className = '', languages, language, onLanguage, textOf, children, heading } = props;
  const { t } = useTranslation();
  return (
    <section aria-labelledby="bulletin-texts-heading" className={`mb-4 ${className}`} id="bulletin-texts">
      <h2 id="bulletin-texts-heading" className="h4" tabIndex={-1}>
        {heading ?? t('bulletin.texts.heading')}
      </h2>
      <Tabs id={tabsId} activeKey={language} onSelect={(key) => key && onLanguage(key)} className="mb-3">
        {languages.map((code) => {
          const text = textOf(code);
          const incomplete = !text?.title.trim() || !text?.synopsis.trim();
          const name = t(`bulletinTypes.language.${code}`, { defaultValue: code });
          return (
            <Tab
              key={code}
              eventKey={code}
              title={incomplete ? t('bulletin.texts.tabIncomplete', { name }) : name}
            >
              {children(code, text, name)}
            </Tab>
          );
        })}
      </Tabs>
    </section>
  );
}
