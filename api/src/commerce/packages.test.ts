// The packages on sale, the custom plan's prices and the default discount (docs/api.md#shapes-commerce, docs/api.md#study-plan-paths, docs/constants.md#commerce-limits).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cheapestStandardCover, standardDuration, STANDARD_PACKAGE_TYPES } from '@proshno/engine';
import { packageDescriptions } from '../db/commerceSchema';
import { openDatabase } from '../db/connect';
import { packages } from '../db/schema';
import { asStranger, type Auth } from '../test/examFixtures';
import { startTestApi, stores, type TestApi } from '../test/harness';

type PackageView = { id: number; name: string; type: string; orginal_price: number; total_price: number; duration: number; active: boolean; descriptions: Array<{ id: number; data: string }> };

describe.each(stores)('packages on %s', (store) => {
  let t: TestApi;
  let auth: Auth;
  beforeAll(async () => {
    t = await startTestApi(store);
    auth = await asStranger(t);
  });
  afterAll(() => t.close());

  const list = async (query: string) => (await t.call('GET', `/api/study-plan/v1/package/${query}`, undefined, auth)).body as PackageView[];

  test('the standard packages page gets monthly, quarterly, 7-day and 3-day packages on sale, each lasting its mapped days', async () => {
    const standard = await list(`?active=true&type__in=${encodeURIComponent(STANDARD_PACKAGE_TYPES.join(','))}`);
    expect(new Set(standard.map((p) => p.type))).toEqual(new Set(['3 days', '7 days', 'quarterly', 'monthly']));
    for (const p of standard) {
      expect(p.active).toBe(true);
      expect(p.duration).toBe(standardDuration(p.type));
      expect(p.total_price).toBeLessThan(p.orginal_price);
      expect(p.descriptions.length).toBeGreaterThan(0);
    }
  });

  test('the offers page gets the offers on sale, and neither list holds the custom plan', async () => {
    const offers = await list('?active=true&type=offer');
    expect(offers.length).toBeGreaterThanOrEqual(2);
    expect(offers.every((p) => p.type === 'offer' && p.active)).toBe(true);
    expect((await list('?active=true')).some((p) => p.type === 'custom')).toBe(false);
    expect((await list('?active=false')).map((p) => p.name)).toEqual(['Custom Plan']);
  });

  test('one package by id, with its descriptions in order; an unknown id is 404 and a bad one 400', async () => {
    const [first] = await list('?type=monthly');
    const one = await t.call('GET', `/api/study-plan/v1/package/${first?.id}/`, undefined, auth);
    expect(one.body).toEqual(first);
    expect((await t.call('GET', '/api/study-plan/v1/package/999999/', undefined, auth)).status).toBe(404);
    expect((await t.call('GET', '/api/study-plan/v1/package/abc/', undefined, auth)).status).toBe(400);
    expect((await t.call('GET', '/api/study-plan/v1/package/?active=yes', undefined, auth)).status).toBe(400);
  });

  test('every subject of a grade has a price and a status; at least one is not offered', async () => {
    const grades = (await t.call('GET', '/api/exam/v1/grade/', undefined, auth)).body as Array<{ subjects: Array<{ price: number; status: boolean }> }>;
    const subjects = grades.flatMap((g) => g.subjects);
    expect(subjects.every((s) => s.price > 0)).toBe(true);
    expect(subjects.some((s) => !s.status)).toBe(true);
  });

  test('the custom plan is priced against the packages: a few subjects cost less than the package of all, every subject a little more (issue 17)', async () => {
    const grades = (await t.call('GET', '/api/exam/v1/grade/', undefined, auth)).body as Array<{ subjects: Array<{ price: number; status: boolean }> }>;
    const offered = grades.flatMap((g) => g.subjects).filter((s) => s.status);
    const perDay = offered.reduce((sum, s) => sum + s.price, 0);
    const standard = await list(`?active=true&type__in=${encodeURIComponent(STANDARD_PACKAGE_TYPES.join(','))}`);
    const monthly = standard.find((p) => p.type === 'monthly') ?? expect.fail('no monthly package');
    expect(offered.every((s) => s.price * 30 < monthly.total_price / 2)).toBe(true);
    expect(perDay * 30).toBeGreaterThan(monthly.total_price);
    expect(perDay * 30).toBeLessThan(monthly.total_price * 1.5);
    // A year of every offered subject: within 1.5 times the cheapest run of one standard package
    // (it was 8,395 BDT against 799 for a quarter of everything).
    const year = cheapestStandardCover(standard, 365) ?? expect.fail('no standard package');
    expect(perDay * 365).toBeGreaterThan(year.total);
    expect(perDay * 365).toBeLessThan(year.total * 1.5);
  });

  test('the default discount is 0 %', async () => {
    expect((await t.call('GET', '/api/study-plan/v1/default-discount/', undefined, auth)).body).toEqual({ discount: 0 });
  });

  test.each([
    '/api/study-plan/v1/package/',
    '/api/study-plan/v1/default-discount/',
    '/api/study-plan/v1/my-transaction/',
    '/api/study-plan/v1/subscribed-subjects/',
  ])('%s needs a signed-in caller', async (path) => {
    expect((await t.call('GET', path)).status).toBe(401);
  });

  test('a restart keeps the catalogue as it is: no package is added twice', async () => {
    const before = await list('');
    await t.restart(async () => {});
    auth = await asStranger(t);
    expect(await list('')).toEqual(before);
  });

  test('a package kept from before it had prices (an older data folder) is completed on the next start', async () => {
    const before = await list('?type=monthly');
    await t.restart(async (config) => {
      const database = await openDatabase(config);
      const [monthly] = await database.db.select().from(packages).where(eq(packages.name, 'Premium Monthly'));
      await database.db.delete(packageDescriptions).where(eq(packageDescriptions.packageId, monthly?.id ?? 0));
      await database.db.update(packages).set({ orginalPricePoisha: 0, totalPricePoisha: 0 }).where(eq(packages.name, 'Premium Monthly'));
      await database.close();
    });
    auth = await asStranger(t);
    const after = await list('?type=monthly');
    expect(after.map(({ descriptions, ...p }) => ({ ...p, lines: descriptions.map((d) => d.data) }))).toEqual(
      before.map(({ descriptions, ...p }) => ({ ...p, lines: descriptions.map((d) => d.data) })),
    );
  });
});
