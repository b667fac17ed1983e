import { createHash } from 'node:crypto';
import type { Icon, IconInput } from '@bora/shared/icon';
import type { IconMeta, IconRow } from './repository.ts';

export function toIconInput(row: IconMeta): IconInput {
  return {
    icon_set_id: row.iconSetId,
    code: row.code,
    name: row.name,
    description: row.description,
    category: row.category,
    variant: row.variant,
    wmo_code: row.wmoCode,
    reference_icon_id: row.referenceIconId,
    translations: row.translations,
  };
}

/** The picture's address; the version changes with every save, so it may be cached for good. */
export function svgUrlOf(row: IconMeta): string {
  return `/api/icons/${row.id}/svg/?v=${row.updatedAt.getTime()}`;
}

export function toIcon(row: IconMeta): Icon {
  return {
    id: row.id,
    ...toIconInput(row),
    svg_url: svgUrlOf(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What the audit trail keeps of an icon: its fields, and a fingerprint of the picture, never its markup. */
export function auditedIcon(row: IconRow) {
  const fingerprint = createHash('sha256').update(row.svg).digest('hex').slice(0, 12);
  return { ...toIconInput(row), svg: `sha256:${fingerprint} (${Buffer.byteLength(row.svg)} bytes)` };
}
