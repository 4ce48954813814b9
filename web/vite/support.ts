// The support scripts (web/src/shell/support/, docs/browsers.md): built apart from the app, each as
// one ES5 classic script, so that a browser far below the supported minimum can still run them and
// show why the product does not. support.js goes first in every page's <head>, deferred, so it runs
// before the app's modules (deferred and module scripts run in document order) without holding up
// the first paint; it fetches the too-old page's script only where it is needed. esbuild bundles
// each (it cannot lower let, const or arrows to ES5), TypeScript lowers the bundle to ES5, and
// esbuild minifies that.
import { createHash } from 'node:crypto';
import { build, transform } from 'esbuild';
import ts from 'typescript';
import type { Plugin } from 'vite';
import type { MinimumVersions } from './browsers.ts';

/** The name of the first script in the build's assets (with a content hash after it). */
const supportName = 'support.js';

/** `entry` and what it imports as one ES5 script, with `define`'s names replaced by their values. */
export async function es5Script(entry: string, define: Record<string, unknown>): Promise<string> {
  const bundled = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2015',
    platform: 'browser',
    charset: 'utf8',
    define: Object.fromEntries(Object.entries(define).map(([name, value]) => [name, JSON.stringify(value)])),
    logLevel: 'silent',
  });
  const code = bundled.outputFiles[0]?.text;
  if (code === undefined) throw new Error(`support script: esbuild wrote nothing for ${entry}`);
  const es5 = ts.transpileModule(code, {
    fileName: 'script.js',
    compilerOptions: { target: ts.ScriptTarget.ES5, module: ts.ModuleKind.None, allowJs: true },
  }).outputText;
  return (await transform(es5, { minify: true, target: 'es5', loader: 'js', charset: 'utf8' })).code;
}

export type SupportOptions = {
  /** web/src/shell/support/support.ts and tooOldPage.ts, as absolute paths. */
  support: string;
  tooOldPage: string;
  minimum: MinimumVersions;
};

export function supportPlugin(options: SupportOptions): Plugin {
  return {
    name: 'support-script',
    // The browser build only (the prerender's server build has no pages).
    apply: (_, env) => env.command === 'build' && env.isSsrBuild !== true,
    async buildStart() {
      const { chrome, firefox, safari } = options.minimum;
      const page = await es5Script(options.tooOldPage, { SUPPORTED_MINIMUM: { chrome, firefox, safari } });
      // Named by its content here, as Vite names assets, because support.js must know the name.
      const pageFile = `assets/too-old-${createHash('sha256').update(page).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName: pageFile, source: page });
      this.emitFile({ type: 'asset', name: supportName, source: await es5Script(options.support, { TOO_OLD_PAGE: `/${pageFile}` }) });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const asset = Object.values(context.bundle ?? {}).find(
          (file) => file.type === 'asset' && (file.names.includes(supportName) || file.originalFileNames.includes(supportName)),
        );
        if (asset === undefined) throw new Error('support script: not in the bundle');
        return [{ tag: 'script', attrs: { defer: true, src: `/${asset.fileName}` }, injectTo: 'head-prepend' }];
      },
    },
  };
}
