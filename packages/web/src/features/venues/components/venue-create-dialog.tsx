import { managedAuthorityIds, type Viewer } from '@bora/shared/permissions';
import { type VenueInput, venueInputSchema } from '@bora/shared/venue';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormModal } from '../../../components/form-modal.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCreateVenue } from '../api/save-venue.ts';
import { VENUE_FIELDS, VenueFields } from './venue-fields.tsx';

type VenueCreateDialogProps = { show: boolean; onHide: () => void; viewer: Viewer };

/** A new venue; a manager of one authority finds it already chosen. */
export function VenueCreateDialog({ show, onHide, viewer }: VenueCreateDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = useCreateVenue();
  const managed = managedAuthorityIds(viewer);
  const defaults: Partial<VenueInput> = {
    code: '',
    name: '',
    kind: 'city',
    region: '',
    province: '',
    timezone: 'Europe/Rome',
    active: true,
    notes: '',
    ...(managed?.length === 1 ? { authority_id: managed[0] } : {}),
  };
  const { form, submit } = useSchemaForm(venueInputSchema, {
    defaultValues: defaults,
    fields: VENUE_FIELDS,
    save: (values) => mutation.mutateAsync(values),
    success: t('venues.created'),
    onSaved: (venue) => {
      form.reset(defaults);
      navigate(`/venues/${venue.id}`);
    },
  });
  const hide = () => {
    form.reset(defaults);
    onHide();
  };
  return (
    <FormModal
      show={show}
      onHide={hide}
      title={t('venues.createTitle')}
      form={form}
      onSubmit={submit}
      size="lg"
    >
      <VenueFields viewer={viewer} />
    </FormModal>
  );
}
