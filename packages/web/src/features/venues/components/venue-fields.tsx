import { managedAuthorityIds, type Viewer } from '@bora/shared/permissions';
import { type VenueInput, venueKinds, venueWarnings } from '@bora/shared/venue';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../components/form-fields.tsx';
import { NumberField } from '../../../components/number-field.tsx';
import { useAuthorityChoices } from '../../../lib/authority-choices.ts';
import { translateMessage } from '../../../lib/messages.ts';

/** The IANA time zones this browser knows, offered as you type. */
const TIME_ZONES: readonly string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['Europe/Rome'];

/** The paths of a venue form, where a server problem's field errors go. */
export const VENUE_FIELDS = [
  'code',
  'name',
  'kind',
  'latitude',
  'longitude',
  'elevation',
  'region',
  'province',
  'timezone',
  'authority_id',
  'active',
  'notes',
];

/** The fields of a venue, for the create dialog and for edit in place; authorities limited to those the viewer manages. */
export function VenueFields({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation();
  const authorities = useAuthorityChoices();
  const managed = managedAuthorityIds(viewer);
  const authorityOptions = (authorities.data ?? [])
    .filter((a) => managed === null || managed.includes(a.id))
    .map((a) => ({ value: String(a.id), label: a.name }));

  return (
    <>
      <div className="row">
        <div className="col-md-6">
          <TextField<VenueInput>
            name="code"
            label={t('venues.field.code')}
            required
            hint={t('venues.hint.code')}
          />
        </div>
        <div className="col-md-6">
          <TextField<VenueInput> name="name" label={t('venues.field.name')} required />
        </div>
        <div className="col-md-6">
          <SelectField<VenueInput>
            name="kind"
            label={t('venues.field.kind')}
            required
            options={venueKinds.map((kind) => ({ value: kind, label: t(`venues.kind.${kind}`) }))}
          />
        </div>
        <div className="col-md-6">
          <SelectField<VenueInput>
            name="authority_id"
            label={t('venues.field.authority')}
            required
            numeric
            placeholder={t('venues.chooseAuthority')}
            options={authorityOptions}
          />
        </div>
        <div className="col-md-4">
          <NumberField<VenueInput>
            name="latitude"
            label={t('venues.field.latitude')}
            required
            hint={t('venues.hint.latitude')}
          />
        </div>
        <div className="col-md-4">
          <NumberField<VenueInput>
            name="longitude"
            label={t('venues.field.longitude')}
            required
            hint={t('venues.hint.longitude')}
          />
        </div>
        <div className="col-md-4">
          <NumberField<VenueInput> name="elevation" label={t('venues.field.elevation')} />
        </div>
      </div>
      <CoordinateWarnings />
      <div className="row">
        <div className="col-md-4">
          <TextField<VenueInput> name="region" label={t('venues.field.region')} />
        </div>
        <div className="col-md-4">
          <TextField<VenueInput> name="province" label={t('venues.field.province')} />
        </div>
        <div className="col-md-4">
          <TextField<VenueInput>
            name="timezone"
            label={t('venues.field.timezone')}
            hint={t('venues.hint.timezone')}
            autoComplete="off"
            suggestions={TIME_ZONES}
          />
        </div>
      </div>
      <TextAreaField<VenueInput> name="notes" label={t('venues.field.notes')} rows={3} />
      <CheckboxField<VenueInput> name="active" label={t('venues.field.active')} />
    </>
  );
}

/** Coordinates that are valid but outside Italy: said as a warning, the venue can still be saved. */
function CoordinateWarnings() {
  const { control } = useFormContext<VenueInput>();
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  const known =
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180;
  const warnings = known ? venueWarnings({ latitude, longitude }) : [];
  return (
    <div aria-live="polite">
      {warnings.map((warning) => (
        <div key={warning} className="alert alert-warning py-2 mb-4" role="status">
          {translateMessage(warning)}
        </div>
      ))}
    </div>
  );
}
