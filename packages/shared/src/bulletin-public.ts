import { z } from 'zod';
import {
  bulletinCompositionSchema,
  bulletinSummarySchema,
  bulletinTextSchema,
  bulletinValueSchema,
  publishedIconSchema,
} from './bulletin.ts';

/** How long a shared cache may keep a public answer, in seconds. */
export const PUBLIC_MAX_AGE = 60;

/**
 * `GET /api/public/bulletins/{id}/`: a published bulletin as it was published (names, units and
 * icon pictures of that moment), for anyone, without a session.
 */
export const publicBulletinSchema = bulletinSummarySchema.extend({
  composition: bulletinCompositionSchema,
  texts: z.array(bulletinTextSchema),
  values: z.array(bulletinValueSchema),
  /** The pictures of the icons its values name, as published (SVG). */
  icons: z.array(publishedIconSchema),
});

/** What publishing froze of a bulletin (its snapshot, as the server stores it, less its version). */
export const publishedContentSchema = publicBulletinSchema.pick({
  bulletin_type: true,
  authority: true,
  composition: true,
  texts: true,
  values: true,
  icons: true,
});
export type PublicBulletin = z.infer<typeof publicBulletinSchema>;
