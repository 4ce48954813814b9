// Real Chromium from Debian's packages, driven by playwright-core, at the product the suite started.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

export { launch } from './chromium';

export const baseUrl = (): string => inject('baseUrl');

export async function newPage(browser: Browser, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width, height: 900 } });
  const page = await context.newPage();
  return { context, page };
}
