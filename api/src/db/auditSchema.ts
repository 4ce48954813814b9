// The audit log of staff actions (docs/content.md#audit): who did what to which record, when, and
// the record before and after. Rows are only ever added.
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const adminActions = pgTable(
  'admin_actions',
  {
    id: serial('id').primaryKey(),
    /** Null once the staff account is deleted; `actor_email` still names who it was. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** `<record kind>.<verb>`, for example `question.update` (api/src/audit/adminActions.ts AdminActionName). */
    action: text('action').notNull(),
    /** `<record kind>:<id>`, for example `question:42`. */
    target: text('target').notNull(),
    /** The record as the action found it; null when it created the record. */
    before: jsonb('before').$type<unknown>(),
    /** The record as the action left it; null when it deleted the record. */
    after: jsonb('after').$type<unknown>(),
    at: instant('at').notNull(),
  },
  (t) => [index('admin_actions_at_idx').on(t.at, t.id), index('admin_actions_target_idx').on(t.target, t.at)],
);
