import { useTranslation } from 'react-i18next';
import { Icon as SpriteIcon } from '../../../components/icon.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { comparedSetsQuery } from '../api/get-comparison.ts';

/** The comparison on screen as a CSV file and as a one-page PDF contact sheet. */
export function ExportLinks({ setIds }: { setIds: number[] }) {
  const { t } = useTranslation();
  const query = comparedSetsQuery(setIds);
  return (
    <div className="d-flex flex-wrap gap-2">
      <a className="btn btn-outline-primary btn-sm" href={`/api/icon-sets/compare.csv?${query}`} download>
        <SpriteIcon name="it-download" className="icon-sm icon-primary me-1" />
        {t('icons.compare.exportCsv')}
      </a>
      <a
        className="btn btn-outline-primary btn-sm"
        href={`/api/icon-sets/compare.pdf?${query}&lang=${currentLanguage()}`}
        download
      >
        <SpriteIcon name="it-file" className="icon-sm icon-primary me-1" />
        {t('icons.compare.exportPdf')}
      </a>
    </div>
  );
}
