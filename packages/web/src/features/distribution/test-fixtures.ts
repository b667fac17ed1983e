import type { Delivery, DeliveryAttempt } from '@bora/shared/delivery';
import type { Webhook } from '@bora/shared/webhook';

const stamp = '2026-03-29T09:00:00.000Z';

export function webhook(overrides: Partial<Webhook> & { id: number }): Webhook {
  return {
    bulletin_type_id: 7,
    url: `https://receiver.example/${overrides.id}`,
    events: ['published', 'corrected', 'withdrawn'],
    languages: [],
    active: true,
    disabled_reason: '',
    disabled_because: null,
    secret_prefix: 'whsec_ab12…',
    previous_secret_until: null,
    created_at: stamp,
    updated_at: stamp,
    ...overrides,
  };
}

export function attempt(overrides: Partial<DeliveryAttempt> = {}): DeliveryAttempt {
  return {
    at: stamp,
    status_code: 200,
    duration_ms: 42,
    error: '',
    reason: null,
    resent: false,
    ...overrides,
  };
}

export function delivery(overrides: Partial<Delivery> & { id: number }): Delivery {
  return {
    bulletin_id: 41,
    bulletin: {
      issue_date: '2026-03-29',
      version: 2,
      title: 'Previsioni del Veneto, 29 marzo',
      titles: { it: 'Previsioni del Veneto, 29 marzo', en: 'Veneto forecast, 29 March' },
    },
    bulletin_type_id: 7,
    event_id: `msg_${overrides.id}`,
    event: 'published',
    channel: 'webhook',
    webhook_id: 1,
    receiver: `https://receiver.example/${overrides.id}`,
    receiver_gone: false,
    state: 'sent',
    attempts: [attempt()],
    next_attempt_at: null,
    sent_at: stamp,
    created_at: stamp,
    ...overrides,
  };
}

/** A receiver that refused twice and will be tried again. */
export const refused = (id: number, receiver: string) =>
  delivery({
    id,
    receiver,
    state: 'failed',
    sent_at: null,
    next_attempt_at: '2026-03-29T10:00:00.000Z',
    attempts: [
      attempt({
        status_code: 500,
        duration_ms: 120,
        error: 'The receiver answered 500: busy.',
        reason: { code: 'receiver_answered', params: { status: 500, text: 'busy' } },
      }),
      attempt({
        status_code: null,
        duration_ms: 3,
        error: 'The receiver refused the connection.',
        reason: { code: 'connection_refused', params: {} },
      }),
    ],
  });
