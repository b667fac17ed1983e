import type { BulletinType } from '@bora/shared/bulletin-type';
import { useTranslation } from 'react-i18next';
import { FieldList } from '../../../components/detail-frame.tsx';
import { useLocalized } from '../../../lib/localized.ts';
import { useDataTypeChoices, useIconSetChoices, useVenueChoices } from '../api/composition-choices.ts';
import { compositionShape } from './bulletin-type-fields.tsx';
import { GridPreview } from './grid-preview.tsx';
import { RulesRead } from './rules-read.tsx';
import { TitleTemplatesRead } from './title-templates-read.tsx';

/** A bulletin type as everyone reads it: its fields, its composition and the grid it produces. */
export function BulletinTypeReadView({ type }: { type: BulletinType }) {
  const { t } = useTranslation();
  const local = useLocalized();
  const venues = useVenueChoices();
  const iconSets = useIconSetChoices();
  const dataTypes = useDataTypeChoices();
  const venueById = new Map((venues.data ?? []).map((v) => [v.id, v]));
  const iconSet = iconSets.data?.find((s) => s.id === type.icon_set_id);
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));
  // The type names its own data types, so inactive ones still read by name.
  const typeDataTypes = type.data_types.map((d) => ({ id: d.data_type_id, code: d.code, name: d.name }));
  const shape = compositionShape(type, [...typeDataTypes, ...(dataTypes.data ?? [])], venues.data ?? []);

  return (
    <>
      <section className="card shadow-sm rounded mb-4 no-after" aria-labelledby="bt-details">
        <div className="card-body p-4">
          <h2 id="bt-details" className="h4 mb-3">
            {t('bulletinTypes.details')}
          </h2>
          <FieldList
            items={[
              {
                label: t('bulletinTypes.field.code'),
                value: <span className="font-monospace">{type.code}</span>,
              },
              { label: t('bulletinTypes.field.name'), value: type.name },
              { label: t('bulletinTypes.field.description'), value: local.description(type) },
              {
                label: t('bulletinTypes.field.owner'),
                value: type.authority?.name ?? t('bulletinTypes.national'),
              },
              {
                label: t('bulletinTypes.field.iconSet'),
                value: (iconSet && local.name(iconSet)) ?? `#${type.icon_set_id}`,
              },
              {
                label: t('bulletinTypes.field.horizon'),
                value: t('bulletinTypes.days', { count: type.horizon_days }),
              },
              { label: t('bulletinTypes.field.issueTime'), value: type.issue_time },
              {
                label: t('bulletinTypes.field.draftTime'),
                value: type.draft_time ?? t('bulletinTypes.field.noDraft'),
              },
              { label: t('bulletinTypes.field.remindMissing'), value: yesNo(type.remind_missing) },
              { label: t('bulletinTypes.field.pdfMap'), value: yesNo(type.pdf_map) },
              {
                label: t('bulletinTypes.field.languages'),
                value: type.languages.map((l) => t(`bulletinTypes.language.${l}`)).join(', '),
              },
              { label: t('bulletinTypes.titles.legend'), value: <TitleTemplatesRead type={type} /> },
              { label: t('bulletinTypes.field.requiresReview'), value: yesNo(type.requires_review) },
              { label: t('bulletinTypes.field.isPublic'), value: yesNo(type.is_public) },
              { label: t('bulletinTypes.field.active'), value: yesNo(type.active) },
            ]}
          />
        </div>
      </section>
      <section className="card shadow-sm rounded mb-4 no-after" aria-labelledby="bt-composition">
        <div className="card-body p-4">
          <h2 id="bt-composition" className="h4 mb-3">
            {t('bulletinTypes.composition')}
          </h2>
          <div className="row g-4">
            <div className="col-lg-4">
              <h3 className="h6">{t('bulletinTypes.slots.title')}</h3>
              <ol className="composition-read">
                {type.slots.map((slot) => (
                  <li key={slot.code}>
                    {local.slotLabel(slot)}{' '}
                    <span className="font-monospace small text-secondary">{slot.code}</span>{' '}
                    <span className="small">
                      {t('bulletinTypes.slots.hours', { start: slot.start_hour, end: slot.end_hour })}
                    </span>
                  </li>
                ))}
              </ol>
            </div>
            <div className="col-lg-4">
              <h3 className="h6">{t('bulletinTypes.dataTypes.title')}</h3>
              <ol className="composition-read">
                {type.data_types.map((d) => (
                  <li key={d.data_type_id}>
                    {local.name(d)}{' '}
                    <span className={`badge ${d.required ? 'bg-primary' : 'bg-light text-dark border'}`}>
                      {d.required
                        ? t('bulletinTypes.dataTypes.required')
                        : t('bulletinTypes.dataTypes.optional')}
                    </span>
                  </li>
                ))}
              </ol>
            </div>
            <div className="col-lg-4">
              <h3 className="h6">
                {t('bulletinTypes.venues.title')}{' '}
                <span className="badge bg-primary">
                  {t('bulletinTypes.venues.count', { count: type.venue_ids.length })}
                </span>
              </h3>
              <ol className="composition-read venue-read">
                {type.venue_ids.map((id) => (
                  <li key={id}>{venueById.get(id)?.name ?? `#${id}`}</li>
                ))}
              </ol>
            </div>
          </div>
        </div>
      </section>
      <RulesRead type={type} />
      <div className="card shadow-sm rounded mb-4 no-after">
        <div className="card-body p-4">
          <GridPreview shape={shape} />
        </div>
      </div>
    </>
  );
}
