// Issue 27 item 7, over HTTP: a gateway whose api tier cannot be reached stays ready and serves the
// app (docs/architecture.md#readiness), and says the api is unavailable in its readiness answer.
// (Its GraphQL answer then, the coded error UNAVAILABLE, is rest.test.ts's.)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createGateway } from './index';

const page = '<!doctype html><title>Proshno</title><div id="root"></div>';
let webDist: string;
let gateway: FastifyInstance;
let url: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'proshno-web-'));
  writeFileSync(join(webDist, 'index.html'), page);
  // A port where nothing listens: taken, then given back.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  await new Promise((resolve) => probe.close(resolve));
  gateway = await createGateway({ restUrl: `http://127.0.0.1:${port}`, webDist });
  url = await gateway.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await gateway?.close();
  rmSync(webDist, { recursive: true, force: true });
});

it('stays ready with the api tier unreachable, saying so, and still serves the app', async () => {
  const ready = await fetch(`${url}/readyz`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready', api: 'unavailable' });
  const app = await fetch(`${url}/home`, { headers: { accept: 'text/html' } });
  expect(app.status).toBe(200);
  expect(await app.text()).toBe(page);
});
