// `npm run screens`: a PNG of every route of the engine's route table at 360 and 1280 px, for
// people to review. It starts the product as the e2e tests do (its own port and a fresh data
// folder), gives the demo learner something on every screen (tests/e2e/routeTour.ts), visits the
// public routes signed out and the others signed in, and prints the folder it wrote.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { launch } from '../tests/e2e/chromium';
import { graphqlAt, tokenOf } from '../tests/e2e/graphqlClient';
import { startProductProcess } from '../tests/e2e/productProcess';
import { fillScreen, furnishLearner, payInSimulator, tourStops, waitForContent } from '../tests/e2e/routeTour';
import { signIn } from '../tests/e2e/screens';

const DEMO_LEARNER = { email: 'learner@example.com', password: 'Learner#2026' };
const WIDTHS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const out = resolve(process.argv[2] ?? 'screens');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'proshno-screens-'));
console.log('starting the product (the first start builds the web app)…');
const product = await startProductProcess(dataDir);
let browser: Browser | undefined;
let failed = 0;
try {
  browser = await launch();
  const graphql = graphqlAt(product.url);
  const token = await tokenOf(graphql, DEMO_LEARNER);
  const payer = await browser.newContext({ baseURL: product.url });
  const world = await furnishLearner(graphql, token, payInSimulator(payer));
  await payer.close();
  const stops = tourStops(world);
  for (const size of WIDTHS) {
    const viewport = { width: size.width, height: size.height };
    const signedOut = await browser.newContext({ baseURL: product.url, viewport });
    const signedIn: BrowserContext = await browser.newContext({ baseURL: product.url, viewport });
    const login = await signedIn.newPage();
    await signIn(login, DEMO_LEARNER.email, DEMO_LEARNER.password);
    await login.waitForURL((url) => url.pathname === '/home');
    await login.close();
    for (const stop of stops) {
      const page = await (stop.signedIn ? signedIn : signedOut).newPage();
      const file = join(out, `${size.name}-${size.width}${stop.route === '/' ? '-login' : stop.route.replace(/[/:]+/g, '-')}.png`);
      try {
        await page.goto(stop.url);
        await waitForContent(page, stop);
        await fillScreen(page, stop);
        await page.screenshot({ path: file, fullPage: true });
        console.log(`${stop.route} at ${size.width} px: ${file}`);
      } catch (error) {
        failed += 1;
        console.error(`${stop.route} at ${size.width} px failed: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        await page.close();
      }
    }
    await signedIn.close();
    await signedOut.close();
  }
} finally {
  await browser?.close();
  await product.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`screenshots in ${out}`);
if (failed > 0) process.exitCode = 1;
