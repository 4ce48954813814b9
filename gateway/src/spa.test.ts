import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLiveStack, type LiveStack } from './liveStack';

const page = '<!doctype html><title>Proshno</title><div id="root"></div>';
let webDist: string;
let stack: LiveStack;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'proshno-web-'));
  writeFileSync(join(webDist, 'index.html'), page);
  writeFileSync(join(webDist, 'app.js'), 'console.log("app");');
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
