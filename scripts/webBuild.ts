// The web app's production build (web/dist), safe for any number of starts at once: `npm test`
// starts the product from the e2e and the model suites together, and a developer may run
// `npm start` beside them. One process builds at a time (a lock file beside the output); the
// build goes to a folder of its own and is renamed into place only when complete, so nobody ever
// reads or compresses a half-written or half-deleted web/dist. A process that waited for the lock
// finds the build fresh and uses it.
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import lockfile from 'proper-lockfile';

const repo = fileURLToPath(new URL('..', import.meta.url));
export const webDist = join(repo, 'web', 'dist');

/** Where a build goes and what it reads; the product's own is `productSite`, tests make others. */
export type WebBuildSite = {
  /** The output folder; its siblings `<out>.next`, `<out>.old` and `<out>.lock` are the build's. */
  out: string;
  /** What the build reads: a newer file anywhere here makes `out` stale. */
  sources: string[];
  /** The file a complete build writes (its mtime is the build's time). */
  marker: string;
  /** Writes a complete build into the given (empty) folder. */
  build(into: string): Promise<void>;
};

export const productSite: WebBuildSite = {
  out: webDist,
  sources: ['web/src', 'web/sw', 'web/public', 'web/index.html', 'web/vite', 'engine/src', 'vite.config.ts', 'package-lock.json'].map((s) => join(repo, s)),
  marker: join('.vite', 'manifest.json'),
  build: viteBuild,
};

/** Builds `site.out` unless it is newer than every source; waits while another process builds it. */
export async function buildWebIfStale(site: WebBuildSite = productSite, log: (line: string) => void = console.log): Promise<void> {
  if (isFresh(site)) return;
  // The holder refreshes the lock's mtime every 10 s; a lock left by a killed build is taken over
  // after 2 minutes. Waiting gives up after about 10 minutes (a cold build on a busy 2-core
  // machine takes 1-3).
  const release = await lockfile.lock(site.out, {
    realpath: false,
    lockfilePath: `${site.out}.lock`,
    stale: 120_000,
    update: 10_000,
    retries: { retries: 600, factor: 1, minTimeout: 1000, maxTimeout: 1000 },
  });
  try {
    if (isFresh(site)) return;
    log('Building the web app (the first start takes a minute or two) ...');
    const next = `${site.out}.next`;
    rmSync(next, { recursive: true, force: true });
    await site.build(next);
    // rename(2) cannot replace a folder that has files, so the old build steps aside first; a
    // product already serving it finds the new one at the same path a moment later.
    const old = `${site.out}.old`;
    rmSync(old, { recursive: true, force: true });
    if (existsSync(site.out)) renameSync(site.out, old);
    renameSync(next, site.out);
    rmSync(old, { recursive: true, force: true });
  } finally {
    await release();
  }
}

function isFresh(site: WebBuildSite): boolean {
  const marker = join(site.out, site.marker);
  if (!existsSync(marker)) return false;
  const builtAt = statSync(marker).mtimeMs;
  return Math.max(...site.sources.map(newestMtime)) <= builtAt;
}

async function viteBuild(into: string): Promise<void> {
  const { build } = await import('vite');
  // Always the production build: a NODE_ENV inherited from a test runner ('test') would make Vite
  // bundle React's development build, and that dist would then be served by the next `npm start`.
  const inherited = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: join(repo, 'vite.config.ts'), mode: 'production', logLevel: 'warn', build: { outDir: into, emptyOutDir: true } });
    await precompress(into);
  } finally {
    if (inherited === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = inherited;
  }
}

/**
 * Writes NAME.br and NAME.gz beside every text file of the build, at the highest levels once here
 * instead of a cheaper level on every request; the gateway sends the one the browser accepts.
 * zlib's thread pool does the work, one file at a time: the synchronous calls kept the event loop
 * from refreshing the build lock for minutes on a busy machine, and another start took the lock
 * over as stale and deleted the folder being compressed.
 */
export async function precompress(folder: string): Promise<void> {
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    const file = join(folder, name);
    if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(name) || !statSync(file).isFile()) continue;
    const content = await readFile(file);
    if (content.length < 1024) continue;
    const brotli = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } };
    await writeFile(`${file}.br`, await brotliAsync(content, brotli));
    await writeFile(`${file}.gz`, await gzipAsync(content, { level: 9 }));
  }
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}
