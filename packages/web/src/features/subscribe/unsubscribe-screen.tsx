import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalized } from '../../lib/localized.ts';
import { useUnsubscribe } from './api/unsubscribe.ts';
import { LinkAction } from './components/link-action.tsx';

/** `/subscribe/unsubscribe?token=…`: the link at the foot of each e-mail, which ends by a button. */
export function UnsubscribeScreen() {
  const { t } = useTranslation();
  const mutation = useUnsubscribe();
  const local = useLocalized();
  return (
    <LinkAction
      title={t('subscribe.unsubscribe.title')}
      lead={t('subscribe.unsubscribe.lead')}
      action={t('subscribe.unsubscribe.button')}
      busy={t('subscribe.unsubscribe.busy')}
      mutation={mutation}
      done={(ended) => (
        <div className="alert alert-success">
          <h2 className="h5 alert-heading">
            {ended ? t('subscribe.unsubscribe.done') : t('subscribe.unsubscribe.already')}
          </h2>
          <p>
            {ended
              ? t('subscribe.unsubscribe.doneText', {
                  type: local.name(ended.bulletin_type),
                  email: ended.email,
                })
              : t('subscribe.unsubscribe.alreadyText')}
          </p>
          <Link to="/subscribe" className="btn btn-outline-primary btn-sm">
            {t('subscribe.unsubscribe.again')}
          </Link>
        </div>
      )}
    />
  );
}
