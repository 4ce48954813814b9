// `npm run build:servers`: the api and the gateway as JavaScript for production, so a replica starts
// in node at once instead of compiling TypeScript through tsx first (docs/architecture.md#server-builds).
// One bundle per command, with our workspace packages (which export TypeScript source) inside it and
// every npm dependency left to node_modules, where its native binaries and data files are.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const repo = fileURLToPath(new URL('..', import.meta.url));

/** Each server's commands: the bundle's name in `<server>/dist/` and the source it starts from. */
const serverCommands = {
  api: { main: 'src/main.ts', migrate: 'src/ops/migrateCli.ts', 'create-admin': 'src/access/createAdminCli.ts' },
  gateway: { main: 'src/main.ts' },
} as const;

type Server = keyof typeof serverCommands;

/** Builds every server's commands into `<server>/dist/<command>.js` (with a source map beside it). */
export async function buildServers(): Promise<void> {
  await Promise.all((Object.keys(serverCommands) as Server[]).map(buildServer));
}

async function buildServer(server: Server): Promise<void> {
  const folder = join(repo, server);
  const outdir = join(folder, 'dist');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: folder,
    entryPoints: Object.entries(serverCommands[server]).map(([out, source]) => ({ in: source, out })),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [npmDependenciesOutside],
  });
}

/** Bare imports other than `@proshno/*` stay imports, resolved from node_modules at run time. */
const npmDependenciesOutside: Plugin = {
  name: 'npm-dependencies-outside',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@proshno/') ? undefined : { path: args.path, external: true }));
  },
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildServers();
  console.log(`built api/dist and gateway/dist in ${Date.now() - started} ms`);
}
