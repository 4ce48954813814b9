// Which of the build's files the service worker keeps first, when it installs (docs/shell.md#offline-first):
// the three pages and everything an exam needs to go on without the network, the exam screen's and
// the shell's code with what they import, at once or on demand (the submit and time-up dialogs,
// the formula renderer, the logout dialog), their stylesheets and their fonts. The rest of the app
// (the other routes, the icons) is fetched afterwards, one file at a time, once the page is idle.
// Marked here on the precache list the worker is built with (vite-plugin-pwa's manifestTransforms).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';

/** An entry of the precache list, as workbox-build hands it to a transform. */
type PrecacheEntry = { url: string; revision: string | null; size: number };

/**
 * The files of `modules` and of everything they import, statically or on demand, with their
 * stylesheets and assets. The entry's own on-demand imports (every route) are not followed.
 */
export function filesNeededBy(manifest: Manifest, modules: readonly string[]): Set<string> {
  const chunks = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || chunks.has(key)) return;
    chunks.add(key);
    for (const imported of chunk.imports ?? []) walk(imported);
    if (chunk.isEntry !== true) for (const imported of chunk.dynamicImports ?? []) walk(imported);
  };
  for (const module of modules) {
    if (manifest[module] === undefined) throw new Error(`offline files: ${module} is not a chunk of the build`);
    walk(module);
  }
  const files = new Set<string>();
  for (const key of chunks) {
    const chunk = manifest[key];
    if (chunk === undefined) continue;
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
  }
  return files;
}

/**
 * A manifestTransforms step: marks `install: true` on the pages and on the files `modules` need,
 * read from the build's manifest in `outDir` (a build without one, the gallery's, marks the pages).
 */
export function markInstallFiles(outDir: string, modules: readonly string[]) {
  return async (entries: PrecacheEntry[]) => {
    const manifestFile = join(outDir, '.vite', 'manifest.json');
    const needed = existsSync(manifestFile) ? filesNeededBy(JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest, modules) : new Set<string>();
    return { manifest: entries.map((entry) => ({ ...entry, install: entry.url.endsWith('.html') || needed.has(entry.url) })) };
  };
}
