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

export async function launch(): Promise<Browser> {
  return chromium.launch(options);
}

/**
 * The same Chromium with a profile on disk (`userDataDir`) instead of an incognito context: what
 * only a real profile allows (installing the app) can be asked there.
 */
export async function launchWithProfile(userDataDir: string, baseURL: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { ...options, baseURL });
}
