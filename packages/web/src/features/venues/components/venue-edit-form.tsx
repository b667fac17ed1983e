import type { Viewer } from '@bora/shared/permissions';
import { type Venue, type VenueInput, venueInputSchema } from '@bora/shared/venue';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '../../../components/schema-form.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { venueQueryOptions } from '../api/get-venue.ts';
import { useUpdateVenue } from '../api/save-venue.ts';
import { VENUE_FIELDS, VenueFields } from './venue-fields.tsx';

type VenueEditFormProps = { venue: Venue; viewer: Viewer; onDone: () => void };

/** Edit in place: the venue's fields, checked as you type, saved whole. */
export function VenueEditForm({ venue, viewer, onDone }: VenueEditFormProps) {
  const { t } = useTranslation();
  const mutation = useUpdateVenue(venue.id);
  const { form, submit, conflict } = useSchemaForm(venueInputSchema, {
    edit: { loaded: venue, values: venueValues, query: venueQueryOptions(venue.id) },
    fields: VENUE_FIELDS,
    save: (body, loaded) => mutation.mutateAsync({ loaded, body }),
    success: t('ui.form.saved'),
    onSaved: onDone,
  });
  return (
    <div className="card shadow-sm rounded">
      <div className="card-body p-4">
        <SchemaForm
          form={form}
          onSubmit={submit}
          label={t('venues.editTitle')}
          onCancel={onDone}
          conflict={conflict}
        >
          <p className="small text-secondary">{t('ui.form.required')}</p>
          <VenueFields viewer={viewer} />
        </SchemaForm>
      </div>
    </div>
  );
}

function venueValues(venue: Venue): VenueInput {
  const { id: _id, authority: _authority, created_at: _c, updated_at: _u, ...values } = venue;
  return values;
}
