import type { DeliveryState } from '@bora/shared/delivery';
import { useTranslation } from 'react-i18next';

/** Where a delivery is, in words and a colour of its own. */
export function DeliveryBadge({ state }: { state: DeliveryState }) {
  const { t } = useTranslation();
  return (
    <span className={`badge delivery-badge delivery-badge-${state}`}>{t(`distribution.state.${state}`)}</span>
  );
}
