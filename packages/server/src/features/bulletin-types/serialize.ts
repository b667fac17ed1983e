import type { BulletinType, BulletinTypeInput } from '@bora/shared/bulletin-type';
import type { BulletinTypeView } from './repository.ts';

/** The stored bulletin type as its input (what PUT takes, and what the audit trail keeps). */
export function toBulletinTypeInput(row: BulletinTypeView): BulletinTypeInput {
  return {
    code: row.code,
    name: row.name,
    description: row.description,
    authority_id: row.authorityId,
    icon_set_id: row.iconSetId,
    horizon_days: row.horizonDays,
    slots: row.slots,
    data_types: row.dataTypes.map((d) => ({ data_type_id: d.dataTypeId, required: d.required })),
    venue_ids: row.venueIds,
    languages: row.languages as BulletinTypeInput['languages'],
    issue_time: row.issueTime,
    draft_time: row.draftTime,
    remind_missing: row.remindMissing,
    pdf_map: row.pdfMap,
    requires_review: row.requiresReview,
    is_public: row.isPublic,
    active: row.active,
    rules: row.rules,
    title_templates: row.titleTemplates as BulletinTypeInput['title_templates'],
    translations: row.translations,
  };
}

export function toBulletinType(row: BulletinTypeView): BulletinType {
  return {
    ...toBulletinTypeInput(row),
    id: row.id,
    authority:
      row.authorityId === null
        ? null
        : { id: row.authorityId, code: row.authorityCode ?? '', name: row.authorityName ?? '' },
    data_types: row.dataTypes.map((d) => ({
      data_type_id: d.dataTypeId,
      required: d.required,
      code: d.code,
      name: d.name,
      translations: d.translations,
    })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
