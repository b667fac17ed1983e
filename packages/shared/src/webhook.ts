import { z } from 'zod';
import { contentLanguages } from './content-languages.ts';
import { deliveryReasonSchema } from './delivery-reason.ts';
import { textSchema } from './text-fields.ts';

/** What happens to a published bulletin that its receivers are told of. */
export const bulletinEvents = ['published', 'corrected', 'withdrawn'] as const;
export type BulletinEvent = (typeof bulletinEvents)[number];

/** Most webhooks one bulletin type may have. */
export const MAX_WEBHOOKS_PER_TYPE = 100;
export const WEBHOOK_URL_MAX = 2000;

/** How many hours a rotated secret still signs beside the new one, so receivers can switch. */
export const SECRET_OVERLAP_HOURS = 24;

const listed = <T extends z.ZodType<string>>(item: T, what: string) =>
  z
    .array(item)
    .min(1, `At least one ${what}.`)
    .refine((items) => new Set(items).size === items.length, `This ${what} is listed twice.`);

/** `scheme://authority` of an http(s) address, the authority without spaces. */
const HTTP_ADDRESS = /^https?:\/\/([^\s/?#]+)(?:[/?#]\S*)?$/i;

/** A receiver's address: http(s) only; whether its host may be reached is checked by the server. */
export const webhookUrlSchema = textSchema
  .trim()
  .min(1, 'Give the address the bulletins are sent to.')
  .max(WEBHOOK_URL_MAX, `At most ${WEBHOOK_URL_MAX} characters.`)
  .refine((value) => HTTP_ADDRESS.test(value), 'An http:// or https:// address.')
  .refine(
    (value) => !HTTP_ADDRESS.exec(value)?.[1]?.includes('@'),
    'No user name or password in the address: the body is signed instead.',
  );

const eventsSchema = listed(z.enum(bulletinEvents), 'event');
/** The content languages the texts are sent in; empty for all of the type's. */
const languagesSchema = z
  .array(z.enum(contentLanguages))
  .refine((items) => new Set(items).size === items.length, 'This language is listed twice.');

/** `POST /api/bulletin-types/{id}/webhooks/` */
export const webhookInputSchema = z.object({
  url: webhookUrlSchema,
  events: eventsSchema.default([...bulletinEvents]),
  languages: languagesSchema.default([]),
  active: z.boolean().default(true),
});
export type WebhookInput = z.infer<typeof webhookInputSchema>;

/** `PATCH …/webhooks/{id}/`: any of the fields, and `rotate_secret` for a new secret. */
export const webhookPatchSchema = z.object({
  url: webhookUrlSchema.optional(),
  events: eventsSchema.optional(),
  languages: languagesSchema.optional(),
  active: z.boolean().optional(),
  /** A new secret, answered once; the old one keeps signing beside it for SECRET_OVERLAP_HOURS. */
  rotate_secret: z.boolean().optional(),
});
export type WebhookPatch = z.infer<typeof webhookPatchSchema>;

export const webhookSchema = z.object({
  id: z.number().int(),
  bulletin_type_id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(bulletinEvents)),
  languages: z.array(z.enum(contentLanguages)),
  active: z.boolean(),
  /** Why Bora stopped sending (a receiver that answered 410 Gone), in English, empty while it sends. */
  disabled_reason: z.string(),
  /** The same as a code and its values (`receiver_gone` with the instant), null while it sends. */
  disabled_because: deliveryReasonSchema.nullable(),
  /** The secret's first characters, to tell which one a receiver holds. */
  secret_prefix: z.string(),
  /** Until when the previous secret still signs beside this one, after a rotation. */
  previous_secret_until: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** The answer that creates a webhook or rotates its secret: the only time the secret is shown. */
export const webhookWithSecretSchema = webhookSchema.extend({ secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

/**
 * `GET /api/bulletin-types/{id}/recipients/`: who the type's bulletins are sent to now, counted by
 * the rule that makes the deliveries: its active webhooks that want each event, and the confirmed
 * e-mail subscribers of a public type (sent every event).
 */
export const recipientsSchema = z.object({
  webhooks: z.object({
    published: z.number().int(),
    corrected: z.number().int(),
    withdrawn: z.number().int(),
  }),
  email_subscribers: z.number().int(),
});
export type Recipients = z.infer<typeof recipientsSchema>;
