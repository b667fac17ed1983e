import { useTranslation } from 'react-i18next';

/** A spinner with a spoken label, for content that is on its way. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <div className="d-flex align-items-center gap-3 py-4" role="status">
      <div className="progress-spinner progress-spinner-active size-sm" aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}
