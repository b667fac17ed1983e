import type { IconSet } from '@bora/shared/icon';
import { canManageOwned } from '@bora/shared/permissions';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FilterSelect } from '../../components/filter-select.tsx';
import { Icon as SpriteIcon } from '../../components/icon.tsx';
import { Loading } from '../../components/loading.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { EmptyState, ErrorState, QueryState } from '../../components/query-states.tsx';
import { useIconSets } from '../../lib/icon-sets.ts';
import { useViewer } from '../../lib/viewer.ts';
import { useIcons } from './api/get-icons.ts';
import { type CompareSide, CompareTable } from './components/compare-table.tsx';
import { MappingDialog, type MappingTask } from './components/mapping-dialog.tsx';
import { UnmappedList } from './components/unmapped-list.tsx';
import { alignIconSets, type SideSummary } from './lib/align-icons.ts';
import './icons.css';
import { useLocalized } from '../../lib/localized.ts';
import { IconMotionCheckbox } from './components/icon-motion-checkbox.tsx';

/** The two sets to compare: from the URL, else the reference set against the first regional set. */
export function chooseSides(sets: IconSet[], left: string | null, right: string | null) {
  const byId = (id: string | null) => sets.find((set) => String(set.id) === id);
  const reference = sets.find((set) => set.is_reference);
  const firstOther = sets.find((set) => !set.is_reference);
  return {
    left: byId(left) ?? reference ?? sets[0],
    right: byId(right) ?? firstOther ?? sets[1] ?? sets[0],
  };
}

/** Two icon sets side by side, aligned on the reference icon each stands for, with gaps and unmapped icons. */
export function IconCompareScreen() {
  const { t } = useTranslation();
  const sets = useIconSets();
  return (
    <section>
      <Link to="/icons" className="back-link d-inline-flex align-items-center gap-1 mb-3">
        <SpriteIcon name="it-arrow-left" className="icon-sm icon-primary" />
        {t('screens.icons')}
      </Link>
      <PageTitle title={t('screens.iconCompare')} lead={t('icons.compare.lead')} />
      <QueryState query={sets}>
        {(all) =>
          all.some((set) => set.is_reference) ? (
            <Comparison sets={all} />
          ) : (
            <EmptyState text={t('icons.compare.noReference')} />
          )
        }
      </QueryState>
    </section>
  );
}

function Comparison({ sets }: { sets: IconSet[] }) {
  const { t } = useTranslation();
  const local = useLocalized();
  const me = useViewer().user;
  const [params, setParams] = useSearchParams();
  const { left, right } = chooseSides(sets, params.get('left'), params.get('right'));
  const referenceSet = sets.find((set) => set.is_reference) as IconSet;
  const reference = useIcons({ icon_set: referenceSet.id });
  const leftIcons = useIcons({ icon_set: left?.id }, left !== undefined);
  const rightIcons = useIcons({ icon_set: right?.id }, right !== undefined);
  const [task, setTask] = useState<MappingTask | null>(null);
  const [onlyGaps, setOnlyGaps] = useState(false);

  const alignment = useMemo(() => {
    if (!reference.data || !leftIcons.data || !rightIcons.data || !left || !right) return null;
    return alignIconSets(
      reference.data,
      { isReference: left.is_reference, icons: leftIcons.data },
      { isReference: right.is_reference, icons: rightIcons.data },
    );
  }, [reference.data, leftIcons.data, rightIcons.data, left, right]);

  const choose = (which: 'left' | 'right', value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(which, value);
      return next;
    });
  const options = sets.map((set) => ({ value: String(set.id), label: local.name(set) }));
  if (!left || !right) return null;
  const sides: Record<'left' | 'right', CompareSide> = {
    left: { set: left, editable: canManageOwned(me, left.authority_id) },
    right: { set: right, editable: canManageOwned(me, right.authority_id) },
  };
  const failed = [reference, leftIcons, rightIcons].find((query) => query.isError);

  return (
    <>
      <div className="card shadow-sm rounded mb-4 no-after">
        <div className="card-body p-4 list-toolbar icons-toolbar icon-compare-toolbar">
          <FilterSelect
            label={t('icons.compare.left')}
            allLabel={t('icons.compare.chooseSet')}
            value={String(left.id)}
            onChange={(value) => choose('left', value)}
            options={options}
          />
          <FilterSelect
            label={t('icons.compare.right')}
            allLabel={t('icons.compare.chooseSet')}
            value={String(right.id)}
            onChange={(value) => choose('right', value)}
            options={options}
          />
          <IconMotionCheckbox />
        </div>
      </div>
      {failed ? (
        <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />
      ) : !alignment ? (
        <Loading />
      ) : (
        <>
          <div className="compare-summary mb-4">
            <Summary side={sides.left} summary={alignment.summary.left} />
            <Summary side={sides.right} summary={alignment.summary.right} />
          </div>
          <section className="card shadow-sm rounded mb-4 no-after" aria-labelledby="compare-aligned">
            <div className="card-body p-4">
              <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
                <h2 id="compare-aligned" className="h4 mb-0">
                  {t('icons.compare.aligned')}
                </h2>
                <div className="form-check mb-0">
                  <input
                    id="compare-only-gaps"
                    type="checkbox"
                    checked={onlyGaps}
                    onChange={(event) => setOnlyGaps(event.target.checked)}
                  />
                  <label htmlFor="compare-only-gaps">{t('icons.compare.onlyGaps')}</label>
                </div>
              </div>
              <CompareTable
                rows={alignment.rows.filter(
                  (row) => !onlyGaps || row.left.length === 0 || row.right.length === 0,
                )}
                left={sides.left}
                right={sides.right}
                onChangeMapping={(icon) =>
                  setTask({ kind: 'icon', icon, referenceIcons: reference.data ?? [] })
                }
                onFillGap={(ref, which) => {
                  const side = which === 'left' ? leftIcons.data : rightIcons.data;
                  const unmapped = alignment.unmapped[which];
                  // Unmapped icons first: they are the likeliest to fill a gap.
                  const rest = (side ?? []).filter((icon) => !unmapped.includes(icon));
                  setTask({
                    kind: 'gap',
                    reference: ref,
                    setName: sides[which].set.name,
                    candidates: [...unmapped, ...rest],
                    referenceIcons: reference.data ?? [],
                  });
                }}
              />
            </div>
          </section>
          <section className="card shadow-sm rounded mb-4 no-after" aria-labelledby="compare-unmapped">
            <div className="card-body p-4">
              <h2 id="compare-unmapped" className="h4">
                {t('icons.compare.unmapped')}
              </h2>
              <p className="text-secondary">{t('icons.compare.unmappedLead')}</p>
              <div className="row">
                {(['left', 'right'] as const).map((which) => (
                  <UnmappedList
                    key={which}
                    side={sides[which]}
                    icons={alignment.unmapped[which]}
                    onMap={(icon) => setTask({ kind: 'icon', icon, referenceIcons: reference.data ?? [] })}
                  />
                ))}
              </div>
            </div>
          </section>
        </>
      )}
      {task ? <MappingDialog task={task} onClose={() => setTask(null)} /> : null}
    </>
  );
}

function Summary({ side, summary }: { side: CompareSide; summary: SideSummary }) {
  const { t } = useTranslation();
  const local = useLocalized();
  return (
    <div className="card shadow-sm rounded no-after">
      <div className="card-body p-3">
        <h2 className="h5 mb-2">{local.name(side.set)}</h2>
        <dl>
          <div>
            <dt>{t('icons.compare.mapped')}</dt>
            <dd>{summary.mapped}</dd>
          </div>
          <div>
            <dt>{t('icons.compare.gaps')}</dt>
            <dd className={summary.gaps > 0 ? 'text-warning-emphasis' : undefined}>{summary.gaps}</dd>
          </div>
          <div>
            <dt>{t('icons.compare.unmappedCount')}</dt>
            <dd>{summary.unmapped}</dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
