import { z } from 'zod';
import { publicBulletinSchema } from './bulletin-public.ts';
import { timeSlotSchema } from './bulletin-type.ts';
import { valueKindSchema } from './data-type.ts';
import { LANGUAGES } from './language.ts';
import { translationsSchema } from './translations.ts';

/**
 * The answers of the public API besides one bulletin (`bulletin-public.ts`): the public bulletin
 * types, a type's bulletin by date, a place's coming days. Links are absolute URLs.
 */

/** `?lang=` of the feeds: the language their titles are written in. */
export const feedLanguageSchema = z.enum(LANGUAGES);

/** A record named in Italian (`name`) and in the other languages it is translated into. */
const named = z.object({ code: z.string(), name: z.string(), translations: translationsSchema });

const publicVenueSchema = z.object({
  code: z.string(),
  name: z.string(),
  region: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  elevation: z.number().nullable(),
});

/** `GET /api/public/bulletin-types/`: a public, active bulletin type and what its bulletins hold. */
export const publicBulletinTypeSchema = named.extend({
  description: z.string(),
  /** Null for a national type. */
  authority: named.nullable(),
  /** The languages its texts are written in, the first being its own. */
  languages: z.array(z.string()),
  horizon_days: z.number().int(),
  /** The local time a bulletin is issued at (HH:MM). */
  issue_time: z.string(),
  slots: z.array(timeSlotSchema),
  venues: z.array(publicVenueSchema),
  data_types: z.array(named.extend({ unit: z.string(), value_kind: valueKindSchema, required: z.boolean() })),
  links: z.object({ latest: z.string(), feed: z.string() }),
});
export type PublicBulletinType = z.infer<typeof publicBulletinTypeSchema>;

/** Where a published bulletin is read: its page in the app, its public JSON, its three documents. */
export const publicLinksSchema = z.object({
  page: z.string(),
  json: z.string(),
  pdf: z.string(),
  csv: z.string(),
  export_json: z.string(),
});
export type PublicLinks = z.infer<typeof publicLinksSchema>;

/**
 * `GET /api/public/bulletin-types/{code}/latest/` and `…/{issue_date}/`: the bulletin as published,
 * and, for a withdrawn one, when and why it was withdrawn.
 */
export const publishedIssueSchema = publicBulletinSchema.extend({
  withdrawn: z.object({ at: z.string(), reason: z.string() }).nullable(),
  links: publicLinksSchema,
});
export type PublishedIssue = z.infer<typeof publishedIssueSchema>;

/** The bulletin a value of a place's forecast comes from. */
const valueSourceSchema = z.object({
  id: z.number().int(),
  bulletin_type: z.string(),
  issue_date: z.string(),
  version: z.number().int(),
  link: z.string(),
});

/** `GET /api/public/venues/{code}/forecast/`: a place's coming days, from every public type's newest bulletin. */
export const venueForecastSchema = z.object({
  venue: publicVenueSchema.extend({ timezone: z.string() }),
  /** The first day shown: today where the venue is. */
  from: z.string(),
  /** The data types the values name, as the bulletins published them. */
  data_types: z.array(named.extend({ unit: z.string(), value_kind: valueKindSchema })),
  values: z.array(
    z.object({
      date: z.string(),
      slot: timeSlotSchema,
      data_type: z.string(),
      value: z.union([z.number(), z.string()]),
      note: z.string(),
      bulletin: valueSourceSchema,
    }),
  ),
});
export type VenueForecast = z.infer<typeof venueForecastSchema>;
