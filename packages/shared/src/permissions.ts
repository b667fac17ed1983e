import type { Membership, MembershipRole } from './authority.ts';
import type { Me } from './user.ts';
import type { WorkflowRole } from './workflow.ts';

/** Anyone the app knows about: a loaded user, or nobody. */
export type Viewer = Me | null;

/** True when a user was loaded. */
export function isLoggedIn(viewer: Viewer): viewer is Me {
  return viewer !== null;
}

/** True when the loaded user is staff. */
export function isStaff(viewer: Viewer): boolean {
  return viewer?.is_staff === true;
}

/** The viewer's memberships, empty when there are none or nobody is logged in. */
export function userAuthorities(viewer: Viewer): Membership[] {
  return viewer?.authority ?? [];
}

function roleIn(viewer: Viewer, authorityId: number): MembershipRole | null {
  return userAuthorities(viewer).find((m) => m.id === authorityId)?.role ?? null;
}

/** True when the viewer belongs to the authority, in any role. */
export function isMemberOf(viewer: Viewer, authorityId: number): boolean {
  return roleIn(viewer, authorityId) !== null;
}

/** True when the viewer manages the authority. */
export function isManagerOf(viewer: Viewer, authorityId: number): boolean {
  return roleIn(viewer, authorityId) === 'manager';
}

/** Staff manage users; nobody else does. */
export function canManageUsers(viewer: Viewer): boolean {
  return isStaff(viewer);
}

/** Authorities and their members are kept by staff. */
export function canManageAuthorities(viewer: Viewer): boolean {
  return isStaff(viewer);
}

/** Staff and the authority's own members see its member list; nobody else does. */
export function canSeeMembers(viewer: Viewer, authorityId: number): boolean {
  return isStaff(viewer) || isMemberOf(viewer, authorityId);
}

/** Data types are national reference data: staff only. */
export function canManageDataTypes(viewer: Viewer): boolean {
  return isStaff(viewer);
}

/**
 * Objects owned by an authority (venues, icon sets and their icons, bulletin types): staff, or a
 * manager of the owning authority. Null owner means national: staff only.
 */
export function canManageOwned(viewer: Viewer, authorityId: number | null): boolean {
  if (isStaff(viewer)) return true;
  return authorityId !== null && isManagerOf(viewer, authorityId);
}

/** The authorities in which the viewer may create owned objects (all of them for staff: null). */
export function managedAuthorityIds(viewer: Viewer): number[] | null {
  if (isStaff(viewer)) return null;
  return userAuthorities(viewer)
    .filter((m) => m.role === 'manager')
    .map((m) => m.id);
}

/** True for staff and for anyone who manages at least one authority. */
export function managesSomething(viewer: Viewer): boolean {
  return isStaff(viewer) || userAuthorities(viewer).some((m) => m.role === 'manager');
}

/** True for staff and for anyone who belongs to at least one authority. */
export function belongsSomewhere(viewer: Viewer): boolean {
  return isStaff(viewer) || userAuthorities(viewer).length > 0;
}

/** The viewer's standing towards a bulletin's authority, as the workflow weighs it. */
export function workflowRole(viewer: Viewer, authorityId: number): WorkflowRole {
  if (isStaff(viewer)) return 'staff';
  if (isManagerOf(viewer, authorityId)) return 'manager';
  return isMemberOf(viewer, authorityId) ? 'member' : 'none';
}

/** Staff and the authority's members and managers create its bulletins; nobody else does. */
export function canWriteBulletinsOf(viewer: Viewer, authorityId: number): boolean {
  return workflowRole(viewer, authorityId) !== 'none';
}

/**
 * Whether the viewer may create bulletins of a type: they belong to the authority its bulletins
 * belong to, its owner or, for a national type (no owner), the national authority.
 */
export function canCreateBulletinOf(
  viewer: Viewer,
  typeAuthorityId: number | null,
  nationalAuthorityId: number | undefined,
): boolean {
  const authorityId = typeAuthorityId ?? nationalAuthorityId;
  return authorityId !== undefined && canWriteBulletinsOf(viewer, authorityId);
}

/**
 * Observations of a venue are written by staff and by the members (any role) of the authority
 * responsible for the venue: the people who forecast for it, and their machine clients.
 */
export function canWriteObservationsOf(viewer: Viewer, venueAuthorityId: number): boolean {
  return isStaff(viewer) || isMemberOf(viewer, venueAuthorityId);
}

/**
 * Who may call a route at all, decided before its body or query is read; the rules about the
 * object itself (whose venue, which authority) follow in the service.
 */
export const ROUTE_ACCESS = {
  anyone: () => true,
  'signed-in': isLoggedIn,
  member: belongsSomewhere,
  manager: managesSomething,
  staff: isStaff,
} as const satisfies Record<string, (viewer: Viewer) => boolean>;
export type RouteAccess = keyof typeof ROUTE_ACCESS;
