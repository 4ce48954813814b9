// Tells a newcomer where to find the verification link (docs/access.md#registration-outcome 'Check your email for verification.'),
// and leads to /verify-info with the address, where a new link can be asked for (docs/access.md#verification-resend).
import { messages, verificationSentToMessage } from '@proshno/engine';
import { Link } from 'react-aria-components';
import * as controls from '../controls/controls.css';
import * as css from './access.css';
import { useVerificationSentTo } from './verificationSent';

export function VerificationSentNotice() {
  const email = useVerificationSentTo();
  if (email === null) return null;
  return (
    <div className={css.notice}>
      <p>{verificationSentToMessage(email)}</p>
      <Link className={controls.link} href="/verify-info" routerOptions={{ state: { verificationSentTo: email } }}>
        {messages.verificationNotThereYet}
      </Link>
    </div>
  );
}
