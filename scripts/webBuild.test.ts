// The web build under concurrent starts: `npm test` starts the product from two suites at once, and
// on a busy machine one start used to delete files the other was still compressing (ENOENT).
// Vite is stood in for by a slow build that writes its files one by one, so the race is wide open.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, expect, it } from 'vitest';
import { buildWebIfStale, precompress, type WebBuildSite } from './webBuild';

const FILES = ['index.html', 'app.js', 'app.css', 'chunk.js'];
let folder = '';

afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A site whose build takes a few event-loop turns per file and records who built. */
function slowSite(builds: string[]): WebBuildSite {
  folder = mkdtempSync(join(tmpdir(), 'proshno-webbuild-'));
  const source = join(folder, 'src');
  mkdirSync(source);
  writeFileSync(join(source, 'main.ts'), 'export {};');
  return {
    out: join(folder, 'dist'),
    sources: [source],
    marker: 'manifest.json',
    async build(into) {
      builds.push(into);
      mkdirSync(into, { recursive: true });
      for (const name of FILES) {
        writeFileSync(join(into, name), `${name} of build ${builds.length}`);
        await pause(20);
      }
      writeFileSync(join(into, 'manifest.json'), JSON.stringify(FILES));
    },
  };
}

/** What a server reading `out` right now would find missing; nothing when it is absent or whole. */
function missingFiles(out: string): string[] {
  if (!existsSync(out)) return [];
  const manifest = join(out, 'manifest.json');
  if (!existsSync(manifest)) return ['manifest.json'];
  const listed = JSON.parse(readFileSync(manifest, 'utf8')) as string[];
  const present = new Set(readdirSync(out));
  return listed.filter((name) => !present.has(name));
}

/** Calls `act` while checking the output after every turn of the event loop. */
async function watching(out: string, act: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  let running = true;
  const watcher = (async () => {
    while (running) {
      seen.push(...missingFiles(out));
      await pause(1);
    }
  })();
  await act();
  running = false;
  await watcher;
  return seen;
}

it('builds once when four starts ask for a stale build at the same time', async () => {
  const builds: string[] = [];
  const site = slowSite(builds);
  const seen = await watching(site.out, () => Promise.all([1, 2, 3, 4].map(() => buildWebIfStale(site, () => {}))));
  expect(builds).toHaveLength(1);
  expect(seen).toEqual([]);
  expect(missingFiles(site.out)).toEqual([]);
  expect(existsSync(`${site.out}.next`)).toBe(false);
});

it('keeps the previous build whole until the new one replaces it', async () => {
  const builds: string[] = [];
  const site = slowSite(builds);
  await buildWebIfStale(site, () => {});
  // A source edited after the build makes it stale.
  const later = new Date(Date.now() + 5_000);
  utimesSync(join(folder, 'src', 'main.ts'), later, later);
  const seen = await watching(site.out, () => buildWebIfStale(site, () => {}));
  expect(builds).toHaveLength(2);
  expect(seen).toEqual([]);
  expect(readFileSync(join(site.out, 'app.js'), 'utf8')).toBe('app.js of build 2');
});

it('does not build again when the output is newer than every source', async () => {
  const builds: string[] = [];
  const site = slowSite(builds);
  await buildWebIfStale(site, () => {});
  await buildWebIfStale(site, () => {});
  expect(builds).toHaveLength(1);
});

it('compresses the build without stopping the event loop, so the lock stays fresh while it works', async () => {
  folder = mkdtempSync(join(tmpdir(), 'proshno-webbuild-'));
  // Text that takes the highest levels some milliseconds a file, even on an idle machine.
  let text = '';
  for (let i = 0; text.length < 64_000; i++) text += `const v${i} = ${(i * 7919) % 104_729};\n`;
  for (const name of ['a.js', 'b.js', 'c.css', 'd.html']) writeFileSync(join(folder, name), text);
  let ticks = 0;
  const timer = setInterval(() => (ticks += 1), 5);
  try {
    await precompress(folder);
  } finally {
    clearInterval(timer);
  }
  // A synchronous compression returns before any timer can run.
  expect(ticks).toBeGreaterThan(0);
  expect(readdirSync(folder).sort()).toEqual(['a.js', 'a.js.br', 'a.js.gz', 'b.js', 'b.js.br', 'b.js.gz', 'c.css', 'c.css.br', 'c.css.gz', 'd.html', 'd.html.br', 'd.html.gz']);
  expect(brotliDecompressSync(readFileSync(join(folder, 'a.js.br'))).toString()).toBe(text);
  expect(gunzipSync(readFileSync(join(folder, 'd.html.gz'))).toString()).toBe(text);
  // Brotli's highest level took more than 5 s for these files on a busy machine.
}, 60_000);
