import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ServerError } from '../../access/serverError';
import { settled } from '../../testing/modelPaths';
import { emptyTransactionPage, refundedTransaction, salesNow, transactionPage } from '../../testing/sales';
import { transactionsAdminMachine, type AdminTransactionEntry, type AdminTransactionPage, type RefundOrder, type TransactionQuery } from './transactionsAdminMachine';
import { transactionsAdminView } from './transactionsAdminView';
import { deferred, type Deferred } from '../../testing/deferred';

function started() {
  const loads: Array<{ query: TransactionQuery; answer: Deferred<AdminTransactionPage> }> = [];
  const refunds: Array<{ order: RefundOrder; answer: Deferred<AdminTransactionEntry> }> = [];
  const actor = createActor(
    transactionsAdminMachine.provide({
      actors: {
        loadTransactions: fromPromise(({ input }) => {
          const answer = deferred<AdminTransactionPage>();
          loads.push({ query: input, answer });
          return answer.promise;
        }),
        refundTransaction: fromPromise(({ input }) => {
          const answer = deferred<AdminTransactionEntry>();
          refunds.push({ order: input, answer });
          return answer.promise;
        }),
      },
    }),
  ).start();
  const page = () => {
    const shown = transactionsAdminView(actor.getSnapshot(), salesNow);
    if (shown.screen !== 'page') throw new Error(shown.screen);
    return shown;
  };
  return { actor, loads, refunds, page, view: () => transactionsAdminView(actor.getSnapshot(), salesNow) };
}

async function shownWith(data: AdminTransactionPage) {
  const s = started();
  s.loads[0]?.answer.resolve(data);
  await settled();
  return s;
}

describe('transactionsAdminMachine (docs/content.md#transactions-admin)', () => {
  it('loads the newest transactions, then lists them with their learner, money and subscription', async () => {
    const s = started();
    expect(s.view()).toEqual({ screen: 'loading', label: 'Loading transactions' });
    expect(s.loads.map((l) => l.query)).toEqual([{ q: '', status: 'all', from: '', to: '', page: 1 }]);
    s.loads[0]?.answer.resolve(transactionPage);
    await settled();
    expect(s.page().rows[0]).toMatchObject({
      tranId: 'PRS-20261201-7F3A9C',
      statusName: 'Paid',
      learner: { text: 'Ayesha Rahman', language: 'en' },
      email: 'ayesha.rahman@example.com',
      phone: '+8801712345678',
      line: '299 BDT · Premium Monthly · 01/12/2026, 11:00 am',
      canRefund: true,
    });
    expect(s.page().rows[1]).toMatchObject({ statusName: 'Failed', subscription: 'No subscription', canRefund: false });
  });

  it('says when no transaction matches, and when the list could not be loaded, and loads again on Retry', async () => {
    expect((await shownWith(emptyTransactionPage)).page().empty).toBe('No transaction matches.');
    const s = started();
    s.loads[0]?.answer.reject(new Error('offline'));
    await settled();
    expect(s.view()).toEqual({ screen: 'failed', message: 'The transactions could not be loaded.' });
    s.actor.send({ type: 'RETRY' });
    expect(s.loads).toHaveLength(2);
  });

  it('searches from the first page while the current page stays shown', async () => {
    const s = await shownWith(transactionPage);
    s.actor.send({ type: 'SEARCH', q: ' ০১৭১২৩৪৫৬৭৮ ', status: 'paid', from: '2026-12-01', to: '' });
    expect(s.page().busy).toBe(true);
    expect(s.loads[1]?.query).toEqual({ q: '০১৭১২৩৪৫৬৭৮', status: 'paid', from: '2026-12-01', to: '', page: 1 });
    s.loads[1]?.answer.reject(new ServerError({ detail: 'Not a date: 2026-13-01' }));
    await settled();
    expect(s.page()).toMatchObject({ busy: false, refusal: 'Not a date: 2026-13-01' });
  });

  it('refunds in full: confirming, refunding, then refunded with the row showing its refund', async () => {
    const s = await shownWith(transactionPage);
    s.actor.send({ type: 'REFUND', id: 42 });
    expect(s.page().dialog).toBeNull();
    s.actor.send({ type: 'REFUND', id: 41 });
    expect(s.page().dialog).toMatchObject({ state: 'confirming', amount: '299', effect: 'Full refund: the subscription ends now.', canConfirm: false });
    s.actor.send({ type: 'CONFIRM' });
    expect(s.refunds).toHaveLength(0);
    s.actor.send({ type: 'REMARKS', text: ' Bought by mistake ' });
    expect(s.page().dialog).toMatchObject({ canConfirm: true, confirm: 'Refund 299 BDT' });
    s.actor.send({ type: 'CONFIRM' });
    expect(s.page().dialog).toMatchObject({ state: 'refunding', message: 'Refunding through SSLCommerz', canConfirm: false });
    expect(s.refunds[0]?.order).toEqual({ id: 41, amount_poisha: 29_900, remarks: 'Bought by mistake' });
    s.refunds[0]?.answer.resolve(refundedTransaction);
    await settled();
    expect(s.page().dialog).toMatchObject({ state: 'refunded', message: 'Refunded 299 BDT. The learner has been mailed a refund note.' });
    expect(s.page().rows[0]).toMatchObject({ statusName: 'Refunded', canRefund: false, refund: 'Refunded 299 BDT on 02/12/2026, 12:00 pm: Bought by mistake' });
    s.actor.send({ type: 'CLOSE' });
    expect(s.page().dialog).toBeNull();
  });

  it('shows what a partial refund leaves, and refuses more than was paid', async () => {
    const s = await shownWith(transactionPage);
    s.actor.send({ type: 'REFUND', id: 41 });
    s.actor.send({ type: 'REMARKS', text: 'Half' });
    s.actor.send({ type: 'AMOUNT', text: '১৪৯.৫০' });
    expect(s.page().dialog).toMatchObject({ effect: 'Partial refund: the subscription then ends on 16/12/2026, 11:00 am.', canConfirm: true });
    s.actor.send({ type: 'AMOUNT', text: '300' });
    expect(s.page().dialog).toMatchObject({ effect: null, canConfirm: false });
  });

  it('a refused refund is failed with the server’s words; the Admin may change it and confirm again', async () => {
    const s = await shownWith(transactionPage);
    s.actor.send({ type: 'REFUND', id: 41 });
    s.actor.send({ type: 'REMARKS', text: 'Duplicate' });
    s.actor.send({ type: 'CONFIRM' });
    s.refunds[0]?.answer.reject(new ServerError({ detail: 'SSLCommerz refused the refund: Invalid bank_tran_id' }));
    await settled();
    expect(s.page().dialog).toMatchObject({ state: 'failed', message: 'The refund did not go through: SSLCommerz refused the refund: Invalid bank_tran_id', canConfirm: true });
    expect(s.page().rows[0]).toMatchObject({ statusName: 'Paid' });
    s.actor.send({ type: 'AMOUNT', text: '100' });
    expect(s.page().dialog).toMatchObject({ state: 'confirming' });
    s.actor.send({ type: 'CONFIRM' });
    expect(s.refunds[1]?.order).toEqual({ id: 41, amount_poisha: 10_000, remarks: 'Duplicate' });
  });
});
