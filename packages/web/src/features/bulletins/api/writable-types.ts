import type { BulletinType } from '@bora/shared/bulletin-type';
import { MAX_PAGE_SIZE } from '@bora/shared/page-size';
import { canCreateBulletinOf, type Viewer } from '@bora/shared/permissions';
import { useQuery } from '@tanstack/react-query';
import { useAuthorityChoices } from '../../../lib/authority-choices.ts';
import { bulletinTypesQueryOptions } from '../../bulletin-types/api/list-bulletin-types.ts';

/** Every active bulletin type by name (there are a handful per authority, far fewer than a page). */
export function useActiveBulletinTypes(enabled = true) {
  return useQuery({
    ...bulletinTypesQueryOptions(`active=true&ordering=name&page_size=${MAX_PAGE_SIZE}`),
    enabled,
  });
}

/**
 * The active types whose bulletins the viewer writes, by the same rule the server applies when one
 * is created; undefined while the types or the authorities load.
 */
export function useWritableTypes(viewer: Viewer): BulletinType[] | undefined {
  const signedIn = viewer !== null;
  const types = useActiveBulletinTypes(signedIn);
  const authorities = useAuthorityChoices(signedIn);
  if (!signedIn) return [];
  if (!types.data || !authorities.data) return undefined;
  const nationalId = authorities.data.find((a) => a.kind === 'national')?.id;
  return types.data.results.filter((type) => canCreateBulletinOf(viewer, type.authority_id, nationalId));
}
