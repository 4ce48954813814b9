// /verify-info: 'Check your email' with a 'Go to Login' link (docs/shell.md#routes).
import { messages } from '@proshno/engine';
import { Link } from 'react-aria-components';
import * as controls from '../controls/controls.css';
import * as css from './access.css';

export default function VerifyInfoScreen() {
  return (
    <section className={css.card} aria-labelledby="verify-info-title">
      <h1 id="verify-info-title">{messages.checkYourEmail}</h1>
      <p>
        We have sent a verification link to the email address you registered with. Open it to activate your
        account, then sign in.
      </p>
      <ul>
        <li>The mail comes from Proshno and can take a few minutes to arrive.</li>
        <li>If it is not in your inbox, look in the Spam, Junk or Promotions folder.</li>
        <li>The link works once; after that you can sign in directly.</li>
        <li>
          Still nothing? Write to{' '}
          <Link className={controls.link} href="mailto:support@proshno.com">
            support@proshno.com
          </Link>{' '}
          from the same address.
        </li>
      </ul>
      <Link className={controls.button({ kind: 'primary', wide: true })} href="/">
        {messages.goToLogin}
      </Link>
    </section>
  );
}
