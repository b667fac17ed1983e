import { managedAuthorityIds, type Viewer } from '@bora/shared/permissions';
import { type Venue, venueKinds } from '@bora/shared/venue';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CreateButton } from '../../components/create-button.tsx';
import type { Column } from '../../components/data-table.tsx';
import { FilterSelect, yesNoOptions } from '../../components/filter-select.tsx';
import { Icon } from '../../components/icon.tsx';
import { ListScreen } from '../../components/list-screen.tsx';
import { useAuthorityChoices } from '../../lib/authority-choices.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { useUrlFlag } from '../../lib/use-url-flag.ts';
import { useViewer } from '../../lib/viewer.ts';
import { useVenueRegions } from './api/get-venue-regions.ts';
import { useVenues } from './api/get-venues.ts';
import { VENUE_LIST } from './api/route-reads.ts';
import { VenueCreateDialog } from './components/venue-create-dialog.tsx';
import { VenueImportDialog } from './components/venue-import-dialog.tsx';
import { VenuesMap } from './components/venues-map.tsx';

type Filter = (typeof VENUE_LIST.filters)[number];

/** Whoever manages at least one authority (or is staff) may add venues. */
function mayCreate(viewer: Viewer): boolean {
  const managed = managedAuthorityIds(viewer);
  return managed === null || managed.length > 0;
}

/** The filtered list as the export and the map want it: search, ordering and filters, no page. */
function filterQuery(search: string, ordering: string, filters: Record<Filter, string>): string {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  if (ordering) query.set('ordering', ordering);
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  return query.toString();
}

export function VenuesScreen() {
  const { t } = useTranslation();
  const viewer = useViewer().user;
  const params = useListParams<Filter>(VENUE_LIST);
  const query = useVenues(params.apiQuery);
  const authorities = useAuthorityChoices();
  const regions = useVenueRegions();
  const [creating, setCreating] = useUrlFlag('new');
  const [importing, setImporting] = useUrlFlag('import');
  const canCreate = mayCreate(viewer);
  const filtered = filterQuery(params.search, params.ordering, params.filters);

  const columns: Column<Venue>[] = [
    {
      key: 'name',
      label: t('venues.field.name'),
      sortable: true,
      render: (v) => <Link to={`/venues/${v.id}`}>{v.name}</Link>,
    },
    { key: 'code', label: t('venues.field.code'), sortable: true, className: 'font-monospace text-nowrap' },
    { key: 'kind', label: t('venues.field.kind'), sortable: true, render: (v) => t(`venues.kind.${v.kind}`) },
    { key: 'region', label: t('venues.field.region'), sortable: true, render: (v) => v.region || '—' },
    {
      key: 'elevation',
      label: t('venues.field.elevation'),
      sortable: true,
      className: 'text-end',
      render: (v) => (v.elevation === null ? '—' : t('venues.metres', { value: v.elevation })),
    },
    { key: 'authority', label: t('venues.field.authority'), render: (v) => v.authority.name },
    {
      key: 'active',
      label: t('venues.field.active'),
      render: (v) =>
        v.active ? (
          <span className="badge bg-success">{t('venues.active')}</span>
        ) : (
          <span className="badge bg-secondary">{t('venues.inactive')}</span>
        ),
    },
  ];

  return (
    <ListScreen<Venue, Filter>
      title={t('screens.venues')}
      lead={t('venues.lead')}
      actions={
        <>
          <a
            className="btn btn-outline-primary"
            href={`/api/venues/export.csv${filtered ? `?${filtered}` : ''}`}
            download
          >
            <Icon name="it-download" className="icon-sm icon-primary me-1" />
            {t('venues.export')}
          </a>
          {canCreate ? (
            <>
              <button type="button" className="btn btn-outline-primary" onClick={() => setImporting(true)}>
                <Icon name="it-upload" className="icon-sm icon-primary me-1" />
                {t('venues.import.button')}
              </button>
              <CreateButton onClick={() => setCreating(true)} label={t('venues.create')} />
            </>
          ) : null}
        </>
      }
      params={params}
      query={query}
      searchLabel={t('venues.search')}
      filters={
        <>
          <FilterSelect
            label={t('venues.field.authority')}
            allLabel={t('venues.filter.allAuthorities')}
            value={params.filters.authority}
            onChange={(value) => params.setFilter('authority', value)}
            options={(authorities.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
          />
          <FilterSelect
            label={t('venues.field.kind')}
            allLabel={t('venues.filter.allKinds')}
            value={params.filters.kind}
            onChange={(value) => params.setFilter('kind', value)}
            options={venueKinds.map((kind) => ({ value: kind, label: t(`venues.kind.${kind}`) }))}
          />
          <FilterSelect
            label={t('venues.field.region')}
            allLabel={t('venues.filter.allRegions')}
            value={params.filters.region}
            onChange={(value) => params.setFilter('region', value)}
            options={(regions.data ?? []).map((region) => ({ value: region, label: region }))}
          />
          <FilterSelect
            label={t('venues.field.active')}
            allLabel={t('ui.filter.all')}
            value={params.filters.active}
            onChange={(value) => params.setFilter('active', value)}
            options={yesNoOptions(t('venues.active'), t('venues.inactive'))}
          />
        </>
      }
      columns={columns}
      rowKey={(v) => v.id}
      caption={t('venues.caption')}
      emptyText={canCreate ? t('venues.emptyCanCreate') : t('venues.empty')}
    >
      <VenuesMap filterQuery={filtered} />
      {canCreate ? (
        <>
          <VenueCreateDialog show={creating} onHide={() => setCreating(false)} viewer={viewer} />
          <VenueImportDialog show={importing} onHide={() => setImporting(false)} />
        </>
      ) : null}
    </ListScreen>
  );
}
