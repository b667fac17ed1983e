/** People, their sessions and API keys, and the sign-in throttle. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    isStaff: boolean('is_staff').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    passwordHash: text('password_hash').notNull(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`)],
);

/** Server-side sessions; the cookie carries a random key whose SHA-256 is the id. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** API keys for machine clients (`Authorization: Token <key>`); only the SHA-256 is kept. */
export const apiTokens = pgTable('api_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  prefix: text('prefix').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
});

/**
 * Sign-in throttle counters, one row per (username, address) and one per address, kept in the
 * database so every app server sees the same count. An attempt counts as a failure from the
 * moment it starts (and is cleared when the password proves right), so parallel attempts
 * cannot slip under the limit.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    /** No attempt under this key is checked before then. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [index('login_throttle_last_failure_idx').on(t.lastFailureAt)],
);
