// Which of the build's files the service worker keeps first, when it installs (docs/shell.md#offline-first):
// the pages of both languages and everything an exam needs to go on without the network, the exam screen's and
// the shell's code with what they import, at once or on demand (the submit and time-up dialogs,
// the formula renderer, the logout dialog), their stylesheets and their fonts. The rest of the app
// (the other routes, the icons) is fetched afterwards, one file at a time, once the page is idle.
// Marked here on the precache list the worker is built with (vite-plugin-pwa's manifestTransforms),
// with the language of each file only one language's build has: the worker installs those of the
// device's language only (web/sw/sw.ts, docs/i18n.md#builds).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';

/** An entry of the precache list, as workbox-build hands it to a transform. */
type PrecacheEntry = { url: string; revision: string | null; size: number };

/** The files of a build's manifest: every chunk's, its stylesheets' and its assets'. */
function filesOf(manifest: Manifest): Set<string> {
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
  return files;
}

/**
 * The files of `modules` and of everything they import, statically or on demand, with their
 * stylesheets and assets. The entry's own on-demand imports are not followed, nor the chunks of
 * `routes` (the other screens, which the app's chunk imports on demand), which `modules` name no
 * more than the exam page needs them.
 */
export function filesNeededBy(manifest: Manifest, modules: readonly string[], routes: readonly string[] = []): Set<string> {
  const chunks = new Set<string>();
  const otherScreens = new Set(routes.filter((route) => !modules.includes(route)));
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || chunks.has(key) || otherScreens.has(key)) return;
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
 * read from the build's manifests in `outDir()` (a build without one, the gallery's, marks the
 * pages), and `language` on a file only one language's build has (docs/i18n.md#builds): the English
 * build's manifest.json and the Bengali build's manifest.bn.json. A page of either is installed.
 */
export function markInstallFiles(outDir: () => string, modules: readonly string[], routes: readonly string[] = []) {
  return async (entries: PrecacheEntry[]) => {
    const builds = (['en', 'bn'] as const).flatMap((language) => {
      const file = join(outDir(), '.vite', language === 'en' ? 'manifest.json' : `manifest.${language}.json`);
      if (!existsSync(file)) return [];
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
      // Screens named wrongly would be installed with the exam unnoticed. (One screen may be no chunk
      // of its own: the exam's result imports the history's review at once, and a build may merge it.)
      if (routes.length > 0 && routes.every((route) => manifest[route] === undefined)) throw new Error(`offline files: no screen of ${routes.join(', ')} is a chunk of the build`);
      return [{ language, files: filesOf(manifest), needed: filesNeededBy(manifest, modules, routes) }];
    });
    const only = (url: string, of: (build: (typeof builds)[number]) => Set<string>) => {
      const having = builds.filter((build) => of(build).has(url));
      return having.length === 1 && builds.length > 1 ? having[0]?.language : undefined;
    };
    return {
      manifest: entries.map((entry) => {
        if (entry.url.endsWith('.html')) return { ...entry, install: true };
        const install = builds.some((build) => build.needed.has(entry.url));
        const language = only(entry.url, (build) => build.files);
        return { ...entry, install, ...(language === undefined ? {} : { language }) };
      }),
    };
  };
}
