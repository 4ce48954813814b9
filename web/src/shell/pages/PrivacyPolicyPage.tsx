// Privacy policy (docs/shell.md#legal-pages: static text).
import { LegalPage } from './LegalPage';

export default function PrivacyPolicyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="1 November 2026">
      <h2>What we collect</h2>
      <p>
        Your name, e-mail, phone number, date of birth, gender and address from registration, your exam answers and
        results, and your purchases.
      </p>
      <h2>Why</h2>
      <p>
        To run your account, show your progress and the leaderboard, process payments and write to you about your
        account. We do not sell your data.
      </p>
      <h2>Your choices</h2>
      <p>You can correct your profile at any time and ask support@proshno.com to delete your account.</p>
    </LegalPage>
  );
}
