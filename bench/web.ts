// The web app as a learner's phone gets it: Lighthouse's mobile profile on the system Chromium for
// /, /home and a 100-question exam with math, and the exam screen's responsiveness in Chromium
// slowed 4× (CDP Emulation.setCPUThrottlingRate) on a 200-question exam.
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { sessionStorageKey } from '@proshno/engine';
import { percentile } from './load';
import { runtimeErrorOf, withRetries } from './retry';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const flags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'];

export type Session = { accessToken: string; refreshToken: string; user: unknown; role: string; image: string | null };

export type LighthouseFigures =
  | {
      path: string;
      performance: number;
      accessibility: number;
      bestPractices: number;
      lcpMs: number;
      tbtMs: number;
      cls: number;
      /** The elements that moved, worst first, with their share of the CLS (Lighthouse's layout-shifts audit). */
      shifts: string[];
      /** The metrics that cost the performance score points, e.g. "LCP 0.93 (weight 25)". */
      lostPerformance: string[];
      failedAccessibility: string[];
    }
  | { path: string; notMeasured: string };

const LIGHTHOUSE_TRIES = 3;

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** The performance metrics that scored below 1, with their weight: where the missing points went. */
function lostPoints(lhr: Lhr): string[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ({ ref, lost: ref.weight * (1 - (lhr.audits[ref.id]?.score ?? 1)) }))
    .sort((a, b) => b.lost - a.lost)
    .map(({ ref, lost }) => `${lhr.audits[ref.id]?.title ?? ref.id} ${lhr.audits[ref.id]?.displayValue ?? ''} (−${lost.toFixed(1)} points)`);
}

/** Lighthouse (mobile, simulated throttling) for each path; `signedIn` paths run with the session stored. */
export async function lighthouseRuns(baseUrl: string, paths: { path: string; signedIn: boolean }[], session: Session, port: number): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags, port });
  const out: LighthouseFigures[] = [];
  try {
    let stored = false;
    for (const { path, signedIn } of [...paths].sort((a, b) => Number(a.signedIn) - Number(b.signedIn))) {
      if (signedIn && !stored) {
        await storeSession(`http://127.0.0.1:${chrome.port}`, baseUrl, session);
        stored = true;
      }
      // A run can end in a runtime error ("NO_NAVSTART: Please run Lighthouse again"): it is run
      // again, at most LIGHTHOUSE_TRIES times, and then reported as not measured, never thrown.
      const attempted = await withRetries(
        LIGHTHOUSE_TRIES,
        () =>
          lighthouse(`${baseUrl}${path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
            disableStorageReset: signedIn,
          }),
        runtimeErrorOf,
        (attempt, error) => console.log(`  lighthouse ${path}: attempt ${attempt} of ${LIGHTHOUSE_TRIES} failed: ${error}`),
      );
      if (!('ok' in attempted) || !attempted.ok) {
        out.push({ path, notMeasured: 'error' in attempted ? attempted.error : 'Lighthouse gave no result' });
        continue;
      }
      const { lhr } = attempted.ok;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
      if (finalPath !== path.split('?')[0]) throw new Error(`lighthouse ${path} ended on ${finalPath} (signed out?)`);
      // What moved: Lighthouse's layout-shift audit names each shifting element and its score.
      const shifts = (lhr.audits['layout-shifts']?.details as { items?: Array<{ score?: number; node?: { selector?: string; snippet?: string } }> } | undefined)?.items ?? [];
      const moved = shifts.slice(0, 3).map((shift) => `${shift.score?.toFixed(3) ?? '?'} ${shift.node?.selector ?? ''}`);
      for (const shift of shifts.slice(0, 5)) console.log(`  layout shift on ${path}: ${shift.score?.toFixed(3)} ${shift.node?.selector ?? ''} ${shift.node?.snippet?.slice(0, 120) ?? ''}`);
      out.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        shifts: moved,
        lostPerformance: lostPoints(lhr),
        failedAccessibility: (lhr.categories.accessibility?.auditRefs ?? []).filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0).map((ref) => lhr.audits[ref.id]?.title ?? ref.id),
      });
    }
  } finally {
    chrome.kill();
  }
  return out;
}

/** Writes the session to localStorage the way the web app stores it (sessionStorageKey). */
async function storeSession(cdpUrl: string, baseUrl: string, session: Session): Promise<void> {
  const browser = await chromium.connectOverCDP(cdpUrl);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${baseUrl}/robots-bench-blank`, { waitUntil: 'domcontentloaded' });
    await page.evaluate(([key, s]) => window.localStorage.setItem(key, s), [sessionStorageKey, JSON.stringify(session)] as const);
    await page.close();
  } finally {
    // Disconnects only; chrome-launcher owns the browser.
    await browser.close();
  }
}

export type Interaction = { chooseMs: number[]; renderMs: { formulas: number; ms: number }[]; questions: number };

/** How long one press may take to show its result (at 4× CPU slowdown a press takes well under a second). */
const PRESS_TIMEOUT_MS = 30_000;

// In the page: waits for the next pointerup (the press), then for `done()` to hold, then for the
// frame after it to be painted; resolves with the time from the press to that paint.
const armScript = `
window.__benchArm = (kind, arg) => {
  window.__benchResult = new Promise((resolve, reject) => {
    const onUp = (event) => {
      document.removeEventListener('pointerup', onUp, true);
      const t0 = event.timeStamp;
      const done = kind === 'choose'
        ? () => document.querySelectorAll('[aria-label="Options"] [aria-pressed="true"]').length === 1
            && document.querySelectorAll('[aria-label="Options"] button')[arg]?.getAttribute('aria-pressed') === 'true'
        : () => document.getElementById('question-number')?.textContent?.trim() === 'Question ' + arg.number
            && document.querySelectorAll('article[aria-labelledby="question-number"] math').length >= arg.formulas;
      // A page that never shows what is awaited (a selector the markup outgrew) fails the figure
      // instead of spinning the renderer forever: the question region once stopped being a <main>.
      const frame = () => {
        if (performance.now() - t0 > ${PRESS_TIMEOUT_MS}) return reject(new Error(kind + ' not shown within ${PRESS_TIMEOUT_MS} ms: ' + JSON.stringify(arg)));
        if (!done()) return requestAnimationFrame(frame);
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - t0);
        requestAnimationFrame(() => channel.port2.postMessage(0));
      };
      requestAnimationFrame(frame);
    };
    document.addEventListener('pointerup', onUp, true);
  });
};`;

/** Chooses an option and moves on, question after question, with the CPU slowed `rate` times. */
export async function examInteraction(
  baseUrl: string,
  exam: number,
  formulasPerQuestion: number[],
  session: Session,
  questions: number,
  rate: number,
): Promise<Interaction> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 412, height: 915 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: false });
    await context.addInitScript(([key, s]) => window.localStorage.setItem(key, s), [sessionStorageKey, JSON.stringify(session)] as const);
    await context.addInitScript(armScript);
    const page = await context.newPage();
    await page.goto(`/exam/${exam}`);
    await page.getByRole('heading', { name: 'Question 1', exact: true }).waitFor({ timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const chooseMs: number[] = [];
    const renderMs: { formulas: number; ms: number }[] = [];
    const n = Math.min(questions, formulasPerQuestion.length);
    // BENCH_PRESS_PROFILE=<file>: the page's V8 CPU profile over the presses, for DevTools' Performance panel.
    const profileTo = process.env.BENCH_PRESS_PROFILE;
    if (profileTo) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    for (let q = 0; q < n; q++) {
      const options = page.getByRole('group', { name: 'Options' }).getByRole('button');
      const pick = q % Math.max(1, await options.count());
      chooseMs.push(await measured(page, 'choose', pick, () => options.nth(pick).click()));
      if (q + 1 < n) {
        const formulas = formulasPerQuestion[q + 1] ?? 0;
        const ms = await measured(page, 'render', { number: q + 2, formulas }, () => page.getByRole('button', { name: 'Next', exact: true }).click());
        renderMs.push({ formulas, ms });
      }
    }
    if (profileTo) writeFileSync(profileTo, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    return { chooseMs, renderMs, questions: n };
  } finally {
    await browser.close();
  }
}

async function measured(page: Page, kind: 'choose' | 'render', arg: unknown, press: () => Promise<void>): Promise<number> {
  await page.evaluate(([k, a]) => (window as unknown as { __benchArm: (k: unknown, a: unknown) => void }).__benchArm(k, a), [kind, arg] as const);
  await press();
  return page.evaluate(() => (window as unknown as { __benchResult: Promise<number> }).__benchResult);
}

export function medianOf(xs: number[]): number {
  return percentile([...xs].sort((a, b) => a - b), 50);
}

export function p95Of(xs: number[]): number {
  return percentile([...xs].sort((a, b) => a - b), 95);
}

export type FirstVisit = {
  /** From the navigation's start to the login button taking presses (a plain form post until the app has started). */
  loginUsableMs: number;
  /** The page's requests from the navigation to `/` until the dashboard has its data and the network is quiet. */
  requests: number;
  /** Of those, the login page's own, up to the press of Log in. */
  loginRequests: number;
  /** Meanwhile, the service worker's own (its copy of the app for offline use, docs/shell.md#offline-first). */
  workerRequests: number;
};

/** The poor 3G line of issue 27: 300 ms round trip, 400 kbit/s down, 200 kbit/s up. */
const POOR_3G = { offline: false, latency: 300, downloadThroughput: (400 * 1000) / 8, uploadThroughput: (200 * 1000) / 8 };

// In the page: the moment the login button first takes presses, on the navigation's clock. The
// prerendered card's form posts as a plain page load before the app has taken it over
// (docs/access.md#login-before-script), so that is once the button is parsed and enabled, and
// painted: nobody presses a button before the page's first paint.
const usableScript = `
let enabledAt;
let paintedAt;
const settle = () => {
  if (enabledAt !== undefined && paintedAt !== undefined) window.__loginUsableAt = Math.max(enabledAt, paintedAt);
};
new PerformanceObserver((list) => {
  const paint = list.getEntriesByName('first-contentful-paint')[0];
  if (paint && paintedAt === undefined) {
    paintedAt = paint.startTime;
    settle();
  }
}).observe({ type: 'paint', buffered: true });
new MutationObserver((_, observer) => {
  const button = document.querySelector('form[method="post"] button[type="submit"]');
  if (button && !button.disabled) {
    enabledAt = performance.now();
    observer.disconnect();
    settle();
  }
}).observe(document, { subtree: true, childList: true, attributes: true });`;

/**
 * A learner's first visit on a poor 3G line with the phone's CPU 4× slower: a fresh browser (no
 * cache, no service worker) opens `/`, signs in and waits for the dashboard's data.
 */
export async function firstVisit(baseUrl: string, email: string, password: string, loadingTexts: string[]): Promise<FirstVisit> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true });
    await context.addInitScript(usableScript);
    let page = 0;
    let worker = 0;
    context.on('request', (request) => {
      if (request.serviceWorker() !== null) worker++;
      else page++;
    });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', POOR_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await tab.goto('/', { timeout: 120_000 });
    await tab.waitForFunction(() => (window as unknown as { __loginUsableAt?: number }).__loginUsableAt !== undefined, undefined, { timeout: 120_000 });
    const loginUsableMs = await tab.evaluate(() => (window as unknown as { __loginUsableAt: number }).__loginUsableAt);
    await tab.waitForLoadState('networkidle', { timeout: 120_000 });
    const loginRequests = page;
    await tab.locator('input[name="email"]').fill(email);
    await tab.locator('input[name="password"]').fill(password);
    await tab.locator('form button[type="submit"]').click();
    await tab.waitForURL('**/home', { timeout: 120_000 });
    // The dashboard's screen, then its cards' data (no card still says it is loading).
    await tab.locator('#home-title').waitFor({ timeout: 120_000 });
    const loading = new RegExp(`^(${loadingTexts.join('|')})$`);
    await tab.waitForFunction((source) => ![...document.querySelectorAll('body *')].some((e) => e.children.length === 0 && new RegExp(source).test(e.textContent?.trim() ?? '')), loading.source, { timeout: 120_000 });
    await tab.waitForLoadState('networkidle', { timeout: 120_000 });
    return { loginUsableMs, loginRequests, requests: page, workerRequests: worker };
  } finally {
    await browser.close();
  }
}
