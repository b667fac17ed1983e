import { describe, expect, it } from 'vitest';
import {
  canCreateBulletinOf,
  canManageUsers,
  canWriteBulletinsOf,
  isLoggedIn,
  isManagerOf,
  isMemberOf,
  isStaff,
  userAuthorities,
  workflowRole,
} from './permissions.ts';
import type { Me } from './user.ts';

const member: Me = {
  username: 'franca',
  name: 'Franca',
  is_staff: false,
  authority: [
    { id: 1, code: 'veneto', name: 'Veneto', role: 'member' },
    { id: 2, code: 'lombardia', name: 'Lombardia', role: 'manager' },
  ],
};
const staff: Me = { username: 'admin', name: '', is_staff: true, authority: [] };

describe('roles', () => {
  it('knows who is logged in and who is staff', () => {
    expect(isLoggedIn(null)).toBe(false);
    expect(isLoggedIn(member)).toBe(true);
    expect(isStaff(null)).toBe(false);
    expect(isStaff(member)).toBe(false);
    expect(isStaff(staff)).toBe(true);
  });

  it('lists the authorities, empty when there are none', () => {
    expect(userAuthorities(null)).toEqual([]);
    expect(userAuthorities(staff)).toEqual([]);
    expect(userAuthorities(member).map((a) => a.code)).toEqual(['veneto', 'lombardia']);
  });

  it('tells membership from management per authority', () => {
    expect(isMemberOf(member, 1)).toBe(true);
    expect(isManagerOf(member, 1)).toBe(false);
    expect(isManagerOf(member, 2)).toBe(true);
    expect(isMemberOf(member, 3)).toBe(false);
    expect(isMemberOf(null, 1)).toBe(false);
  });

  it('lets only staff manage users', () => {
    expect(canManageUsers(staff)).toBe(true);
    expect(canManageUsers(member)).toBe(false);
    expect(canManageUsers(null)).toBe(false);
  });
});

describe('bulletin writers', () => {
  it('are staff and the members and managers of the bulletin’s authority', () => {
    expect(workflowRole(staff, 1)).toBe('staff');
    expect(workflowRole(member, 1)).toBe('member');
    expect(workflowRole(member, 2)).toBe('manager');
    expect(workflowRole(member, 3)).toBe('none');
    expect(workflowRole(null, 1)).toBe('none');
    expect(canWriteBulletinsOf(member, 1)).toBe(true);
    expect(canWriteBulletinsOf(member, 3)).toBe(false);
    expect(canWriteBulletinsOf(null, 1)).toBe(false);
    expect(canWriteBulletinsOf(staff, 3)).toBe(true);
  });

  it('of a national type are the national authority’s writers', () => {
    expect(canCreateBulletinOf(member, 2, 9)).toBe(true);
    expect(canCreateBulletinOf(member, null, 9)).toBe(false);
    expect(canCreateBulletinOf(member, null, 1)).toBe(true);
    expect(canCreateBulletinOf(staff, null, 9)).toBe(true);
    expect(canCreateBulletinOf(staff, null, undefined)).toBe(false);
  });
});
