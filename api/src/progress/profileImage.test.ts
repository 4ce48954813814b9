// POST /auth/v1/user-image/ (docs/progress.md#profile, docs/api.md#auth-paths): images only, judged by their bytes, at most 2 MiB,
// stored under media and served from /media; everything else refused with a 4xx detail.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { assertContract } from '../test/contract';
import { signIn, type Auth } from '../test/examFixtures';
import { verifiedLearner } from '../test/fixtures';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { IMAGE_MAX_BYTES } from './profileImage';

// A 1×1 PNG.
const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe.each(stores)('the profile image on %s', (store) => {
  let t: TestApi;
  let me: Auth;
  beforeAll(async () => {
    t = await startTestApi(store);
    const account = await verifiedLearner(t);
    me = await signIn(t, account.email, account.password);
  });
  afterAll(() => t.close());

  async function upload(parts: Array<[field: string, bytes: Buffer, name: string, type: string]>, auth: Auth = me) {
    const form = new FormData();
    for (const [field, bytes, name, type] of parts) form.append(field, new Blob([bytes], { type }), name);
    const res = await t.api.app.inject({ method: 'POST', url: '/auth/v1/user-image/', payload: form, headers: auth });
    const body: unknown = JSON.parse(res.body);
    assertContract('post', '/auth/v1/user-image/', res.statusCode, body);
    return { status: res.statusCode, body: body as { image?: string; detail?: string } };
  }
  const storedImage = async () =>
    ((await t.call('GET', '/auth/v1/user-detail/', undefined, me)).body as { image: { image: string } | null }).image;
  const profileFiles = async () => readdir(join(t.config.dataDir, 'media', 'profile')).catch(() => []);

  test('stores a PNG under media, serves it, and names it in the profile', async () => {
    const res = await upload([['image', png, 'me.png', 'image/png']]);
    expect(res.status).toBe(200);
    expect(res.body.image).toMatch(/^profile\/\d+-[\w-]+\.png$/);
    expect(await storedImage()).toEqual({ image: res.body.image });
    const served = await t.api.app.inject({ url: `/media/${res.body.image ?? ''}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  test('a new image replaces the old file', async () => {
    const first = await upload([['image', png, 'a.png', 'image/png']]);
    const second = await upload([['image', png, 'b.png', 'image/png']]);
    const files = await profileFiles();
    expect(files).toContain(second.body.image?.replace('profile/', ''));
    expect(files).not.toContain(first.body.image?.replace('profile/', ''));
  });

  test('refuses a file that only claims to be an image, and an SVG', async () => {
    const before = await storedImage();
    const text = await upload([['image', Buffer.from('<?php echo 1; ?>'), 'evil.png', 'image/png']]);
    expect(text).toMatchObject({ status: 400, body: { detail: 'The file is not a PNG, JPEG, GIF or WebP image.' } });
    const svg = await upload([['image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'a.svg', 'image/svg+xml']]);
    expect(svg.status).toBe(400);
    expect(await storedImage()).toEqual(before);
  });

  test('refuses an image over 2 MiB with 413 and stores nothing', async () => {
    const before = await profileFiles();
    const big = Buffer.concat([png, Buffer.alloc(IMAGE_MAX_BYTES)]);
    const res = await upload([['image', big, 'big.png', 'image/png']]);
    expect(res).toMatchObject({ status: 413, body: { detail: 'The image is larger than 2 MiB.' } });
    expect(await profileFiles()).toEqual(before);
  });

  test('refuses a missing field, a wrong field, two files, JSON and no token', async () => {
    expect((await upload([['photo', png, 'me.png', 'image/png']])).status).toBe(400);
    expect((await upload([])).status).toBeGreaterThanOrEqual(400);
    const two = await upload([
      ['image', png, 'a.png', 'image/png'],
      ['image', png, 'b.png', 'image/png'],
    ]);
    expect(two.status).toBeGreaterThanOrEqual(400);
    expect(two.status).toBeLessThan(500);
    const json = await t.api.app.inject({ method: 'POST', url: '/auth/v1/user-image/', payload: { image: 'x' }, headers: me });
    expect(json.statusCode).toBe(415);
    expect((await upload([['image', png, 'me.png', 'image/png']], {})).status).toBe(401);
  });
});
