import { isMemberOf, isStaff, type Viewer } from '@bora/shared/permissions';
import type { VerificationQuery } from '@bora/shared/verification';
import { resolveFilters } from '../../core/reference-codes.ts';
import type { Db } from '../../db/client.ts';
import { NotFound } from '../../lib/errors.ts';
import { nationalAuthorityId, type Period } from './repository.ts';

/**
 * The period a reader asked for, when the reader may read the type's published bulletins: anyone
 * for a public type; otherwise staff and the people of the authority its bulletins belong to (its
 * owner, or the national authority for a national type). To anyone else the type is missing: 404.
 */
export async function readablePeriod(db: Db, query: VerificationQuery, viewer: Viewer): Promise<Period> {
  const { bulletinType, ...rest } = await resolveFilters(db, query);
  if (!bulletinType) throw new NotFound('No such bulletin type.');
  if (!bulletinType.isPublic && !isStaff(viewer)) {
    const authorityId = bulletinType.authorityId ?? (await nationalAuthorityId(db));
    if (authorityId === undefined || !isMemberOf(viewer, authorityId)) {
      throw new NotFound(`No bulletin type with code “${query.bulletin_type}”.`);
    }
  }
  return { bulletinType, ...rest };
}
