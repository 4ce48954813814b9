// What the bad-input suites (REST here, GraphQL in gateway/src/security/) compare before and after
// their run: the row count of every table, and rows that exist only as part of a whole but whose
// whole is missing (a half-written change).
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../db/connect';

export type DatabaseState = { counts: Record<string, number>; halfWritten: Record<string, number> };

/**
 * Every table's row count and every half-written kind of row found, read through a connection of
 * its own: with PGlite, only while the api is stopped (it holds the only connection).
 */
export async function readDatabaseState(config: { dataDir: string; databaseUrl?: string }): Promise<DatabaseState> {
  const database = await openDatabase(config);
  try {
    return await readState(database.db);
  } finally {
    await database.close();
  }
}

/** Rows that exist only as part of a whole: each query counts the orphans of one kind. */
const halfWrittenChecks: Record<string, string> = {
  'a started exam without its questions': `SELECT count(*) AS n FROM exams e WHERE e.start_time IS NOT NULL AND NOT EXISTS (SELECT 1 FROM exam_questions q WHERE q.exam_id = e.id)`,
  "an answer to a question not in its exam": `SELECT count(*) AS n FROM exam_answers a WHERE NOT EXISTS (SELECT 1 FROM exam_questions q WHERE q.exam_id = a.exam_id AND q.question_id = a.question_id)`,
  'a finished exam without its subject results': `SELECT count(*) AS n FROM exams e WHERE e.status = 'finished' AND EXISTS (SELECT 1 FROM exam_questions q WHERE q.exam_id = e.id) AND NOT EXISTS (SELECT 1 FROM exam_subject_results r WHERE r.exam_id = e.id)`,
  'a transaction without its user': `SELECT count(*) AS n FROM transactions x WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = x.user_id)`,
  'a subscription without its subjects': `SELECT count(*) AS n FROM subscriptions s WHERE NOT EXISTS (SELECT 1 FROM subscription_details d WHERE d.subscription_id = s.id)`,
  'a user without a role': `SELECT count(*) AS n FROM users u WHERE NOT EXISTS (SELECT 1 FROM roles r WHERE r.id = u.role_id)`,
};

async function readState(db: Db): Promise<DatabaseState> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql.raw(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`)),
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ n: number | string }>(await db.execute(sql.raw(`SELECT count(*) AS n FROM "${name}"`)));
    counts[name] = Number(row?.n ?? 0);
  }
  const halfWritten: Record<string, number> = {};
  for (const [what, query] of Object.entries(halfWrittenChecks)) {
    const [row] = rowsOf<{ n: number | string }>(await db.execute(sql.raw(query)));
    const n = Number(row?.n ?? 0);
    if (n > 0) halfWritten[what] = n;
  }
  return { counts, halfWritten };
}

// node-postgres and PGlite both answer `execute` with `{ rows }`.
function rowsOf<Row>(result: unknown): Row[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as Row[]) : [];
}

