import { describe, expect, it } from 'vitest';
import { commerceMessages } from './messages';
import { invoicePath, PAYMENT_CONFIRM_TRIES, PAYMENT_OUTCOMES, paymentSuccessView, transactionsFailure } from './outcome';

it('has one result page per outcome at the routes of docs/commerce.md#payment-results', () => {
  expect(Object.values(PAYMENT_OUTCOMES).map((o) => o.path)).toEqual(['/purchase/success', '/purchase/failed', '/purchase/cancel']);
  expect(PAYMENT_OUTCOMES.success.body).toBe('Thank you for your purchase! your order has been placed.');
});

describe('My Transactions failures (docs/commerce.md#transactions)', () => {
  it("offers 'Buy Package Now' only for the detail 'No Package Found'", () => {
    expect(transactionsFailure('No Package Found')).toEqual({ text: 'No Package Found', buyLink: true });
    expect(transactionsFailure('Given token not valid for any token type')).toEqual({
      text: 'Given token not valid for any token type',
      buyLink: false,
    });
  });
  it('shows the package load failure text when there is no detail', () => {
    expect(transactionsFailure(null)).toEqual({ text: commerceMessages.packagesLoadFailed, buyLink: false });
    expect(transactionsFailure(' ')).toEqual({ text: commerceMessages.packagesLoadFailed, buyLink: false });
  });
});

it('opens an invoice on My Transactions by its transaction id, encoded', () => {
  expect(invoicePath('PRS0123ABCD')).toBe('/profile/transactions?invoice=PRS0123ABCD');
  expect(invoicePath('a&b c')).toBe('/profile/transactions?invoice=a%26b%20c');
});

describe('the success page believes only the learner’s own paid transaction (docs/commerce.md#payment-results)', () => {
  it('is confirmed for a paid transaction of the learner named by tran_id', () => {
    expect(paymentSuccessView('T1', ['T0', 'T1'], 1)).toBe('confirmed');
  });
  it('is not confirmed without a tran_id, whatever the learner holds', () => {
    expect(paymentSuccessView(null, ['T1'], 1)).toBe('unconfirmed');
    expect(paymentSuccessView(' ', ['T1'], 1)).toBe('unconfirmed');
  });
  it('keeps asking for an id it does not know yet, then says it is not confirmed', () => {
    expect(paymentSuccessView('FAKE', null, 0)).toBe('confirming');
    expect(paymentSuccessView('FAKE', ['T1'], PAYMENT_CONFIRM_TRIES - 1)).toBe('confirming');
    expect(paymentSuccessView('FAKE', ['T1'], PAYMENT_CONFIRM_TRIES)).toBe('unconfirmed');
  });
});
