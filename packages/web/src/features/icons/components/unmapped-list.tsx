import type { Icon } from '@bora/shared/icon';
import { useTranslation } from 'react-i18next';
import type { CompareSide } from './compare-table.tsx';
import { IconItem } from './icon-item.tsx';

/** The icons of one set that stand for no reference icon, each with a way to map it (for whoever may). */
export function UnmappedList({
  side,
  icons,
  onMap,
}: {
  side: CompareSide;
  icons: Icon[];
  onMap: (icon: Icon) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="col-md-6">
      <h3 className="h5">
        {side.set.name} <span className="badge bg-secondary align-middle">{icons.length}</span>
      </h3>
      {icons.length === 0 ? (
        <p className="text-secondary">{t('icons.compare.noneUnmapped')}</p>
      ) : (
        <ul className="list-unstyled d-flex flex-column gap-2">
          {icons.map((icon) => (
            <IconItem
              key={icon.id}
              icon={icon}
              size={40}
              action={
                side.editable ? (
                  <button
                    type="button"
                    className="btn btn-outline-primary btn-xs"
                    onClick={() => onMap(icon)}
                    aria-label={t('icons.compare.mapNamed', { name: icon.name })}
                  >
                    {t('icons.compare.map')}
                  </button>
                ) : null
              }
            />
          ))}
        </ul>
      )}
    </div>
  );
}
