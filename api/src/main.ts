// Runs the api alone: `npm start -w api` (PORT default 4000).
import { closeOnSignals, newLifecycle } from '@proshno/server-kit';
import { apiConfigFromEnv, CREATE_ADMIN_COMMAND, createApi, demoLogins, MigrationsBehind } from './index';

// PORT is this process's own port here, not the one URL users open, so it must not shape the
// links in mails: those follow PUBLIC_URL, else the gateway's default http://localhost:3000.
const lifecycle = newLifecycle();
const config = { ...apiConfigFromEnv({ ...process.env, PORT: undefined }), lifecycle };
const api = await createApi(config).catch((error: unknown) => {
  // docs/architecture.md#migrations: said in one line an operator can act on, not as a stack.
  if (!(error instanceof MigrationsBehind)) throw error;
  console.error(`api not started: ${error.message}`);
  process.exit(1);
});
const port = Number(process.env.PORT || 4000);
const address = await api.app.listen({ host: process.env.HOST || '127.0.0.1', port });
console.log(`api listening on ${address} (data in ${config.dataDir})`);
// Demo logins only where demo data was asked for (docs/access.md#first-admin).
if (config.demoData) for (const login of demoLogins) console.log(`  ${login.role.padEnd(10)} ${login.email} / ${login.password}  (${login.note})`);
else if (api.needsFirstAdmin) {
  console.log(`no administrator yet: create the first one with\n  ${CREATE_ADMIN_COMMAND}\n(the password from ADMIN_PASSWORD or standard input; docs/access.md#first-admin)`);
}
closeOnSignals(lifecycle, api.close);
