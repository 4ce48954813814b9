// Terms and conditions (docs/shell.md#legal-pages: static text).
import { Link } from 'react-aria-components';
import { LegalPage } from './LegalPage';

export default function TermsPage() {
  return (
    <LegalPage title="Terms and Conditions" updated="1 November 2026">
      <h2>Your account</h2>
      <p>
        You need a verified account to use Proshno. Keep your password secret; you are responsible for what happens
        under your account. One account is for one learner.
      </p>
      <h2>Packages</h2>
      <p>
        Learning features need an active package. Prices are in BDT. A package gives access for the period shown at
        purchase. Refunds follow the <Link href="/refund-policy">Refund Policy</Link>.
      </p>
      <h2>Fair use</h2>
      <p>
        Questions, explanations and other content are for your own preparation. Copying or redistributing them is not
        allowed. Exams must be taken by the account holder.
      </p>
      <h2>Changes</h2>
      <p>We may change these terms; the date above shows the latest version.</p>
    </LegalPage>
  );
}
