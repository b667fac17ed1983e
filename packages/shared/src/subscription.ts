import { z } from 'zod';
import { DOCUMENT_LANGUAGES } from './document-texts.ts';
import { EMAIL_PATTERN, textSchema } from './text-fields.ts';
import { translationsSchema } from './translations.ts';

/** The most bulletin types one request (and one confirmation) subscribes to. */
export const MAX_SUBSCRIPTION_TYPES = 20;

const typeCodeSchema = textSchema.trim().min(1, 'Choose a bulletin type.').max(100);

/**
 * `POST /api/public/subscriptions/`: an address asks for public bulletin types' bulletins by e-mail,
 * one (`bulletin_type`, as the first clients send) or several at once (`bulletin_types`), with one
 * confirmation for all.
 */
export const subscriptionInputSchema = z
  .object({
    email: textSchema
      .trim()
      .min(1, 'Enter your e-mail address.')
      .max(254, 'At most 254 characters.')
      .refine((v) => EMAIL_PATTERN.test(v), 'Enter a valid e-mail address.'),
    /** The type's code, as the public API names it. */
    bulletin_type: typeCodeSchema.optional(),
    /** Several types' codes. */
    bulletin_types: z
      .array(typeCodeSchema)
      .max(MAX_SUBSCRIPTION_TYPES, `Choose at most ${MAX_SUBSCRIPTION_TYPES} bulletin types.`)
      .optional(),
    language: z.enum(DOCUMENT_LANGUAGES).default('it'),
  })
  .superRefine((input, ctx) => {
    const codes = subscribedCodes(input);
    if (!codes.length)
      ctx.addIssue({
        code: 'custom',
        path: ['bulletin_types'],
        message: 'Choose at least one bulletin type.',
      });
    else if (codes.length > MAX_SUBSCRIPTION_TYPES)
      ctx.addIssue({
        code: 'custom',
        path: ['bulletin_types'],
        message: `Choose at most ${MAX_SUBSCRIPTION_TYPES} bulletin types.`,
      });
  });
export type SubscriptionInput = z.infer<typeof subscriptionInputSchema>;

/** The codes a subscription request names, each once, in the order given. */
export function subscribedCodes(
  input: Pick<SubscriptionInput, 'bulletin_type' | 'bulletin_types'>,
): string[] {
  return [...new Set([input.bulletin_type, ...(input.bulletin_types ?? [])].filter((c) => !!c))] as string[];
}

/** The body of the confirmation and unsubscribe calls: the token of the link sent by e-mail. */
export const subscriptionTokenSchema = z.object({
  token: textSchema.trim().min(1, 'The link has no token.').max(500),
});

const subscribedTypeSchema = z.object({
  code: z.string(),
  name: z.string(),
  translations: translationsSchema,
});

/** What a confirmation or an unsubscription answers: which types, for which address (masked). */
export const subscriptionSchema = z.object({
  /** The (first) type, with its name's translations so that each reader's language names it. */
  bulletin_type: subscribedTypeSchema,
  /** Every type the link confirmed or ended (one, unless several were asked for at once). */
  bulletin_types: z.array(subscribedTypeSchema),
  email: z.string(),
  language: z.enum(DOCUMENT_LANGUAGES),
  confirmed: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** How long the link of a confirmation e-mail works. */
export const CONFIRMATION_VALID_HOURS = 48;
