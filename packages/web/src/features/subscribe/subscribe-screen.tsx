import type { SubscriptionInput } from '@bora/shared/subscription';
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
 * `/subscribe`: anyone may ask for a public bulletin type's bulletins by e-mail; `?type=<code>`
 * chooses the type to start with (a bulletin's page links here so).
 */
export function SubscribeScreen() {
  const { t } = useTranslation();
  const local = useLocalized();
  const asked = useSearchParams()[0].get('type') ?? '';
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
                const type = list.find((candidate) => candidate.code === sent.bulletin_type);
                return (
                  <CheckInbox
                    email={sent.email}
                    type={type ? local.name(type) : sent.bulletin_type}
                    onAgain={() => setSent(null)}
                  />
                );
              }
              const known = list.some((type) => type.code === asked);
              // One type to choose from is chosen already.
              const initial = known ? asked : list.length === 1 ? (list[0]?.code ?? '') : '';
              return (
                <>
                  {asked && !known ? (
                    <div className="alert alert-info" role="status">
                      {t('subscribe.unknownType')}
                    </div>
                  ) : null}
                  <SubscribeForm types={list} initialType={initial} onSent={setSent} />
                </>
              );
            }}
          </QueryState>
        </div>
      </div>
    </section>
  );
}
