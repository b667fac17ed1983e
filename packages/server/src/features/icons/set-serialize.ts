import type { IconSet, IconSetInput } from '@bora/shared/icon';
import type { IconSetRow, IconSetView } from './set-repository.ts';

export function toIconSetInput(row: IconSetRow): IconSetInput {
  return {
    code: row.code,
    name: row.name,
    description: row.description,
    authority_id: row.authorityId,
    credit: row.credit,
    translations: row.translations,
  };
}

export function toIconSet(row: IconSetView): IconSet {
  return {
    id: row.id,
    ...toIconSetInput(row),
    is_reference: row.isReference,
    authority:
      row.authorityId === null
        ? null
        : { id: row.authorityId, code: row.authorityCode ?? '', name: row.authorityName ?? '' },
    icon_count: row.iconCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
