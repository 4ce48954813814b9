// /purchase/success, /purchase/failed and /purchase/cancel (docs/commerce.md#payment-results),
// where the provider's redirect lands (docs/commerce.md#payment); each has a Back To Home link. The success page names
// what was bought (package, amount, transaction id, subscription dates) with a link to its
// invoice; the other two say nothing was charged and offer to choose a package again.
import type { LucideIcon } from 'lucide-react';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import {
  commerceMessages,
  fillIn,
  formatDhakaDate,
  formatMoney,
  invoicePath,
  PAYMENT_CONFIRM_EVERY_MS,
  PAYMENT_OUTCOMES,
  paymentSuccessView,
  type PaymentOutcome,
} from '@proshno/engine';
import { useEffect, useState } from 'react';
import { Link } from 'react-aria-components';
import { useQuery } from 'urql';
import { useSearch } from 'wouter';
import * as controls from '../controls/controls.css';
import { MyTransactionsDocument, type MyTransactionsQuery } from '../generated/graphql';
import * as css from './commerce.css';
import * as purchase from './purchase.css';

const icons: Record<PaymentOutcome, LucideIcon> = { success: CircleCheck, failed: CircleX, cancel: CircleAlert };

function PaymentResultPage({ outcome }: { outcome: PaymentOutcome }) {
  if (outcome === 'success') return <SuccessResult />;
  const { title, body } = PAYMENT_OUTCOMES[outcome];
  const Icon = icons[outcome];
  return (
    <article className={css.resultPage} aria-labelledby="payment-result">
      <p className={css.resultIcon} data-outcome={outcome} aria-hidden="true">
        <Icon aria-hidden="true" size={48} />
      </p>
      <h1 id="payment-result">{title}</h1>
      <p>{body}</p>
      <p>{commerceMessages.nothingCharged}</p>
      <div className={purchase.resultActions}>
        <Link className={controls.button({ kind: 'primary' })} href="/packages">
          {commerceMessages.tryAgain}
        </Link>
        <Link className={controls.button({ kind: 'secondary' })} href="/home">
          {commerceMessages.backToHome}
        </Link>
      </div>
    </article>
  );
}

type PaidTransaction = MyTransactionsQuery['myTransactions'][number];

/**
 * '/purchase/success' says 'Payment Successful' only for the learner's own paid transaction its
 * tran_id names (docs/commerce.md#payment-results); it asks again a few times for one the bank
 * has not confirmed yet, then says the payment is not confirmed.
 */
function SuccessResult() {
  const tranId = new URLSearchParams(useSearch()).get('tran_id');
  const [asked, setAsked] = useState(0);
  const [{ data, error, fetching }, askAgain] = useQuery({ query: MyTransactionsDocument, requestPolicy: 'network-only', pause: tranId === null });
  const view = paymentSuccessView(tranId, data === undefined ? null : data.myTransactions.map((t) => t.transaction_id), asked);
  const answered = data !== undefined || error !== undefined;
  useEffect(() => {
    if (view !== 'confirming' || fetching || !answered) return undefined;
    const next = window.setTimeout(() => {
      setAsked((n) => n + 1);
      askAgain({ requestPolicy: 'network-only' });
    }, PAYMENT_CONFIRM_EVERY_MS);
    return () => window.clearTimeout(next);
  }, [view, fetching, answered, askAgain]);
  const paid = data?.myTransactions.find((t) => t.transaction_id === tranId);
  const { title, body } = PAYMENT_OUTCOMES.success;
  if (view === 'confirmed' && paid !== undefined) {
    return (
      <article className={css.resultPage} aria-labelledby="payment-result">
        <p className={css.resultIcon} data-outcome="success" aria-hidden="true">
          <CircleCheck aria-hidden="true" size={48} />
        </p>
        <h1 id="payment-result">{title}</h1>
        <h2>{body}</h2>
        <PaidDetails paid={paid} />
        <div className={purchase.resultActions}>
          <Link className={controls.button({ kind: 'primary' })} href="/home">
            {commerceMessages.backToHome}
          </Link>
        </div>
      </article>
    );
  }
  const confirming = view === 'confirming';
  return (
    <article className={css.resultPage} aria-labelledby="payment-result" aria-busy={confirming}>
      <p className={css.resultIcon} data-outcome="unconfirmed" aria-hidden="true">
        <CircleAlert aria-hidden="true" size={48} />
      </p>
      <h1 id="payment-result">{confirming ? commerceMessages.paymentConfirming : commerceMessages.paymentUnconfirmedTitle}</h1>
      {confirming ? null : <p>{commerceMessages.paymentUnconfirmedBody}</p>}
      <div className={purchase.resultActions}>
        <Link className={controls.button({ kind: 'primary' })} href="/profile/transactions">
          {commerceMessages.myTransactions}
        </Link>
        <Link className={controls.button({ kind: 'secondary' })} href="/home">
          {commerceMessages.backToHome}
        </Link>
      </div>
    </article>
  );
}

/** The paid transaction the provider's return named; only its payer can read it. */
function PaidDetails({ paid }: { paid: PaidTransaction }) {
  return (
    <>
      <dl className={purchase.resultFacts} data-testid="payment-details">
        <dt>{commerceMessages.summaryPackage}</dt>
        <dd>{paid.package.name}</dd>
        <dt>{commerceMessages.amountPaid}</dt>
        <dd data-testid="paid-amount">
          {formatMoney(paid.amount, paid.currency)}
        </dd>
        <dt>{commerceMessages.transactionId}</dt>
        <dd data-testid="paid-transaction">{paid.transaction_id}</dd>
        {paid.subscription === null || paid.subscription === undefined ? null : (
          <>
            <dt>{commerceMessages.summarySubscription}</dt>
            <dd>
              {fillIn(commerceMessages.invoicePeriod, { from: formatDhakaDate(paid.subscription.from_date), to: formatDhakaDate(paid.subscription.to_date) })}
            </dd>
          </>
        )}
      </dl>
      <p>
        <Link className={controls.link} href={invoicePath(paid.transaction_id)}>
          {commerceMessages.viewYourInvoice}
        </Link>
        {fillIn(commerceMessages.receiptOnItsWay, { email: paid.user.email })}
      </p>
    </>
  );
}

export const PaymentSuccessPage = () => <PaymentResultPage outcome="success" />;
export const PaymentFailedPage = () => <PaymentResultPage outcome="failed" />;
export const PaymentCancelledPage = () => <PaymentResultPage outcome="cancel" />;
