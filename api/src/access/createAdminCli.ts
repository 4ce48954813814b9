// `npm run create-admin -w api -- --email … --phone … [--name …]` (docs/access.md#first-admin): the
// password comes from ADMIN_PASSWORD or standard input, never from the command line, which shell
// history and the process list keep. Acts on DATABASE_URL's database, else DATA_DIR's.
import { parseArgs } from 'node:util';
import { storeFromEnv } from '../config';
import { openDatabase } from '../db/connect';
import { administratorProblem, createAdministrator, type NewAdministrator } from './administrators';

const usage = 'usage: npm run create-admin -w api -- --email <e-mail> --phone <phone> [--name <full name>]  (password: ADMIN_PASSWORD or standard input)';

try {
  const admin = await administratorFromCommand();
  const problem = administratorProblem(admin);
  if (problem !== null) throw new Error(problem);
  const store = storeFromEnv(process.env);
  // As the api's own start would: migrate unless this rollout migrates apart (MIGRATE_ON_START=0).
  const database = await openDatabase({ ...store, migrations: process.env.MIGRATE_ON_START === '0' ? 'check' : 'run' });
  try {
    await database.setUp(() => createAdministrator(database.db, admin));
  } finally {
    await database.close();
  }
  console.log(`created the administrator ${admin.email.trim()}; sign in with that e-mail and the password given`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

async function administratorFromCommand(): Promise<NewAdministrator> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, phone: { type: 'string' }, name: { type: 'string' } } });
  if (values.email === undefined || values.phone === undefined) throw new Error(usage);
  const password = process.env.ADMIN_PASSWORD ?? (await passwordFromInput());
  return { email: values.email, phone: values.phone, fullName: values.name ?? 'Administrator', password };
}

/** The first line of standard input; typed at a terminal, asked for without echo. */
async function passwordFromInput(): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    let text = '';
    for await (const chunk of input) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? '';
  }
  process.stderr.write('password for the administrator (not shown): ');
  input.setRawMode(true);
  input.setEncoding('utf8');
  let typed = '';
  for await (const chunk of input) {
    for (const key of String(chunk)) {
      if (key === '\u0003') process.exit(130);
      if (key === '\r' || key === '\n') {
        input.setRawMode(false);
        input.pause();
        process.stderr.write('\n');
        return typed;
      }
      typed = key === '\u007f' ? typed.slice(0, -1) : typed + key;
    }
  }
  return typed;
}
