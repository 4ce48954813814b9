// Real Chromium from Debian's packages, driven by playwright-core, at the product the suite started.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launch, launchWithProfile } from './chromium';

export { launch, launchWithProfile };

let ownProduct: string | undefined;

/**
 * For a file that starts a product of its own (tests/e2e/pwa.test.ts, which deploys a new service
 * worker into its own copy of the build): every helper of this file's modules goes there from now on.
 */
export function useProductAt(url: string): void {
  ownProduct = url;
}

/** The product the suite started (globalSetup), or the file's own (useProductAt). */
export const baseUrl = (): string => ownProduct ?? inject('baseUrl');

/** A screen: a width (900 px high) or both sides (a short phone: 360×640). */
export type Screen = number | { width: number; height: number };

/** What a test may set of its context besides the product's URL and the screen. */
export type ContextOptions = Pick<BrowserContextOptions, 'serviceWorkers' | 'locale'>;

export async function newPage(browser: Browser, screen: Screen = 1280, options: ContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const viewport = typeof screen === 'number' ? { width: screen, height: 900 } : screen;
  const context = await browser.newContext({ baseURL: baseUrl(), viewport, ...options });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Chromium for the test file that calls it: launched before its tests (then `ready` runs, with a
 * hook's time) and closed after them. The file reaches it through the returned function.
 */
export function useBrowser(ready?: (browser: Browser) => Promise<void>): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
    await ready?.(browser);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (browser === undefined) throw new Error('Chromium is launched in beforeAll');
    return browser;
  };
}
