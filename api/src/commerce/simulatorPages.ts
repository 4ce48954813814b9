// The simulator's HTML: the hosted payment page with Pay, Fail and Cancel, and the page that
// carries the customer back to the merchant with a form POST, as SSLCommerz's own pages do. It
// says plainly that it is a simulator. Inline style and script run under a per-page CSP nonce.
import { randomBytes } from 'node:crypto';
import { escapeHtml } from '@proshno/server-kit';

export type PageSession = {
  key: string;
  tranId: string;
  amount: string;
  currency: string;
  productName: string;
  customer: string;
};

export type Page = { html: string; csp: string };

/** The hosted payment page (GatewayPageURL). Its forms post to this simulator's own `simulate/`. */
export function paymentPage(session: PageSession): Page {
  const nonce = newNonce();
  const choice = (outcome: string, label: string, kind: string) => `
      <form method="post" action="simulate/">
        <input type="hidden" name="SESSIONKEY" value="${escapeHtml(session.key)}">
        <input type="hidden" name="outcome" value="${outcome}">
        <button type="submit" class="${kind}">${label}</button>
      </form>`;
  const body = `
    <main>
      <p class="banner" role="note">SSLCommerz simulator: no real payment is made and no money moves.
        This page stands in for SSLCommerz's hosted payment page because no store credentials are configured.</p>
      <h1>SSLCommerz payment simulator</h1>
      <dl>
        <dt>Merchant transaction</dt><dd>${escapeHtml(session.tranId)}</dd>
        <dt>Product</dt><dd>${escapeHtml(session.productName)}</dd>
        <dt>Customer</dt><dd>${escapeHtml(session.customer)}</dd>
        <dt>Amount</dt><dd data-testid="amount">${escapeHtml(session.amount)} ${escapeHtml(session.currency)}</dd>
      </dl>
      <div class="actions">${choice('pay', 'Pay', 'pay')}${choice('fail', 'Fail', 'fail')}${choice('cancel', 'Cancel', 'cancel')}
      </div>
    </main>`;
  return { html: document('SSLCommerz simulator', nonce, body, ''), csp: csp(nonce, []) };
}

/** Sends the customer's browser on to the merchant's success, fail or cancel URL with the result. */
export function returnPage(action: string, fields: Record<string, string>): Page {
  const nonce = newNonce();
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n        ');
  const body = `
    <main>
      <p class="banner" role="note">SSLCommerz simulator: returning to the merchant.</p>
      <form id="return" method="post" action="${escapeHtml(action)}">
        ${inputs}
        <button type="submit" class="pay">Return to the merchant</button>
      </form>
    </main>`;
  const script = `<script nonce="${nonce}">document.getElementById('return').submit();</script>`;
  return { html: document('Returning to the merchant', nonce, body, script), csp: csp(nonce, [action]) };
}

/** A closed or unknown session. */
export function closedPage(text: string): Page {
  const nonce = newNonce();
  return { html: document('SSLCommerz simulator', nonce, `<main><h1>SSLCommerz simulator</h1><p>${escapeHtml(text)}</p></main>`, ''), csp: csp(nonce, []) };
}

function document(title: string, nonce: string, body: string, script: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(title)}</title>
    <style nonce="${nonce}">
      body { font-family: system-ui, sans-serif; margin: 0; background: #f5f7fb; color: #1c2333; }
      main { max-width: 480px; margin: 0 auto; padding: 16px; }
      .banner { background: #fff4d6; border: 1px solid #f5a524; border-radius: 6px; padding: 8px; }
      dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; background: #fff; padding: 12px; border-radius: 6px; }
      dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }
      .actions { display: flex; gap: 8px; flex-wrap: wrap; }
      button { min-height: 44px; padding: 0 20px; border-radius: 6px; border: 1px solid #cfd6e4; font: inherit; font-weight: 600; cursor: pointer; }
      .pay { background: #137a3e; color: #fff; } .fail { background: #b42318; color: #fff; } .cancel { background: #fff; }
    </style>
  </head>
  <body>${body}
    ${script}
  </body>
</html>
`;
}

// The api's helmet CSP would block the inline style, the auto-submit and a post to another origin.
function csp(nonce: string, formTargets: string[]): string {
  const origins = formTargets.map((url) => new URL(url).origin);
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    `form-action 'self' ${origins.join(' ')}`.trim(),
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function newNonce(): string {
  return randomBytes(16).toString('base64');
}
