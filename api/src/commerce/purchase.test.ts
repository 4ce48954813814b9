// Issue 5 acceptance (api): buying a package or a custom plan through SSLCommerz (the simulator,
// over HTTP) grants the subscription the server priced; Fail and Cancel grant nothing; renewal
// extends from the current expiry; what was bought feeds exam access.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { commerceMessages, invoiceOf } from '@proshno/engine';
import { asStranger, subjectId, type Auth } from '../test/examFixtures';
import { decide, listeningApi, returnToMerchant, startPurchase, subscriptionsOf } from '../test/commerceFixtures';
import { fakeClock, DAY, MINUTE, type FakeClock } from '../test/fakeClock';
import { stores, type TestApi } from '../test/harness';

type PackageView = { id: number; name: string; type: string; total_price: number; duration: number };
type Transaction = { transaction_id: string; amount: number; duration: number; package: { name: string }; invoice: Record<string, number | string>; details: unknown[] };

describe.each(stores)('purchases on %s', (store) => {
  let t: TestApi & { url: string };
  let clock: FakeClock;
  let packages: PackageView[];
  const named = (name: string) => packages.find((p) => p.name === name) ?? expect.fail(`no package ${name}`);

  beforeAll(async () => {
    clock = fakeClock(new Date('2026-03-01T06:00:00Z'));
    t = await listeningApi(store, { now: clock.now });
    const auth = await asStranger(t);
    packages = (await t.call('GET', '/api/study-plan/v1/package/', undefined, auth)).body as PackageView[];
  });
  afterAll(() => t.close());

  const transactionsOf = async (auth: Auth) => t.call('GET', '/api/study-plan/v1/my-transaction/', undefined, auth);

  async function buy(auth: Auth, body: unknown, path?: string): Promise<{ tran_id: string; amount: number; location: string | null }> {
    const started = await startPurchase(t, auth, body, path);
    expect(started.status).toBe(201);
    const back = await returnToMerchant(await decide(String(started.json.ssl_url), 'pay'));
    expect(back.status).toBe(303);
    return { tran_id: String(started.json.tran_id), amount: Number(started.json.amount), location: back.location };
  }

  test('a monthly package paid with Pay lands on /purchase/success and grants 30 days of every subject', async () => {
    const learner = await asStranger(t);
    const monthly = named('Premium Monthly');
    const paid = await buy(learner, { package: monthly.id, duration: 30 });
    expect(paid.location).toBe(`/purchase/success?tran_id=${paid.tran_id}`);
    expect(paid.amount).toBe(monthly.total_price);

    const [subscription, ...others] = await subscriptionsOf(t, learner);
    expect(others).toEqual([]);
    expect(subscription?.package).toEqual({ id: monthly.id, name: 'Premium Monthly' });
    expect(Date.parse(subscription?.to_date ?? '') - Date.parse(subscription?.from_date ?? '')).toBe(30 * DAY);
    expect(subscription?.from_date).toBe(clock.now().toISOString());
    expect(subscription?.details.map((d) => d.subject.name).sort()).toEqual(
      ['Biology', 'Chemistry', 'English', 'General Knowledge', 'Higher Mathematics', 'Physics'],
    );

    const list = (await transactionsOf(learner)).body as Transaction[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ transaction_id: paid.tran_id, amount: 299, duration: 30, package: { name: 'Premium Monthly' }, details: [] });
    // docs/commerce.md#vat: VAT 15 % inside the price, discount 0 %, one item, BDT.
    const { quantity, currency, subtotal, vat, discountPercent } = invoiceOf(299);
    expect(list[0]?.invoice).toEqual({ quantity, currency, price: 299, subtotal, vat, vat_percent: 15, discount_percent: discountPercent, total: 299 });
    expect(subtotal).toBe(254.15);
  });

  test('an offer is bought with its package id only and lasts its own days', async () => {
    const learner = await asStranger(t);
    const offer = packages.find((p) => p.type === 'offer') ?? expect.fail('no offer');
    await buy(learner, { package: offer.id });
    const [subscription] = await subscriptionsOf(t, learner);
    expect(Date.parse(subscription?.to_date ?? '') - Date.parse(subscription?.from_date ?? '')).toBe(offer.duration * DAY);
  });

  test('a custom plan of two subjects for 60 days charges the sum of their prices times 60 and grants exactly them', async () => {
    const learner = await asStranger(t);
    const grades = (await t.call('GET', '/api/exam/v1/grade/', undefined, learner)).body as Array<{ id: number; subjects: Array<{ id: number; name: string; price: number; status: boolean }> }>;
    const grade = grades[0] ?? expect.fail('no grade');
    const [first, second] = grade.subjects.filter((s) => s.status);
    if (!first || !second) throw new Error('two offered subjects expected');
    const details = [first, second].map((s) => ({ grade_id: grade.id, subject_id: s.id }));
    const paid = await buy(learner, { type: 'custom', duration: 60, details }, '/api/study-plan/v1/custom-purchase/');
    expect(paid.amount).toBe((first.price + second.price) * 60);

    const [subscription, ...others] = await subscriptionsOf(t, learner);
    expect(others).toEqual([]);
    expect(subscription?.package.name).toBe('Custom Plan');
    expect(subscription?.details.map((d) => d.subject.name).sort()).toEqual([first.name, second.name].sort());
    expect(Date.parse(subscription?.to_date ?? '') - Date.parse(subscription?.from_date ?? '')).toBe(60 * DAY);
    const [bought] = (await transactionsOf(learner)).body as Transaction[];
    expect(bought?.amount).toBe((first.price + second.price) * 60);
    expect(bought?.details).toEqual([
      { grade: 'HSC', subject: first.name, price: first.price },
      { grade: 'HSC', subject: second.name, price: second.price },
    ]);

    // Exam access follows the purchase: the bought subject opens, another stays closed.
    const flashcards = (subject: number) => t.call('GET', `/api/exam/v1/question/?subject=${subject}&limit=2`, undefined, learner);
    expect((await flashcards(first.id)).status).toBe(200);
    const other = grade.subjects.find((s) => s.id !== first.id && s.id !== second.id) ?? expect.fail('a third subject');
    expect((await flashcards(other.id)).status).toBe(403);
  });

  test.each([
    ['fail', '/purchase/failed'],
    ['cancel', '/purchase/cancel'],
  ] as const)('%s lands on %s and grants nothing', async (outcome, page) => {
    const learner = await asStranger(t);
    const started = await startPurchase(t, learner, { package: named('Weekly Pass').id, duration: 7 });
    const form = await decide(String(started.json.ssl_url), outcome);
    expect(form.fields.status).toBe(outcome === 'fail' ? 'FAILED' : 'CANCELLED');
    const back = await returnToMerchant(form);
    expect({ status: back.status, location: back.location }).toEqual({ status: 303, location: page });
    expect(await subscriptionsOf(t, learner)).toEqual([]);
    const transactions = await transactionsOf(learner);
    expect(transactions).toMatchObject({ status: 404, json: { detail: commerceMessages.noPackageFound } });
  });

  test('buying the same package again extends from the current expiry', async () => {
    const learner = await asStranger(t);
    const weekly = named('Weekly Pass');
    await buy(learner, { package: weekly.id, duration: 7 });
    // Within the access token's life; the second purchase still starts before the first ends.
    clock.advance(10 * MINUTE);
    await buy(learner, { package: weekly.id, duration: 7 });
    const [current, renewal] = await subscriptionsOf(t, learner);
    expect(renewal?.from_date).toBe(current?.to_date);
    expect(Date.parse(renewal?.to_date ?? '') - Date.parse(current?.from_date ?? '')).toBe(14 * DAY);
  });

  test('a learner who bought nothing has no transactions; the demo learner has only the one that bought the seeded subscription', async () => {
    const learner = await asStranger(t);
    expect(await transactionsOf(learner)).toMatchObject({ status: 404, json: { detail: commerceMessages.noPackageFound } });
    const demo = await t.call('POST', '/auth/login/', { email: 'learner@example.com', password: 'Learner#2026' });
    const res = await t.call('GET', '/api/study-plan/v1/my-transaction/', undefined, { authorization: `Bearer ${String(demo.json.access)}` });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
  });

  describe('the amount and duration are the server’s', () => {
    let learner: Auth;
    beforeAll(async () => {
      learner = await asStranger(t);
    });
    test.each([
      ['an amount of its own', () => ({ package: named('Premium Monthly').id, duration: 30, amount: 1 })],
      ['a total_amount of its own', () => ({ package: named('Premium Monthly').id, total_amount: '1.00' })],
      ['a duration the package does not have', () => ({ package: named('Premium Monthly').id, duration: 365 })],
      ['a package that does not exist', () => ({ package: 999999 })],
      ['the custom plan as a package', () => ({ package: named('Custom Plan').id })],
      ['a package id as a string', () => ({ package: String(named('Premium Monthly').id) })],
    ])('a purchase with %s is refused', async (_name, body) => {
      const res = await startPurchase(t, learner, body());
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.json.detail).toBe('string');
    });

    test.each([
      ['a price of its own', (g: number, s: number) => ({ type: 'custom', duration: 30, details: [{ grade_id: g, subject_id: s, price: 0.01 }] })],
      ['a duration not offered', (g: number, s: number) => ({ type: 'custom', duration: 45, details: [{ grade_id: g, subject_id: s }] })],
      ['the same subject twice', (g: number, s: number) => ({ type: 'custom', duration: 30, details: [{ grade_id: g, subject_id: s }, { grade_id: g, subject_id: s }] })],
      ['a subject under another grade', (g: number, s: number) => ({ type: 'custom', duration: 30, details: [{ grade_id: g + 1, subject_id: s }] })],
      ['no subject', () => ({ type: 'custom', duration: 30, details: [] })],
      ['another type', (g: number, s: number) => ({ type: 'package', duration: 30, details: [{ grade_id: g, subject_id: s }] })],
    ])('a custom plan with %s is refused', async (_name, body) => {
      const physics = await subjectId(t, learner, 'Physics');
      const grades = (await t.call('GET', '/api/exam/v1/grade/', undefined, learner)).body as Array<{ id: number }>;
      const res = await startPurchase(t, learner, body(grades[0]?.id ?? 0, physics), '/api/study-plan/v1/custom-purchase/');
      expect(res.status).toBe(400);
    });

    test('a subject whose status is false is not sold in a custom plan', async () => {
      const grades = (await t.call('GET', '/api/exam/v1/grade/', undefined, learner)).body as Array<{ id: number; subjects: Array<{ id: number; status: boolean }> }>;
      const grade = grades[0] ?? expect.fail('no grade');
      const closed = grade.subjects.find((s) => !s.status) ?? expect.fail('a subject with status false is seeded');
      const res = await startPurchase(t, learner, { type: 'custom', duration: 30, details: [{ grade_id: grade.id, subject_id: closed.id }] }, '/api/study-plan/v1/custom-purchase/');
      expect(res.status).toBe(400);
    });

    test('refusals leave no transaction and no subscription behind', async () => {
      expect(await subscriptionsOf(t, learner)).toEqual([]);
      expect((await transactionsOf(learner)).status).toBe(404);
    });
  });
});
