import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type OwnedResource, useOwned } from '../api/owned-objects.ts';

const RESOURCES: { resource: OwnedResource; key: string }[] = [
  { resource: 'venues', key: 'venues' },
  { resource: 'icon-sets', key: 'iconSets' },
  { resource: 'bulletin-types', key: 'bulletinTypes' },
];

/** Where each owned object opens: venues and bulletin types have screens; icon sets live on /icons. */
function linkOf(resource: OwnedResource, id: number): string {
  if (resource === 'icon-sets') return `/icons?set=${id}`;
  return `/${resource}/${id}`;
}

/** What the authority owns: its venues, icon sets and bulletin types, each linked. */
export function OwnedObjects({ authorityId }: { authorityId: number }) {
  const { t } = useTranslation();
  return (
    <section className="card shadow-sm rounded mt-4" aria-labelledby="owned-title">
      <div className="card-body p-4">
        <h2 id="owned-title" className="h4 mb-3">
          {t('authorities.owned.title')}
        </h2>
        <div className="row g-4">
          {RESOURCES.map(({ resource, key }) => (
            <div key={resource} className="col-md-4">
              <OwnedList
                resource={resource}
                label={t(`authorities.owned.${key}`)}
                authorityId={authorityId}
              />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function OwnedList({
  resource,
  label,
  authorityId,
}: {
  resource: OwnedResource;
  label: string;
  authorityId: number;
}) {
  const { t } = useTranslation();
  const query = useOwned(resource, authorityId);
  const headingId = `owned-${resource}`;
  return (
    <div className="owned-list">
      <h3 id={headingId} className="h6 text-uppercase text-secondary mb-2">
        {label}
        {query.data ? <span className="badge bg-light text-dark ms-2">{query.data.count}</span> : null}
      </h3>
      {query.isPending ? (
        <p className="text-secondary mb-0">{t('common.loading')}</p>
      ) : query.isError ? (
        <p className="text-secondary mb-0">{t('authorities.owned.unavailable')}</p>
      ) : query.data.results.length === 0 ? (
        <p className="text-secondary mb-0">{t('authorities.owned.none')}</p>
      ) : (
        <ul className="list-unstyled mb-0" aria-labelledby={headingId}>
          {query.data.results.map((item) => (
            <li key={item.id} className="py-1">
              <Link to={linkOf(resource, item.id)}>{item.name}</Link>{' '}
              <span className="text-secondary small font-monospace">{item.code}</span>
            </li>
          ))}
          {query.data.count > query.data.results.length ? (
            <li className="py-1 text-secondary">
              {t('authorities.owned.more', { count: query.data.count - query.data.results.length })}
            </li>
          ) : null}
        </ul>
      )}
    </div>
  );
}
