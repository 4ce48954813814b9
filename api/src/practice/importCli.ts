// The importer's command line: `npm run import -- FILE` against DATA_DIR / DATABASE_URL.
import { apiConfigFromEnv } from '../config';
import { importBank } from './importBank';

// npm runs workspace scripts inside api/; the file and the default .data folder are meant
// relative to where the developer typed the command (the same .data that `npm start` uses).
process.chdir(process.env.INIT_CWD ?? process.cwd());
const file = process.argv[2];
if (!file) {
  console.error('usage: npm run import -- FILE.csv|FILE.json');
  process.exit(1);
}
const outcome = await importBank(apiConfigFromEnv(process.env), file);
for (const line of outcome.lines) (outcome.exitCode === 0 ? console.log : console.error)(line);
process.exit(outcome.exitCode);
