import { useTranslation } from 'react-i18next';
import { BUILD_HASH, BUILD_TIME, VERSION } from '../../lib/build-info.ts';

/** The version string, with a popover giving the build details. */
export function VersionInfo({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const built = new Date(BUILD_TIME).toLocaleString(i18n.resolvedLanguage);
  const details = t('version.details', { hash: BUILD_HASH, built });
  return (
    <button
      // A new element when the text changes: Bootstrap reads a popover's content once, when it is created.
      key={details}
      type="button"
      className={`btn btn-link p-0 version-info ${className ?? ''}`}
      data-bs-toggle="popover"
      data-bs-placement="top"
      data-bs-title={t('version.title')}
      data-bs-content={details}
    >
      {t('version.label')} <span className="font-monospace">{VERSION}</span>
    </button>
  );
}
