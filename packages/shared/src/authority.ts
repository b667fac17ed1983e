import { z } from 'zod';

export const authorityKinds = ['national', 'regional', 'provincial', 'other'] as const;
export const authorityKindSchema = z.enum(authorityKinds);
export type AuthorityKind = z.infer<typeof authorityKindSchema>;

/** `member` writes bulletins; `manager` also publishes and manages the authority's reference data. */
export const membershipRoles = ['member', 'manager'] as const;
export const membershipRoleSchema = z.enum(membershipRoles);
export type MembershipRole = z.infer<typeof membershipRoleSchema>;

export const authorityCodeSchema = z
  .string()
  .trim()
  .min(2, 'At least 2 characters.')
  .max(40, 'At most 40 characters.')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case letters, digits and single hyphens only.');

/** One of the user's memberships, as `GET /api/users/me/` lists it under `authority`. */
export const membershipSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  role: membershipRoleSchema,
});
export type Membership = z.infer<typeof membershipSchema>;
