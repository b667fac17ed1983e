import { z } from 'zod';
import {
  codeSchema,
  descriptionSchema,
  nameSchema,
  optionalEmailSchema,
  textSchema,
  websiteSchema,
} from './text-fields.ts';
import { authorityTranslationsSchema } from './translations.ts';

export const authorityKinds = ['national', 'regional', 'provincial', 'other'] as const;
export const authorityKindSchema = z.enum(authorityKinds);
export type AuthorityKind = z.infer<typeof authorityKindSchema>;

/** `member` writes bulletins; `manager` also publishes and manages the authority's reference data. */
export const membershipRoles = ['member', 'manager'] as const;
export const membershipRoleSchema = z.enum(membershipRoles);
export type MembershipRole = z.infer<typeof membershipRoleSchema>;

/** One of the user's memberships, as `GET /api/users/me/` lists it under `authority`. */
export const membershipSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  role: membershipRoleSchema,
});
export type Membership = z.infer<typeof membershipSchema>;

/** What a client sends to create or update an authority (the logo goes separately, as a file). */
export const authorityInputSchema = z.object({
  code: codeSchema,
  name: nameSchema,
  short_name: textSchema.trim().max(60, 'At most 60 characters.').default(''),
  kind: authorityKindSchema,
  website: websiteSchema.default(''),
  email: optionalEmailSchema.default(''),
  description: descriptionSchema.default(''),
  translations: authorityTranslationsSchema,
});
export type AuthorityInput = z.infer<typeof authorityInputSchema>;

export const authoritySchema = authorityInputSchema.extend({
  id: z.number().int(),
  /** Where the sanitised SVG logo is served, or null when there is none. */
  logo_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Authority = z.infer<typeof authoritySchema>;

/** A member of an authority, as staff and the authority's own members see the list. */
export const memberSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: membershipRoleSchema,
});
export type Member = z.infer<typeof memberSchema>;

export const memberInputSchema = z.object({
  username: textSchema.trim().min(1, 'Enter a username.').max(150),
  role: membershipRoleSchema,
});
