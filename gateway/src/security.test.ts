import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLiveStack, type LiveStack } from './liveStack';
import { BODY_TOO_LARGE, contentSecurityPolicy, GRAPHQL_BODY_LIMIT_BYTES } from './security';

const PUBLIC_URL = 'https://proshno.example';
let webDist: string;
let stack: LiveStack;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'proshno-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Proshno</title><div id="root"></div>');
  stack = await startLiveStack({ webDist, publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await stack?.close();
  rmSync(webDist, { recursive: true, force: true });
});

function directives(policy: string | null): Map<string, string> {
  return new Map((policy ?? '').split(';').map((part) => {
    const [name = '', ...values] = part.trim().split(/\s+/);
    return [name, values.join(' ')] as const;
  }));
}

it('serves the SPA with a strict Content-Security-Policy and the usual security headers', async () => {
  const response = await fetch(`${stack.url}/home`, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  const csp = directives(response.headers.get('content-security-policy'));
  expect(csp.get('default-src')).toBe("'self'");
  expect(csp.get('script-src')).toBe("'self'");
  // Our origin plus exact hashes of known <style> texts; never 'unsafe-inline'.
  expect(csp.get('style-src')).toMatch(/^'self'( 'sha256-[\w+/=]+')*$/);
  expect(csp.get('frame-ancestors')).toBe("'none'");
  expect(csp.get('object-src')).toBe("'none'");
  expect(csp.get('base-uri')).toBe("'self'");
  // The service worker and the app's manifest, ours only (docs/shell.md#offline-app).
  expect(csp.get('worker-src')).toBe("'self'");
  expect(csp.get('manifest-src')).toBe("'self'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('strict-transport-security')).toContain('max-age=');
  expect(response.headers.get('x-powered-by')).toBeNull();
});

it("sends exactly @fastify/helmet's headers, worked out once, on a page, on /graphql and on a refusal", async () => {
  const answerOf = async (withHelmet: boolean) => {
    const app = Fastify();
    if (withHelmet) await app.register(fastifyHelmet, { contentSecurityPolicy, crossOriginEmbedderPolicy: false });
    app.get('/', async () => ({ ok: true }));
    const answer = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    return answer.headers;
  };
  const plain = await answerOf(false);
  const helmeted = await answerOf(true);
  const expected = Object.fromEntries(Object.entries(helmeted).filter(([name]) => !(name in plain)));
  expect(Object.keys(expected).length).toBeGreaterThan(8);
  const answers = [
    await fetch(`${stack.url}/home`, { headers: { accept: 'text/html' } }),
    await fetch(`${stack.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' }),
    await fetch(`${stack.url}/nowhere`),
  ];
  for (const answer of answers) {
    const sent = Object.fromEntries(Object.keys(expected).map((name) => [name, answer.headers.get(name)]));
    expect(sent).toEqual(expected);
  }
});

it('allows cross-origin calls to /graphql only from PUBLIC_URL', async () => {
  const preflight = (origin: string) =>
    fetch(`${stack.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
  expect((await preflight(PUBLIC_URL)).headers.get('access-control-allow-origin')).toBe(PUBLIC_URL);
  const stranger = await preflight('https://evil.example');
  expect(stranger.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
  expect(stranger.headers.get('access-control-allow-origin')).not.toBe('*');
});

it('refuses a /graphql body over the limit with 413 and a readable detail, and still answers one under it', async () => {
  const padded = (size: number) => JSON.stringify({ query: `{ __typename }${' '.repeat(size)}` });
  const big = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: padded(GRAPHQL_BODY_LIMIT_BYTES + 1),
  });
  expect(big.status).toBe(413);
  expect(await big.json()).toEqual({ detail: BODY_TOO_LARGE });
  const small = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: padded(GRAPHQL_BODY_LIMIT_BYTES - 100),
  });
  expect(small.status).toBe(200);
});
