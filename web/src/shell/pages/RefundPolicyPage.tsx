// Refund policy: within 24 hours, content unused, 7 to 10 working days (docs/shell.md#refund-policy).
import { LegalPage } from './LegalPage';

export default function RefundPolicyPage() {
  return (
    <LegalPage title="Refund Policy" updated="1 November 2026">
      <h2>When you can ask for a refund</h2>
      <p>
        You may request a refund for a package within 24 hours of purchase, provided the content of the package is
        unused: no exam, flashcard session or test has been started with it.
      </p>
      <h2>How to ask</h2>
      <p>
        Write to support@proshno.com from the e-mail address of your account with your transaction id and the reason
        for the request.
      </p>
      <h2>Processing</h2>
      <p>
        Approved refunds are processed in 7 to 10 working days and returned through the payment method you used. The
        package is removed from your account when the refund is approved.
      </p>
    </LegalPage>
  );
}
