import { mkdir, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApi, type TestApi } from '../test/harness';

describe('media and browser headers', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi('pglite');
  });
  afterAll(() => t.close());

  test('a file under DATA_DIR/media is served at /media/{path}', async () => {
    await mkdir(`${t.config.dataDir}/media/profile`, { recursive: true });
    await writeFile(`${t.config.dataDir}/media/profile/a.svg`, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const res = await t.api.app.inject({ url: '/media/profile/a.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    const missing = await t.api.app.inject({ url: '/media/profile/none.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not found.' });
  });

  test('only the public URL is allowed as a cross-origin caller, and security headers are set', async () => {
    const res = await t.api.app.inject({
      method: 'OPTIONS',
      url: '/auth/login/',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const login = await t.api.app.inject({ method: 'POST', url: '/auth/login/', payload: { email: 'x@y.z', password: 'p' } });
    expect(login.headers['x-content-type-options']).toBe('nosniff');
  });
});
