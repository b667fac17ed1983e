import { useTranslation } from 'react-i18next';

/**
 * Why no subscription can be made here: this server sends no e-mail (its administrators have
 * not set it up). The type's news feed still brings its bulletins, so it is offered instead.
 */
export function Unavailable({ feed }: { feed?: string }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-warning" role="alert">
      <p className="fw-semibold mb-1">{t('subscribe.unavailable.title')}</p>
      <p className="mb-0">{t('subscribe.unavailable.text')}</p>
      {feed ? (
        <p className="mb-0 mt-2">
          <a href={feed}>{t('subscribe.unavailable.feed')}</a>
        </p>
      ) : null}
    </div>
  );
}
