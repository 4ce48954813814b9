// The browsers the product supports (docs/browsers.md): package.json's browserslist, read once, as
// the build's JavaScript and CSS targets and as the versions the unsupported-browser page names.
import browserslist from 'browserslist';

/** The lowest supported version of each engine the build targets, by esbuild's names for them. */
export type MinimumVersions = { chrome: number; firefox: number; safari: number; ios: number };

/** browserslist's families, by the engine that runs them (Android's WebView and Samsung Internet are Chromium). */
const engineOf: Record<string, keyof MinimumVersions> = {
  chrome: 'chrome',
  and_chr: 'chrome',
  android: 'chrome',
  firefox: 'firefox',
  and_ff: 'firefox',
  safari: 'safari',
  ios_saf: 'ios',
};

/** The lowest version of each engine in the list `root`'s package.json names. */
export function minimumVersions(root: string): MinimumVersions {
  const lowest: Partial<MinimumVersions> = {};
  for (const entry of browserslist(undefined, { path: root })) {
    const [family = '', version = ''] = entry.split(' ');
    const engine = engineOf[family];
    // A range ("16.0-16.3") starts at its first version.
    const number = Number.parseFloat(version.split('-')[0] ?? '');
    if (engine === undefined || Number.isNaN(number)) continue;
    lowest[engine] = Math.min(lowest[engine] ?? number, number);
  }
  const { chrome, firefox, safari, ios } = lowest;
  if (chrome === undefined || firefox === undefined || safari === undefined || ios === undefined) {
    throw new Error(`package.json's browserslist must name Chrome, Firefox, Safari and iOS Safari; it gives ${JSON.stringify(lowest)}`);
  }
  return { chrome, firefox, safari, ios };
}

/** The same versions as build targets (`chrome87`), for JavaScript's syntax and CSS's lowering alike. */
export function buildTargets(minimum: MinimumVersions): string[] {
  return Object.entries(minimum).map(([engine, version]) => `${engine}${version}`);
}
