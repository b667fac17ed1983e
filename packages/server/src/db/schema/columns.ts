/** Columns every table of records has. */
import type { Translations } from '@bora/shared/translations';
import { customType, jsonb, timestamp } from 'drizzle-orm/pg-core';

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A record's texts in the content languages besides Italian: `{ en: { name, description }, … }`. */
export const translations = <T extends Translations = Translations>() =>
  jsonb('translations')
    .$type<T>()
    .notNull()
    .default({} as T);

/** Bytes as PostgreSQL keeps them (bytea): a Buffer on either driver. */
export const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
