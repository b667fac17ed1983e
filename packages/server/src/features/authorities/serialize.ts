import type { Authority, AuthorityInput } from '@bora/shared/authority';
import type { AuthorityRow } from '../../core/authorities.ts';

export function toAuthorityInput(row: AuthorityRow): AuthorityInput {
  return {
    code: row.code,
    name: row.name,
    short_name: row.shortName,
    kind: row.kind,
    website: row.website,
    email: row.email,
    description: row.description,
    translations: row.translations,
  };
}

export function toAuthority(row: AuthorityRow): Authority {
  return {
    id: row.id,
    ...toAuthorityInput(row),
    logo_url: row.logoSvg ? `/api/authorities/${row.id}/logo/?v=${row.updatedAt.getTime()}` : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What the audit trail keeps of an authority (the logo as a flag, not its markup). */
export function auditedAuthority(row: AuthorityRow) {
  return { ...toAuthorityInput(row), logo: row.logoSvg ? 'yes' : 'no' };
}
