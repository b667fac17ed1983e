import { z } from 'zod';

/** A short code: lower-case letters, digits and single hyphens or underscores. */
export const codeSchema = z
  .string()
  .trim()
  .min(1, 'Enter a code.')
  .max(40, 'At most 40 characters.')
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'Lower-case letters, digits, and single - or _ between them.');

export const nameSchema = z.string().trim().min(1, 'Enter a name.').max(200, 'At most 200 characters.');

export const descriptionSchema = z.string().trim().max(5000, 'At most 5000 characters.');

/** An optional web address: empty, or http(s). */
export const websiteSchema = z
  .string()
  .trim()
  .max(500)
  .refine(
    (v) => v === '' || /^https?:\/\/[^\s]+\.[^\s]+$/.test(v),
    'Enter a web address starting with http:// or https://.',
  );

/** An optional e-mail address. */
export const optionalEmailSchema = z
  .string()
  .trim()
  .max(254)
  .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'Enter a valid e-mail address.');
