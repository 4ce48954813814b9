// Real Chromium from Debian's packages, driven by playwright-core; no test runner needed, so
// `npm run screens` launches it the same way.
import { chromium, type Browser } from 'playwright-core';

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}
