// Issue 18: the first screen is in the HTML (docs/architecture.md#prerender). `/` arrives with the
// login card and the sections under it already rendered, so it paints before any script; the app
// then hydrates that markup, keeping its elements, with no error in the console. Every other route
// gets a page with an empty root, and the exam routes one that asks for the exam screen's code at once.
import { decideRoute, documentTitleFor, messages } from '@proshno/engine';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const page = async (path: string) => (await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html' } })).text();
const rootOf = (html: string) => /<div id="root"[^>]*>/.exec(html)?.[0] ?? '';

describe('the first screen in the HTML', () => {
  it('serves / with the login card, the sections under it and the page title', async () => {
    const html = await page('/');
    expect(rootOf(html)).toBe('<div id="root" data-prerendered="/">');
    expect(html).toContain('<h1 id="login-title">Login</h1>');
    expect(html).toContain('<h2 id="features-title">Features</h2>');
    expect(html).toContain(`<title>${documentTitleFor('/', decideRoute('/', null))}</title>`);
    // The app's code is asked for after the first paint, not beside the stylesheets.
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/boot-[\w-]+\.js"><\/script>/);
  });

  it('serves every other route an empty root, and the exam routes the exam screen’s code at once', async () => {
    for (const path of ['/register', '/home', '/packages', '/history/3', '/no-such-page']) expect(rootOf(await page(path)), path).toBe('<div id="root">');
    for (const path of ['/exam/7', '/model-exam/7', '/previous-exam/7']) {
      const html = await page(path);
      expect(rootOf(html), path).toBe('<div id="root">');
      expect(html, path).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/ExamScreen-[\w-]+\.js">/);
      expect(html, path).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/AppShell-[\w-]+\.js">/);
    }
  });

  it('shows the login card with JavaScript turned off', async () => {
    // A phone's width: the site menu's button is the phone's (the desktop shows the links), and the
    // page's stylesheets, linked in the HTML, apply without JavaScript too.
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const tab = await context.newPage();
    await tab.goto('/');
    expect(await tab.getByRole('heading', { name: 'Login', level: 1 }).isVisible()).toBe(true);
    expect(await tab.getByRole('heading', { name: 'Features' }).isVisible()).toBe(true);
    // Its buttons wait for the app: Login pressed now would submit the form as a page load.
    expect(await tab.getByRole('button', { name: 'Login' }).isDisabled()).toBe(true);
    expect(await tab.getByRole('button', { name: 'Open site menu' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('on a slow line, says the page is getting ready until its script has arrived, then Login works (issue 29 item 7)', async () => {
    // A first visit (no service worker yet) where the scripts are held back, as on poor 3G.
    const context = await browser.newContext({ baseURL: baseUrl(), serviceWorkers: 'block', viewport: { width: 360, height: 740 } });
    const tab = await context.newPage();
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    await tab.route(/\/assets\/.*\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });
    await tab.goto('/', { waitUntil: 'commit' });
    const preparing = tab.getByRole('status').filter({ hasText: messages.loginPreparing });
    await preparing.waitFor();
    const login = tab.getByRole('button', { name: 'Login' });
    expect(await login.isDisabled()).toBe(true);
    expect(await login.getAttribute('aria-describedby')).toBe(await preparing.getAttribute('id'));
    // What is under the line stays where it was when the line empties (no layout shift; it once
    // moved up by the line's height, a CLS of 0.021 on / in the bench).
    const below = tab.getByRole('link', { name: messages.signUp, exact: true });
    const before = await below.boundingBox();
    release();
    await expect.poll(() => login.isEnabled()).toBe(true);
    expect(await tab.getByTestId('login-preparing').count()).toBe(0);
    expect(await tab.getByText(messages.loginPreparing).count()).toBe(0);
    expect((await below.boundingBox())?.y).toBe(before?.y);
    await context.close();
  });

  it('hydrates the markup it was sent, keeping its elements, with nothing in the console', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 360, height: 740 } });
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(`${message.type()}: ${message.text()}`);
    });
    tab.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    // The parsed page's elements, held before any module runs: hydration keeps these very nodes,
    // where rendering afresh (a mismatch) would replace them.
    await tab.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const held = window as unknown as { fromHtml: Element[] };
        held.fromHtml = ['#login-title', '#features-title', 'header', 'footer'].flatMap((selector) => [...document.querySelectorAll(selector)]);
      });
    });
    await tab.goto('/');
    // The page's buttons are enabled once hydrated (a press before would be lost), and the site
    // menu opens only when React handles the press.
    await expect.poll(() => tab.getByRole('button', { name: 'Login' }).isEnabled()).toBe(true);
    await tab.getByRole('button', { name: 'Open site menu' }).click();
    await tab.getByRole('navigation', { name: 'Site menu' }).waitFor();
    const kept = await tab.evaluate(() => {
      const held = (window as unknown as { fromHtml?: Element[] }).fromHtml ?? [];
      return { held: held.length, connected: held.filter((element) => element.isConnected).length };
    });
    expect(kept.held).toBe(4);
    expect(kept.connected).toBe(4);
    await tab.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('never shows the login card to a signed-in learner who opens /, who goes straight on to /home', async () => {
    const context = await browser.newContext({ baseURL: baseUrl() });
    const tab = await context.newPage();
    await tab.goto('/');
    await tab.getByRole('textbox', { name: 'Email' }).fill('learner@example.com');
    await tab.getByRole('textbox', { name: 'Password' }).fill('Learner#2026');
    await tab.getByRole('button', { name: 'Login' }).click();
    await tab.waitForURL('**/home');
    expect(await context.cookies()).toContainEqual(expect.objectContaining({ name: 'proshno-signed-in', value: '1', path: '/' }));
    // From the document's first node: whether the login card's heading or its form was ever in the page.
    await tab.addInitScript(() => {
      const record = { login: false };
      Object.assign(window, { loginRecord: record });
      const look = () => {
        if (document.querySelector('#login-title, input[type="password"]') !== null) record.login = true;
      };
      new MutationObserver(look).observe(document, { subtree: true, childList: true });
      document.addEventListener('readystatechange', look);
    });
    await tab.goto('/');
    await tab.waitForURL('**/home');
    await tab.getByRole('heading', { name: 'My Exam Schedule' }).waitFor();
    expect(await tab.evaluate(() => (window as unknown as { loginRecord: { login: boolean } }).loginRecord.login)).toBe(false);
    await context.close();
  });

  it('renders afresh for a learner with a saved session, who goes on to /home', async () => {
    const context = await browser.newContext({ baseURL: baseUrl() });
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto('/');
    await tab.getByRole('textbox', { name: 'Email' }).fill('learner@example.com');
    await tab.getByRole('textbox', { name: 'Password' }).fill('Learner#2026');
    await tab.getByRole('button', { name: 'Login' }).click();
    await tab.waitForURL('**/home');
    await tab.goto('/');
    await tab.waitForURL('**/home');
    await tab.getByRole('heading', { name: 'My Exam Schedule' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
