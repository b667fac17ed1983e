import { z } from 'zod';
import { DOCUMENT_LANGUAGES } from './document-texts.ts';
import { EMAIL_PATTERN, textSchema } from './text-fields.ts';
import { translationsSchema } from './translations.ts';

/** `POST /api/public/subscriptions/`: an address asks for a public bulletin type's bulletins by e-mail. */
export const subscriptionInputSchema = z.object({
  email: textSchema
    .trim()
    .min(1, 'Enter your e-mail address.')
    .max(254, 'At most 254 characters.')
    .refine((v) => EMAIL_PATTERN.test(v), 'Enter a valid e-mail address.'),
  /** The type's code, as the public API names it. */
  bulletin_type: textSchema.trim().min(1, 'Choose a bulletin type.').max(100),
  language: z.enum(DOCUMENT_LANGUAGES).default('it'),
});
export type SubscriptionInput = z.infer<typeof subscriptionInputSchema>;

/** The body of the confirmation and unsubscribe calls: the token of the link sent by e-mail. */
export const subscriptionTokenSchema = z.object({
  token: textSchema.trim().min(1, 'The link has no token.').max(500),
});

/** What a confirmation or an unsubscription answers: which type, for which address (masked). */
export const subscriptionSchema = z.object({
  /** The type, with its name's translations so that each reader's language names it. */
  bulletin_type: z.object({ code: z.string(), name: z.string(), translations: translationsSchema }),
  email: z.string(),
  language: z.enum(DOCUMENT_LANGUAGES),
  confirmed: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** How long the link of a confirmation e-mail works. */
export const CONFIRMATION_VALID_HOURS = 48;
