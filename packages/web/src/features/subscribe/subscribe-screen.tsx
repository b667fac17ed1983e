import { type SubscriptionInput, subscribedCodes } from '@bora/shared/subscription';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { EmptyState, QueryState } from '../../components/query-states.tsx';
import { useLocalized } from '../../lib/localized.ts';
import { usePublicTypes } from './api/list-public-types.ts';
import { CheckInbox } from './components/check-inbox.tsx';
import { SubscribeForm } from './components/subscribe-form.tsx';
import './subscribe.css';

/**
 * `/subscribe`: anyone may ask for public bulletin types' bulletins by e-mail, one or several at
 * once; `?type=<code>` (repeated for several) chooses the types to start with (a bulletin's page
 * links here so).
 */
export function SubscribeScreen() {
  const { t } = useTranslation();
  const local = useLocalized();
  const asked = useSearchParams()[0].getAll('type').filter(Boolean);
  const types = usePublicTypes();
  const [sent, setSent] = useState<SubscriptionInput | null>(null);
  return (
    <section className="subscribe-screen">
      <PageTitle title={t('subscribe.title')} lead={t('subscribe.lead')} />
      <div className="row">
        <div className="col-lg-9 col-xl-8">
          <QueryState query={types}>
            {(list) => {
              if (!list.length) return <EmptyState text={t('subscribe.noTypes')} />;
              if (sent) {
                const names = subscribedCodes(sent).map((code) => {
                  const type = list.find((candidate) => candidate.code === code);
                  return type ? local.name(type) : code;
                });
                return <CheckInbox email={sent.email} types={names} onAgain={() => setSent(null)} />;
              }
              const known = asked.filter((code) => list.some((type) => type.code === code));
              // One type to choose from is chosen already.
              const initial = known.length ? known : list.length === 1 ? [list[0]?.code ?? ''] : [];
              return (
                <>
                  {known.length < asked.length ? (
                    <div className="alert alert-info" role="status">
                      {t('subscribe.unknownType')}
                    </div>
                  ) : null}
                  <SubscribeForm types={list} initialTypes={initial} onSent={setSent} />
                </>
              );
            }}
          </QueryState>
        </div>
      </div>
    </section>
  );
}
