// Issue 17: a receipt goes out once per validated payment, through a real SMTP conversation. It
// is written to the outbox with the payment, so replayed returns and IPNs add no second receipt,
// and a mail server that refuses twice delays it without failing or repeating the payment.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signIn, type Auth } from '../test/examFixtures';
import { decide, listeningApi, postForm, returnToMerchant, startPurchase, subscriptionsOf } from '../test/commerceFixtures';
import { stores, type TestApi } from '../test/harness';
import { outboxRows } from '../test/outboxFixtures';
import { smtpCapture, type SmtpCapture } from '../test/smtpCapture';

const NEWBIE = 'newbie@example.com';
// Retries are short; the idle poll is long, so the retries below come from the sender waking when one falls due.
const RETRY = { firstDelayMs: 100, maxDelayMs: 400, pollMs: 600_000 };

describe.each(stores)('receipts on %s', (store) => {
  describe('replayed returns and IPNs', () => {
    let smtp: SmtpCapture;
    let t: TestApi & { url: string };
    let learner: Auth;
    beforeAll(async () => {
      smtp = await smtpCapture(0);
      t = await listeningApi(store, { smtpUrl: smtp.url, mailRetry: RETRY });
      learner = await signIn(t, NEWBIE, 'Newbie#2026');
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    test('one payment, returned three times and reported by four IPNs, sends one receipt with the invoice figures', async () => {
      const monthly = ((await t.call('GET', '/api/study-plan/v1/package/?type=monthly', undefined, learner)).body as Array<{ id: number; total_price: number }>)[0];
      const started = await startPurchase(t, learner, { package: monthly?.id, duration: 30 });
      const tranId = String(started.json.tran_id);
      const form = await decide(String(started.json.ssl_url), 'pay');
      const ipn = `${t.url}/api/study-plan/v1/payment/ipn/`;
      const answers = await Promise.all([
        returnToMerchant(form),
        ...Array.from({ length: 4 }, () => postForm(ipn, form.fields)),
        returnToMerchant(form),
      ]);
      expect(answers.map((a) => a.status)).toEqual([303, 200, 200, 200, 200, 303]);
      expect((await returnToMerchant(form)).location).toBe(`/purchase/success?tran_id=${tranId}`);
      await expect.poll(() => smtp.received.length >= 1, { timeout: 10_000 }).toBe(true);

      const [receipt] = smtp.received;
      expect(receipt?.to).toBe(NEWBIE);
      expect(receipt?.subject).toBe('Your Proshno receipt: 299 BDT for Premium Monthly');
      expect(receipt?.text).toContain(`Transaction ID: ${tranId}`);
      expect(receipt?.text).toContain('Total paid: 299 BDT');
      // docs/commerce.md#vat: 15 % of the price paid, named so.
      expect(receipt?.text).toContain('VAT (15% of the price): 44.85 BDT');
      expect(receipt?.text).toContain('Subtotal (price less 15% VAT): 254.15 BDT');
      expect(receipt?.text).toContain('The price includes 15% VAT.');
      expect(receipt?.text).toContain(`${t.url}/profile/transactions?invoice=${tranId}`);
      expect(receipt?.html).toContain('<strong>299 BDT</strong>');
      expect(receipt?.html).toContain(`href="${t.url}/profile/transactions?invoice=${tranId}"`);

      const rows = await outboxRows(t);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: 'receipt', toAddress: NEWBIE, attempts: 1, lastError: null });
      expect(rows[0]?.sentAt).toBeInstanceOf(Date);
      expect(smtp.received).toHaveLength(1);
    });
  });

  describe('a mail server that refuses twice, then recovers', () => {
    let smtp: SmtpCapture;
    let t: TestApi & { url: string };
    beforeAll(async () => {
      smtp = await smtpCapture(2);
      t = await listeningApi(store, { smtpUrl: smtp.url, mailRetry: RETRY });
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    test('the payment is credited at once and the receipt arrives once, on the third try', async () => {
      const learner = await signIn(t, NEWBIE, 'Newbie#2026');
      const monthly = ((await t.call('GET', '/api/study-plan/v1/package/?type=monthly', undefined, learner)).body as Array<{ id: number }>)[0];
      const started = await startPurchase(t, learner, { package: monthly?.id, duration: 30 });
      const form = await decide(String(started.json.ssl_url), 'pay');
      expect((await returnToMerchant(form)).location).toBe(`/purchase/success?tran_id=${String(started.json.tran_id)}`);
      // Credited before any mail went out: the mail server has not taken a message yet.
      expect(smtp.received).toHaveLength(0);
      expect(await subscriptionsOf(t, learner)).toHaveLength(1);

      await expect.poll(() => smtp.received.length >= 1, { timeout: 10_000 }).toBe(true);
      expect(smtp.tries()).toBe(3);
      const rows = await outboxRows(t);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ attempts: 3, lastError: null });
      expect(rows[0]?.sentAt).toBeInstanceOf(Date);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.subject).toBe('Your Proshno receipt: 299 BDT for Premium Monthly');
    });
  });
});
