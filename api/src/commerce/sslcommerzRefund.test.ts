// SSLCommerz's refund API through our client against the simulator (docs/content.md#refunds,
// docs/api.md#sales-paths): a paid payment is refunded once, up to its amount, and its refund_ref_id
// answers the status query; wrong store credentials, an unknown bank_tran_id, too much and a second
// refund are refused in the API's own fields; an unreachable SSLCommerz is an error the caller sees.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freePort } from '@proshno/server-kit';
import { decide, listeningApi, recordingServer, type RecordingServer } from '../test/commerceFixtures';
import type { TestApi } from '../test/harness';
import { sslcommerzClient, type SslcommerzClient } from './sslcommerz';
import { SIMULATOR_REFUND_REASONS, simulatorEndpoint } from './sslcommerzSimulator';

describe('the SSLCommerz refund API against the simulator', () => {
  let t: TestApi & { url: string };
  let front: RecordingServer;
  let client: SslcommerzClient;
  let serial = 0;

  beforeAll(async () => {
    front = await recordingServer({ records: (path) => path.startsWith('/merchant/'), forwardTo: () => t.url });
    t = await listeningApi('pglite', { publicUrl: front.url });
    client = sslcommerzClient(() => simulatorEndpoint(t.url));
  });
  afterAll(async () => {
    await front.close();
    await t.close();
  });

  /** A session paid in the simulator: its bank_tran_id. */
  async function paid(amount = '299.00'): Promise<string> {
    serial += 1;
    const merchant = `${front.url}/merchant`;
    const answer = await client.initSession({
      total_amount: amount,
      currency: 'BDT',
      tran_id: `REFUND${serial}${Date.now()}`,
      success_url: `${merchant}/success`,
      fail_url: `${merchant}/fail`,
      cancel_url: `${merchant}/cancel`,
      ipn_url: `${merchant}/ipn`,
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
    });
    if (answer.status !== 'SUCCESS') throw new Error(answer.failedreason);
    const form = await decide(answer.GatewayPageURL, 'pay');
    return form.fields.bank_tran_id ?? '';
  }

  test('refunds a paid payment once, up to its amount, and answers its status by refund_ref_id', async () => {
    const bankTranId = await paid();
    expect(await client.refund({ bank_tran_id: bankTranId, refund_amount: '299.01', refund_remarks: 'Too much' })).toMatchObject({
      APIConnect: 'DONE',
      status: 'failed',
      errorReason: SIMULATOR_REFUND_REASONS.tooMuch,
    });
    const refund = await client.refund({ bank_tran_id: bankTranId, refund_amount: '100.50', refund_remarks: 'Half a month' });
    expect(refund).toMatchObject({ APIConnect: 'DONE', status: 'success', bank_tran_id: bankTranId, errorReason: '' });
    expect(refund.refund_ref_id).toMatch(/^[0-9A-F]{16}$/);
    expect(await client.refund({ bank_tran_id: bankTranId, refund_amount: '10.00', refund_remarks: 'Again' })).toMatchObject({
      status: 'failed',
      errorReason: SIMULATOR_REFUND_REASONS.alreadyRefunded,
    });
    expect(await client.refundStatus(refund.refund_ref_id ?? '')).toMatchObject({ APIConnect: 'DONE', status: 'refunded', bank_tran_id: bankTranId, refund_ref_id: refund.refund_ref_id });
    expect(await client.refundStatus('NO-SUCH-REFUND')).toMatchObject({ status: 'failed', errorReason: SIMULATOR_REFUND_REASONS.unknownRefund });
  });

  test('refuses wrong store credentials, an unknown bank_tran_id and a request without its fields', async () => {
    const bankTranId = await paid();
    const forged = sslcommerzClient(() => ({ ...simulatorEndpoint(t.url), storePassword: 'guessed' }));
    expect(await forged.refund({ bank_tran_id: bankTranId, refund_amount: '10.00', refund_remarks: 'Forged' })).toMatchObject({ APIConnect: 'FAILED' });
    expect(await client.refund({ bank_tran_id: 'NO-SUCH-BANK-TRAN', refund_amount: '10.00', refund_remarks: 'Unknown' })).toMatchObject({
      APIConnect: 'DONE',
      status: 'failed',
      errorReason: SIMULATOR_REFUND_REASONS.unknownPayment,
    });
    expect(await client.refund({ bank_tran_id: bankTranId, refund_amount: 'ten', refund_remarks: 'Words' })).toMatchObject({ APIConnect: 'INVALID_REQUEST' });
    expect(await client.refund({ bank_tran_id: bankTranId, refund_amount: '10.00', refund_remarks: ' ' })).toMatchObject({ APIConnect: 'INVALID_REQUEST' });
    // Nothing was refunded by the refusals: the whole amount still can be.
    expect(await client.refund({ bank_tran_id: bankTranId, refund_amount: '299.00', refund_remarks: 'Whole' })).toMatchObject({ status: 'success' });
  });

  test('an SSLCommerz nobody answers at is an error, not an answer', async () => {
    const port = await freePort();
    const closed = sslcommerzClient(() => simulatorEndpoint(`http://127.0.0.1:${port}`));
    await expect(closed.refund({ bank_tran_id: 'X', refund_amount: '1.00', refund_remarks: 'Down' })).rejects.toThrow();
  });
});
