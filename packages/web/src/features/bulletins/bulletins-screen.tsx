import type { BulletinListItem } from '@bora/shared/bulletin';
import { MAX_PAGE_SIZE } from '@bora/shared/page-size';
import { belongsSomewhere } from '@bora/shared/permissions';
import { bulletinStatuses, PUBLISHED_STATES } from '@bora/shared/workflow';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../components/bulletin/status-badge.tsx';
import { CreateButton } from '../../components/create-button.tsx';
import type { Column } from '../../components/data-table.tsx';
import { FilterChecks } from '../../components/filter-checks.tsx';
import { FilterDate } from '../../components/filter-date.tsx';
import { FilterSelect } from '../../components/filter-select.tsx';
import { FilterToggle } from '../../components/filter-toggle.tsx';
import { ListScreen } from '../../components/list-screen.tsx';
import { SubscribeLinks } from '../../components/subscribe-links.tsx';
import { useAuthorityChoices } from '../../lib/authority-choices.ts';
import { useBulletinTitle } from '../../lib/bulletin/bulletin-title.ts';
import { useBulletins } from '../../lib/bulletin/list-bulletins.ts';
import { useElapsedFormat } from '../../lib/elapsed.ts';
import { useLocalized } from '../../lib/localized.ts';
import { useCalendarDateFormat } from '../../lib/use-date-format.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { useNow } from '../../lib/use-now.ts';
import { useUrlFlag } from '../../lib/use-url-flag.ts';
import { useViewer } from '../../lib/viewer.ts';
import { useBulletinTypes } from '../bulletin-types/api/list-bulletin-types.ts';
import { DownloadMenu } from '../documents/download-menu.tsx';
import { BULLETIN_LIST } from './api/route-reads.ts';
import { useWritableTypes } from './api/writable-types.ts';
import { NewBulletinDialog } from './components/new-bulletin-dialog.tsx';

const FILTERS = BULLETIN_LIST.filters;
type Filter = (typeof FILTERS)[number];
type Repeatable = (typeof BULLETIN_LIST.repeatable)[number];

export function BulletinsScreen() {
  const { t } = useTranslation();
  const local = useLocalized();
  const bulletinTitle = useBulletinTitle();
  const viewerState = useViewer();
  const viewer = viewerState.user;
  // A visitor sees published bulletins only: the other states would never match.
  const states = viewerState.status === 'none' ? PUBLISHED_STATES : bulletinStatuses;
  const params = useListParams<Filter, Repeatable>(BULLETIN_LIST);
  const query = useBulletins(params.apiQuery);
  const types = useBulletinTypes(`ordering=name&page_size=${MAX_PAGE_SIZE}`);
  const authorities = useAuthorityChoices();
  const writable = useWritableTypes(viewer);
  const [creating, setCreating] = useUrlFlag('new');
  const formatDate = useCalendarDateFormat();
  const canCreate = (writable?.length ?? 0) > 0;
  const elapsed = useElapsedFormat();
  const now = useNow(60_000);
  const waiting = params.filters.waiting === 'true';
  // The type chosen, when the public may follow it: its feed and subscription, else every type's.
  const chosenPublic = types.data?.results.find(
    (type) => String(type.id) === params.filters.bulletin_type && type.is_public,
  );
  const onlyWaiting =
    waiting &&
    params.search === '' &&
    FILTERS.every((name) => name === 'waiting' || params.filters[name] === '') &&
    params.multiFilters.status.length === 0;

  const columns: Column<BulletinListItem>[] = [
    {
      key: 'title',
      label: t('bulletins.field.title'),
      render: (b) => <Link to={`/bulletin/${b.id}`}>{bulletinTitle(b)}</Link>,
    },
    {
      key: 'bulletin_type',
      label: t('bulletins.field.type'),
      sortable: true,
      render: (b) => local.name(b.bulletin_type),
    },
    { key: 'authority', label: t('bulletins.field.authority'), render: (b) => local.name(b.authority) },
    {
      key: 'issue_date',
      label: t('bulletins.field.issueDate'),
      sortable: true,
      className: 'text-nowrap',
      render: (b) => formatDate(b.issue_date),
    },
    { key: 'version', label: t('bulletins.field.version'), sortable: true, className: 'text-end' },
    {
      key: 'status',
      label: t('bulletins.field.status'),
      sortable: true,
      render: (b) => <StatusBadge status={b.status} returned={b.returned} />,
    },
    // What waits for the reader: since when, the longest waiting first unless sorted otherwise.
    ...(waiting
      ? [
          {
            key: 'waiting_since',
            label: t('bulletins.field.waiting'),
            sortable: true,
            className: 'text-nowrap',
            render: (b: BulletinListItem) =>
              b.waiting_since ? (
                <time dateTime={b.waiting_since}>{elapsed(b.waiting_since, now)}</time>
              ) : null,
          },
        ]
      : []),
    {
      key: 'download',
      label: t('bulletin.download.button'),
      render: (b: BulletinListItem) => <DownloadMenu bulletinId={b.id} name={bulletinTitle(b)} size="sm" />,
    },
  ];

  return (
    <ListScreen<BulletinListItem, Filter, Repeatable>
      title={t('screens.bulletins')}
      lead={viewer ? t('bulletins.lead') : t('bulletins.leadVisitor')}
      actions={
        <>
          <SubscribeLinks
            size="sm"
            {...(chosenPublic ? { code: chosenPublic.code, name: local.name(chosenPublic) } : {})}
          />
          {canCreate ? (
            <CreateButton onClick={() => setCreating(true)} label={t('bulletins.new.button')} />
          ) : null}
        </>
      }
      params={params}
      query={query}
      searchLabel={t('bulletins.search')}
      filters={
        <>
          <FilterSelect
            label={t('bulletins.field.type')}
            allLabel={t('bulletins.filter.allTypes')}
            value={params.filters.bulletin_type}
            onChange={(value) => params.setFilter('bulletin_type', value)}
            options={(types.data?.results ?? []).map((type) => ({
              value: String(type.id),
              label: local.name(type),
            }))}
          />
          <FilterSelect
            label={t('bulletins.field.authority')}
            allLabel={t('bulletins.filter.allAuthorities')}
            value={params.filters.authority}
            onChange={(value) => params.setFilter('authority', value)}
            options={(authorities.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
          />
          <FilterDate
            label={t('bulletins.filter.from')}
            value={params.filters.issue_date_after}
            onChange={(value) => params.setFilter('issue_date_after', value)}
          />
          <FilterDate
            label={t('bulletins.filter.to')}
            value={params.filters.issue_date_before}
            onChange={(value) => params.setFilter('issue_date_before', value)}
          />
          {viewer ? (
            <FilterToggle
              label={t('bulletins.filter.mine')}
              checked={params.filters.mine === 'true'}
              onChange={(on) => params.setFilter('mine', on ? 'true' : '')}
            />
          ) : null}
          {belongsSomewhere(viewer ?? null) ? (
            <FilterToggle
              label={t('bulletins.filter.waiting')}
              checked={waiting}
              onChange={(on) => params.setFilter('waiting', on ? 'true' : '')}
            />
          ) : null}
          <FilterChecks
            legend={t('bulletins.field.status')}
            values={params.multiFilters.status}
            onChange={(values) => params.setMultiFilter('status', values)}
            options={states.map((status) => ({
              value: status,
              label: t(`document.status.${status}`),
            }))}
          />
        </>
      }
      columns={columns}
      rowKey={(b) => b.id}
      caption={waiting ? t('bulletins.captionWaiting') : t('bulletins.caption')}
      emptyText={canCreate ? t('bulletins.emptyCanCreate') : t('bulletins.empty')}
      noMatchText={onlyWaiting ? t('bulletins.emptyWaiting') : undefined}
    >
      {canCreate && writable ? (
        <NewBulletinDialog
          show={creating}
          onHide={() => setCreating(false)}
          types={writable}
          initialTypeId={Number(params.filters.bulletin_type)}
        />
      ) : null}
    </ListScreen>
  );
}
