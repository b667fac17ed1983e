import type { IconSet } from '@bora/shared/icon';
import { iconCategories } from '@bora/shared/icon';
import {
  type BrokenMapping,
  type ComparedSet,
  cellStatuses,
  type IconBrief,
} from '@bora/shared/icon-compare';
import { canManageOwned } from '@bora/shared/permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { Loading } from '../../../components/loading.tsx';
import { ErrorState } from '../../../components/query-states.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { showError } from '../../../lib/show-error.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { useComparison } from '../api/get-comparison.ts';
import { MappingChanged, useRemapIcon } from '../api/remap-icon.ts';
import { BackgroundSwitch } from '../components/background-switch.tsx';
import { IconMotionCheckbox } from '../components/icon-motion-checkbox.tsx';
import { backgroundClass, useIconBackground } from '../lib/icon-background.ts';
import { categoryLabel } from '../lib/labels.ts';
import { BrokenMappings } from './broken-mappings.tsx';
import { CloserLook } from './closer-look.tsx';
import { CompareGrid } from './compare-grid.tsx';
import { iconSizes, useCompareParams } from './compare-params.ts';
import { EditMapping, type MappingEdit } from './edit-mapping.tsx';
import { ExportLinks } from './export-links.tsx';
import { filterRows } from './row-filter.ts';
import { SetChooser } from './set-chooser.tsx';
import { SetCounts } from './set-counts.tsx';
import { SizeSwitch } from './size-switch.tsx';
import { UnmappedIcons } from './unmapped-icons.tsx';

/** The sets the URL names that exist besides the reference set; none named, the first regional set. */
export function chosenSets(sets: IconSet[], named: number[]): number[] {
  const others = sets.filter((set) => !set.is_reference);
  const chosen = named.filter((id) => others.some((set) => set.id === id));
  if (chosen.length > 0 || named.length > 0) return chosen;
  return others.slice(0, 1).map((set) => set.id);
}

/** The comparison of the chosen sets, with its choices (in the URL), counts, rows, extra rows and fixes. */
export function Comparison({ sets }: { sets: IconSet[] }) {
  const { t } = useTranslation();
  const local = useLocalized();
  const me = useViewer().user;
  const params = useCompareParams();
  const [background, setBackground] = useIconBackground();
  const reference = sets.find((set) => set.is_reference) as IconSet;
  const chosen = chosenSets(sets, params.sets);
  const comparison = useComparison([reference.id, ...chosen]);
  const remap = useRemapIcon();
  const [edit, setEdit] = useState<MappingEdit | null>(null);
  const [closer, setCloser] = useState<number | null>(null);
  const size = iconSizes[params.size];
  const editable = (set: ComparedSet) => canManageOwned(me, set.authority?.id ?? null);

  // By reference icon: the row read again after a change is the one that shows.
  const closerRow = comparison.data?.rows.find((row) => row.reference.id === closer);

  /**
   * Maps an icon from the mapping the comparison showed; when someone changed it since, nothing is
   * written and the reader is told (the comparison is read again either way).
   */
  const remapped = async (icon: IconBrief, shown: number | null, to: number | null, done: string) => {
    try {
      await remap.mutateAsync({ iconId: icon.id, shown, to });
      toast.success(done);
    } catch (error) {
      if (error instanceof MappingChanged || (error instanceof ApiError && error.status === 412))
        toast.warning(t('icons.compare.mappingChanged', { name: local.name(icon) }));
      else showError(error);
    }
  };

  const accept = (icon: IconBrief, target: IconBrief) =>
    remapped(
      icon,
      icon.reference_icon_id,
      target.id,
      t('icons.compare.suggest.accepted', { name: local.name(icon), reference: local.name(target) }),
    );

  const fix = (broken: BrokenMapping, referenceIconId: number | null) =>
    remapped(
      broken.icon,
      broken.reference_icon_id,
      referenceIconId,
      t('icons.compare.broken.fixed', { name: local.name(broken.icon) }),
    );

  return (
    <div className={backgroundClass(background)}>
      <div className="card shadow-sm rounded mb-4 no-after">
        <div className="card-body p-4 d-flex flex-column gap-3">
          <SetChooser sets={sets} chosen={chosen} onChange={params.setSets} />
          <div className="list-toolbar icons-toolbar icon-compare-toolbar">
            <FilterSelect
              label={t('icons.compare.statusFilter')}
              allLabel={t('icons.compare.allStatuses')}
              value={params.status}
              onChange={params.setStatus}
              options={cellStatuses.map((value) => ({ value, label: t(`icons.compare.status.${value}`) }))}
            />
            <FilterSelect
              label={t('icons.fields.category')}
              allLabel={t('icons.filters.allCategories')}
              value={params.category}
              onChange={params.setCategory}
              options={iconCategories.map((value) => ({ value, label: categoryLabel(t, value) }))}
            />
            <BackgroundSwitch value={background} onChange={setBackground} />
            <SizeSwitch value={params.size} onChange={params.setSize} />
            <IconMotionCheckbox />
          </div>
          <ExportLinks setIds={[reference.id, ...chosen]} />
        </div>
      </div>
      {comparison.isError ? (
        <ErrorState error={comparison.error} onRetry={() => void comparison.refetch()} />
      ) : !comparison.data ? (
        <Loading />
      ) : (
        <>
          <SetCounts comparison={comparison.data} />
          <section className="card shadow-sm rounded mb-4 no-after" aria-labelledby="compare-aligned">
            <div className="card-body p-4">
              <h2 id="compare-aligned" className="h4">
                {t('icons.compare.aligned')}
              </h2>
              <CompareGrid
                comparison={comparison.data}
                rows={filterRows(comparison.data.rows, params.status, params.category)}
                size={size}
                editable={editable}
                onCloserLook={(row) => setCloser(row.reference.id)}
                onChange={(icon) => setEdit({ kind: 'icon', icon })}
                onFillGap={(icon, set) => setEdit({ kind: 'gap', reference: icon, set })}
              />
            </div>
          </section>
          <UnmappedIcons
            comparison={comparison.data}
            size={size}
            editable={editable}
            onMap={(icon) => setEdit({ kind: 'icon', icon })}
            onAccept={(icon, target) => void accept(icon, target)}
            pending={remap.isPending}
          />
          <BrokenMappings
            comparison={comparison.data}
            editable={editable}
            onFix={(broken, target) => void fix(broken, target)}
            pending={remap.isPending}
          />
        </>
      )}
      {comparison.data && closerRow ? (
        <CloserLook
          comparison={comparison.data}
          row={closerRow}
          background={background}
          onClose={() => setCloser(null)}
        />
      ) : null}
      {edit ? <EditMapping edit={edit} referenceSetId={reference.id} onClose={() => setEdit(null)} /> : null}
    </div>
  );
}
