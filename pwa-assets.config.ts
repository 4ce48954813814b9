// The app's icons in every size the platforms ask for (docs/shell.md#installable), made from our
// own web/public/icons/icon.svg by @vite-pwa/assets-generator: `npx pwa-assets-generator` (it reads
// this file) writes the PNGs beside the SVG. They are committed; run it again after changing the SVG.
import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';

export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    ...minimal2023Preset,
    // The pages link the SVG itself as their icon: no favicon.ico.
    transparent: { ...minimal2023Preset.transparent, favicons: [] },
    // The maskable and Apple icons fill their square with the theme's primary colour around the mark.
    maskable: { ...minimal2023Preset.maskable, resizeOptions: { background: '#1f5fbf' } },
    apple: { ...minimal2023Preset.apple, resizeOptions: { background: '#1f5fbf' } },
  },
  images: ['web/public/icons/icon.svg'],
});
