// Issue 5 acceptance (api): nothing but a payment SSLCommerz's validation API confirms grants a
// subscription, and only once. A replayed success POST, a success for another amount, an unknown
// val_id, another order's val_id and duplicate or racing IPNs leave the subscriptions unchanged;
// one learner never sees another's transactions or subscriptions; malformed bodies are 4xx.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { commerceMessages } from '@proshno/engine';
import { asStranger, signIn, type Auth } from '../test/examFixtures';
import { verifiedLearner } from '../test/fixtures';
import { decide, listeningApi, postForm, returnToMerchant, startPurchase, subscriptionsOf } from '../test/commerceFixtures';
import { stores, type TestApi } from '../test/harness';
import { SIMULATOR_PREFIX, SIMULATOR_STORE } from './sslcommerzSimulator';

const RETURNS = '/api/study-plan/v1/payment';

describe.each(stores)('payment returns on %s', (store) => {
  let t: TestApi & { url: string };
  let monthly: number;
  beforeAll(async () => {
    t = await listeningApi(store);
    const auth = await asStranger(t);
    const packages = (await t.call('GET', '/api/study-plan/v1/package/?type=monthly', undefined, auth)).body as Array<{ id: number }>;
    monthly = packages[0]?.id ?? 0;
  });
  afterAll(() => t.close());

  const ours = (route: string) => `${t.url}${RETURNS}/${route}/`;
  const post = (route: string, fields: Record<string, string>) => postForm(ours(route), fields, `${RETURNS}/${route}/`);
  const transactionsOf = (auth: Auth) => t.call('GET', '/api/study-plan/v1/my-transaction/', undefined, auth);
  /** What a learner holds: must not change when forged or repeated messages arrive. */
  const holdings = async (auth: Auth) => ({ subscriptions: await subscriptionsOf(t, auth), transactions: (await transactionsOf(auth)).body });

  async function pending(auth: Auth): Promise<{ tranId: string; sslUrl: string }> {
    const started = await startPurchase(t, auth, { package: monthly, duration: 30 });
    expect(started.status).toBe(201);
    return { tranId: String(started.json.tran_id), sslUrl: String(started.json.ssl_url) };
  }

  /**
   * A session at SSLCommerz for one of our tran_ids that we did not open (what a forger with the
   * store's session API would make), paid; its IPN goes to `ipnUrl`, or nowhere without one.
   */
  async function foreignPayment(tranId: string, amount: string, ipnUrl?: string) {
    const answer = await postForm(`${t.url}${SIMULATOR_PREFIX}/gwprocess/v4/api.php`, {
      store_id: SIMULATOR_STORE.storeId,
      store_passwd: SIMULATOR_STORE.storePassword,
      total_amount: amount,
      currency: 'BDT',
      tran_id: tranId,
      success_url: ours('success'),
      fail_url: ours('fail'),
      cancel_url: ours('cancel'),
      ...(ipnUrl === undefined ? {} : { ipn_url: ipnUrl }),
      cus_name: 'Forger',
      cus_email: 'forger@example.com',
      cus_add1: 'Dhaka',
      cus_city: 'Dhaka',
      cus_postcode: '1000',
      cus_country: 'Bangladesh',
      cus_phone: '01700000000',
      shipping_method: 'NO',
      product_name: 'Premium Monthly',
      product_category: 'Subscription',
      product_profile: 'non-physical-goods',
    });
    expect(answer.json.status).toBe('SUCCESS');
    return decide(String(answer.json.GatewayPageURL), 'pay');
  }

  test('a replayed success POST and repeated IPNs change nothing after the first grant', async () => {
    const learner = await asStranger(t);
    const { sslUrl, tranId } = await pending(learner);
    const form = await decide(sslUrl, 'pay');
    expect((await returnToMerchant(form)).location).toBe(`/purchase/success?tran_id=${tranId}`);
    const before = await holdings(learner);
    expect(before.subscriptions).toHaveLength(1);

    expect((await returnToMerchant(form)).location).toBe(`/purchase/success?tran_id=${tranId}`);
    expect(await post('ipn', form.fields)).toMatchObject({ status: 200, json: { detail: 'Payment already recorded' } });
    expect(await post('ipn', form.fields)).toMatchObject({ status: 200, json: { detail: 'Payment already recorded' } });
    expect(await holdings(learner)).toEqual(before);
  });

  test('racing IPNs and returns for one payment grant one subscription', async () => {
    const learner = await asStranger(t);
    const { tranId } = await pending(learner);
    // Paid at SSLCommerz, but its IPN never reached us: every copy below arrives at once.
    const form = await foreignPayment(tranId, '299.00');
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => post('ipn', form.fields)),
      ...Array.from({ length: 4 }, () => post('success', form.fields)),
    ]);
    // At most one IPN records it (a return may win the race); none is refused.
    expect(answers.filter((a) => a.json.detail === 'Payment recorded').length).toBeLessThanOrEqual(1);
    expect(answers.slice(0, 4).every((a) => a.status === 200)).toBe(true);
    expect(answers.slice(4).every((a) => a.location === `/purchase/success?tran_id=${tranId}`)).toBe(true);
    const granted = await subscriptionsOf(t, learner);
    expect(granted).toHaveLength(1);
    expect((await transactionsOf(learner)).body).toHaveLength(1);
  });

  test('a success for another amount of our tran_id is refused, and the real payment still counts', async () => {
    const learner = await asStranger(t);
    const { tranId, sslUrl } = await pending(learner);
    const cheap = await foreignPayment(tranId, '10.00', ours('ipn'));
    expect(cheap.fields).toMatchObject({ status: 'VALID', tran_id: tranId, amount: '10.00' });
    expect((await returnToMerchant(cheap)).location).toBe('/purchase/failed');
    // The same message with the right amount written in: the validation API still says 10.00.
    expect((await post('success', { ...cheap.fields, amount: '299.00' })).location).toBe('/purchase/failed');
    expect(await post('ipn', { ...cheap.fields, amount: '299.00' })).toMatchObject({ status: 400 });
    expect(await subscriptionsOf(t, learner)).toEqual([]);

    expect((await returnToMerchant(await decide(sslUrl, 'pay'))).location).toBe(`/purchase/success?tran_id=${tranId}`);
    expect(await subscriptionsOf(t, learner)).toHaveLength(1);
  });

  test('an unknown val_id, a missing one and another order’s val_id grant nothing', async () => {
    const payer = await asStranger(t);
    const paid = await decide((await pending(payer)).sslUrl, 'pay');
    await returnToMerchant(paid);
    const learner = await asStranger(t);
    const { tranId } = await pending(learner);
    const forged = { tran_id: tranId, status: 'VALID', amount: '299.00', currency: 'BDT' };
    expect((await post('success', { ...forged, val_id: 'NO-SUCH-VAL-ID' })).location).toBe('/purchase/failed');
    expect((await post('success', forged)).location).toBe('/purchase/failed');
    expect((await post('success', { ...forged, val_id: paid.fields.val_id ?? '' })).location).toBe('/purchase/failed');
    expect(await post('ipn', { ...forged, val_id: 'NO-SUCH-VAL-ID' })).toMatchObject({ status: 400 });
    expect(await post('ipn', { ...forged, tran_id: 'PRSNOSUCHTRANSACTION', val_id: 'x' })).toMatchObject({ status: 404 });
    expect(await subscriptionsOf(t, learner)).toEqual([]);
    expect(await transactionsOf(learner)).toMatchObject({ status: 404, json: { detail: commerceMessages.noPackageFound } });
  });

  test('a fail or cancel POST for a paid order changes nothing', async () => {
    const learner = await asStranger(t);
    const form = await decide((await pending(learner)).sslUrl, 'pay');
    await returnToMerchant(form);
    const before = await holdings(learner);
    expect((await post('fail', { tran_id: form.fields.tran_id ?? '', status: 'FAILED' })).location).toBe('/purchase/failed');
    expect((await post('cancel', { tran_id: form.fields.tran_id ?? '', status: 'CANCELLED' })).location).toBe('/purchase/cancel');
    expect(await post('ipn', { tran_id: form.fields.tran_id ?? '', status: 'FAILED' })).toMatchObject({ status: 200 });
    expect(await holdings(learner)).toEqual(before);
  });

  test('one learner sees none of another’s transactions or subscriptions', async () => {
    const owner = await verifiedLearner(t);
    const ownerAuth = await signIn(t, owner.email, owner.password);
    await returnToMerchant(await decide((await pending(ownerAuth)).sslUrl, 'pay'));
    const login = await t.call('POST', '/auth/login/', owner);
    const ownerId = (login.json.user as { id: number }).id;
    const other = await asStranger(t);
    expect(await subscriptionsOf(t, other)).toEqual([]);
    expect(await transactionsOf(other)).toMatchObject({ status: 404, json: { detail: commerceMessages.noPackageFound } });
    expect((await t.call('GET', `/api/study-plan/v1/subscribed-subjects/?user=${ownerId}`, undefined, other)).body).toEqual([]);
    expect(((await t.call('GET', `/api/study-plan/v1/subscribed-subjects/?user=${ownerId}`, undefined, ownerAuth)).body as unknown[]).length).toBe(6);
  });

  describe('malformed bodies', () => {
    let learner: Auth;
    let before: Awaited<ReturnType<typeof holdings>>;
    beforeAll(async () => {
      learner = await asStranger(t);
      await pending(learner);
      before = await holdings(learner);
    });

    test.each([
      ['JSON null', 'null'],
      ['a JSON array', '[{"package": 1}]'],
      ['malformed JSON', '{"package": 1'],
      ['a negative package', '{"package": -1}'],
      ['no package', '{"duration": 30}'],
      ['a fractional duration', '{"package": 1, "duration": 30.5}'],
    ])('a purchase with %s is a 4xx', async (_name, body) => {
      const res = await t.call('POST', '/api/study-plan/v1/purchase/', body, learner);
      expect(res.status).toBe(400);
      expect(typeof res.json.detail).toBe('string');
    });

    test.each([
      ['JSON null', 'null'],
      ['details not a list', '{"type": "custom", "duration": 30, "details": {"grade_id": 1, "subject_id": 1}}'],
      ['a detail without its grade', '{"type": "custom", "duration": 30, "details": [{"subject_id": 1}]}'],
      ['a string duration', '{"type": "custom", "duration": "30", "details": [{"grade_id": 1, "subject_id": 1}]}'],
    ])('a custom purchase with %s is a 4xx', async (_name, body) => {
      const res = await t.call('POST', '/api/study-plan/v1/custom-purchase/', body, learner);
      expect(res.status).toBe(400);
    });

    test.each(['success', 'fail', 'cancel', 'ipn'])('a %s return without tran_id, as JSON or as text is a 4xx', async (route) => {
      expect((await post(route, { val_id: 'x', status: 'VALID' })).status).toBe(400);
      expect((await post(route, { tran_id: 'x'.repeat(65) })).status).toBe(400);
      const asJson = await fetch(ours(route), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"tran_id":"x"}' });
      expect(asJson.status).toBe(415);
      const asText = await fetch(ours(route), { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'tran_id=x' });
      expect(asText.status).toBe(415);
    });

    test('leave the learner’s holdings as they were', async () => {
      expect(await holdings(learner)).toEqual(before);
    });
  });
});
