import type { Delivery, DeliveryAttempt } from '@bora/shared/delivery';
import { writtenTitle } from '@bora/shared/localized';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useCalendarDateFormat, useDateFormat } from '../../../lib/use-date-format.ts';
import { useReasonText } from '../reason-text.ts';
import { DeliveryBadge } from './delivery-badge.tsx';

/** A try's answer in a few words: the status code (or none) and how long it took. */
export function useAnswerText(): (attempt: DeliveryAttempt) => string {
  const { t } = useTranslation();
  return (attempt) => {
    if (attempt.status_code !== null)
      return t('distribution.answer.code', { code: attempt.status_code, ms: attempt.duration_ms });
    // A try given up before anything was sent (the webhook removed or turned off) took no time.
    return attempt.duration_ms === 0
      ? t('distribution.answer.notSent')
      : t('distribution.answer.none', { ms: attempt.duration_ms });
  };
}

/** A try: its answer, and why it failed. */
export function AttemptAnswer({ attempt }: { attempt: DeliveryAttempt }) {
  const answerText = useAnswerText();
  const reasonText = useReasonText();
  return (
    <>
      <span className="text-nowrap">{answerText(attempt)}</span>
      {attempt.error ? (
        <span className="d-block small text-break">{reasonText(attempt.reason, attempt.error)}</span>
      ) : null}
    </>
  );
}

/** Every try of a delivery, in the order they were made, a re-send by a manager said as such. */
export function AttemptList({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  if (delivery.attempts.length === 0) return <p className="mb-0">{t('distribution.attempts.none')}</p>;
  return (
    <ol
      className="delivery-attempts"
      aria-label={t('distribution.attempts.title', { receiver: delivery.receiver })}
    >
      {delivery.attempts.map((attempt, index) => (
        // Tries are only ever added, in order: their place is who they are.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index} className="mb-1">
          <span className="fw-semibold">{formatDate(attempt.at)}</span> · <AttemptAnswer attempt={attempt} />
          {attempt.resent ? (
            <span className="badge bg-light text-dark ms-2">{t('distribution.attempts.resent')}</span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** The columns a list of deliveries is made of; each screen takes the ones it needs, in its order. */
export function useDeliveryColumns() {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  const formatIssueDate = useCalendarDateFormat();
  const column = (key: string, render: (delivery: Delivery) => React.ReactNode, className?: string) => ({
    key,
    label: t(`distribution.column.${key}`),
    render,
    className,
  });
  return {
    time: column('time', (delivery) => formatDate(delivery.created_at), 'text-nowrap'),
    /**
     * The bulletin (a link by its title, else its date), its date and version, and what happened
     * to it; "Test" for a test of a channel.
     */
    bulletin: column('bulletin', (delivery) => {
      if (delivery.bulletin_id === null) return t('distribution.event.test');
      const { bulletin } = delivery;
      const date = bulletin ? formatIssueDate(bulletin.issue_date) : '';
      const title = bulletin ? writtenTitle(bulletin, currentLanguage()) : '';
      return (
        <>
          <Link to={`/bulletin/${delivery.bulletin_id}`}>
            {title ||
              (bulletin
                ? t('distribution.bulletinOf', { date })
                : t('distribution.bulletinNumber', { id: delivery.bulletin_id }))}
          </Link>
          <span className="d-block small">
            {bulletin ? `${t('distribution.bulletinIssue', { date, version: bulletin.version })} · ` : ''}
            {t(`distribution.event.${delivery.event}`)}
          </span>
        </>
      );
    }),
    event: column('event', (delivery) => t(`distribution.event.${delivery.event}`)),
    receiver: column('receiver', (delivery) => (
      <span className="font-monospace small delivery-receiver">{delivery.receiver}</span>
    )),
    state: column('state', (delivery) => <DeliveryBadge state={delivery.state} />),
    /** The state, and when the receiver took it once sent. */
    stateSent: column('state', (delivery) => (
      <>
        <DeliveryBadge state={delivery.state} />
        {delivery.sent_at ? (
          <span className="d-block small text-nowrap">
            {t('distribution.sentAt', { at: formatDate(delivery.sent_at) })}
          </span>
        ) : null}
      </>
    )),
    answer: column('answer', (delivery) => {
      const last = delivery.attempts.at(-1);
      return last ? <AttemptAnswer attempt={last} /> : '—';
    }),
    next: column(
      'next',
      (delivery) =>
        delivery.next_attempt_at
          ? formatDate(delivery.next_attempt_at)
          : delivery.state === 'pending'
            ? t('distribution.next.soon')
            : '—',
      'text-nowrap',
    ),
  } satisfies Record<string, Column<Delivery>>;
}
