import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLiveStack, type LiveStack } from './liveStack';

const page = '<!doctype html><title>Proshno</title><div id="root"></div>';
const hashedScript = `export const questions = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Question ${i}`))};`;
let webDist: string;
let stack: LiveStack;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'proshno-web-'));
  writeFileSync(join(webDist, 'index.html'), page);
  writeFileSync(join(webDist, 'app.js'), 'console.log("app");');
  writeFileSync(join(webDist, 'sw.js'), 'self.skipWaiting;');
  writeFileSync(join(webDist, 'manifest.webmanifest'), '{"name":"Proshno"}');
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'index-Bx1f.js'), hashedScript);
  writeFileSync(join(webDist, 'assets', 'index-Bx1f.js.br'), brotliCompressSync(hashedScript));
  stack = await startLiveStack({ webDist });
});
afterAll(async () => {
  await stack?.close();
  rmSync(webDist, { recursive: true, force: true });
});

it('serves index.html for a page of the SPA such as /register', async () => {
  const response = await fetch(`${stack.url}/register`, { headers: { accept: 'text/html,*/*' } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  expect(await response.text()).toBe(page);
});

it('serves index.html at the root and the built files as they are', async () => {
  expect(await (await fetch(`${stack.url}/`, { headers: { accept: 'text/html' } })).text()).toBe(page);
  const script = await fetch(`${stack.url}/app.js`);
  expect(script.status).toBe(200);
  expect(await script.text()).toBe('console.log("app");');
});

it('serves app.html for any other route and exam.html for the exam routes once the build has them', async () => {
  const landing = '<!doctype html><title>Proshno</title><div id="root" data-prerendered="/"><h1>Login</h1></div>';
  const examPage = '<!doctype html><title>Proshno</title><link rel="modulepreload" href="/assets/ExamScreen.js"><div id="root"></div>';
  writeFileSync(join(webDist, 'index.html'), landing);
  writeFileSync(join(webDist, 'app.html'), page);
  writeFileSync(join(webDist, 'exam.html'), examPage);
  try {
    const text = async (path: string) => (await fetch(`${stack.url}${path}`, { headers: { accept: 'text/html' } })).text();
    expect(await text('/')).toBe(landing);
    for (const path of ['/register', '/home', '/history/12', '/exams', '/exam-results']) expect(await text(path), path).toBe(page);
    for (const path of ['/exam', '/exam/12', '/exam/12/?remaining=60', '/model-exam/3', '/previous-exam/4']) expect(await text(path), path).toBe(examPage);
  } finally {
    writeFileSync(join(webDist, 'index.html'), page);
    rmSync(join(webDist, 'app.html'));
    rmSync(join(webDist, 'exam.html'));
  }
});

it('serves app.html at the root to a browser that holds a session, and says the answer varies by cookie', async () => {
  const landing = '<!doctype html><title>Proshno</title><div id="root" data-prerendered="/"><h1>Login</h1></div>';
  writeFileSync(join(webDist, 'index.html'), landing);
  writeFileSync(join(webDist, 'app.html'), page);
  try {
    const root = (cookie?: string) => fetch(`${stack.url}/`, { headers: { accept: 'text/html', ...(cookie === undefined ? {} : { cookie }) } });
    const visitor = await root();
    expect(await visitor.text()).toBe(landing);
    expect(visitor.headers.get('vary')).toContain('Cookie');
    expect(await (await root('proshno-signed-in=1')).text()).toBe(page);
    expect(await (await root('theme=dark; proshno-signed-in=1')).text()).toBe(page);
    // Only the hint itself counts, not a cookie whose name ends the same or a cleared one.
    expect(await (await root('not-proshno-signed-in=1')).text()).toBe(landing);
    expect(await (await root('proshno-signed-in=')).text()).toBe(landing);
    const head = await fetch(`${stack.url}/`, { method: 'HEAD', headers: { accept: 'text/html', cookie: 'proshno-signed-in=1' } });
    expect(head.status).toBe(200);
  } finally {
    writeFileSync(join(webDist, 'index.html'), page);
    rmSync(join(webDist, 'app.html'));
  }
});

it('answers a missing file that is not a page with 404 JSON', async () => {
  const response = await fetch(`${stack.url}/missing.js`, { headers: { accept: '*/*' } });
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ detail: 'Not found.' });
});

it('answers an unknown non-GET with 404 JSON, never the page', async () => {
  const response = await fetch(`${stack.url}/home`, { method: 'POST', headers: { accept: 'text/html' } });
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ detail: 'Not found.' });
});

it('still sends POST /register to the api while GET /register is the page', async () => {
  const response = await fetch(`${stack.url}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: '{}',
  });
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual(expect.objectContaining({ detail: expect.any(String) }));
});

it('keeps hashed assets a year and sends their brotli file to a browser that takes it', async () => {
  const script = await fetch(`${stack.url}/assets/index-Bx1f.js`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(script.headers.get('content-encoding')).toBe('br');
  expect(await script.text()).toBe(hashedScript);
  const plain = await fetch(`${stack.url}/assets/index-Bx1f.js`, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(await plain.text()).toBe(hashedScript);
});

it('has the browser check the page and unhashed files on every visit, so a release shows at once', async () => {
  // Each body is read to its end: an unread one keeps its connection busy and the server's close waiting.
  const page = await fetch(`${stack.url}/home`, { headers: { accept: 'text/html' } });
  expect(page.headers.get('cache-control')).toBe('no-cache');
  expect(await page.text()).toContain('<div id="root">');
  const script = await fetch(`${stack.url}/app.js`);
  expect(script.headers.get('cache-control')).toBe('no-cache');
  expect(await script.text()).toBe('console.log("app");');
});

it('has the browser ask for the service worker and the manifest again every time (docs/shell.md#offline-app)', async () => {
  const worker = await fetch(`${stack.url}/sw.js`);
  expect(worker.headers.get('cache-control')).toBe('no-cache');
  expect(worker.headers.get('content-type')).toContain('javascript');
  expect(await worker.text()).toBe('self.skipWaiting;');
  const manifest = await fetch(`${stack.url}/manifest.webmanifest`);
  expect(manifest.headers.get('cache-control')).toBe('no-cache');
  expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
  expect(await manifest.text()).toBe('{"name":"Proshno"}');
});

// docs/i18n.md#prerender: `/` in the visitor's language, by the device's choice, else the browser's.
it('serves index.bn.html at the root to a visitor whose language is Bengali, and says the answer varies by language', async () => {
  const english = '<!doctype html><html lang="en"><div id="root" data-prerendered="/"><h1>Login</h1></div>';
  const bengali = '<!doctype html><html lang="bn"><div id="root" data-prerendered="/"><h1>লগইন</h1></div>';
  writeFileSync(join(webDist, 'index.html'), english);
  writeFileSync(join(webDist, 'index.bn.html'), bengali);
  try {
    const root = (headers: Record<string, string>) => fetch(`${stack.url}/`, { headers: { accept: 'text/html', ...headers } });
    const preferring = await root({ 'accept-language': 'bn-BD,bn;q=0.9,en-US;q=0.8' });
    expect(await preferring.text()).toBe(bengali);
    expect(preferring.headers.get('vary')).toContain('Accept-Language');
    expect(await (await root({ 'accept-language': 'en-US,en;q=0.9,bn;q=0.8' })).text()).toBe(english);
    expect(await (await root({})).text()).toBe(english);
    // The device's choice comes first, either way.
    expect(await (await root({ 'accept-language': 'bn-BD', cookie: 'proshno-language=en' })).text()).toBe(english);
    expect(await (await root({ 'accept-language': 'en-US', cookie: 'a=1; proshno-language=bn' })).text()).toBe(bengali);
    // A cookie that names no language of ours counts for nothing.
    expect(await (await root({ 'accept-language': 'bn', cookie: 'proshno-language=fr' })).text()).toBe(bengali);
  } finally {
    writeFileSync(join(webDist, 'index.html'), page);
    rmSync(join(webDist, 'index.bn.html'));
  }
});

// docs/i18n.md#builds: each language is a build of its own, so every page comes in the visitor's
// language: the app's routes app.bn.html, the exam routes exam.bn.html, `/` with a session app.bn.html.
it("serves every route the Bengali build's page to a visitor whose language is Bengali, and the English one where the build has none", async () => {
  const pages = { 'app.html': 'app en', 'app.bn.html': 'app bn', 'exam.html': 'exam en', 'exam.bn.html': 'exam bn' };
  for (const [file, text] of Object.entries(pages)) writeFileSync(join(webDist, file), text);
  try {
    const get = async (path: string, headers: Record<string, string>) => {
      const response = await fetch(`${stack.url}${path}`, { headers: { accept: 'text/html', ...headers } });
      expect(response.headers.get('vary')).toContain('Cookie');
      return response.text();
    };
    const bengali = { cookie: 'proshno-language=bn' };
    expect(await get('/home', bengali)).toBe('app bn');
    expect(await get('/exam/12', bengali)).toBe('exam bn');
    expect(await get('/', { cookie: 'proshno-signed-in=1; proshno-language=bn' })).toBe('app bn');
    expect(await get('/home', { 'accept-language': 'bn-BD' })).toBe('app bn');
    expect(await get('/home', { 'accept-language': 'bn-BD', cookie: 'proshno-language=en' })).toBe('app en');
    expect(await get('/exam/12', {})).toBe('exam en');
    rmSync(join(webDist, 'exam.bn.html'));
    expect(await get('/exam/12', bengali)).toBe('exam en');
  } finally {
    for (const file of Object.keys(pages)) rmSync(join(webDist, file), { force: true });
  }
});
