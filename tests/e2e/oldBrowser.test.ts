// The oldest supported browsers (docs/browsers.md, issue 29 item 1): every script of the build
// parses in Chrome 87 (checked against its syntax, as an old engine would meet it); an Android phone
// whose Chrome lacks the built-ins that came after 87 sets up, takes and submits a random test
// without one script error; and a browser below the minimum gets a page that says so, in English
// and Bengali, instead of a blank one.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserSupportMessages, practiceMessages } from '@proshno/engine';
import { Parser, type Node as AcornNode } from 'acorn';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { cancelUnfinishedExams, graphql, LEARNER, learnerToken } from './product';
import { baseUrl, useBrowser } from './browser';
import { choose, signIn, toast } from './screens';

const dist = fileURLToPath(new URL('../../web/dist/', import.meta.url));

const browser = useBrowser();
afterAll(cancelUnfinishedExams);

/**
 * The syntax of ES2022 that Chrome 87 cannot parse (everything up to ES2021 it can, and ES2022's
 * class fields and private methods): what the build must have lowered. Newer syntax still does not
 * parse as ES2022 at all.
 */
function tooNewSyntax(code: string, file: string): string[] {
  const program = Parser.parse(code, { ecmaVersion: 2022, sourceType: 'module' });
  const found: string[] = [];
  const at = (node: AcornNode, what: string) => found.push(`${file}:${node.start} ${what}: ${code.slice(node.start, node.start + 60)}`);
  const visit = (value: unknown, inFunction: boolean): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item, inFunction);
      return;
    }
    if (typeof value !== 'object' || value === null || !('type' in value) || typeof value.type !== 'string') return;
    const node = value as AcornNode & Record<string, unknown>;
    if (node.type === 'StaticBlock') at(node, 'class static block (Chrome 94)');
    if (node.type === 'BinaryExpression' && node['operator'] === 'in' && (node['left'] as AcornNode).type === 'PrivateIdentifier') {
      at(node, '#field in object (Chrome 91)');
    }
    if (node.type === 'AwaitExpression' && !inFunction) at(node, 'top-level await (Chrome 89)');
    if (node.type === 'Literal' && typeof node['regex'] === 'object' && /d/.test(String((node['regex'] as { flags: string }).flags))) {
      at(node, 'regular expression flag d (Chrome 90)');
    }
    const entersFunction = /Function/.test(node.type);
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'type' && key !== 'start' && key !== 'end') visit(child, inFunction || entersFunction);
    }
  };
  visit(program, false);
  return found;
}

describe('the build', () => {
  it('has no syntax Chrome 87 cannot parse, and support scripts any browser can', () => {
    const assets = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'));
    const classic = assets.filter((name) => /^(support|too-old)-/.test(name));
    expect(classic.map((name) => name.replace(/-.*/, '')).sort()).toEqual(['support', 'too']);
    const problems = [...assets.filter((name) => !classic.includes(name)).map((name) => join('assets', name)), 'sw.js'].flatMap((name) =>
      tooNewSyntax(readFileSync(join(dist, name), 'utf8'), name),
    );
    expect(problems).toEqual([]);
    // The support script and the too-old page run in browsers of any age: ES5 only.
    for (const name of classic) {
      expect(() => Parser.parse(readFileSync(join(dist, 'assets', name), 'utf8'), { ecmaVersion: 5, sourceType: 'script' }), name).not.toThrow();
    }
    const support = classic.find((name) => name.startsWith('support-'));
    // Every page runs it before the app.
    for (const page of ['index.html', 'app.html', 'exam.html']) {
      const html = readFileSync(join(dist, page), 'utf8');
      const first = /<script\b[^>]*>/.exec(html)?.[0];
      expect(first, page).toBe(`<script defer src="/assets/${support}">`);
    }
  });
});

/** An Android phone's Chrome 87: its screen, touch and user agent. */
async function oldAndroid(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser().newContext({
    baseURL: baseUrl(),
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
    userAgent: 'Mozilla/5.0 (Linux; Android 10; SM-A205F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/87.0.4280.141 Mobile Safari/537.36',
  });
  return { context, page: await context.newPage() };
}

/**
 * Takes away the built-ins that arrived after Chrome 87, before any script of the page runs: those
 * the bundle is known to call and the newer ones a dependency could start calling.
 */
function removeNewerBuiltIns(): void {
  const typedArray = Object.getPrototypeOf(Int8Array.prototype) as object;
  const gone: Array<[object, string]> = [
    [Array.prototype, 'at'], // Chrome 92
    [String.prototype, 'at'],
    [typedArray, 'at'],
    [Object, 'hasOwn'], // 93
    [AbortSignal, 'timeout'], // 103
    [AbortSignal, 'any'], // 116
    [AbortSignal, 'abort'], // 93
    [AbortSignal.prototype, 'throwIfAborted'], // 100
    [window, 'structuredClone'], // 98
    [Array.prototype, 'findLast'], // 97
    [Array.prototype, 'findLastIndex'],
    [Array.prototype, 'toSorted'], // 110
    [Array.prototype, 'toReversed'],
    [Array.prototype, 'toSpliced'],
    [Array.prototype, 'with'],
    [Object, 'groupBy'], // 117
    [Map, 'groupBy'],
    [Promise, 'withResolvers'], // 119
    [Array, 'fromAsync'], // 121
    [Crypto.prototype, 'randomUUID'], // 92
    [Element.prototype, 'checkVisibility'], // 105
    [HTMLElement.prototype, 'showPopover'], // 114
    [HTMLElement.prototype, 'hidePopover'],
    [HTMLElement.prototype, 'togglePopover'],
    [HTMLElement.prototype, 'popover'],
    [HTMLElement.prototype, 'inert'], // 102
    [Document.prototype, 'startViewTransition'], // 111
    [Navigator.prototype, 'userActivation'], // 72 behind a flag until 102
    [URL, 'canParse'], // 120
    [Response, 'json'], // 105
    [Intl, 'supportedValuesOf'], // 99
  ];
  for (const [owner, name] of gone) Reflect.deleteProperty(owner, name);
}

describe('Chrome 87 on an Android phone', () => {
  it('sets up, takes and submits a random test with the newer built-ins taken away', async () => {
    const { context, page } = await oldAndroid();
    await context.addInitScript(removeNewerBuiltIns);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, LEARNER.email, LEARNER.password);
    await page.waitForURL('**/home');
    // The built-ins are gone from the page (the support script put back the ones the bundle calls).
    expect(await page.evaluate(() => [typeof structuredClone, typeof Array.prototype.findLast])).toEqual(['undefined', 'undefined']);
    await page.goto('/random-test');
    await choose(page, 'Exam Type', 'Random Test');
    await toast(page, practiceMessages.examCreated);
    const subjects = await graphql<{ subjects: Array<{ name: string; grade: string }> }>('{ subjects { name grade } }', {}, await learnerToken());
    await choose(page, 'Grade', subjects.subjects.find((subject) => subject.name === 'Physics')?.grade ?? 'no Physics in the demo bank');
    await choose(page, 'Subject', 'Physics');
    const counts = page.getByRole('radiogroup', { name: 'Number of Questions' });
    await counts.getByText('5', { exact: true }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('table', { name: 'Selected questions' }).getByRole('cell', { name: 'Physics', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Start Exam' }).click();
    await page.waitForURL(/\/exam\/\d+/);
    for (const [i, letter] of (['A', 'B'] as const).entries()) {
      await page.getByRole('heading', { name: `Question ${i + 1}` }).waitFor();
      const option = page.getByRole('button', { name: new RegExp(`^Option ${letter}:`) });
      await option.click();
      await expect.poll(() => option.getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByRole('button', { name: 'Submit Exam' }).click();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await toast(page, 'Exam submitted successfully.');
    await page.getByTestId('score').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a browser below the minimum', () => {
  it('is told so in English and Bengali, and the app does not start over it', async () => {
    const { context, page } = await oldAndroid();
    // Chrome 84 and older have no Promise.any (the support script's test).
    await context.addInitScript(() => Reflect.deleteProperty(Promise, 'any'));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const { en, bn } = browserSupportMessages;
    await page.getByRole('heading', { level: 1, name: en.title }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: bn.title }).isVisible()).toBe(true);
    expect(await page.locator('section[lang="bn"]').textContent()).toContain('৮৭');
    expect(await page.locator('section[lang="en"]').textContent()).toContain('Chrome or Android System WebView 87 or newer');
    // The prerendered login form is gone and nothing replaced the page.
    expect(await page.getByRole('button', { name: 'Login' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });
});
