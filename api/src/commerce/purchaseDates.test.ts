// Issue 17: the dates a purchase gives, computed by the server. The same package extends from the
// current expiry; another package is a separate subscription from now; the preview the dialog
// shows is what the payment then grants.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signIn, type Auth } from '../test/examFixtures';
import { decide, listeningApi, returnToMerchant, startPurchase, subscriptionsOf } from '../test/commerceFixtures';
import { DAY, fakeClock } from '../test/fakeClock';
import { stores, type TestApi } from '../test/harness';
import { datesOf } from './purchaseDates';

const NOW = new Date('2026-11-26T06:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('datesOf', () => {
  const now = NOW;
  test('nothing live: from now for the duration', () => {
    expect(datesOf([], null, 30, now)).toEqual({ from: now, to: new Date(now.getTime() + 30 * DAY), extending: null });
  });
  test('a live subscription to the package: from its expiry, the latest one when there are two', () => {
    const soon = new Date(now.getTime() + 5 * DAY);
    const later = new Date(now.getTime() + 12 * DAY);
    const dates = datesOf(
      [
        { id: 1, toDate: soon, subjectIds: [] },
        { id: 2, toDate: later, subjectIds: [] },
      ],
      null,
      90,
      now,
    );
    expect(dates).toEqual({ from: later, to: new Date(later.getTime() + 90 * DAY), extending: { id: 2, toDate: later } });
  });
  test('an expired subscription is not extended', () => {
    expect(datesOf([{ id: 1, toDate: new Date(now.getTime() - 1), subjectIds: [] }], null, 7, now).from).toEqual(now);
  });
  test('a custom plan extends only a live plan of exactly the same subjects', () => {
    const until = new Date(now.getTime() + 20 * DAY);
    const live = [{ id: 4, toDate: until, subjectIds: [3, 1] }];
    expect(datesOf(live, [1, 3], 30, now).from).toEqual(until);
    expect(datesOf(live, [1, 3, 5], 30, now)).toMatchObject({ from: now, extending: null });
    expect(datesOf(live, [1], 30, now)).toMatchObject({ from: now, extending: null });
  });
});

type Preview = {
  package: { id: number; name: string };
  duration: number;
  amount: number;
  vat: number;
  vat_percent: number;
  vat_included: boolean;
  from_date: string;
  to_date: string;
  extends: boolean;
  active: Array<{ package: { id: number; name: string }; from_date: string; to_date: string }>;
};

describe.each(stores)('purchase preview on %s', (store) => {
  let t: TestApi & { url: string };
  let packages: Array<{ id: number; name: string; total_price: number; duration: number }>;
  const named = (name: string) => packages.find((p) => p.name === name) ?? expect.fail(`no ${name}`);
  const preview = async (auth: Auth, packageId: number) => {
    const res = await t.call('GET', `/api/study-plan/v1/purchase-preview/?package=${packageId}`, undefined, auth);
    expect(res.status).toBe(200);
    return res.body as Preview;
  };
  beforeAll(async () => {
    t = await listeningApi(store, { now: fakeClock(NOW).now });
    const auth = await signIn(t, 'newbie@example.com', 'Newbie#2026');
    packages = (await t.call('GET', '/api/study-plan/v1/package/', undefined, auth)).body as typeof packages;
  });
  afterAll(() => t.close());

  test('without a subscription: the amount with its VAT, and dates from now', async () => {
    const newbie = await signIn(t, 'newbie@example.com', 'Newbie#2026');
    const monthly = named('Premium Monthly');
    expect(await preview(newbie, monthly.id)).toEqual({
      package: { id: monthly.id, name: 'Premium Monthly', type: 'monthly' },
      duration: 30,
      amount: 299,
      currency: 'BDT',
      vat_percent: 15,
      vat: 44.85,
      vat_included: true,
      from_date: NOW.toISOString(),
      to_date: iso(NOW.getTime() + 30 * DAY),
      extends: false,
      active: [],
    });
  });

  test('the same package extends from the current expiry; another package runs from now, separately', async () => {
    const learner = await signIn(t, 'learner@example.com', 'Learner#2026');
    const [held] = await subscriptionsOf(t, learner);
    const expiry = Date.parse(held?.to_date ?? '');
    const monthly = named('Premium Monthly');
    const same = await preview(learner, monthly.id);
    expect(same).toMatchObject({ from_date: iso(expiry), to_date: iso(expiry + 30 * DAY), extends: true });
    expect(same.active).toEqual([{ package: { id: monthly.id, name: 'Premium Monthly' }, from_date: held?.from_date, to_date: held?.to_date }]);

    const weekly = named('Weekly Pass');
    expect(await preview(learner, weekly.id)).toMatchObject({ from_date: NOW.toISOString(), to_date: iso(NOW.getTime() + 7 * DAY), extends: false, amount: 99 });
  });

  test('what the preview says is what the payment grants', async () => {
    const learner = await signIn(t, 'learner@example.com', 'Learner#2026');
    const monthly = named('Premium Monthly');
    const said = await preview(learner, monthly.id);
    const started = await startPurchase(t, learner, { package: monthly.id, duration: 30 });
    await returnToMerchant(await decide(String(started.json.ssl_url), 'pay'));
    const granted = (await subscriptionsOf(t, learner)).filter((s) => s.package.id === monthly.id);
    expect(granted.map((s) => [s.from_date, s.to_date])).toContainEqual([said.from_date, said.to_date]);
    // The two monthly subscriptions now run back to back, and the next purchase follows the later one.
    expect((await preview(learner, monthly.id)).from_date).toBe(said.to_date);
  });

  test('the custom plan, an unknown package and a stranger without a token are refused', async () => {
    const newbie = await signIn(t, 'newbie@example.com', 'Newbie#2026');
    expect((await t.call('GET', `/api/study-plan/v1/purchase-preview/?package=${named('Custom Plan').id}`, undefined, newbie)).status).toBe(404);
    expect((await t.call('GET', '/api/study-plan/v1/purchase-preview/?package=999999', undefined, newbie)).status).toBe(404);
    expect((await t.call('GET', `/api/study-plan/v1/purchase-preview/?package=${named('Premium Monthly').id}`)).status).toBe(401);
  });
});
