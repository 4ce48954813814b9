// Real Chromium from Debian's packages, driven by playwright-core; no test runner needed, so
// `npm run screens` launches it the same way.
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

const options = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
};

/**
 * How long a page's wait or action may take before it fails (Playwright's own default is 30 s): a
 * guard against a hang, not a wait. On the 2-core CI machine, four suites at once made a sign-in's
 * way to /home take over 30 s (docs/architecture.md#test-time).
 */
export const PAGE_TIMEOUT_MS = 90_000;

/** Chromium whose every context (and so every page) waits up to PAGE_TIMEOUT_MS. */
export async function launch(): Promise<Browser> {
  const browser = await chromium.launch(options);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (contextOptions) => {
    const context = await newContext(contextOptions);
    context.setDefaultTimeout(PAGE_TIMEOUT_MS);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (pageOptions) => {
    const page = await newPage(pageOptions);
    page.context().setDefaultTimeout(PAGE_TIMEOUT_MS);
    return page;
  };
  return browser;
}

/**
 * The same Chromium with a profile on disk (`userDataDir`) instead of an incognito context: what
 * only a real profile allows (installing the app) can be asked there.
 */
export async function launchWithProfile(userDataDir: string, baseURL: string): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(userDataDir, { ...options, baseURL });
  context.setDefaultTimeout(PAGE_TIMEOUT_MS);
  return context;
}
