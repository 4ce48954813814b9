// The SSLCommerz client against the simulator over HTTP, and the simulator's messages in the
// field names of SSLCommerz's published integration documents (session API, hosted page, IPN,
// customer return, order validation API).
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { decide, hostedPage, listeningApi } from '../test/commerceFixtures';
import type { TestApi } from '../test/harness';
import { sslcommerzClient, type SessionRequest, type SslcommerzClient } from './sslcommerz';
import { simulatorEndpoint, SIMULATOR_STORE } from './sslcommerzSimulator';

describe('the SSLCommerz client against the simulator', () => {
  let t: TestApi & { url: string };
  let client: SslcommerzClient;
  let merchant: Server;
  let merchantUrl: string;
  const ipns: Array<Record<string, string>> = [];

  beforeAll(async () => {
    t = await listeningApi('pglite');
    client = sslcommerzClient(() => simulatorEndpoint(t.url));
    // The merchant's IPN listener, to read what SSLCommerz would send it.
    merchant = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        ipns.push(Object.fromEntries(new URLSearchParams(body)));
        response.end('OK');
      });
    });
    await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve));
    const address = merchant.address();
    merchantUrl = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => merchant.close(resolve));
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
    expect(answer.GatewayPageURL.startsWith(t.url)).toBe(true);
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
    expect(ipns.at(-1)).toEqual(form.fields);
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
    expect(ipns.at(-1)).toMatchObject({ status, tran_id: body.tran_id });
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
    expect(csp).toContain(`form-action 'self' ${merchantUrl}`);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(await back.text()).toContain(`<script nonce="${nonce}">`);
  });
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
