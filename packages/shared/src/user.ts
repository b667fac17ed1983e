import { z } from 'zod';
import { membershipSchema } from './authority.ts';

export const USERNAME_MAX = 150;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

export const usernameSchema = z
  .string()
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

export const newPasswordSchema = z.string().superRefine((value, ctx) => {
  for (const message of passwordProblems(value)) ctx.addIssue({ code: 'custom', message });
});

/** The body of `POST /api/users/me/password/`. */
export const changePasswordBodySchema = z.object({
  old_password: z.string().min(1, 'Enter your current password.').max(PASSWORD_MAX),
  new_password: newPasswordSchema,
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
