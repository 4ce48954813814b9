// What the subscribe dialog says before Pay Now: the package, its days, the exact BDT amount and
// the VAT within it, the ways SSLCommerz takes money in Bangladesh, and, for a learner who holds
// a subscription, what is active until when and the dates this purchase would give. The figures
// and dates come from the api (purchasePreview), computed by the rule that credits the payment.
import { commerceMessages as m, fillIn, formatDhakaDate, formatMoney, formatNumber } from '@proshno/engine';
import type { ReactNode } from 'react';
import { useQuery } from 'urql';
import { PurchasePreviewDocument, type PurchasePreviewQuery } from '../generated/graphql';
import * as css from './purchase.css';

type Preview = PurchasePreviewQuery['purchasePreview'];

export function PurchaseSummary({ packageId, packageName }: { packageId: number; packageName: string | null }) {
  const [{ data, error }] = useQuery({ query: PurchasePreviewDocument, variables: { package: packageId }, requestPolicy: 'network-only' });
  const preview = data?.purchasePreview;
  if (preview === undefined) {
    // The same rows with their values to come, so the dialog keeps its height when they arrive and
    // nothing moves under a finger reaching for the box (docs/architecture.md#dialogs).
    const waiting = '…';
    return (
      <div className={css.summary} data-testid="purchase-summary">
        {packageName === null ? null : <p>{fillIn(m.youAreSubscribingTo, { package: packageName })}</p>}
        <SummaryFacts
          packageName={packageName ?? waiting}
          duration={waiting}
          pay={
            // The live region inside the <dd>: a <dd> may not be a status itself, and axe said so
            // when the gallery caught the dialog before its price (aria-allowed-role, definition-list).
            <dd>
              <span role="status">{error === undefined ? m.priceLoading : m.priceLoadFailed}</span>
            </dd>
          }
          vat={waiting}
          dates={<dd>{waiting}</dd>}
        />
        <PaymentMethods />
      </div>
    );
  }
  return (
    <div className={css.summary} data-testid="purchase-summary">
      <p>{fillIn(m.youAreSubscribingTo, { package: preview.package.name })}</p>
      <SummaryFacts
        packageName={preview.package.name}
        duration={fillIn(m.durationDays, { days: preview.duration })}
        pay={
          <dd className={css.charge} data-testid="purchase-amount">
            {formatMoney(preview.amount, preview.currency)}
          </dd>
        }
        vat={
          preview.vat_included
            ? fillIn(m.vatIncluded, { money: formatMoney(preview.vat, preview.currency), percent: formatNumber(preview.vat_percent) })
            : fillIn(m.vatAdded, { money: formatMoney(preview.vat, preview.currency), percent: formatNumber(preview.vat_percent) })
        }
        dates={
          <dd data-testid="purchase-dates">
            {fillIn(m.invoicePeriod, { from: formatDhakaDate(preview.from_date), to: formatDhakaDate(preview.to_date) })}
          </dd>
        }
      />
      <Holdings preview={preview} />
      <PaymentMethods />
    </div>
  );
}

/** The summary's rows, loaded or still to come: the same rows either way. */
function SummaryFacts(props: { packageName: string; duration: string; pay: ReactNode; vat: string; dates: ReactNode }) {
  return (
    <dl className={css.summaryFacts}>
      <dt>{m.summaryPackage}</dt>
      <dd>{props.packageName}</dd>
      <dt>{m.summaryDuration}</dt>
      <dd>{props.duration}</dd>
      <dt>{m.summaryYouPay}</dt>
      {props.pay}
      <dt>{m.summaryVat}</dt>
      <dd>{props.vat}</dd>
      <dt>{m.summarySubscription}</dt>
      {props.dates}
    </dl>
  );
}

function Holdings({ preview }: { preview: Preview }) {
  if (preview.active.length === 0) return null;
  const held = preview.active.filter((a) => a.package.id === preview.package.id);
  const same = held[held.length - 1];
  return (
    <div className={css.note} data-testid="purchase-holdings">
      <p>
        {m.activeNow}{' '}
        {preview.active.map((a, i) => (
          <span key={`${a.package.id}-${a.to_date}`}>
            {i === 0 ? '' : m.activeSeparator}
            {fillIn(m.activeUntil, { package: a.package.name, date: formatDhakaDate(a.to_date) })}
          </span>
        ))}
        {m.sentenceEnd}
      </p>
      <p>
        {preview.extends && same !== undefined
          ? fillIn(m.purchaseExtends, { package: preview.package.name, from: formatDhakaDate(preview.from_date), to: formatDhakaDate(preview.to_date) })
          : fillIn(m.purchaseSeparate, { from: formatDhakaDate(preview.from_date), to: formatDhakaDate(preview.to_date) })}
      </p>
    </div>
  );
}

/** Read when shown, so a Bengali page's catalogue is the one read. */
const methods = () =>
  [
    { name: m.methodBkash, icon: 'wallet' },
    { name: m.methodNagad, icon: 'wallet' },
    { name: m.methodRocket, icon: 'wallet' },
    { name: m.methodCards, icon: 'card' },
    { name: m.methodInternetBanking, icon: 'bank' },
  ] as const;

/** The methods SSLCommerz's payment page offers in Bangladesh, with simple icons of our own. */
function PaymentMethods() {
  return (
    <div>
      <p id="payment-methods">{m.payOnSslCommerz}</p>
      <ul className={css.methods} aria-labelledby="payment-methods">
        {methods().map((method) => (
          <li key={method.name} className={css.method}>
            <MethodIcon kind={method.icon} />
            {method.name}
          </li>
        ))}
      </ul>
    </div>
  );
}

function MethodIcon({ kind }: { kind: 'wallet' | 'card' | 'bank' }) {
  const common = { className: css.methodIcon, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, 'aria-hidden': true } as const;
  if (kind === 'wallet')
    return (
      <svg {...common}>
        <rect x="6" y="2" width="12" height="20" rx="2" />
        <path d="M11 18h2" />
      </svg>
    );
  if (kind === 'card')
    return (
      <svg {...common}>
        <rect x="2" y="5" width="20" height="14" rx="2" />
        <path d="M2 10h20" />
      </svg>
    );
  return (
    <svg {...common}>
      <path d="M3 10l9-6 9 6" />
      <path d="M5 10v8M10 10v8M14 10v8M19 10v8M3 20h18" />
    </svg>
  );
}
