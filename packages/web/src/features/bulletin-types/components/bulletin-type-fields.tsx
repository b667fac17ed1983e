import type { BulletinTypeInput } from '@bora/shared/bulletin-type';
import { isStaff, managedAuthorityIds } from '@bora/shared/permissions';
import type { Translations } from '@bora/shared/translations';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CodeNameFields } from '../../../components/code-name-fields.tsx';
import { CheckboxField, SelectField, TextField } from '../../../components/form-fields.tsx';
import { NumberField } from '../../../components/number-field.tsx';
import { QueryState } from '../../../components/query-states.tsx';
import { useAuthorityChoices } from '../../../lib/authority-choices.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { useDataTypeChoices, useIconSetChoices, useVenueChoices } from '../api/composition-choices.ts';
import { gridShape } from '../lib/grid-shape.ts';
import { DataTypesEditor } from './data-types-editor.tsx';
import { GridPreview } from './grid-preview.tsx';
import { LanguagesField } from './languages-field.tsx';
import { RulesEditor } from './rules-editor.tsx';
import { SlotsEditor } from './slots-editor.tsx';
import { TitleTemplatesField } from './title-templates-field.tsx';
import { VenuesEditor } from './venues-editor.tsx';

type Values = BulletinTypeInput;

/** Every field of a bulletin type and the composition editor, with the live preview of its grid. */
export function BulletinTypeFields() {
  const { t } = useTranslation();
  const me = useViewer().user;
  const staff = isStaff(me);
  const form = useFormContext<Values>();
  const authorities = useAuthorityChoices(staff);
  const iconSets = useIconSetChoices();
  const dataTypes = useDataTypeChoices();
  const venues = useVenueChoices();
  // Every signed-in editor needs to know which venues are national: they fit any bulletin type.
  const nationalAuthorityIds = (useAuthorityChoices().data ?? [])
    .filter((a) => a.kind === 'national')
    .map((a) => a.id);

  const owner = form.watch('authority_id');
  const managed = new Set(managedAuthorityIds(me) ?? []);
  const owners = staff
    ? (authorities.data ?? [])
        .filter((a) => a.kind !== 'national')
        .map((a) => ({ value: String(a.id), label: a.name }))
    : (me?.authority ?? [])
        .filter((m) => managed.has(m.id))
        .map((m) => ({ value: String(m.id), label: m.name }));
  // The reference set, or one of the owning authority's sets.
  const sets = (iconSets.data ?? []).filter(
    (s) => s.is_reference || (owner != null && s.authority_id === owner),
  );

  return (
    <>
      <CodeNameFields<Values>
        labels={{
          code: t('bulletinTypes.field.code'),
          name: t('bulletinTypes.field.name'),
          description: t('bulletinTypes.field.description'),
        }}
      />
      <div className="row">
        <div className="col-md-6">
          <SelectField<Values>
            name="authority_id"
            label={t('bulletinTypes.field.owner')}
            numeric
            required
            placeholder={staff ? t('bulletinTypes.national') : undefined}
            options={owners}
          />
        </div>
        <div className="col-md-6">
          <SelectField<Values>
            name="icon_set_id"
            label={t('bulletinTypes.field.iconSet')}
            numeric
            required
            placeholder={t('bulletinTypes.field.chooseIconSet')}
            options={sets.map((s) => ({
              value: String(s.id),
              label: s.is_reference ? `${s.name} (${t('bulletinTypes.referenceSet')})` : s.name,
            }))}
            hint={t('bulletinTypes.field.iconSetHint')}
          />
        </div>
      </div>
      <div className="row">
        <div className="col-md-4">
          <NumberField<Values> name="horizon_days" label={t('bulletinTypes.field.horizon')} required />
        </div>
        <div className="col-md-4">
          <TextField<Values>
            name="issue_time"
            type="time"
            label={t('bulletinTypes.field.issueTime')}
            hint={t('bulletinTypes.field.issueTimeHint')}
          />
        </div>
        <div className="col-md-4">
          <TextField<Values>
            name="draft_time"
            type="time"
            label={t('bulletinTypes.field.draftTime')}
            hint={t('bulletinTypes.field.draftTimeHint')}
          />
        </div>
      </div>
      <CheckboxField<Values>
        name="remind_missing"
        label={t('bulletinTypes.field.remindMissing')}
        hint={t('bulletinTypes.field.remindMissingHint')}
      />
      <CheckboxField<Values>
        name="pdf_map"
        label={t('bulletinTypes.field.pdfMap')}
        hint={t('bulletinTypes.field.pdfMapHint')}
      />
      <LanguagesField />
      <TitleTemplatesField />
      <div className="d-flex flex-wrap gap-4">
        <CheckboxField<Values> name="requires_review" label={t('bulletinTypes.field.requiresReview')} />
        <CheckboxField<Values> name="is_public" label={t('bulletinTypes.field.isPublic')} />
        <CheckboxField<Values> name="active" label={t('bulletinTypes.field.active')} />
      </div>
      <h2 className="h4 mt-2">{t('bulletinTypes.composition')}</h2>
      <SlotsEditor />
      <QueryState query={dataTypes}>
        {(choices) => (
          <>
            <DataTypesEditor choices={choices} />
            <RulesEditor choices={choices} />
          </>
        )}
      </QueryState>
      <QueryState query={venues}>
        {(choices) => <VenuesEditor choices={choices} nationalAuthorityIds={nationalAuthorityIds} />}
      </QueryState>
      <LivePreview />
    </>
  );
}

/** The grid preview, following the form as it changes. */
function LivePreview() {
  const form = useFormContext<Values>();
  const dataTypes = useDataTypeChoices();
  const venues = useVenueChoices();
  const [horizon, slots, chosenTypes, venueIds] = form.watch([
    'horizon_days',
    'slots',
    'data_types',
    'venue_ids',
  ]);
  const shape = compositionShape(
    { horizon_days: horizon, slots, data_types: chosenTypes, venue_ids: venueIds },
    dataTypes.data ?? [],
    venues.data ?? [],
  );
  return (
    <div className="composition-part">
      <GridPreview shape={shape} />
    </div>
  );
}

type Composition = Pick<BulletinTypeInput, 'horizon_days' | 'slots' | 'data_types' | 'venue_ids'>;

/** The grid of a composition, naming its venues and data types from the choices (by id when unknown). */
export function compositionShape(
  composition: Composition,
  dataTypes: { id: number; code: string; name: string; translations?: Translations }[],
  venues: { id: number; name: string }[],
) {
  const typeById = new Map(dataTypes.map((d) => [d.id, d]));
  const venueById = new Map(venues.map((v) => [v.id, v]));
  const horizon = Number.isInteger(composition.horizon_days) ? Math.min(composition.horizon_days, 10) : 0;
  return gridShape(
    (composition.venue_ids ?? []).map((id) => ({ id, name: venueById.get(id)?.name ?? `#${id}` })),
    horizon,
    (composition.slots ?? []).filter((s) => s !== undefined),
    (composition.data_types ?? []).map((d) => {
      const known = typeById.get(d.data_type_id);
      return {
        id: d.data_type_id,
        code: known?.code ?? '',
        name: known?.name ?? `#${d.data_type_id}`,
        translations: known?.translations,
        required: d.required,
      };
    }),
  );
}
