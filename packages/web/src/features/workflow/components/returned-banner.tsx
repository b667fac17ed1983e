import type { BulletinDetail } from '@bora/shared/bulletin';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/use-date-format.ts';
import './returned-banner.css';

/**
 * A draft sent back by its reviewer says so above its grid: who returned it, when and what they
 * asked for, until it is submitted again (the server then stops telling `returned`).
 */
export function ReturnedBanner({ returned }: { returned: BulletinDetail['returned'] }) {
  const { t } = useTranslation();
  const dateTime = useDateFormat();
  const headingId = useId();
  if (!returned) return null;
  const when = dateTime(returned.at);
  return (
    <section className="alert alert-warning returned-banner d-print-none mb-3" aria-labelledby={headingId}>
      <h2 id={headingId} className="h5 mb-2">
        {t('bulletin.returned.title')}
      </h2>
      <p className="mb-2">
        {returned.by
          ? t('bulletin.returned.by', { who: returned.by.name || returned.by.username, when })
          : t('bulletin.returned.when', { when })}
      </p>
      <blockquote className="returned-banner__comment mb-0">{returned.comment}</blockquote>
    </section>
  );
}
