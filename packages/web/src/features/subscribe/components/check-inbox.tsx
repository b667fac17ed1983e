import { CONFIRMATION_VALID_HOURS } from '@bora/shared/subscription';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { quotedList } from './quoted-list.ts';

type CheckInboxProps = {
  email: string;
  /** The names of the types asked for, in the reader's language. */
  types: string[];
  onAgain: () => void;
};

/**
 * What happens next, the same whatever the address: the server never says whether it was
 * subscribed already, and neither does this page.
 */
export function CheckInbox({ email, types, onAgain }: CheckInboxProps) {
  const { t, i18n } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the reader was in is gone: the focus goes to what replaced it, so it is read out.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="alert alert-success">
      <h2 ref={heading} tabIndex={-1} className="h5 alert-heading">
        {t('subscribe.sent.title')}
      </h2>
      <p>
        {t('subscribe.sent.text', {
          email,
          types: quotedList(types, i18n.resolvedLanguage ?? 'it'),
          count: types.length,
        })}
      </p>
      <p>{t('subscribe.sent.within', { hours: CONFIRMATION_VALID_HOURS })}</p>
      <p className="small text-secondary">{t('subscribe.sent.nothing')}</p>
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={onAgain}>
        {t('subscribe.sent.again')}
      </button>
    </div>
  );
}
