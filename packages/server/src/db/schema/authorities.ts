/** The national agency and the regional services, and who belongs to which. */
import type { AuthorityTranslations } from '@bora/shared/translations';
import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { timestamps, translations } from './columns.ts';

export const authorities = pgTable('authorities', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull().default(''),
  kind: text('kind', { enum: ['national', 'regional', 'provincial', 'other'] }).notNull(),
  website: text('website').notNull().default(''),
  email: text('email').notNull().default(''),
  logoSvg: text('logo_svg'),
  description: text('description').notNull().default(''),
  translations: translations<AuthorityTranslations>(),
  ...timestamps,
});

export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorityId: integer('authority_id')
      .notNull()
      .references(() => authorities.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['member', 'manager'] }).notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [uniqueIndex('memberships_user_authority_key').on(t.userId, t.authorityId)],
);
