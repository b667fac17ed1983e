/**
 * The tables whose every write the database announces on the `tables` channel (the statement
 * triggers of drizzle/0004_cache_invalidation.sql): an answer read only from these may be kept.
 */
export const REFERENCE_TABLES = [
  'authorities',
  'venues',
  'data_types',
  'icon_sets',
  'icons',
  'icon_pictures',
  'bulletin_types',
  'bulletin_type_data_types',
  'bulletin_type_venues',
  'bulletin_type_rules',
] as const;
export type ReferenceTable = (typeof REFERENCE_TABLES)[number];
