import { type Member, type MembershipRole, memberSchema } from '@bora/shared/authority';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { authorityKeys } from './keys.ts';

const membersSchema = z.array(memberSchema);
const base = (id: number) => `/api/authorities/${id}/members/`;

/** The members with their roles; 403 for anyone but staff and the authority's own members. */
export function getMembers(id: number, signal?: AbortSignal): Promise<Member[]> {
  return apiRequest(base(id), { schema: membersSchema, signal });
}

export function membersQueryOptions(id: number) {
  return queryOptions({
    queryKey: authorityKeys.members(id),
    queryFn: ({ signal }) => getMembers(id, signal),
    retry: false,
  });
}

export function useMembers(id: number, enabled: boolean) {
  return useQuery({ ...membersQueryOptions(id), enabled });
}

/** Adds an existing user (or changes their role); answers the new member list. */
export function addMember(id: number, body: { username: string; role: MembershipRole }): Promise<Member[]> {
  return apiRequest(base(id), { method: 'POST', body, schema: membersSchema });
}

export function changeMemberRole(id: number, userId: number, role: MembershipRole): Promise<Member[]> {
  return apiRequest(`${base(id)}${userId}/`, { method: 'PATCH', body: { role }, schema: membersSchema });
}

export function removeMember(id: number, userId: number): Promise<undefined> {
  return apiRequest(`${base(id)}${userId}/`, { method: 'DELETE' });
}

/** The three member changes; each refreshes the list, the history, and the users admin. */
export function useMemberChanges(id: number) {
  const queryClient = useQueryClient();
  const settle = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: authorityKeys.detail(id) }),
      // The users admin lists memberships too (its key; the current user's own key is left alone).
      queryClient.invalidateQueries({ queryKey: ['users', 'admin'] }),
    ]);
  return {
    add: useMutation({
      mutationFn: (body: { username: string; role: MembershipRole }) => addMember(id, body),
      onSuccess: settle,
    }),
    changeRole: useMutation({
      mutationFn: ({ userId, role }: { userId: number; role: MembershipRole }) =>
        changeMemberRole(id, userId, role),
      onSuccess: settle,
    }),
    remove: useMutation({ mutationFn: (userId: number) => removeMember(id, userId), onSuccess: settle }),
  };
}
