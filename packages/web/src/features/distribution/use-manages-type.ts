import { canManageOwned, isStaff, managesSomething } from '@bora/shared/permissions';
import { useQuery } from '@tanstack/react-query';
import { bulletinTypeQueryOptions } from '../../lib/bulletin-type/get-bulletin-type.ts';
import { useViewer } from '../../lib/viewer.ts';

/**
 * Whether the signed-in person keeps the channels of a bulletin type: staff, or a manager of the
 * type's authority (a national type: staff). The type is read only for someone who manages some
 * authority, to learn whose it is; nobody else costs a request.
 */
export function useManagesType(typeId: number): boolean {
  const me = useViewer().user;
  const mustAsk = managesSomething(me) && !isStaff(me);
  const type = useQuery({ ...bulletinTypeQueryOptions(typeId), enabled: mustAsk });
  if (isStaff(me)) return true;
  return mustAsk && type.data !== undefined && canManageOwned(me, type.data.authority_id);
}
