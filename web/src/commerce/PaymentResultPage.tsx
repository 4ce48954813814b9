// /purchase/success, /purchase/failed and /purchase/cancel (spec 001 §2 Payment result pages),
// where the provider's redirect lands (§4); each has a Back To Home link.
import { commerceMessages, PAYMENT_OUTCOMES, type PaymentOutcome } from '@proshno/engine';
import { Link } from 'react-aria-components';
import * as controls from '../controls/controls.css';
import * as css from './commerce.css';

const icons: Record<PaymentOutcome, string> = { success: '✓', failed: '✕', cancel: '!' };

function PaymentResultPage({ outcome }: { outcome: PaymentOutcome }) {
  const { title, body } = PAYMENT_OUTCOMES[outcome];
  return (
    <article className={css.resultPage} aria-labelledby="payment-result">
      <p className={css.resultIcon} data-outcome={outcome} aria-hidden="true">
        {icons[outcome]}
      </p>
      <h1 id="payment-result">{title}</h1>
      <p>{body}</p>
      <Link className={controls.button({ kind: 'primary' })} href="/home">
        {commerceMessages.backToHome}
      </Link>
    </article>
  );
}

export const PaymentSuccessPage = () => <PaymentResultPage outcome="success" />;
export const PaymentFailedPage = () => <PaymentResultPage outcome="failed" />;
export const PaymentCancelledPage = () => <PaymentResultPage outcome="cancel" />;
