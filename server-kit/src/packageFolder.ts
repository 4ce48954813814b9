// Where a server's own files are (its migrations, contract, schema), the same from its source and
// from its build: the nearest folder above a module that holds a package.json. Run from source that
// is api/ for api/src/db/migrations.ts; built, it is api/ for api/dist/main.js, the bundle the
// module became (docs/architecture.md#server-builds).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder of the package whose module has the URL `moduleUrl` (pass `import.meta.url`). */
export function packageFolder(moduleUrl: string): string {
  const start = dirname(fileURLToPath(moduleUrl));
  for (let folder = start; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'package.json'))) return folder;
    if (dirname(folder) === folder) throw new Error(`no package.json in ${start} or above it`);
  }
}
