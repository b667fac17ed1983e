import { type Icon, type IconSet, iconCategories, iconVariants } from '@bora/shared/icon';
import { canManageOwned, isStaff, managedAuthorityIds } from '@bora/shared/permissions';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FilterSelect } from '../../components/filter-select.tsx';
import { Icon as SpriteIcon } from '../../components/icon.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { EmptyState, QueryState } from '../../components/query-states.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { useIconSets } from '../../lib/icon-sets.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { useViewer } from '../../lib/viewer.ts';
import { useIcons } from './api/get-icons.ts';
import { BulkUploadDialog } from './components/bulk-upload-dialog.tsx';
import { IconDialog } from './components/icon-dialog.tsx';
import { IconSetActions } from './components/icon-set-actions.tsx';
import { IconSetDialog } from './components/icon-set-dialog.tsx';
import { IconSetSection } from './components/icon-set-section.tsx';
import { IconUploadDialog } from './components/icon-upload-dialog.tsx';
import { categoryLabel, variantLabel } from './lib/labels.ts';
import './icons.css';
import { useLocalized } from '../../lib/localized.ts';
import { BackgroundSwitch } from './components/background-switch.tsx';
import { IconMotionCheckbox } from './components/icon-motion-checkbox.tsx';
import { backgroundClass, useIconBackground } from './lib/icon-background.ts';

type Dialog =
  | { kind: 'icon'; icon: Icon; set: IconSet }
  | { kind: 'upload'; set: IconSet }
  | { kind: 'bulk'; set: IconSet }
  | { kind: 'set'; set?: IconSet }
  | null;

/** The icon sets as galleries (the reference set first), filtered by set, category and day/night in the URL. */
export function IconsScreen() {
  const { t } = useTranslation();
  const local = useLocalized();
  const me = useViewer().user;
  const params = useListParams({ filters: ['set', 'category', 'variant'] as const });
  const sets = useIconSets();
  const referenceSet = sets.data?.find((set) => set.is_reference);
  const referenceIcons = useIcons({ icon_set: referenceSet?.id }, referenceSet !== undefined);
  const references = useMemo(
    () => new Map((referenceIcons.data ?? []).map((icon) => [icon.id, icon])),
    [referenceIcons.data],
  );
  const [dialog, setDialog] = useState<Dialog>(null);
  const [background, setBackground] = useIconBackground();
  const mayCreateSet = isStaff(me) || (managedAuthorityIds(me)?.length ?? 0) > 0;
  const { set: setFilter, category, variant } = params.filters;
  const filters = { category, variant, search: params.search };

  return (
    <section className={backgroundClass(background)}>
      <PageTitle
        title={t('screens.icons')}
        lead={t('icons.lead')}
        actions={
          <>
            <Link to="/icon-compare" className="btn btn-outline-primary">
              <SpriteIcon name="it-exchange-circle" className="icon-sm icon-primary me-1" />
              {t('icons.compareLink')}
            </Link>
            {mayCreateSet ? (
              <button type="button" className="btn btn-primary" onClick={() => setDialog({ kind: 'set' })}>
                <SpriteIcon name="it-plus" className="icon-sm icon-white me-1" />
                {t('icons.set.create')}
              </button>
            ) : null}
          </>
        }
      />
      <div className="card shadow-sm rounded mb-4 no-after">
        <div className="card-body p-4 list-toolbar icons-toolbar">
          <SearchBox label={t('icons.filters.search')} value={params.search} onSearch={params.setSearch} />
          <FilterSelect
            label={t('icons.filters.set')}
            allLabel={t('icons.filters.allSets')}
            value={setFilter}
            onChange={(value) => params.setFilter('set', value)}
            options={(sets.data ?? []).map((set) => ({ value: String(set.id), label: local.name(set) }))}
          />
          <FilterSelect
            label={t('icons.fields.category')}
            allLabel={t('icons.filters.allCategories')}
            value={category}
            onChange={(value) => params.setFilter('category', value)}
            options={iconCategories.map((value) => ({ value, label: categoryLabel(t, value) }))}
          />
          <FilterSelect
            label={t('icons.fields.variant')}
            allLabel={t('icons.filters.allVariants')}
            value={variant}
            onChange={(value) => params.setFilter('variant', value)}
            options={iconVariants.map((value) => ({ value, label: variantLabel(t, value) }))}
          />
          <BackgroundSwitch value={background} onChange={setBackground} />
          <IconMotionCheckbox />
        </div>
      </div>
      <QueryState query={sets}>
        {(all) => {
          const shown = all.filter((set) => setFilter === '' || String(set.id) === setFilter);
          if (shown.length === 0) return <EmptyState text={t('icons.set.none')} />;
          return shown.map((set) => (
            <IconSetSection
              key={set.id}
              set={set}
              filters={filters}
              references={references}
              onOpen={(icon, owner) => setDialog({ kind: 'icon', icon, set: owner })}
              actions={
                canManageOwned(me, set.authority_id) ? (
                  <IconSetActions
                    set={set}
                    onUpload={() => setDialog({ kind: 'upload', set })}
                    onBulk={() => setDialog({ kind: 'bulk', set })}
                    onEdit={() => setDialog({ kind: 'set', set })}
                  />
                ) : undefined
              }
            />
          ));
        }}
      </QueryState>
      {dialog?.kind === 'icon' ? (
        <IconDialog
          icon={dialog.icon}
          set={dialog.set}
          referenceIcons={referenceIcons.data ?? []}
          canManage={canManageOwned(me, dialog.set.authority_id)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'upload' ? (
        <IconUploadDialog
          set={dialog.set}
          referenceIcons={referenceIcons.data ?? []}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'bulk' ? <BulkUploadDialog set={dialog.set} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'set' ? (
        <IconSetDialog
          set={dialog.set}
          hasReferenceSet={referenceSet !== undefined}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </section>
  );
}
