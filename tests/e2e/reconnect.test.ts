// Issue 27 item 7, the web half (docs/architecture.md#readiness, docs/shell.md#reconnecting): the api
// tier goes away while the gateway keeps serving, and the app says 'Reconnecting…', keeps the shell
// on screen, and shows the page's data once the api is back, with nothing pressed.
//
// This file starts a product of its own with the api and the gateway apart, as they are deployed:
// the gateway reaches the api over HTTP through a TCP proxy that the test cuts (the api then refuses
// connections, as a stopped replica does) and restores. Nothing of ours is faked and no request of
// the browser is intercepted: the gateway itself answers UNAVAILABLE and its /readyz says so.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyPgliteTemplate, createApi } from '@proshno/api';
import { messages, progressMessages } from '@proshno/engine';
import { createGateway } from '@proshno/gateway';
import { freePort } from '@proshno/server-kit';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { startTcpProxy } from '../../api/src/test/tcpProxy';
import { webDist } from '../../scripts/webBuild';
import { useBrowser, useProductAt } from './browser';
import { signedInPage, signedInState, type StorageState } from './product';

const dataDir = mkdtempSync(join(tmpdir(), 'reconnect-'));
await copyPgliteTemplate(dataDir);
const api = await createApi({ dataDir, jwtSecret: 'reconnect-tests-secret-that-is-long-enough-for-hs256', publicUrl: 'http://localhost:3000', logger: false, demoData: true });
const apiPort = Number(new URL(await api.app.listen({ host: '127.0.0.1', port: 0 })).port);
const proxy = await startTcpProxy(await freePort(), { host: '127.0.0.1', port: apiPort });
const gateway = await createGateway({ restUrl: `http://127.0.0.1:${proxy.port}`, webDist });
const url = await gateway.listen({ host: '127.0.0.1', port: 0 });
useProductAt(url);

afterAll(async () => {
  await gateway.close();
  await proxy.close();
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const browser = useBrowser();

/** The app's connection line saying it is reconnecting. */
const reconnecting = (page: Page) => page.getByRole('status').getByText(messages.reconnecting);
/** A row of the learner's exam history (the demo learner has finished exams). */
const historyRow = (page: Page) => page.locator('[data-exam]').first();

async function gatewayReadiness(): Promise<unknown> {
  const answer = await fetch(`${url}/readyz`);
  expect(answer.status).toBe(200);
  return answer.json();
}

describe('the api tier away while the gateway serves (issue 27 item 7)', () => {
  it('says Reconnecting on a page opened meanwhile, and shows its data once the api is back', async () => {
    const { context, page } = await signedInPage(browser());
    try {
      await proxy.refuse();
      expect(await gatewayReadiness()).toEqual({ status: 'ready', api: 'unavailable' });
      await page.getByRole('link', { name: progressMessages.historyTitle, exact: true }).first().click();
      await page.waitForURL((address) => address.pathname === '/history');
      await reconnecting(page).waitFor();
      // The reconnecting line is not the offline one, and the two never show together.
      expect(await page.getByText(messages.offline).count()).toBe(0);

      await proxy.restore();
      expect(await gatewayReadiness()).toEqual({ status: 'ready', api: 'ready' });
      await historyRow(page).waitFor();
      await reconnecting(page).waitFor({ state: 'detached' });
    } finally {
      await proxy.restore();
      await context.close();
    }
  });

  it('serves the app shell while the api is away: a visit and a reload show it with Reconnecting, then the data', async () => {
    const learner: StorageState = await signedInState(browser());
    // No service worker: the gateway, not the device, answers the page and its code.
    const context = await browser().newContext({ baseURL: url, storageState: learner, serviceWorkers: 'block' });
    try {
      await proxy.refuse();
      const page = await context.newPage();
      const visit = await page.goto('/history');
      expect(visit?.status()).toBe(200);
      await page.getByRole('heading', { name: progressMessages.historyTitle }).waitFor();
      await reconnecting(page).waitFor();

      const reload = await page.reload();
      expect(reload?.status()).toBe(200);
      await page.getByRole('heading', { name: progressMessages.historyTitle }).waitFor();
      await reconnecting(page).waitFor();

      await proxy.restore();
      await historyRow(page).waitFor();
      await reconnecting(page).waitFor({ state: 'detached' });
    } finally {
      await proxy.restore();
      await context.close();
    }
  });
});
