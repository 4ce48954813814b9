// /purchase/success, /purchase/failed and /purchase/cancel (docs/commerce.md#payment-results),
// where the provider's redirect lands (docs/commerce.md#payment); each has a Back To Home link. The success page names
// what was bought (package, amount, transaction id, subscription dates) with a link to its
// invoice; the other two say nothing was charged and offer to choose a package again.
import type { LucideIcon } from 'lucide-react';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import { commerceMessages, formatDhakaDate, formatTaka, invoicePath, PAYMENT_OUTCOMES, type PaymentOutcome } from '@proshno/engine';
import { Link } from 'react-aria-components';
import { useQuery } from 'urql';
import { useSearch } from 'wouter';
import * as controls from '../controls/controls.css';
import { MyTransactionsDocument } from '../generated/graphql';
import * as css from './commerce.css';
import * as purchase from './purchase.css';

const icons: Record<PaymentOutcome, LucideIcon> = { success: CircleCheck, failed: CircleX, cancel: CircleAlert };

function PaymentResultPage({ outcome }: { outcome: PaymentOutcome }) {
  const { title, body } = PAYMENT_OUTCOMES[outcome];
  const tranId = new URLSearchParams(useSearch()).get('tran_id');
  const Icon = icons[outcome];
  return (
    <article className={css.resultPage} aria-labelledby="payment-result">
      <p className={css.resultIcon} data-outcome={outcome} aria-hidden="true">
        <Icon aria-hidden="true" size={48} />
      </p>
      <h1 id="payment-result">{title}</h1>
      {outcome === 'success' ? (
        <>
          <h2>{body}</h2>
          {tranId === null ? null : <PaidDetails tranId={tranId} />}
        </>
      ) : (
        <>
          <p>{body}</p>
          <p>Nothing was charged.</p>
        </>
      )}
      <div className={purchase.resultActions}>
        {outcome === 'success' ? null : (
          <Link className={controls.button({ kind: 'primary' })} href="/packages">
            Try Again
          </Link>
        )}
        <Link className={controls.button({ kind: outcome === 'success' ? 'primary' : 'secondary' })} href="/home">
          {commerceMessages.backToHome}
        </Link>
      </div>
    </article>
  );
}

/** The paid transaction the provider's return named; only its payer can read it. */
function PaidDetails({ tranId }: { tranId: string }) {
  const [{ data, error }] = useQuery({ query: MyTransactionsDocument, requestPolicy: 'network-only' });
  const paid = data?.myTransactions.find((t) => t.transaction_id === tranId);
  if (paid === undefined) {
    if (data === undefined && error === undefined) return <p role="status">Loading your purchase…</p>;
    return (
      <p>
        Transaction ID {tranId}. Its details and invoice are in{' '}
        <Link className={controls.link} href="/profile/transactions">
          My Transactions
        </Link>
        .
      </p>
    );
  }
  return (
    <>
      <dl className={purchase.resultFacts} data-testid="payment-details">
        <dt>Package</dt>
        <dd>{paid.package.name}</dd>
        <dt>Amount paid</dt>
        <dd data-testid="paid-amount">
          {formatTaka(paid.amount)} {paid.currency}
        </dd>
        <dt>Transaction ID</dt>
        <dd data-testid="paid-transaction">{paid.transaction_id}</dd>
        {paid.subscription === null || paid.subscription === undefined ? null : (
          <>
            <dt>Subscription</dt>
            <dd>
              {formatDhakaDate(paid.subscription.from_date)} to {formatDhakaDate(paid.subscription.to_date)}
            </dd>
          </>
        )}
      </dl>
      <p>
        <Link className={controls.link} href={invoicePath(paid.transaction_id)}>
          View your invoice
        </Link>
        . A receipt is on its way to {paid.user.email}.
      </p>
    </>
  );
}

export const PaymentSuccessPage = () => <PaymentResultPage outcome="success" />;
export const PaymentFailedPage = () => <PaymentResultPage outcome="failed" />;
export const PaymentCancelledPage = () => <PaymentResultPage outcome="cancel" />;
