// Liveness and readiness (issue 8): a draining process stops saying "ready" while it still answers.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { newLifecycle } from '@proshno/server-kit';

describe.each(stores)('health on %s', (store) => {
  let t: TestApi;
  const lifecycle = newLifecycle();
  beforeAll(async () => {
    t = await startTestApi(store, { lifecycle });
  });
  afterAll(() => t.close());

  test('a running api is alive and ready, and counts no request in flight once answered', async () => {
    expect(await t.call('GET', '/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await t.call('GET', '/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
    expect(lifecycle.inFlight).toBe(0);
  });

  test('a draining api is still alive but no longer ready', async () => {
    lifecycle.draining = true;
    expect(await t.call('GET', '/healthz')).toMatchObject({ status: 200 });
    expect(await t.call('GET', '/readyz')).toMatchObject({ status: 503, body: { detail: 'Shutting down' } });
    lifecycle.draining = false;
  });
});
