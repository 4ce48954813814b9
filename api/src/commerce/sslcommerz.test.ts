// The SSLCommerz client against the simulator over HTTP, and the simulator's messages in the
// field names of SSLCommerz's published integration documents (session API, hosted page, IPN,
// customer return, order validation API).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { decide, hostedPage, listeningApi, postForm, recordingServer, type RecordingServer } from '../test/commerceFixtures';
import { fakeClock, MINUTE } from '../test/fakeClock';
import type { TestApi } from '../test/harness';
import { sslcommerzClient, type SessionRequest, type SslcommerzClient } from './sslcommerz';
import { simulatorEndpoint, SIMULATOR_LIMITS, SIMULATOR_MESSAGES, SIMULATOR_PREFIX, SIMULATOR_STORE } from './sslcommerzSimulator';

describe('the SSLCommerz client against the simulator', () => {
  const clock = fakeClock(new Date());
  let t: TestApi & { url: string };
  let client: SslcommerzClient;
  // The product's one URL (PUBLIC_URL): it passes the simulator's paths on to the api and stands in
  // for the merchant's return and IPN routes under /merchant/, recording what reaches them.
  let front: RecordingServer;
  // A server on another origin: nothing the simulator does may reach it.
  let elsewhere: RecordingServer;
  let merchantUrl: string;
  const ipns = () => front.hits.filter((hit) => hit.path === '/merchant/ipn').map((hit) => hit.form);

  beforeAll(async () => {
    front = await recordingServer({ records: (path) => path.startsWith('/merchant/'), forwardTo: () => t.url });
    elsewhere = await recordingServer();
    merchantUrl = `${front.url}/merchant`;
    t = await listeningApi('pglite', { publicUrl: front.url, now: clock.now });
    client = sslcommerzClient(() => simulatorEndpoint(t.url));
  });
  afterAll(async () => {
    await front.close();
    await elsewhere.close();
    await t.close();
  });

  let serial = 0;
  function request(overrides: Partial<SessionRequest> = {}): SessionRequest {
    serial += 1;
    return {
      total_amount: '299.00',
      currency: 'BDT',
      tran_id: `TEST${serial}${Date.now()}`,
      success_url: `${merchantUrl}/success`,
      fail_url: `${merchantUrl}/fail`,
      cancel_url: `${merchantUrl}/cancel`,
      ipn_url: `${merchantUrl}/ipn`,
      cus_name: 'Ayesha Rahman',
      cus_email: 'ayesha@example.com',
      cus_add1: 'House 1',
      cus_city: 'Dhaka',
      cus_postcode: '1000',
      cus_country: 'Bangladesh',
      cus_phone: '01700000001',
      shipping_method: 'NO',
      num_of_item: '1',
      product_name: 'Premium Monthly',
      product_category: 'Subscription',
      product_profile: 'non-physical-goods',
      ...overrides,
    };
  }

  test('a session answers SUCCESS with a GatewayPageURL that says plainly it is a simulator', async () => {
    const answer = await client.initSession(request());
    if (answer.status !== 'SUCCESS') throw new Error(answer.failedreason);
    expect(answer.GatewayPageURL).toMatch(/\/gwprocess\/v4\/gw\.php\?Q=pay&SESSIONKEY=\w+$/);
    expect(answer.GatewayPageURL.startsWith(front.url)).toBe(true);
    const page = await hostedPage(answer.GatewayPageURL);
    expect(page.html).toContain('SSLCommerz simulator: no real payment is made');
    expect(page.html).toContain('299.00 BDT');
    for (const label of ['Pay', 'Fail', 'Cancel']) expect(page.html).toContain(`>${label}</button>`);
  });

  test.each([
    ['wrong store credentials', () => sslcommerzClient(() => ({ ...simulatorEndpoint(t.url), storePassword: 'wrong' })), request(), 'Store Credential Error'],
    ['a missing customer name', () => client, request({ cus_name: '' }), 'cus_name'],
    ['an amount under 10 BDT', () => client, request({ total_amount: '9.99' }), 'Invalid Amount'],
  ])('a session with %s answers FAILED with a failedreason', async (_name, which, body, reason) => {
    const answer = await which().initSession(body);
    expect(answer).toEqual({ status: 'FAILED', failedreason: expect.stringContaining(reason) });
  });

  test('Pay sends the IPN, returns the customer with a signed form, and validation says VALID once, then VALIDATED', async () => {
    const body = request();
    const answer = await client.initSession(body);
    if (answer.status !== 'SUCCESS') throw new Error(answer.failedreason);
    const form = await decide(answer.GatewayPageURL, 'pay');
    expect(form.action).toBe(body.success_url);
    expect(form.fields).toMatchObject({ status: 'VALID', tran_id: body.tran_id, amount: '299.00', currency: 'BDT', currency_type: 'BDT' });
    expect(form.fields.tran_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(ipns().at(-1)).toEqual(form.fields);
    expect(verifies(form.fields, SIMULATOR_STORE.storePassword)).toBe(true);
    expect(verifies({ ...form.fields, amount: '10.00' }, SIMULATOR_STORE.storePassword)).toBe(false);

    const valId = form.fields.val_id ?? '';
    expect(await client.validate(valId)).toMatchObject({ status: 'VALID', APIConnect: 'DONE', tran_id: body.tran_id, val_id: valId, amount: '299.00', currency: 'BDT' });
    expect(await client.validate(valId)).toMatchObject({ status: 'VALIDATED', tran_id: body.tran_id });
  });

  test.each([
    ['fail', 'FAILED', 'fail'],
    ['cancel', 'CANCELLED', 'cancel'],
  ] as const)('%s returns the customer to the %s URL with status %s and no val_id', async (outcome, status, route) => {
    const body = request();
    const answer = await client.initSession(body);
    if (answer.status !== 'SUCCESS') throw new Error(answer.failedreason);
    const form = await decide(answer.GatewayPageURL, outcome);
    expect(form.action).toBe(`${merchantUrl}/${route}`);
    expect(form.fields).toMatchObject({ status, tran_id: body.tran_id });
    expect(form.fields.val_id).toBeUndefined();
    expect(ipns().at(-1)).toMatchObject({ status, tran_id: body.tran_id });
    // A decided session cannot be paid afterwards.
    expect((await fetch(answer.GatewayPageURL)).status).toBe(410);
  });

  test('an unknown val_id is an INVALID_TRANSACTION', async () => {
    expect(await client.validate('NO-SUCH-VAL-ID')).toMatchObject({ status: 'INVALID_TRANSACTION', APIConnect: 'DONE' });
  });

  test('the hosted page and the return page carry a CSP that lets exactly their forms post', async () => {
    const body = request();
    const answer = await client.initSession(body);
    if (answer.status !== 'SUCCESS') throw new Error(answer.failedreason);
    const page = await hostedPage(answer.GatewayPageURL);
    expect(page.csp).toContain("form-action 'self'");
    expect(page.csp).not.toContain('unsafe-inline');
    const key = /name="SESSIONKEY" value="([^"]+)"/.exec(page.html)?.[1] ?? '';
    const back = await fetch(new URL('simulate/', answer.GatewayPageURL), { method: 'POST', body: new URLSearchParams({ SESSIONKEY: key, outcome: 'pay' }) });
    const csp = back.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`form-action 'self' ${front.url}`);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(await back.text()).toContain(`<script nonce="${nonce}">`);
  });

  /** The session API as anyone may call it: the simulator's published credentials and a form. */
  const openSession = (fields: Record<string, string>) =>
    postForm(`${t.url}${SIMULATOR_PREFIX}/gwprocess/v4/api.php`, { store_id: SIMULATOR_STORE.storeId, store_passwd: SIMULATOR_STORE.storePassword, ...fields });

  test.each(['ipn_url', 'success_url', 'fail_url', 'cancel_url'] as const)(
    'a session whose %s is on another origin is refused, and nothing is ever sent there',
    async (field) => {
      const answer = await openSession(request({ [field]: `${elsewhere.url}/steal` }));
      expect(answer).toMatchObject({ status: 400, json: { status: 'FAILED', failedreason: expect.stringContaining(field) } });
      expect(answer.json.GatewayPageURL).toBeUndefined();
      expect(elsewhere.hits).toEqual([]);
    },
  );

  test.each([
    ['a success_url that is not a URL', { success_url: 'not a url' }, 'success_url'],
    ['a javascript: cancel_url', { cancel_url: 'javascript:alert(1)' }, 'cancel_url'],
    ['a missing fail_url', { fail_url: '' }, 'fail_url'],
    ['an amount that is not a number', { total_amount: 'abc' }, 'Invalid Amount'],
    ['a NUL byte in a field', { cus_name: 'Ayesha\u0000Rahman' }, 'NUL'],
    ['a field over 255 characters', { product_name: 'x'.repeat(256) }, 'product_name'],
  ])('a session with %s answers 400 FAILED with a failedreason', async (_name, overrides, reason) => {
    const answer = await openSession(request(overrides));
    expect(answer).toMatchObject({ status: 400, json: { status: 'FAILED', failedreason: expect.stringContaining(reason) } });
  });

  test('a session body over the size limit is refused with 413 in SSLCommerz\'s shape', async () => {
    const fields = Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`value_${i}`, 'x'.repeat(250)]));
    const answer = await openSession({ ...request(), ...fields });
    expect(answer).toMatchObject({ status: 413, json: { status: 'FAILED', failedreason: expect.stringContaining('larger than') } });
  });

  test('an unpaid session can be paid for 30 minutes; then its page says it has expired and Pay is refused', async () => {
    const body = request();
    const answer = await client.initSession(body);
    if (answer.status !== 'SUCCESS') throw new Error(answer.failedreason);
    clock.advance(SIMULATOR_LIMITS.sessionMs - MINUTE);
    const page = await hostedPage(answer.GatewayPageURL);
    const key = /name="SESSIONKEY" value="([^"]+)"/.exec(page.html)?.[1] ?? '';
    clock.advance(MINUTE);
    const expired = await fetch(answer.GatewayPageURL);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain(SIMULATOR_MESSAGES.expiredSession);
    const pay = await fetch(new URL('simulate/', answer.GatewayPageURL), { method: 'POST', body: new URLSearchParams({ SESSIONKEY: key, outcome: 'pay' }) });
    expect(pay.status).toBeGreaterThanOrEqual(400);
    expect(pay.status).toBeLessThan(500);
    expect(ipns().filter((ipn) => ipn.tran_id === body.tran_id)).toEqual([]);
  });

  test('at most the cap of sessions is kept: one more forgets the oldest', async () => {
    const pages: string[] = [];
    for (let batch = 0; pages.length <= SIMULATOR_LIMITS.sessions; batch += 1) {
      const size = Math.min(50, SIMULATOR_LIMITS.sessions + 1 - pages.length);
      const answers = await Promise.all(Array.from({ length: size }, () => client.initSession(request())));
      for (const answer of answers) {
        if (answer.status !== 'SUCCESS') throw new Error(answer.failedreason);
        pages.push(answer.GatewayPageURL);
      }
    }
    const statuses: number[] = [];
    for (let i = 0; i < pages.length; i += 50) {
      statuses.push(...(await Promise.all(pages.slice(i, i + 50).map(async (url) => (await fetch(url)).status))));
    }
    expect(statuses[0]).toBe(404);
    expect(statuses.filter((status) => status === 200)).toHaveLength(SIMULATOR_LIMITS.sessions);
  }, 120_000);
});

/** SSLCommerz's verify_sign: md5 of the verify_key fields plus md5(store_passwd), sorted by name. */
function verifies(fields: Record<string, string>, storePassword: string): boolean {
  const md5 = (text: string) => createHash('md5').update(text).digest('hex');
  const signedFields: Record<string, string> = { store_passwd: md5(storePassword) };
  for (const key of (fields.verify_key ?? '').split(',')) signedFields[key] = fields[key] ?? '';
  const text = Object.keys(signedFields)
    .sort()
    .map((key) => `${key}=${signedFields[key]}`)
    .join('&');
  return md5(text) === fields.verify_sign;
}
