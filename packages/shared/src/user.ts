import { z } from 'zod';
import { membershipRoleSchema, membershipSchema } from './authority.ts';
import { idSchema } from './id.ts';
import { optionalEmailSchema, textSchema } from './text-fields.ts';

export const USERNAME_MAX = 150;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

export const usernameSchema = textSchema
  .trim()
  .min(1, 'Enter a username.')
  .max(USERNAME_MAX, `At most ${USERNAME_MAX} characters.`)
  .regex(/^[\w.@+-]+$/, 'Letters, digits and @ . + - _ only.');

/** The current user as the specification's `GET /api/users/me/` answers it. */
export const meSchema = z.object({
  username: z.string(),
  name: z.string(),
  is_staff: z.boolean(),
  authority: z.array(membershipSchema),
});
export type Me = z.infer<typeof meSchema>;

/** Problems with a new password, empty when it is acceptable. */
export function passwordProblems(password: string, username = ''): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN) problems.push(`At least ${PASSWORD_MIN} characters.`);
  if (password.length > PASSWORD_MAX) problems.push(`At most ${PASSWORD_MAX} characters.`);
  if (/^\d+$/.test(password)) problems.push('It cannot be entirely numeric.');
  if (username && password.toLowerCase() === username.toLowerCase()) {
    problems.push('It cannot be the same as the username.');
  }
  return problems;
}

export const newPasswordSchema = textSchema.superRefine((value, ctx) => {
  for (const message of passwordProblems(value)) ctx.addIssue({ code: 'custom', message });
});

/** The body of `POST /api/users/me/password/`. */
export const changePasswordBodySchema = z.object({
  old_password: textSchema.min(1, 'Enter your current password.').max(PASSWORD_MAX),
  new_password: newPasswordSchema,
  /** Also revoke all the user's API keys, for a password that may have leaked with them. */
  revoke_api_keys: z.boolean().optional(),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The profile's change-password form: the body plus a confirmation that must match. */
export const changePasswordSchema = changePasswordBodySchema
  .extend({ new_password_confirm: z.string() })
  .refine((v) => v.new_password === v.new_password_confirm, {
    path: ['new_password_confirm'],
    message: 'The two passwords do not match.',
  });
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** A user as staff see it in the users admin (the only answers that carry the e-mail). */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  is_staff: z.boolean(),
  is_active: z.boolean(),
  last_login: z.string().nullable(),
  date_joined: z.string(),
  memberships: z.array(membershipSchema),
});
export type User = z.infer<typeof userSchema>;

const userNameSchema = textSchema.trim().max(150, 'At most 150 characters.');

/** The body of `POST /api/users/` (staff): the password must follow the rules and differ from the username. */
export const userCreateSchema = z
  .object({
    username: usernameSchema,
    name: userNameSchema.default(''),
    email: optionalEmailSchema.default(''),
    is_staff: z.boolean().default(false),
    password: textSchema.max(PASSWORD_MAX + 1),
  })
  .superRefine((v, ctx) => {
    for (const message of passwordProblems(v.password, v.username)) {
      ctx.addIssue({ code: 'custom', path: ['password'], message });
    }
  });
export type UserCreate = z.infer<typeof userCreateSchema>;

/** The body of `PATCH /api/users/{id}/` (staff); the username never changes. */
export const userUpdateSchema = z.object({
  name: userNameSchema,
  email: optionalEmailSchema,
  is_staff: z.boolean(),
  is_active: z.boolean(),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** The body of `POST /api/users/{id}/password/` (staff): a temporary password. */
export const temporaryPasswordSchema = z.object({ password: newPasswordSchema });
export type TemporaryPassword = z.infer<typeof temporaryPasswordSchema>;

/** The body of `PUT /api/users/{id}/memberships/`: the complete list, one entry per authority. */
export const membershipsInputSchema = z
  .array(z.object({ authority_id: idSchema, role: membershipRoleSchema }))
  .max(100)
  .superRefine((list, ctx) => {
    const seen = new Set<number>();
    list.forEach((m, index) => {
      if (seen.has(m.authority_id)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'authority_id'],
          message: 'Each authority only once.',
        });
      }
      seen.add(m.authority_id);
    });
  });
export type MembershipsInput = z.infer<typeof membershipsInputSchema>;
