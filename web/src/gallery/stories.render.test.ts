// Builds the gallery (`npm run build-storybook`) and renders every story of its index.json in
// the system Chromium at 360 px and 1280 px, and in Bengali at 360 px (docs/i18n.md#gallery): a
// story that throws, shows Storybook's error display, logs an error, or has an axe violation (the
// rules of ./axeRules) fails.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryAxeRules, galleryViewports } from './axeRules';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const outDir = join(repo, 'storybook-static');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type IndexEntry = { type: string; id: string; title: string; name: string };
type Rendered = { outcome: string; detail: string };
type Violation = { id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> };

let server: Server;
let baseUrl = '';
let browser: Browser;
let stories: IndexEntry[] = [];

beforeAll(async () => {
  const started = Date.now();
  const build = spawnSync(process.execPath, [join(repo, 'node_modules/storybook/dist/bin/dispatcher.js'), 'build', '-o', outDir, '--quiet'], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  if (build.status !== 0) throw new Error(`storybook build failed:\n${build.stdout}\n${build.stderr}`);
  console.log(`[gallery] storybook build: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const index = JSON.parse(readFileSync(join(outDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
  stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  server = await serve(outDir);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('every gallery story', () => {
  it('renders at 360 px and 1280 px, and in Bengali at 360 px, without error or accessibility violation', async () => {
    const widths = Object.values(galleryViewports).map((viewport) => viewport.styles);
    const narrowest = [...widths].sort((a, b) => parseInt(a.width, 10) - parseInt(b.width, 10))[0];
    const runs = [...widths.map((size) => renderAll(size, 'en')), ...(narrowest === undefined ? [] : [renderAll(narrowest, 'bn')])];
    const failures = await Promise.all(runs);
    expect(stories.length).toBeGreaterThan(0);
    expect(failures.flat()).toEqual([]);
    // 246 stories take about 115 s a width on an idle 2-core machine, and took more than 600 s
    // while the whole suite ran beside another full run (2273 s); the bound is for a hang.
  }, 1_800_000);
});

/** Shows every story in one page of this size and returns what went wrong. */
async function renderAll(size: { width: string; height: string }, language: 'en' | 'bn'): Promise<string[]> {
  const started = Date.now();
  const page = await browser.newPage({ viewport: { width: parseInt(size.width, 10), height: parseInt(size.height, 10) } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // Opened on no story, so the first one is a change of story like every other; the addon's own
  // automatic axe run is off here (manual), this test runs the same rules itself.
  // The language is the preview's from its start (.storybook/language.ts).
  await page.goto(`${baseUrl}/iframe.html?viewMode=story&id=gallery--none&globals=a11y.manual:!true;language:${language}`);
  if (language === 'bn') expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');
  await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
  // The preview reports the missing story (an error display, a logged error, a storyMissing event)
  // some time after its channel exists; on a busy machine that came after the first story had been
  // asked for and was taken for its outcome. Wait for it before asking.
  await page.waitForFunction(() => document.body.classList.contains('sb-show-errordisplay'));
  await page.addScriptTag({ content: axeSource });
  const failures: string[] = [];
  for (const story of stories) {
    errors.length = 0;
    const label = `${story.title} › ${story.name} at ${size.width}${language === 'bn' ? ' in Bengali' : ''}`;
    // Generous: on the loaded 2-core CI machine one story once took more than 15 s to report.
    const rendered = await Promise.race([show(page, story.id), timeout(45_000)]);
    if (rendered.outcome !== 'rendered') {
      failures.push(`${label}: ${rendered.outcome} ${rendered.detail.slice(0, 500)}`);
      if (rendered.outcome === 'timeout') break;
      continue;
    }
    await settle(page);
    const violations = await page.evaluate(async (rules) => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: Violation[] }> } }).axe;
      const result = await axe.run(document, {
        resultTypes: ['violations'],
        rules: Object.fromEntries(rules.map((rule) => [rule.id, { enabled: rule.enabled }])),
      });
      return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
    }, galleryAxeRules);
    for (const error of errors) failures.push(`${label}: ${error.slice(0, 500)}`);
    for (const violation of violations) failures.push(`${label}: ${violation}`);
  }
  await page.close();
  console.log(`[gallery] ${stories.length} stories at ${size.width} in ${language}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return failures;
}

function timeout(ms: number): Promise<Rendered> {
  return new Promise((resolve) => setTimeout(() => resolve({ outcome: 'timeout', detail: `no render outcome in ${ms} ms` }), ms));
}

/** Switches the preview to a story through Storybook's channel and waits for its outcome. */
function show(page: Page, storyId: string): Promise<Rendered> {
  return page.evaluate(
    (id) =>
      new Promise<Rendered>((resolve) => {
        type Channel = { on: (event: string, fn: (payload: unknown) => void) => void; off: (event: string, fn: (payload: unknown) => void) => void; emit: (event: string, payload: unknown) => void };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        const outcomes = ['storyRendered', 'storyErrored', 'storyThrewException', 'storyMissing'] as const;
        const listeners = outcomes.map((outcome) => {
          const listener = (payload: unknown) => {
            // Only this story's outcome: a late storyMissing for the opening 'gallery--none' is not it.
            if ((outcome === 'storyRendered' || outcome === 'storyMissing') && payload !== id) return;
            for (const [i, o] of outcomes.entries()) channel.off(o, listeners[i] ?? (() => {}));
            const detail = payload instanceof Error ? payload.message : JSON.stringify(payload);
            resolve({ outcome: outcome === 'storyRendered' ? 'rendered' : outcome, detail });
          };
          channel.on(outcome, listener);
          return listener;
        });
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
}

/** Waits until lazy screens have loaded and the page has stopped changing. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(finish, 80);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(finish, 80);
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        function finish() {
          observer.disconnect();
          resolve();
        }
      }),
  );
}

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };

async function serve(root: string): Promise<Server> {
  const http = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)).replace(/^(\.\.[/\\])+/, '');
    try {
      const body = readFileSync(join(root, path.endsWith('/') ? `${path}index.html` : path));
      response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const address = http.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
  return http;
}
