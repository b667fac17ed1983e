import { canManageOwned } from '@bora/shared/permissions';
import { type Venue, venueWarnings } from '@bora/shared/venue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DeleteButton } from '../../components/delete-button.tsx';
import { DetailFrame, EditButton, FieldList } from '../../components/detail-frame.tsx';
import { HistoryPanel } from '../../components/history-panel.tsx';
import { VenueMap } from '../../components/map/venue-map.tsx';
import { translateMessage } from '../../lib/messages.ts';
import { useReload } from '../../lib/use-reload.ts';
import { useViewer } from '../../lib/viewer.ts';
import { useDeactivateVenue } from './api/deactivate-venue.ts';
import { useDeleteVenue } from './api/delete-venue.ts';
import { useVenue, venueQueryOptions } from './api/get-venue.ts';
import { venueKey } from './api/venue-keys.ts';
import { VenueEditForm } from './components/venue-edit-form.tsx';
import { venuePoint } from './components/venues-map.tsx';

export function VenueScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const venueId = Number(id);
  const viewer = useViewer().user;
  const query = useVenue(venueId);
  const remove = useDeleteVenue(venueId);
  const deactivate = useDeactivateVenue(venueId);
  const reload = useReload(venueQueryOptions(venueId));
  const [editing, setEditing] = useState(false);

  return (
    <DetailFrame
      query={query}
      title={(venue) => venue.name}
      fallbackTitle={t('screens.venue')}
      lead={(venue) => `${t(`venues.kind.${venue.kind}`)} · ${venue.authority.name}`}
      backTo="/venues"
      backLabel={t('venues.back')}
      actions={(venue) =>
        canManageOwned(viewer, venue.authority_id) && !editing ? (
          <>
            <EditButton onClick={() => setEditing(true)} />
            <DeleteButton
              name={venue.name}
              onDelete={() => remove.mutateAsync(venue)}
              onDeleted={() => navigate('/venues')}
              onReload={reload}
              checkPath={`/api/venues/${venue.id}/`}
              onDeactivate={venue.active ? () => deactivate.mutateAsync(venue) : undefined}
            />
          </>
        ) : null
      }
    >
      {(venue) => (
        <>
          {editing ? (
            <VenueEditForm venue={venue} viewer={viewer} onDone={() => setEditing(false)} />
          ) : (
            <VenueDetails venue={venue} />
          )}
          <HistoryPanel
            path={`/api/venues/${venue.id}/history/`}
            queryKey={[...venueKey(venue.id), 'history']}
          />
        </>
      )}
    </DetailFrame>
  );
}

function VenueDetails({ venue }: { venue: Venue }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage, { maximumFractionDigits: 6 });
  const warnings = venueWarnings(venue);
  return (
    <div className="row g-4">
      <div className="col-lg-6">
        <div className="card shadow-sm rounded h-100">
          <div className="card-body p-4">
            <h2 className="h4 mb-3">{t('venues.details')}</h2>
            {warnings.map((warning) => (
              <div key={warning} className="alert alert-warning py-2" role="status">
                {translateMessage(warning)}
              </div>
            ))}
            <FieldList
              items={[
                {
                  label: t('venues.field.code'),
                  value: <span className="font-monospace">{venue.code}</span>,
                },
                { label: t('venues.field.kind'), value: t(`venues.kind.${venue.kind}`) },
                { label: t('venues.field.latitude'), value: number.format(venue.latitude) },
                { label: t('venues.field.longitude'), value: number.format(venue.longitude) },
                {
                  label: t('venues.field.elevation'),
                  value: venue.elevation === null ? '' : t('venues.metres', { value: venue.elevation }),
                },
                { label: t('venues.field.region'), value: venue.region },
                { label: t('venues.field.province'), value: venue.province },
                { label: t('venues.field.timezone'), value: venue.timezone },
                { label: t('venues.field.authority'), value: venue.authority.name },
                { label: t('venues.field.active'), value: venue.active ? t('common.yes') : t('common.no') },
                { label: t('venues.field.notes'), value: venue.notes },
              ]}
            />
          </div>
        </div>
      </div>
      <div className="col-lg-6">
        <div className="card shadow-sm rounded h-100">
          <div className="card-body p-4">
            <h2 className="h4 mb-3">{t('venues.map.one')}</h2>
            <VenueMap
              points={[venuePoint(venue, t)]}
              label={t('venues.map.oneLabel', { name: venue.name })}
              height={380}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
