// The state gallery (docs/architecture.md#tests): one story per state of every screen's machine, from
// web/src/generated/gallery (written by `npm run gen`). Builds with the web app's Vite config.
import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/**
 * The product's service worker and manifest (docs/shell.md#offline-app) and its pages' support script
 * (docs/browsers.md#support-script) are not the gallery's.
 */
function withoutProductPages(plugins: PluginOption[]): PluginOption[] {
  return plugins.flatMap((plugin): PluginOption[] => {
    if (Array.isArray(plugin)) return [withoutProductPages(plugin)];
    const name = plugin !== null && typeof plugin === 'object' && 'name' in plugin ? plugin.name : '';
    if (name.startsWith('vite-plugin-pwa') || name === 'support-script') return [];
    return [plugin];
  });
}

const config: StorybookConfig = {
  stories: ['../web/src/generated/gallery/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  // The profile stories' uploaded photo.
  staticDirs: [{ from: '../web/src/gallery/static', to: '/gallery' }],
  framework: { name: '@storybook/react-vite', options: { builder: { viteConfigPath: 'vite.config.ts' } } },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  async viteFinal(config) {
    // The root config builds web/ into web/dist for the product: its test projects, output
    // folder and manifest are not the gallery's.
    const { test: _test, ...rest } = config as typeof config & { test?: unknown };
    return {
      ...rest,
      plugins: withoutProductPages(rest.plugins ?? []),
      build: { ...rest.build, emptyOutDir: false, manifest: false, chunkSizeWarningLimit: 10_000 },
    };
  },
};

export default config;
