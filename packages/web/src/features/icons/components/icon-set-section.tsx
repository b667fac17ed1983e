import type { Icon, IconSet } from '@bora/shared/icon';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, QueryState } from '../../../components/query-states.tsx';
import { useLocalized } from '../../../lib/localized.ts';
import { type IconFilters, useIcons } from '../api/get-icons.ts';
import { IconGallery } from './icon-gallery.tsx';

type IconSetSectionProps = {
  set: IconSet;
  filters: Omit<IconFilters, 'icon_set'>;
  /** Reference icons by id, to show what each icon stands for. */
  references: ReadonlyMap<number, Icon>;
  /** The set's actions (upload, edit, delete), for whoever may. */
  actions?: ReactNode;
  onOpen: (icon: Icon, set: IconSet) => void;
};

/** One icon set as a gallery: its name, owner, credit and count, then its icons as cards. */
export function IconSetSection({ set, filters, references, actions, onOpen }: IconSetSectionProps) {
  const { t } = useTranslation();
  const local = useLocalized();
  const query = useIcons({ ...filters, icon_set: set.id });
  const narrowed = Object.values(filters).some((value) => value !== undefined && value !== '');
  const headingId = `icon-set-${set.id}`;
  return (
    <section className="card shadow-sm rounded mb-4 no-after" aria-labelledby={headingId}>
      <div className="card-body p-3 p-sm-4">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-3 mb-3">
          <div>
            <h2 id={headingId} className="h4 mb-1">
              {local.name(set)}{' '}
              {set.is_reference ? (
                <span className="badge bg-primary icon-set-badge">{t('icons.set.reference')}</span>
              ) : null}
            </h2>
            <p className="mb-1 text-secondary">
              {set.authority ? set.authority.name : t('icons.set.national')} ·{' '}
              <span className="font-monospace">{set.code}</span> ·{' '}
              {t('icons.set.count', { count: set.icon_count })}
            </p>
            {set.description ? <p className="mb-1">{local.description(set)}</p> : null}
            {set.credit ? (
              <p className="small text-secondary mb-0">{t('icons.set.credit', { credit: set.credit })}</p>
            ) : null}
          </div>
          {actions ? <div className="d-flex flex-wrap gap-2">{actions}</div> : null}
        </div>
        <QueryState query={query}>
          {(icons) =>
            icons.length === 0 ? (
              <EmptyState text={narrowed ? t('icons.gallery.noMatch') : t('icons.gallery.empty')} />
            ) : (
              <IconGallery
                set={set}
                icons={icons}
                references={references}
                onOpen={(opened) => onOpen(opened, set)}
              />
            )
          }
        </QueryState>
      </div>
    </section>
  );
}
