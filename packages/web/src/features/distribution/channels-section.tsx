import type { BulletinType } from '@bora/shared/bulletin-type';
import type { Webhook, WebhookWithSecret } from '@bora/shared/webhook';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/icon.tsx';
import { EmptyState, QueryState } from '../../components/query-states.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { useRecipients } from './api/get-recipients.ts';
import { useWebhooks } from './api/list-webhooks.ts';
import { SecretDialog } from './components/secret-dialog.tsx';
import { AddWebhookDialog, EditWebhookDialog } from './components/webhook-dialogs.tsx';
import { WebhookItem } from './components/webhook-item.tsx';
import { deliveryLogPath } from './paths.ts';
import './distribution.css';

/**
 * A bulletin type's channels, for whoever manages the type: its webhooks with what each is sent,
 * added and changed here, and how many confirmed e-mail subscribers it has; a new secret is shown
 * once; the type's delivery log is a link away.
 */
export function ChannelsSection({ type }: { type: BulletinType }) {
  const { t } = useTranslation();
  const webhooks = useWebhooks(type.id);
  const subscribers = useRecipients(type.id).data?.email_subscribers ?? 0;
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Webhook | null>(null);
  const [secret, setSecret] = useState<WebhookWithSecret | null>(null);

  return (
    <SectionCard
      title={t('distribution.channels.title')}
      lead={t('distribution.channels.lead')}
      actions={
        <>
          <Link to={deliveryLogPath(type.id)} className="btn btn-outline-primary btn-sm">
            <Icon name="it-list" className="icon-sm icon-primary me-1" />
            {t('distribution.log.link')}
          </Link>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setAdding(true)}>
            <Icon name="it-plus" className="icon-sm icon-white me-1" />
            {t('distribution.webhook.add')}
          </button>
        </>
      }
    >
      <QueryState query={webhooks}>
        {(list) =>
          list.length === 0 && subscribers === 0 ? (
            <EmptyState text={t('distribution.channels.empty')} />
          ) : (
            <>
              {list.length ? (
                <ul className="list-group list-group-flush webhook-list">
                  {list.map((webhook) => (
                    <WebhookItem
                      key={webhook.id}
                      webhook={webhook}
                      onEdit={() => setEditing(webhook)}
                      onRotated={setSecret}
                    />
                  ))}
                </ul>
              ) : null}
              {subscribers ? (
                <p className="mt-3 mb-0">{t('distribution.channels.email', { count: subscribers })}</p>
              ) : null}
            </>
          )
        }
      </QueryState>
      {adding ? (
        <AddWebhookDialog
          typeId={type.id}
          languages={type.languages}
          onHide={() => setAdding(false)}
          onAdded={(created) => {
            setAdding(false);
            setSecret(created);
          }}
        />
      ) : null}
      {editing ? (
        <EditWebhookDialog webhook={editing} languages={type.languages} onHide={() => setEditing(null)} />
      ) : null}
      <SecretDialog shown={secret} onHide={() => setSecret(null)} />
    </SectionCard>
  );
}
