// The importer's command line: `npm run import -- FILE [--grade … --subject … --topic … --subtopic …]`
// against DATA_DIR / DATABASE_URL (docs/content.md#import).
import { parseArgs } from 'node:util';
import { apiConfigFromEnv } from '../config';
import { importBank } from './importBank';

// npm runs workspace scripts inside api/; the file and the default .data folder are meant
// relative to where the developer typed the command (the same .data that `npm start` uses).
process.chdir(process.env.INIT_CWD ?? process.cwd());
const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  options: { grade: { type: 'string' }, subject: { type: 'string' }, topic: { type: 'string' }, subtopic: { type: 'string' } },
});
const file = positionals[0];
if (file === undefined || positionals.length > 1) {
  console.error('usage: npm run import -- FILE.csv|FILE.json|FILE.gift|FILE.aiken [--grade G --subject S --topic T --subtopic U]');
  console.error('  (an Aiken file needs all four; a GIFT file uses them for questions before its first $CATEGORY)');
  process.exit(1);
}
const outcome = await importBank(apiConfigFromEnv(process.env), file, values);
for (const line of outcome.lines) (outcome.exitCode === 0 ? console.log : console.error)(line);
process.exit(outcome.exitCode);
