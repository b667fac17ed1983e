import { z } from 'zod';

export const NUL_MESSAGE = 'Contains a NUL character, which is not allowed.';
export const SURROGATE_MESSAGE = 'Contains a broken character (half of a UTF-16 pair), which is not allowed.';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * What makes a text unstorable, or undefined when it can be stored: a NUL character (PostgreSQL
 * refuses it in text and JSON) or half of a UTF-16 surrogate pair (not Unicode: it would be
 * silently replaced on the way to the database).
 */
export function textProblem(value: string): string | undefined {
  if (value.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(value)) return SURROGATE_MESSAGE;
  return undefined;
}

/** The base of every text a client sends: a string that can be stored as it is. */
export const textSchema = z.string().superRefine((value, ctx) => {
  const problem = textProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A short code: lower-case letters, digits and single hyphens or underscores. */
export const codeSchema = textSchema
  .trim()
  .min(1, 'Enter a code.')
  .max(40, 'At most 40 characters.')
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'Lower-case letters, digits, and single - or _ between them.');

export const nameSchema = textSchema.trim().min(1, 'Enter a name.').max(200, 'At most 200 characters.');

export const descriptionSchema = textSchema.trim().max(5000, 'At most 5000 characters.');

/** An optional web address: empty, or http(s). */
export const websiteSchema = textSchema
  .trim()
  .max(500)
  .refine(
    (v) => v === '' || /^https?:\/\/[^\s]+\.[^\s]+$/.test(v),
    'Enter a web address starting with http:// or https://.',
  );

/** An optional e-mail address. */
/** An e-mail address as Bora accepts one: something, an @, a domain with a dot. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const optionalEmailSchema = textSchema
  .trim()
  .max(254)
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), 'Enter a valid e-mail address.');
