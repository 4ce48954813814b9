// Tells a newcomer where to find the verification link (docs/access.md#registration-outcome 'Check your email for verification.').
import { Link } from 'react-aria-components';
import * as controls from '../controls/controls.css';
import * as css from './access.css';
import { useVerificationSentTo } from './verificationSent';

export function VerificationSentNotice() {
  const email = useVerificationSentTo();
  if (email === null) return null;
  return (
    <div className={css.notice}>
      <p>
        We sent a verification link to <strong>{email}</strong>. Open it from your inbox (look in the Spam or
        Promotions folder too), then sign in here.
      </p>
      <Link className={controls.link} href="/verify-info">
        Not there yet?
      </Link>
    </div>
  );
}
