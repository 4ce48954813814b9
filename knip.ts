// Unused files, exports and dependencies (`npm run knip`, and `npm test` beside `tsc -b`;
// docs/architecture.md#layer-rules). Knip's own plugins find most entry points (vitest's projects,
// Storybook, each package.json's scripts and exports); the rest are named here.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  // Generated code exports what its generator writes; the generators, not us, decide.
  ignore: ['**/generated/**'],
  // An export its own file uses is not dead code; knip reports only exports nothing reads.
  ignoreExportsUsedInFile: true,
  workspaces: {
    '.': {
      entry: ['scripts/*.ts', 'bench/*.ts', 'tests/summaryReporter.ts', 'pwa-assets.config.ts'],
      project: ['scripts/**/*.ts', 'bench/**/*.ts', 'tests/**/*.ts', '*.ts', '.storybook/**/*.{ts,tsx}'],
      ignoreDependencies: [
        // Read by path (require.resolve), not imported: the math font script and the gallery's axe check.
        '@fontsource/stix-two-math',
        'axe-core',
        // vite.config.ts (the web app's build, at the root) and the gallery's config use the web
        // package's build plugins and libraries, and the root-level tests the workspaces' libraries.
        '@vitejs/plugin-react',
        '@vanilla-extract/vite-plugin',
        'vite-plugin-pwa',
        '@vite-pwa/assets-generator',
        'react-aria-components',
        'urql',
        'wouter',
        'xstate',
        'pg',
        'drizzle-orm',
      ],
      ignoreBinaries: ['vite'],
      // vitest's reporter and global set-up, named relative to the repository while the Vite root is web/.
      ignoreUnresolved: ['./tests/summaryReporter.ts', 'tests/e2e/globalSetup.ts'],
    },
    engine: { project: ['src/**/*.ts'] },
    'server-kit': { project: ['src/**/*.ts'] },
    api: { entry: ['src/**/*Cli.ts'], project: ['src/**/*.ts', '*.ts'] },
    gateway: { entry: ['scripts/*.ts'], project: ['src/**/*.ts', 'scripts/**/*.ts'] },
    web: {
      // The prerender, the support script and its too-old page are named to Vite plugins by path;
      // the gallery's screens are imported by the generated stories.
      entry: ['src/prerender.tsx', 'sw/sw.ts', 'src/shell/support/support.ts', 'src/shell/support/tooOldPage.ts', 'src/gallery/screens/*.tsx'],
      project: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'vite/**/*.ts'],
      ignoreDependencies: [
        // A CSS url() (web/src/theme/bengali.css), a build-time read (web/vite/places.ts), the service worker's build.
        '@fontsource/noto-sans-bengali',
        'country-state-city',
        'workbox-build',
      ],
    },
  },
};

export default config;
