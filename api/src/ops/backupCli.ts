// `npm run backup -- FILE` and `npm run restore -- FILE`: the database of DATA_DIR (or
// DATABASE_URL). Stop `npm start` first when the database is the embedded one.
import { apiConfigFromEnv } from '../config';
import { backup, restore } from './backup';

const [action, file] = process.argv.slice(2);
if ((action !== 'backup' && action !== 'restore') || file === undefined) {
  console.error('usage: npm run backup -- FILE  |  npm run restore -- FILE');
  process.exit(2);
}
const config = apiConfigFromEnv(process.env);
const store = { dataDir: config.dataDir, ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}) };
try {
  await (action === 'backup' ? backup(store, file) : restore(store, file));
  console.log(`${action === 'backup' ? 'backed up to' : 'restored from'} ${file}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
