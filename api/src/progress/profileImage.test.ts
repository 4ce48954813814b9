// POST /auth/v1/user-image/ (docs/progress.md#profile, docs/api.md#auth-paths): images only, judged by their bytes, at most 2 MiB,
// kept in the database and served from /media by every replica (docs/api.md#media); everything else
// refused with a 4xx detail.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../index';
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
  const served = async (image: string | undefined) => t.api.app.inject({ url: `/media/${image ?? ''}` });

  test('stores a PNG, serves it from /media with caching headers, and names it in the profile', async () => {
    const res = await upload([['image', png, 'me.png', 'image/png']]);
    expect(res.status).toBe(200);
    expect(res.body.image).toMatch(/^profile\/\d+-[\w-]+\.png$/);
    expect(await storedImage()).toEqual({ image: res.body.image });
    const image = await served(res.body.image);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=0');
    expect(image.rawPayload.equals(png)).toBe(true);
    // Asked again with what the phone kept: 304, nothing sent.
    const again = await t.api.app.inject({ url: `/media/${res.body.image ?? ''}`, headers: { 'if-none-match': String(image.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  test('a new image replaces the old one, which is no longer served', async () => {
    const first = await upload([['image', png, 'a.png', 'image/png']]);
    const second = await upload([['image', png, 'b.png', 'image/png']]);
    expect((await served(second.body.image)).statusCode).toBe(200);
    expect((await served(first.body.image)).statusCode).toBe(404);
  });

  test('refuses a file that only claims to be an image, and an SVG', async () => {
    const before = await storedImage();
    const text = await upload([['image', Buffer.from('<?php echo 1; ?>'), 'evil.png', 'image/png']]);
    expect(text).toMatchObject({ status: 400, body: { detail: 'The file is not a PNG, JPEG, GIF or WebP image.' } });
    const svg = await upload([['image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'a.svg', 'image/svg+xml']]);
    expect(svg.status).toBe(400);
    expect(await storedImage()).toEqual(before);
  });

  test('refuses an image over 2 MiB with 413 and changes nothing', async () => {
    const before = await storedImage();
    const big = Buffer.concat([png, Buffer.alloc(IMAGE_MAX_BYTES)]);
    const res = await upload([['image', big, 'big.png', 'image/png']]);
    expect(res).toMatchObject({ status: 413, body: { detail: 'The image is larger than 2 MiB.' } });
    expect(await storedImage()).toEqual(before);
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

// Issue 27 item 1: two api replicas on one PostgreSQL database, each with a disk of its own, as
// behind a load balancer. A photo uploaded through one is served by the other.
describe.runIf(process.env.DATABASE_URL)('the profile image behind two replicas', () => {
  let t: TestApi;
  let other: Awaited<ReturnType<typeof createApi>>;
  beforeAll(async () => {
    t = await startTestApi('postgres');
    other = await createApi({ ...t.config, dataDir: await mkdtemp(join(tmpdir(), 'proshno-replica-')) });
  });
  afterAll(async () => {
    await other?.close();
    await t.close();
  });

  test('an image uploaded through one replica is served by the other, the same bytes', async () => {
    const account = await verifiedLearner(t);
    const me = await signIn(t, account.email, account.password);
    const form = new FormData();
    form.append('image', new Blob([png], { type: 'image/png' }), 'me.png');
    const res = await t.api.app.inject({ method: 'POST', url: '/auth/v1/user-image/', payload: form, headers: me });
    expect(res.statusCode).toBe(200);
    const { image } = JSON.parse(res.body) as { image: string };
    const fromOther = await other.app.inject({ url: `/media/${image}` });
    expect(fromOther.statusCode).toBe(200);
    expect(fromOther.headers['content-type']).toContain('image/png');
    expect(fromOther.rawPayload.equals(png)).toBe(true);
  });
});
