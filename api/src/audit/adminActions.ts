// The audit log's one writer (docs/content.md#audit). Every staff action that changes a record calls
// `recordAdminAction` inside the same transaction as the change, so a change and its entry are
// written together or not at all.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { adminActions } from '../db/auditSchema';
import { users } from '../db/schema';

/** `<record kind>.<verb>`: what was done, for example `question.update` or `transaction.refund`. */
export type AdminActionName = `${string}.${string}`;

export interface AdminAction {
  /** The staff member's user id (the principal of the request). */
  actor: number;
  action: AdminActionName;
  /** The record's kind and id, for example `{ kind: 'question', id: 42 }`. */
  target: { kind: string; id: number | string };
  /** The record before the action (null for a creation) and after it (null for a deletion), as JSON. */
  before: unknown;
  after: unknown;
  at: Date;
}

/** Appends one entry; the actor's e-mail is copied so the entry still names them if they are deleted. */
export async function recordAdminAction(db: Db, entry: AdminAction): Promise<void> {
  await db.insert(adminActions).values({
    actorId: entry.actor,
    actorEmail: sql`(${db.select({ email: users.email }).from(users).where(eq(users.id, entry.actor))})`,
    action: entry.action,
    target: `${entry.target.kind}:${entry.target.id}`,
    before: jsonOrNull(entry.before),
    after: jsonOrNull(entry.after),
    at: entry.at,
  });
}

/** A plain JSON copy (dates as ISO strings), so what is stored is what an admin reads back. */
function jsonOrNull(value: unknown): unknown {
  return value === null || value === undefined ? null : JSON.parse(JSON.stringify(value));
}
