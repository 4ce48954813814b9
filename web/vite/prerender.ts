// The first screens' HTML, written at build time (docs/architecture.md#prerender). After the
// browser build, a server build of web/src/prerender.tsx renders `/` as a visitor sees it, and the
// markup goes into dist/index.html, so the login card and the page under it paint with the HTML,
// before any script; web/src/start.tsx hydrates it. The Bengali build writes the same pages in
// Bengali, named index.bn.html, app.bn.html and exam.bn.html (docs/i18n.md#builds). Two more pages
// come from the same template:
// app.html, with an empty root, for every other route (the gateway serves it), and exam.html for
// the exam routes, which has the browser fetch the exam screen's code beside the entry instead of
// after it (the exam needs the learner's data, so there is no screen to render before it).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Manifest, Plugin, ResolvedConfig } from 'vite';

/**
 * A worker thread's script: web/src/prerender.tsx's `renderFirstScreen` (that file is built for
 * the browser's project, not this one) in modules of the thread's own.
 */
const workerSource = [
  "import { parentPort, workerData } from 'node:worker_threads';",
  'const { renderFirstScreen } = await import(workerData.module);',
  'parentPort.postMessage(await renderFirstScreen(workerData.path, workerData.language));',
  '',
].join('\n');

/** The root element as web/index.html has it; the prerendered one carries the path it was rendered for. */
export const emptyRoot = '<div id="root"></div>';
export const prerenderedAttribute = 'data-prerendered';

export type PrerenderOptions = {
  /** The server entry, relative to the web root. */
  entry: string;
  /** Where the server build goes for the moment of rendering: inside the repository, so its bare imports resolve. */
  scratch: string;
  /** Modules (relative to the web root) whose code the exam page asks for at once. */
  examModules: readonly string[];
  /** The chunk (its group's name in vite.config.ts) of the app's start, web/src/start.tsx, which the entry imports once the page's language is set. */
  app: string;
};

export function prerenderPlugin(options: PrerenderOptions): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'prerender',
    // The browser build only: the server build this starts must not start another.
    apply: (_, env) => env.command === 'build' && env.isSsrBuild !== true,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle(error?: Error) {
      if (error !== undefined || config === undefined) return;
      const outDir = resolve(config.root, config.build.outDir);
      const manifestFile = join(outDir, '.vite', 'manifest.json');
      const templateFile = join(outDir, 'index.html');
      // Builds of something else with this config (the Storybook gallery) have neither.
      if (!existsSync(manifestFile) || !existsSync(templateFile)) return;
      const template = readFileSync(templateFile, 'utf8');
      if (!template.includes(emptyRoot)) throw new Error(`prerender: ${templateFile} has no ${emptyRoot}`);
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;

      const render = await serverBuild(config, options);
      // The app's chunk and its styles (web/src/start.tsx, imported by the entry once the language
      // is set, docs/i18n.md#choosing) belong to every page from the start, as the entry's own would.
      const app = appLinks(manifest, options, config.base);
      // The build's language (docs/i18n.md#builds): its pages are named and rendered in it.
      const language = config.mode === 'bn' ? 'bn' : 'en';
      const withApp = template.replace('<html lang="en">', `<html lang="${language}">`).replace('</head>', `${app.styles}</head>`);
      const named = (file: string) => join(outDir, language === 'en' ? file : file.replace(/\.html$/, `.${language}.html`));
      try {
        // In a worker thread of its own, whose modules are made for this render alone.
        const landing = await render.inWorker('/', language);
        // An inline script (React revealing a boundary it left for later) would break the page under
        // its CSP, which runs none: the markup must be the whole screen.
        if (/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/.test(landing.html)) {
          throw new Error(`prerender: / in ${language} holds an inline script; the screen must be complete markup`);
        }
        const page = withApp
          .replace('</head>', `${app.scripts}</head>`)
          .replace(emptyRoot, `<div id="root" ${prerenderedAttribute}="/">${landing.html}</div>`);
        writeFileSync(named('index.html'), withTitle(startingAfterPaint(page, outDir, config.base), landing.title));
      } finally {
        render.remove();
      }
      writeFileSync(named('app.html'), withApp.replace('</head>', `${app.scripts}</head>`));
      writeFileSync(named('exam.html'), withApp.replace('</head>', `${app.scripts}${preloads(manifest, options.examModules, config.base, options.app)}</head>`));
    },
  };
}

type ServerBuild = { inWorker(path: string, language: 'en' | 'bn'): Promise<{ html: string; title: string }>; remove(): void };

async function serverBuild(config: ResolvedConfig, options: PrerenderOptions): Promise<ServerBuild> {
  const { build } = await import('vite');
  const outDir = resolve(options.scratch, `${process.pid}-${Date.now()}`);
  const remove = () => rmSync(outDir, { recursive: true, force: true });
  try {
    await build({
      ...(config.configFile === undefined ? {} : { configFile: config.configFile }),
      mode: config.mode,
      logLevel: 'warn',
      build: {
        ssr: resolve(config.root, options.entry),
        outDir,
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
        minify: false,
        rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
      },
    });
    const worker = join(outDir, 'worker.mjs');
    writeFileSync(worker, workerSource);
    const module = pathToFileURL(join(outDir, 'prerender.mjs')).href;
    const inWorker = (path: string, language: 'en' | 'bn') =>
      new Promise<{ html: string; title: string }>((done, fail) => {
        const thread = new Worker(worker, { workerData: { module, path, language } });
        thread.once('message', done);
        thread.once('error', fail);
        thread.once('exit', (code) => fail(new Error(`prerender: the ${language} worker exited (${code}) without a page`)));
      });
    return { inWorker, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/**
 * The prerendered page starts the app once it has painted: its module script and the entry's
 * modulepreload links give way to a small script (assets/boot-<hash>.js) that, in the frame after
 * the first paint, adds those links and imports the entry. On a slow connection the stylesheets,
 * which the paint waits for, then have the bandwidth to themselves instead of sharing it with
 * the app's code, which the screen on view does not need to be seen. A page opened in the
 * background (no frames) starts at once.
 */
function startingAfterPaint(page: string, outDir: string, base: string): string {
  const script = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(page);
  if (script === null || script[1] === undefined) throw new Error('prerender: index.html has no module script');
  const preload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  const deps = [...page.matchAll(preload)].map((match) => match[1] ?? '');
  const boot = [
    '// Starts the app in the frame after the prerendered page first paints (docs/architecture.md#prerender).',
    'const start = () => {',
    `  for (const href of ${JSON.stringify(deps)}) {`,
    "    const link = document.createElement('link');",
    "    link.rel = 'modulepreload';",
    "    link.crossOrigin = '';",
    '    link.href = href;',
    '    document.head.append(link);',
    '  }',
    `  import(${JSON.stringify(script[1])});`,
    '};',
    "if (document.visibilityState === 'hidden') start();",
    'else requestAnimationFrame(() => setTimeout(start, 0));',
    '',
  ].join('\n');
  const file = `assets/boot-${createHash('sha256').update(boot).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(outDir, file), boot);
  return page.replace(preload, '').replace(script[0], `<script type="module" crossorigin src="${base}${file}"></script>\n    `);
}

/** Adds the chunk `key` of the manifest and every chunk it imports statically to `into`. */
function withImports(manifest: Manifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (chunk === undefined || into.has(key)) return;
  into.add(key);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, into);
}

/**
 * The app's start chunk and those it imports, less the entry's: modulepreload links (`scripts`)
 * and their stylesheets (`styles`, applied, as the entry's are).
 */
function appLinks(manifest: Manifest, options: Pick<PrerenderOptions, 'app'>, base: string): { scripts: string; styles: string } {
  const walk = (key: string, into: Set<string>) => withImports(manifest, key, into);
  const entry = new Set<string>();
  walk('index.html', entry);
  const entryStyles = new Set([...entry].flatMap((key) => manifest[key]?.css ?? []));
  const chunksOf = (module: string, leaveOut: Set<string>) => {
    if (manifest[module] === undefined) throw new Error(`prerender: ${module} is not a chunk of the build`);
    const wanted = new Set<string>();
    walk(module, wanted);
    return [...wanted].filter((key) => !leaveOut.has(key));
  };
  const appKey = Object.keys(manifest).find((key) => manifest[key]?.name === options.app && key.endsWith('.js'));
  if (appKey === undefined) throw new Error(`prerender: the build has no chunk named ${options.app}`);
  const app = chunksOf(appKey, entry);
  const modulepreload = (keys: string[]) => keys.map((key) => `<link rel="modulepreload" crossorigin href="${base}${manifest[key]?.file}">`).join('');
  const styles = [...new Set(app.flatMap((key) => manifest[key]?.css ?? []))].filter((css) => !entryStyles.has(css));
  return {
    scripts: modulepreload(app),
    styles: styles.map((css) => `<link rel="stylesheet" crossorigin href="${base}${css}">`).join(''),
  };
}

function withTitle(html: string, title: string): string {
  return html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * modulepreload links for `modules` and every chunk they import statically, less what the entry
 * already brings, and preload links for their stylesheets.
 */
export function preloads(manifest: Manifest, modules: readonly string[], base: string, app?: string): string {
  const walk = (key: string, into: Set<string>) => withImports(manifest, key, into);
  const entry = new Set<string>();
  walk('index.html', entry);
  if (app !== undefined) walk(app, entry);
  const entryStyles = new Set([...entry].flatMap((key) => manifest[key]?.css ?? []));
  const wanted = new Set<string>();
  for (const module of modules) {
    if (manifest[module] === undefined) throw new Error(`prerender: ${module} is not a chunk of the build`);
    walk(module, wanted);
  }
  const scripts: string[] = [];
  const styles = new Set<string>();
  for (const key of wanted) {
    const chunk = manifest[key];
    if (chunk === undefined || entry.has(key)) continue;
    scripts.push(`<link rel="modulepreload" crossorigin href="${base}${chunk.file}">`);
    for (const css of chunk.css ?? []) if (!entryStyles.has(css)) styles.add(css);
  }
  return [...scripts, ...[...styles].map((css) => `<link rel="preload" as="style" crossorigin href="${base}${css}">`)].join('');
}
