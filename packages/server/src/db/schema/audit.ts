/** Who changed what, when, before and after: every detail screen's history. */
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action', { enum: ['create', 'update', 'delete'] }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorUsername: text('actor_username').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.at)],
);
