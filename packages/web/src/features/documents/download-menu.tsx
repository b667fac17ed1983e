import { Dropdown } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

type Document = 'pdf' | 'csv' | 'json';
const DOCUMENTS: readonly Document[] = ['pdf', 'csv', 'json'];

/** Where a bulletin's document is downloaded: the PDF and the CSV in the UI language, the JSON in all of them. */
export function documentHref(bulletinId: number, document: Document, language: string): string {
  const url = `/api/bulletins/${bulletinId}/export.${document}`;
  return document === 'json' ? url : `${url}?lang=${language === 'en' ? 'en' : 'it'}`;
}

/**
 * A bulletin's documents to download (PDF, CSV, JSON), as a menu; `name` tells which bulletin it
 * is for where several are listed, so that each menu's button is named apart.
 */
export function DownloadMenu({ bulletinId, name, size }: { bulletinId: number; name?: string; size?: 'sm' }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'it';
  return (
    <Dropdown className="d-print-none d-inline-block">
      <Dropdown.Toggle
        variant="outline-primary"
        size={size}
        id={`download-${bulletinId}`}
        aria-label={name ? t('bulletin.download.buttonFor', { name }) : undefined}
      >
        {t('bulletin.download.button')}
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {DOCUMENTS.map((document) => (
          <Dropdown.Item key={document} href={documentHref(bulletinId, document, language)} download>
            {t(`bulletin.download.${document}`)}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
