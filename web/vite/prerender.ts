// The first screens' HTML, written at build time (docs/architecture.md#prerender). After the
// browser build, a server build of web/src/prerender.tsx renders `/` as a visitor sees it, and the
// markup goes into dist/index.html, so the login card and the page under it paint with the HTML,
// before any script; web/src/main.tsx hydrates it. Two more pages come from the same template:
// app.html, with an empty root, for every other route (the gateway serves it), and exam.html for
// the exam routes, which has the browser fetch the exam screen's code beside the entry instead of
// after it (the exam needs the learner's data, so there is no screen to render before it).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest, Plugin, ResolvedConfig } from 'vite';

/** What web/src/prerender.tsx exports (that file is built for the browser's project, not this one). */
type PrerenderModule = { renderFirstScreen(path: string): Promise<{ html: string; title: string }> };

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
      try {
        const landing = await render.module.renderFirstScreen('/');
        const page = template.replace(emptyRoot, `<div id="root" ${prerenderedAttribute}="/">${landing.html}</div>`);
        writeFileSync(templateFile, withTitle(startingAfterPaint(page, outDir, config.base), landing.title));
      } finally {
        render.remove();
      }
      writeFileSync(join(outDir, 'app.html'), template);
      writeFileSync(join(outDir, 'exam.html'), template.replace('</head>', `${preloads(manifest, options.examModules, config.base)}</head>`));
    },
  };
}

async function serverBuild(config: ResolvedConfig, options: PrerenderOptions): Promise<{ module: PrerenderModule; remove(): void }> {
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
    const module = (await import(pathToFileURL(join(outDir, 'prerender.mjs')).href)) as PrerenderModule;
    return { module, remove };
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
export function preloads(manifest: Manifest, modules: readonly string[], base: string): string {
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (chunk === undefined || into.has(key)) return;
    into.add(key);
    for (const imported of chunk.imports ?? []) walk(imported, into);
  };
  const entry = new Set<string>();
  walk('index.html', entry);
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
