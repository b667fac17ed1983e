import { describe, expect, it } from 'vitest';
import {
  canManageUsers,
  isLoggedIn,
  isManagerOf,
  isMemberOf,
  isStaff,
  userAuthorities,
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
