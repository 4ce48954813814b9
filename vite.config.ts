// One config for the web build and every test project (docs/architecture.md#tests).
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import LongestFirst from './tests/sequencer.ts';
import { countryCodes } from './engine/src/access/places.ts';
import { buildTargets, minimumVersions } from './web/vite/browsers.ts';
import { markInstallFiles } from './web/vite/offlineFiles.ts';
import { placesPlugin } from './web/vite/places.ts';
import { bengaliBuild, bengaliPages } from './web/vite/bengaliBuild.ts';
import { prerenderPlugin } from './web/vite/prerender.ts';
import { supportPlugin } from './web/vite/support.ts';
import { brandColours } from './web/src/theme/brand.ts';

const repo = fileURLToPath(new URL('.', import.meta.url));

/**
 * The product shows every date in en-GB's Gregorian calendar (App.tsx's I18nProvider), but
 * react-aria's date fields import @internationalized/date's createCalendar, which carries nine
 * other calendar systems (about 6 KB gzip on the routes with a date field). This serves a
 * createCalendar that builds the Gregorian one and refuses any other by name.
 */
function gregorianCalendarOnly(): Plugin {
  return {
    name: 'gregorian-calendar-only',
    enforce: 'pre',
    load(id) {
      if (!/@internationalized[\\/]date[\\/]dist[\\/]private[\\/]createCalendar\.mjs$/.test(id)) return null;
      return [
        "import { GregorianCalendar } from './calendars/GregorianCalendar.mjs';",
        'export function createCalendar(name) {',
        "  if (name === 'gregory') return new GregorianCalendar();",
        '  throw new Error(`The ${name} calendar is not in this build: the product shows Gregorian dates only.`);',
        '}',
      ].join('\n');
    },
  };
}

/**
 * Fewer, larger files for a phone on a poor line (docs/architecture.md#first-visit): everything the
 * entry imports statically is one file, the app it imports next another, and a shared chunk under 10 KB of source is copied into
 * the chunks that import it instead of being a request of its own. Only for the browser's build:
 * the prerender's server build keeps its entry's exports.
 */
function fewerRequests(): Plugin {
  return {
    name: 'fewer-requests',
    config(_, env) {
      if (env.isSsrBuild === true) return null;
      return {
        build: {
          rolldownOptions: {
            preserveEntrySignatures: false,
            output: {
              // Each module runs when first imported, as unbundled modules would (the Bengali
              // catalogues rely on it, docs/i18n.md#catalogues); also what the inlining below needs.
              strictExecutionOrder: true,
              codeSplitting: {
                // The entry and the app it imports once the page's language is set (web/src/start.tsx,
                // docs/i18n.md#choosing) are one chunk, with every module either needs: the import
                // finds the app already fetched. Its modules are evaluated when first needed, in
                // the order of their imports (strictExecutionOrder, below), so the app's catalogues
                // are made after the entry has registered the Bengali twins.
                groups: [{ name: 'app', test: /[\\/]web[\\/]src[\\/](main|start)\.tsx$/ }],
                // Bytes of source: a Bengali letter is three in UTF-8 and one in English, so the
                // Bengali build's limit is higher, for its chunks to split as the English build's do.
                experimentalInlineCommonChunks: { maxSize: env.mode === 'bn' ? 16_000 : 10_000 },
              },
            },
          },
        },
      };
    },
  };
}

/**
 * The tab's icon written into the page as a data: URL (docs/architecture.md#first-visit): as a file,
 * a browser asked for it once per page and again each time the app changed the address, a request
 * each on a poor line. web/public/icons/icon.svg stays the one source.
 */
function inlineFavicon(): Plugin {
  return {
    name: 'inline-favicon',
    transformIndexHtml(html) {
      const svg = readFileSync(`${repo}web/public/icons/icon.svg`, 'utf8')
        .replace(/<!--[\s\S]*?-->/g, '')
        .replace(/\s+/g, ' ')
        .replace(/> </g, '><')
        .trim();
      // Quotes as apostrophes and only the characters a URL must escape, as mini-svg-data-uri does.
      const url = `data:image/svg+xml,${svg.replaceAll('"', "'").replace(/[%#<>{}]/g, (c) => encodeURIComponent(c))}`;
      return html.replace('href="/icons/icon.svg"', () => `href="${url}"`);
    },
  };
}

/** Where this build writes (a test's build goes elsewhere): the service worker's list of files is read from there. */
const output = { dir: `${repo}web/dist` };
function outputDir(): Plugin {
  return {
    name: 'output-dir',
    configResolved(config) {
      output.dir = resolve(config.root, config.build.outDir);
    },
  };
}

/** The modules an exam page runs: exam.html asks for them at once, and the service worker keeps them first. */
const examModules = ['src/shell/AppShell.tsx', 'src/exam/ExamScreen.tsx'];
/**
 * Every route's screen (web/src/shell/routes/routeTable.ts), as the build's manifest names them:
 * what the service worker installs for an exam leaves out the other screens (docs/shell.md#offline-first).
 */
const routeModules = [...readFileSync(`${repo}web/src/shell/routes/routeTable.ts`, 'utf8').matchAll(/import\('([^']+)'\)/g)].map(
  ([, path = '']) => `${relative(`${repo}web`, resolve(`${repo}web/src/shell/routes`, path))}.tsx`,
);

/** The supported browsers (docs/browsers.md), from package.json's browserslist. */
const supported = minimumVersions(repo);

/** The countries whose states and cities registration offers (Bangladesh has its own lists). */
const foreignCountries = countryCodes.filter((c) => c.iso2 !== 'BD').map((c) => c.iso2);

export default defineConfig({
  root: 'web',
  // Only English strings of react-aria's built-in messages (the app's locale is en-GB).
  plugins: [
    react(),
    outputDir(),
    vanillaExtractPlugin(),
    optimizeLocales.vite({ locales: ['en'] }),
    gregorianCalendarOnly(),
    fewerRequests(),
    inlineFavicon(),
    placesPlugin(foreignCountries),
    // Every page's first script: the unsupported-browser page and the polyfills (docs/browsers.md).
    supportPlugin({
      support: `${repo}web/src/shell/support/support.ts`,
      tooOldPage: `${repo}web/src/shell/support/tooOldPage.ts`,
      minimum: supported,
    }),
    // `/` prerendered into index.html, app.html and exam.html beside it (docs/architecture.md#prerender).
    prerenderPlugin({
      entry: 'src/prerender.tsx',
      scratch: `${repo}node_modules/.prerender`,
      examModules,
      app: 'app',
    }),
    // The Bengali build (mode 'bn'): every catalogue made with its Bengali twin's words; the
    // English build makes it beside itself and takes its pages and files (docs/i18n.md#builds).
    bengaliBuild({ bengali: `${repo}engine/src/i18n/bengali.ts`, engine: `${repo}engine/src/` }),
    bengaliPages(),
    // The installable app (docs/shell.md#installable) and its service worker (docs/shell.md#offline-app).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // web/src/shell/pwa/ registers it after the first paint, in production builds only.
      injectRegister: null,
      // The icons are in the precache by the glob below.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Proshno: MCQ exam preparation',
        short_name: 'Proshno',
        description: 'Proshno: MCQ exam preparation for students in Bangladesh',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: brandColours.primary,
        background_color: brandColours.page,
        // Made from web/public/icons/icon.svg by pwa-assets.config.ts.
        icons: [
          { src: '/icons/pwa-64x64.png', sizes: '64x64', type: 'image/png' },
          { src: '/icons/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      integration: {
        // After the prerender plugin has written index.html, app.html and exam.html, so the
        // precache list has all three with their final bytes.
        closeBundleOrder: 'post',
      },
      injectManifest: {
        // Every file the app needs offline, less each country's states and cities (fetched when a
        // newcomer from abroad registers, which needs the network anyway) and the .br/.gz copies.
        globPatterns: ['**/*.{html,js,css,woff2,png,svg}'],
        globIgnores: ['assets/places-*.js', 'sw.js'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // What an exam needs offline is kept when the worker installs; the rest follows once the
        // page is idle (docs/shell.md#offline-first).
        manifestTransforms: [markInstallFiles(() => output.dir, examModules, routeModules)],
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Syntax lowered and CSS written for the oldest supported browser (docs/browsers.md).
    target: buildTargets(supported),
    cssTarget: buildTargets(supported),
  },
  server: {
    proxy: {
      '/graphql': process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000',
      '/media': process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000',
    },
  },
  test: {
    reporters: ['default', './tests/summaryReporter.ts'],
    // Two files at a time on the 2-core CI machine: `npm test` (scripts/test.ts) runs the e2e
    // project, whose files go one after another, as two Vitest processes of their own beside this
    // one, so four chains share two cores; with a third file here a 1 s hook took over 120 s.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: 'engine',
          root: repo,
          // Files share their worker's modules (docs/architecture.md#test-time): no module keeps state a
          // file could leave behind, and importing the api's or the engine's graph once per worker,
          // not once per file, is a tenth of the suite's CPU on the 2-core CI machine.
          isolate: false,
          include: ['engine/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server-kit',
          root: repo,
          include: ['server-kit/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'scripts',
          root: repo,
          include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          root: repo,
          // Files share their worker's modules (docs/architecture.md#test-time): no module keeps state a
          // file could leave behind, and importing the api's or the engine's graph once per worker,
          // not once per file, is a tenth of the suite's CPU on the 2-core CI machine.
          isolate: false,
          include: ['api/src/**/*.test.ts'],
          environment: 'node',
          // Guards against a hang, not waits: a test ends when its requests do. Generous, as a busy
          // 2-core machine made a 1 s test take 60 and a file's start-up hook 120.
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'gateway',
          root: repo,
          // Files share their worker's modules (docs/architecture.md#test-time): no module keeps state a
          // file could leave behind, and importing the api's or the engine's graph once per worker,
          // not once per file, is a tenth of the suite's CPU on the 2-core CI machine.
          isolate: false,
          include: ['gateway/src/**/*.test.ts'],
          environment: 'node',
          // Guards against a hang, not waits: a test ends when its requests do. Generous, as a busy
          // 2-core machine made a 1 s test take 60 and a file's start-up hook 120.
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      {
        // The app's plugins (vanilla-extract's styles above all) as the build has them.
        extends: true,
        test: {
          name: 'web',
          root: repo,
          // Hooks of the web app rendered with React in a DOM of happy-dom; whole screens are the
          // gallery's and the e2e suite's, in Chromium.
          include: ['web/src/**/*.test.tsx'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'gallery',
          root: repo,
          include: ['web/src/gallery/**/*.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'model',
          root: repo,
          include: ['tests/model/**/*.test.ts'],
          environment: 'node',
          expect: { poll: { timeout: 15_000 } },
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // One retry of a path: on a loaded 2-core CI machine the finished exam's clock was once
          // read a second off (00:01:39 for 00:01:40). A path broken for real fails both times.
          retry: 1,
        },
      },
      {
        test: {
          name: 'scale',
          root: repo,
          // tests/scale: the built servers behind HAProxy (deploy/README.md); its waits are polls of
          // HAProxy's own view, which follows checks a second apart.
          include: ['tests/scale/**/*.test.ts'],
          environment: 'node',
          expect: { poll: { timeout: 20_000 } },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: repo,
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // The browser waits on a loaded 2-core CI machine: a polled screen gets seconds, not one.
          expect: { poll: { timeout: 15_000 } },
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
