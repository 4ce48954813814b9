// `npm run migrate -w api` (or `npm run migrate`): applies this release's migrations to the
// database of DATABASE_URL (else DATA_DIR's embedded one) under the setup lock, once before a
// rollout; the replicas then start with MIGRATE_ON_START=0 (docs/architecture.md#migrations).
import { storeFromEnv } from '../config';
import { openDatabase } from '../db/connect';

const store = storeFromEnv(process.env);
try {
  const database = await openDatabase({ ...store, migrations: 'run' });
  await database.close();
  console.log(`migrated ${store.databaseUrl ? 'the database of DATABASE_URL' : `the embedded database in ${store.dataDir}`}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
