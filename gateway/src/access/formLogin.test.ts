// docs/access.md#login-before-script: the login form posted to `/` as a plain page load, through
// the real gateway and api. A built page stands in for web/dist: the login card's form as the
// build prerenders it, and app.html.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loginHandoffId, messages, parseLoginHandoff } from '@proshno/engine';
import { bengaliTwins } from '@proshno/engine/bengali';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, startLiveStack, verifiedNewcomer, type LiveStack } from '../liveStack';

const landing =
  '<!doctype html><html><body><div id="root" data-prerendered="/"><form action="/" method="post">' +
  '<input type="email" required="" class="f" name="email" value=""/><input type="password" name="password" value=""/>' +
  '<p id="login-error" class="alert" hidden=""></p><button type="submit">Login</button></form></div></body></html>';
const appPage = '<!doctype html><html><body><div id="root"></div></body></html>';

let webDist: string;
let stack: LiveStack;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'proshno-web-'));
  writeFileSync(join(webDist, 'index.html'), landing);
  writeFileSync(join(webDist, 'app.html'), appPage);
  writeFileSync(join(webDist, 'index.bn.html'), landing.replace('<html>', '<html lang="bn">'));
  stack = await startLiveStack({ webDist });
});
afterAll(async () => {
  await stack?.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The form as a browser posts it from our own page, unless `headers` say otherwise. */
function post(fields: Record<string, string>, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }): Promise<Response> {
  return fetch(`${stack.url}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

function handoffOf(html: string) {
  const block = new RegExp(`<script type="application/json" id="${loginHandoffId}">(.*?)</script>`).exec(html);
  return parseLoginHandoff(block?.[1] ?? null);
}

describe('the login form posted before the app has started', () => {
  it('signs in: app.html carries the session, kept by no cache', async () => {
    const answer = await post({ email: 'learner@example.com', password: 'Learner#2026' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const html = await answer.text();
    expect(html.startsWith('<!doctype html><html><body><div id="root"></div>')).toBe(true);
    const handoff = handoffOf(html);
    if (handoff === null || !('session' in handoff)) throw new Error(`no session in ${html}`);
    expect(handoff.session.user.email).toBe('learner@example.com');
    // The tokens work: the session is a real one.
    const me = await stack.graphql<{ examTiles: { exams: number } }>('{ examTiles { exams } }', {}, handoff.session.accessToken);
    expect(me.errors).toBeUndefined();
  });

  it('refuses a wrong password with the page of `/`, its message shown and the e-mail kept, escaped', async () => {
    const typed = 'learner@example.com"><img src=x onerror=alert(1)>';
    const answer = await post({ email: typed, password: 'not-the-password' });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    const html = await answer.text();
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('value="learner@example.com&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
    const wrong = await post({ email: 'learner@example.com', password: 'not-the-password' });
    const page = await wrong.text();
    expect(page).toContain(`<p id="login-error" class="alert" role="alert">${messages.loginInvalid}</p>`);
    expect(page).toContain('name="email" value="learner@example.com"');
    expect(handoffOf(page)).toEqual({ refused: { email: 'learner@example.com', error: messages.loginInvalid } });
  });

  // docs/i18n.md#server-words: a visitor whose language is Bengali is told in Bengali, on index.bn.html.
  it('refuses in Bengali a visitor whose language is Bengali, on the Bengali page of `/`', async () => {
    const answer = await post({ email: 'learner@example.com', password: 'not-the-password' }, { 'sec-fetch-site': 'same-origin', cookie: 'proshno-language=bn' });
    const page = await answer.text();
    expect(page.startsWith('<!doctype html><html lang="bn">')).toBe(true);
    expect(page).toContain(`<p id="login-error" class="alert" role="alert">${bengaliTwins.access.loginInvalid}</p>`);
    expect(handoffOf(page)).toEqual({ refused: { email: 'learner@example.com', error: bengaliTwins.access.loginInvalid } });
    // Without the cookie, a browser that prefers Bengali is answered the same way.
    const preferred = await post({ email: 'learner@example.com', password: 'not-the-password' }, { 'sec-fetch-site': 'same-origin', 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' });
    expect(handoffOf(await preferred.text())).toEqual({ refused: { email: 'learner@example.com', error: bengaliTwins.access.loginInvalid } });
  });

  it('takes no post from another site, nor one that does not say where it comes from (login CSRF)', async () => {
    stack.restCalls.length = 0;
    const credentials = { email: 'learner@example.com', password: 'Learner#2026' };
    const foreign: Array<Record<string, string>> = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'https://evil.example' }, {}];
    for (const headers of foreign) {
      const answer = await post(credentials, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(handoffOf(await answer.text()), JSON.stringify(headers)).toEqual({ refused: { email: credentials.email, error: messages.somethingWrong } });
    }
    expect(stack.restCalls.filter((call) => call.includes('/auth/login/'))).toEqual([]);
    // A browser without Sec-Fetch-Site sends its page's Origin.
    const older = await post(credentials, { origin: stack.url });
    expect(older.status).toBe(200);
  });

  it('writes a name holding "</script>" into the data block without ending it', async () => {
    const me = await verifiedNewcomer(stack, 'form-login');
    const full_name = 'Rahim </script><script>alert(1)</script> <!-- Uddin';
    dataOf(
      await stack.graphql(
        'mutation($id: Int!, $input: ProfileInput!) { updateProfile(id: $id, input: $input) { user { full_name } } }',
        { id: me.id, input: { full_name, username: `rahim${me.id}`, email: me.email, phone_no: '01812345679', date_of_birth: '2003-04-05', gender: 'male' } },
        me.token,
      ),
    );
    const html = await (await post({ email: me.email, password: me.password })).text();
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    const handoff = handoffOf(html);
    expect(handoff !== null && 'session' in handoff ? handoff.session.user.full_name : null).toBe(full_name);
  });

  it('refuses a body over the form’s size and any other method of `/`', async () => {
    const huge = await post({ email: 'learner@example.com', password: 'x'.repeat(10_000) });
    expect(huge.status).toBe(413);
    const put = await fetch(`${stack.url}/`, { method: 'PUT', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=a' });
    expect(put.status).toBe(404);
  });
});
