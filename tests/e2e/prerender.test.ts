// Issue 18: the first screen is in the HTML (docs/architecture.md#prerender). `/` arrives with the
// login card and the sections under it already rendered, so it paints before any script; the app
// then hydrates that markup, keeping its elements, with no error in the console. Every other route
// gets a page with an empty root, and the exam routes one that asks for the exam screen's code at once.
import { decideRoute, documentTitleFor, messages, sessionStorageKey } from '@proshno/engine';
import type { Browser, BrowserContext, Page } from 'playwright-core';
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

  it('carries the tab’s icon in every page, so no request is made for it (docs/architecture.md#first-visit)', async () => {
    const context = await browser.newContext({ baseURL: baseUrl() });
    const tab = await context.newPage();
    for (const path of ['/', '/home', '/exam/7']) {
      await tab.goto(path);
      const icon = await tab.evaluate(async () => {
        const href = document.querySelector('link[rel="icon"]')?.getAttribute('href') ?? '';
        const image = new Image();
        image.src = href;
        await image.decode();
        return { data: href.startsWith('data:image/svg+xml,'), decoded: image.naturalWidth > 0 };
      });
      expect(icon, path).toEqual({ data: true, decoded: true });
    }
    await context.close();
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

  it('shows the login card with JavaScript turned off, whose form says why a login is refused (docs/access.md#login-before-script)', async () => {
    // A phone's width: the site menu's button is the phone's (the desktop shows the links), and the
    // page's stylesheets, linked in the HTML, apply without JavaScript too.
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const tab = await context.newPage();
    await tab.goto('/');
    expect(await tab.getByRole('heading', { name: 'Login', level: 1 }).isVisible()).toBe(true);
    expect(await tab.getByRole('heading', { name: 'Features' }).isVisible()).toBe(true);
    // The site menu waits for the app; Login does not: the form posts as a plain page load.
    expect(await tab.getByRole('button', { name: 'Open site menu' }).isDisabled()).toBe(true);
    expect(await tab.getByRole('alert').count()).toBe(0);
    const stranger = `nobody-${Date.now()}@example.com`;
    await tab.getByRole('textbox', { name: 'Email' }).fill(stranger);
    await tab.getByRole('textbox', { name: 'Password' }).fill('Stranger#2026');
    await tab.getByRole('button', { name: 'Login' }).click();
    await tab.getByRole('alert').filter({ hasText: messages.loginUserNotFound }).waitFor();
    expect(await tab.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(stranger);
    expect(await tab.getByRole('textbox', { name: 'Password' }).inputValue()).toBe('');
    await context.close();
  });

  /** A first visit (no service worker yet) whose scripts are held back until `release()`, as on poor 3G. */
  async function slowLine(): Promise<{ context: BrowserContext; tab: Page; release: () => void; posts: string[] }> {
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
    const posts: string[] = [];
    tab.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/') posts.push(request.url());
    });
    await tab.goto('/', { waitUntil: 'commit' });
    return { context, tab, release, posts };
  }

  it('on a slow line, Login pressed before the script has arrived signs in, and the app goes on to /home (issue 27)', async () => {
    const { context, tab, release, posts } = await slowLine();
    await tab.getByRole('textbox', { name: 'Email' }).fill('learner@example.com');
    await tab.getByRole('textbox', { name: 'Password' }).fill('Learner#2026');
    const answered = tab.waitForResponse((response) => response.request().method() === 'POST');
    await tab.getByRole('button', { name: 'Login' }).click();
    expect((await answered).status()).toBe(200);
    expect(posts).toHaveLength(1);
    release();
    await tab.waitForURL('**/home');
    await tab.getByRole('heading', { name: 'My Exam Schedule' }).waitFor();
    await tab.getByText(messages.loginSuccess).waitFor();
    const stored = await tab.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as { user?: { email?: string } } | null, sessionStorageKey);
    expect(stored?.user?.email).toBe('learner@example.com');
    expect(await tab.locator('#login-handoff').count()).toBe(0);
    expect(await context.cookies()).toContainEqual(expect.objectContaining({ name: 'proshno-signed-in', value: '1' }));
    // A reload asks for /home, not the post again.
    await tab.reload();
    await tab.getByRole('heading', { name: 'My Exam Schedule' }).waitFor();
    expect(new URL(tab.url()).pathname).toBe('/home');
    expect(posts).toHaveLength(1);
    await context.close();
  });

  it('on a slow line, keeps what was typed before the script arrived once the app has taken over, and Login then signs in through the app', async () => {
    const { context, tab, release, posts } = await slowLine();
    await tab.getByRole('textbox', { name: 'Email' }).fill('learner@example.com');
    await tab.getByRole('textbox', { name: 'Password' }).fill('Learner#2026');
    // From now on, every time a script writes a field's value: the app must leave them alone (an
    // app that wrote its empty state back wiped what was typed, if only until a later render, and
    // a press in that moment found the form empty).
    await tab.evaluate(() => {
      const writes: string[] = [];
      Object.assign(window, { fieldWrites: writes });
      const own = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
      Object.defineProperty(HTMLInputElement.prototype, 'value', {
        ...own,
        set(this: HTMLInputElement, value: string) {
          if (this.name === 'email' || this.name === 'password') writes.push(`${this.name}=${JSON.stringify(value)}`);
          own?.set?.call(this, value);
        },
      });
    });
    release();
    // Hydrated: the site menu's button works only then.
    await expect.poll(() => tab.getByRole('button', { name: 'Open site menu' }).isEnabled()).toBe(true);
    await tab.waitForLoadState('networkidle');
    expect(await tab.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('learner@example.com');
    expect(await tab.getByRole('textbox', { name: 'Password' }).inputValue()).toBe('Learner#2026');
    expect(await tab.evaluate(() => (window as unknown as { fieldWrites: string[] }).fieldWrites)).toEqual([]);
    await tab.getByRole('button', { name: 'Login' }).click();
    await tab.waitForURL('**/home');
    expect(posts).toEqual([]);
    await context.close();
  });

  it('on a slow line, a refused Login says why before the script has arrived, and the app keeps the message and the e-mail', async () => {
    const { context, tab, release } = await slowLine();
    const stranger = `nobody-${Date.now()}@example.com`;
    await tab.getByRole('textbox', { name: 'Email' }).fill(stranger);
    await tab.getByRole('textbox', { name: 'Password' }).fill('Stranger#2026');
    await tab.getByRole('button', { name: 'Login' }).click();
    const refused = tab.getByRole('alert').filter({ hasText: messages.loginUserNotFound });
    await refused.waitFor();
    expect(await tab.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(stranger);
    release();
    // The app renders the page afresh (the gateway changed it) with the same message and e-mail, and signs in over GraphQL.
    await tab.locator('#login-handoff').waitFor({ state: 'detached' });
    await refused.waitFor();
    // The refusal is toasted too, as one through the app is.
    await tab.getByRole('status').filter({ hasText: messages.loginUserNotFound }).first().waitFor();
    expect(await tab.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(stranger);
    await tab.getByRole('textbox', { name: 'Email' }).fill('learner@example.com');
    await tab.getByRole('textbox', { name: 'Password' }).fill('Learner#2026');
    await tab.getByRole('button', { name: 'Login' }).click();
    await tab.waitForURL('**/home');
    await context.close();
  });

  it('signs in with what the fields hold, even filled without input events (autofill, or typed as the app took over)', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), serviceWorkers: 'block', viewport: { width: 360, height: 740 } });
    const tab = await context.newPage();
    await tab.goto('/');
    await expect.poll(() => tab.getByRole('button', { name: 'Open site menu' }).isEnabled()).toBe(true);
    // The app has taken the form over; the fields change under it without telling it.
    await tab.evaluate(() => {
      const set = (name: string, value: string) => {
        const field = document.querySelector(`input[name="${name}"]`);
        if (field instanceof HTMLInputElement) field.value = value;
      };
      set('email', 'learner@example.com');
      set('password', 'Learner#2026');
    });
    const posts: string[] = [];
    tab.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/') posts.push(request.url());
    });
    await tab.getByRole('button', { name: 'Login' }).click();
    await tab.waitForURL('**/home');
    // The app signed in itself, over GraphQL.
    expect(posts).toEqual([]);
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
    // The site menu's button is enabled once hydrated (a press before would be lost), and the menu
    // opens only when React handles the press.
    await expect.poll(() => tab.getByRole('button', { name: 'Open site menu' }).isEnabled()).toBe(true);
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
