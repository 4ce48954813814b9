// /verify-info: 'Check your email' with a 'Go to Login' link (spec 000 §2 route table).
import { messages } from '@proshno/engine';
import { Link } from 'react-aria-components';
import * as controls from '../controls/controls.css';
import * as css from './auth.css';

export default function VerifyInfoScreen() {
  return (
    <section className={css.card} aria-labelledby="verify-info-title">
      <h1 id="verify-info-title">{messages.checkYourEmail}</h1>
      <p>We have sent a verification link to your email address. Open it to activate your account, then sign in.</p>
      <Link className={controls.button({ kind: 'primary', wide: true })} href="/">
        {messages.goToLogin}
      </Link>
    </section>
  );
}
