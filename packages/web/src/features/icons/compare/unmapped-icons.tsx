import type { ComparedSet, IconBrief, IconComparison } from '@bora/shared/icon-compare';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/query-states.tsx';
import { useLocalized } from '../../../lib/localized.ts';
import { useSuggestions } from '../api/get-suggestions.ts';
import { categoryLabel, variantLabel } from '../lib/labels.ts';
import { BulkAccept } from './bulk-accept.tsx';
import { IconLabel } from './icon-label.tsx';
import { SuggestionList } from './suggestion-list.tsx';

type UnmappedIconsProps = {
  comparison: IconComparison;
  size: number;
  editable: (set: ComparedSet) => boolean;
  onMap: (icon: IconBrief) => void;
  onAccept: (icon: IconBrief, reference: IconBrief) => void;
  pending: boolean;
};

/** The extra rows: each set's icons that stand for no reference icon, with the reference icons most alike. */
export function UnmappedIcons({ comparison, ...rest }: UnmappedIconsProps) {
  const { t } = useTranslation();
  return (
    <section className="card shadow-sm rounded mb-4 no-after" aria-labelledby="compare-unmapped">
      <div className="card-body p-4">
        <h2 id="compare-unmapped" className="h4">
          {t('icons.compare.unmapped')}
        </h2>
        <p className="text-secondary">{t('icons.compare.unmappedLead')}</p>
        {comparison.sets.map((set) => (
          <UnmappedSet key={set.id} set={set} {...rest} />
        ))}
      </div>
    </section>
  );
}

function UnmappedSet({
  set,
  size,
  editable,
  onMap,
  onAccept,
  pending,
}: Omit<UnmappedIconsProps, 'comparison'> & { set: ComparedSet }) {
  const { t } = useTranslation();
  const local = useLocalized();
  const suggestions = useSuggestions(set.id, set.unmapped.length > 0);
  const mayEdit = editable(set);
  const candidatesOf = (icon: IconBrief) =>
    suggestions.data?.icons.find((one) => one.icon.id === icon.id)?.candidates;
  return (
    <div className="mb-4">
      <h3 className="h5">
        {local.name(set)} <span className="badge bg-secondary align-middle">{set.unmapped.length}</span>
      </h3>
      {set.unmapped.length === 0 ? (
        <p className="text-secondary">{t('icons.compare.noneUnmapped')}</p>
      ) : (
        <>
          {suggestions.isError ? (
            <ErrorState error={suggestions.error} onRetry={() => void suggestions.refetch()} />
          ) : null}
          <div className="table-responsive">
            <table className="table align-middle compare-table card-table">
              <caption className="visually-hidden">
                {t('icons.compare.unmappedCaption', { set: local.name(set) })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('icons.compare.iconColumn')}</th>
                  <th scope="col">{t('icons.compare.factsColumn')}</th>
                  <th scope="col">{t('icons.compare.suggestionsColumn')}</th>
                  {mayEdit ? (
                    <th scope="col">
                      <span className="visually-hidden">{t('icons.compare.actionsColumn')}</span>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {set.unmapped.map((icon) => (
                  <tr key={icon.id}>
                    <th scope="row">
                      <IconLabel icon={icon} size={size} />
                    </th>
                    <td className="small">
                      {categoryLabel(t, icon.category)} · {variantLabel(t, icon.variant)}
                      {icon.wmo_code !== null ? ` · ${t('icons.card.wmo', { code: icon.wmo_code })}` : ''}
                    </td>
                    <td aria-busy={suggestions.isPending}>
                      <SuggestionList
                        icon={icon}
                        candidates={candidatesOf(icon)}
                        onAccept={mayEdit ? onAccept : undefined}
                        pending={pending}
                      />
                    </td>
                    {mayEdit ? (
                      <td>
                        <button
                          type="button"
                          className="btn btn-outline-primary btn-xs"
                          onClick={() => onMap(icon)}
                          aria-label={t('icons.compare.mapNamed', { name: local.name(icon) })}
                        >
                          {t('icons.compare.map')}
                        </button>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {mayEdit ? <BulkAccept set={set} /> : null}
        </>
      )}
    </div>
  );
}
