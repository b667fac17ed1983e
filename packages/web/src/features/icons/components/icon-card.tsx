import type { Icon } from '@bora/shared/icon';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/localized.ts';
import { categoryLabel, variantLabel } from '../lib/labels.ts';
import { IconPicture } from './icon-picture.tsx';

type IconCardProps = {
  icon: Icon;
  /** The set is the reference set: its icons stand for themselves. */
  inReferenceSet: boolean;
  /** The reference icon this icon stands for, when mapped. */
  reference?: Icon;
  onOpen: (icon: Icon) => void;
};

/** One icon of a gallery: picture, name and code, category, day/night, WMO code and what it stands for. */
export function IconCard({ icon, inReferenceSet, reference, onOpen }: IconCardProps) {
  const { t } = useTranslation();
  const local = useLocalized();
  return (
    <li className="icon-card">
      <div className="icon-card-picture">
        <IconPicture icon={icon} size={80} />
      </div>
      <h3 className="icon-card-name">{local.name(icon)}</h3>
      <p className="icon-card-code font-monospace">{icon.code}</p>
      <ul className="icon-card-tags" aria-label={t('icons.card.facts')}>
        <li className="badge bg-light text-dark">{categoryLabel(t, icon.category)}</li>
        <li className="badge bg-light text-dark">{variantLabel(t, icon.variant)}</li>
        {icon.wmo_code !== null ? (
          <li className="badge bg-light text-dark">{t('icons.card.wmo', { code: icon.wmo_code })}</li>
        ) : null}
      </ul>
      {inReferenceSet ? null : reference ? (
        <p className="icon-card-reference">
          <IconPicture icon={reference} size={24} decorative />
          <span>{t('icons.card.standsFor', { name: local.name(reference) })}</span>
        </p>
      ) : (
        <p className="icon-card-reference text-warning-emphasis">{t('icons.card.unmapped')}</p>
      )}
      <button
        type="button"
        className="btn btn-outline-primary btn-xs mt-auto icon-card-open"
        onClick={() => onOpen(icon)}
        aria-label={t('icons.card.openNamed', { name: local.name(icon) })}
      >
        {t('icons.card.open')}
      </button>
    </li>
  );
}
