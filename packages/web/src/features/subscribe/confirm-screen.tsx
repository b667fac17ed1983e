import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../lib/localized.ts';
import { useConfirmSubscription } from './api/confirm-subscription.ts';
import { LinkAction } from './components/link-action.tsx';
import { quotedList } from './components/quoted-list.ts';

/** `/subscribe/confirm?token=…`: the link of the confirmation e-mail (one or several types), confirmed by a button. */
export function ConfirmScreen() {
  const { t, i18n } = useTranslation();
  const mutation = useConfirmSubscription();
  const local = useLocalized();
  return (
    <LinkAction
      title={t('subscribe.confirm.title')}
      lead={t('subscribe.confirm.lead')}
      action={t('subscribe.confirm.button')}
      busy={t('subscribe.confirm.busy')}
      mutation={mutation}
      done={(subscription) => (
        <div className="alert alert-success">
          <h2 className="h5 alert-heading">{t('subscribe.confirm.done')}</h2>
          <p>
            {t('subscribe.confirm.doneText', {
              types: quotedList(
                (subscription.bulletin_types ?? [subscription.bulletin_type]).map(local.name),
                i18n.resolvedLanguage ?? 'it',
              ),
              email: subscription.email,
              language: t(`subscribe.written.${subscription.language}`),
            })}
          </p>
          <p className="mb-0 small">{t('subscribe.confirm.howToStop')}</p>
        </div>
      )}
    />
  );
}
