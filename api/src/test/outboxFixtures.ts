// The mail outbox as the mail tests read it back (api/src/mail/*.test.ts).
import { asc } from 'drizzle-orm';
import { mailOutbox } from '../db/commerceSchema';
import { openDatabase } from '../db/connect';
import type { TestApi } from './harness';

/** The outbox rows, read while the api is stopped (PGlite allows one connection). */
export async function outboxRows(t: TestApi): Promise<Array<typeof mailOutbox.$inferSelect>> {
  let rows: Array<typeof mailOutbox.$inferSelect> = [];
  await t.restart(async (config) => {
    const database = await openDatabase(config);
    rows = await database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
    await database.close();
  });
  return rows;
}
