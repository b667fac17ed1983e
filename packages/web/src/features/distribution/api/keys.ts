import { bulletinKey } from '../../../lib/bulletin/bulletin-keys.ts';

/**
 * The cache keys of distribution. A type's webhooks and deliveries live under the type's own key,
 * a bulletin's deliveries under the bulletin's: the bulletin's live events, which refresh
 * everything under its key, then refresh its deliveries too.
 */
export const distributionKeys = {
  webhooks: (typeId: number) => ['bulletin-types', typeId, 'webhooks'] as const,
  webhook: (typeId: number, id: number) => ['bulletin-types', typeId, 'webhooks', id] as const,
  /** Under the webhooks' key: a change to a webhook refreshes the counts too. */
  recipients: (typeId: number) => ['bulletin-types', typeId, 'webhooks', 'recipients'] as const,
  typeDeliveries: (typeId: number) => ['bulletin-types', typeId, 'deliveries'] as const,
  bulletinDeliveries: (bulletinId: number) => [...bulletinKey(bulletinId), 'deliveries'] as const,
};
