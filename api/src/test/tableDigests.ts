// What a "reads only read" test compares before and after the reads (docs/exam.md#time-up-finish):
// a digest of every table's rows, so an update that keeps the row count is seen too. Read through a
// connection of its own: with PGlite, only while the api is stopped (TestApi.restart).
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/connect';
import { rowsOf } from '../db/prepared';

/** Every table of the public schema with the md5 of its rows as text, in a stable order. */
export async function tableDigests(config: { dataDir: string; databaseUrl?: string }): Promise<Record<string, string>> {
  const database = await openDatabase(config);
  try {
    const tables = rowsOf<{ name: string }>(
      await database.db.execute(sql.raw(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`)),
    );
    const digests: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] = rowsOf<{ digest: string }>(
        await database.db.execute(sql.raw(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${name}" t`)),
      );
      digests[name] = row?.digest ?? '';
    }
    return digests;
  } finally {
    await database.close();
  }
}
