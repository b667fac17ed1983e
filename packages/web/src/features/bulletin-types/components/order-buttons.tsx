import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';

type OrderButtonsProps = {
  /** Who the buttons act on, for their accessible names (e.g. "Verona"). */
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
};

/** Move up, move down and remove, for one item of an ordered list. */
export function OrderButtons({ name, index, count, onMove, onRemove }: OrderButtonsProps) {
  const { t } = useTranslation();
  return (
    <div className="btn-group order-buttons">
      <button
        type="button"
        className="btn btn-outline-secondary btn-xs"
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
        aria-label={t('bulletinTypes.order.up', { name })}
        title={t('bulletinTypes.order.up', { name })}
      >
        <Icon name="it-arrow-up" className="icon-xs" />
      </button>
      <button
        type="button"
        className="btn btn-outline-secondary btn-xs"
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
        aria-label={t('bulletinTypes.order.down', { name })}
        title={t('bulletinTypes.order.down', { name })}
      >
        <Icon name="it-arrow-down" className="icon-xs" />
      </button>
      <button
        type="button"
        className="btn btn-outline-danger btn-xs"
        onClick={() => onRemove(index)}
        aria-label={t('bulletinTypes.order.remove', { name })}
        title={t('bulletinTypes.order.remove', { name })}
      >
        <Icon name="it-close" className="icon-xs icon-danger" />
      </button>
    </div>
  );
}
