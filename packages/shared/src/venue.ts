import { z } from 'zod';
import { idField } from './id.ts';
import { codeSchema, nameSchema, textSchema } from './text-fields.ts';

export const venueKinds = ['city', 'sport_venue', 'mountain', 'coast', 'airport', 'other'] as const;
export const venueKindSchema = z.enum(venueKinds);
export type VenueKind = z.infer<typeof venueKindSchema>;

const knownTimeZones = new Map<string, boolean>();

/** True for a name the runtime knows as an IANA time zone (answers are remembered: checking is slow). */
export function isTimeZone(name: string): boolean {
  const known = knownTimeZones.get(name);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    valid = name.includes('/') || name === 'UTC';
  } catch {
    valid = false;
  }
  if (knownTimeZones.size < 1000) knownTimeZones.set(name, valid);
  return valid;
}

export const venueInputSchema = z.object({
  code: codeSchema,
  name: nameSchema,
  kind: venueKindSchema,
  latitude: z
    .number({ error: 'Enter a latitude.' })
    .min(-90, 'Between -90 and 90.')
    .max(90, 'Between -90 and 90.'),
  longitude: z
    .number({ error: 'Enter a longitude.' })
    .min(-180, 'Between -180 and 180.')
    .max(180, 'Between -180 and 180.'),
  elevation: z
    .number()
    .int('A whole number of metres.')
    .min(-500, 'At least -500 m.')
    .max(9000, 'At most 9000 m.')
    .nullable()
    .default(null),
  region: textSchema.trim().max(100).default(''),
  province: textSchema.trim().max(100).default(''),
  timezone: textSchema
    .trim()
    .refine(isTimeZone, 'Enter an IANA time zone such as Europe/Rome.')
    .default('Europe/Rome'),
  authority_id: idField('Choose the responsible authority.'),
  active: z.boolean().default(true),
  notes: textSchema.trim().max(5000).default(''),
});
export type VenueInput = z.infer<typeof venueInputSchema>;

export const venueSchema = venueInputSchema.extend({
  id: z.number().int(),
  authority: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Venue = z.infer<typeof venueSchema>;

/** Italy's bounding box, generously drawn: a venue outside it gets a warning, not an error. */
export const ITALY_BOUNDS = { south: 35.2, north: 47.2, west: 6.5, east: 18.7 } as const;

/** Warnings about coordinates that are valid but unexpected. */
export function venueWarnings(venue: { latitude: number; longitude: number }): string[] {
  const { south, north, west, east } = ITALY_BOUNDS;
  const inside =
    venue.latitude >= south && venue.latitude <= north && venue.longitude >= west && venue.longitude <= east;
  return inside ? [] : ['These coordinates are outside Italy: check latitude and longitude.'];
}

/** The columns of a venue CSV file, in order; import needs the required ones. */
export const VENUE_CSV_COLUMNS = [
  'code',
  'name',
  'kind',
  'latitude',
  'longitude',
  'elevation',
  'region',
  'province',
  'timezone',
  'authority',
  'active',
  'notes',
] as const;
export const VENUE_CSV_REQUIRED = ['code', 'name', 'kind', 'latitude', 'longitude', 'authority'] as const;

/** One row's outcome in a CSV import report. */
export const venueImportRowSchema = z.object({
  line: z.number().int(),
  code: z.string(),
  outcome: z.enum(['created', 'updated', 'rejected']),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export const venueImportReportSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  rejected: z.number().int(),
  /** True when the rows were written; false on a dry run or when a row was rejected (all or nothing). */
  applied: z.boolean(),
  rows: z.array(venueImportRowSchema),
});
export type VenueImportReport = z.infer<typeof venueImportReportSchema>;
