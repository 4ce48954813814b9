// Login (docs/access.md#sign-in): e-mail, password, 'Forgot password?' and 'Sign up' links.
import { messages } from '@proshno/engine';
import { Form, Link } from 'react-aria-components';
import { PlainTextInput } from '../controls/PlainTextInput';
import * as controls from '../controls/controls.css';
import { refusedLogin } from './session/loginHandoff';
import { useSession } from './session/SessionProvider';
import * as css from './access.css';
import { VerificationSentNotice } from './VerificationSentNotice';

export function LoginScreen() {
  const { login, error } = useSession();
  return (
    <section className={css.card} aria-labelledby="login-title">
      <h1 id="login-title">{messages.loginTitle}</h1>
      <VerificationSentNotice />
      {/* Pressed before the app has taken the form over (on a slow line, seconds), Login posts it as a
          plain page load, which the gateway answers (docs/access.md#login-before-script). */}
      <Form
        action="/"
        method="post"
        className={css.form}
        onSubmit={(event) => {
          event.preventDefault();
          // What the fields hold: typed before the app took the form over, or filled in without
          // input events (a browser's autofill), it is there all the same.
          const fields = new FormData(event.currentTarget);
          login(String(fields.get('email') ?? ''), String(fields.get('password') ?? ''));
        }}
      >
        {/* Fields React never writes, so what was typed before the app took over stays; a login
            the gateway refused before then comes back with its e-mail as typed (docs/access.md#login-before-script). */}
        <PlainTextInput label={messages.emailLabel} name="email" type="email" autoComplete="email" defaultValue={refusedLogin()?.email ?? ''} isRequired />
        <PlainTextInput label={messages.passwordLabel} name="password" type="password" autoComplete="current-password" isRequired />
        {/* Without a message, an empty hidden line the gateway fills in when it answers a refused
            post (docs/access.md#login-before-script); with one, a new alert, so it is announced. */}
        {error === null ? (
          <p key="none" id="login-error" className={controls.alert} hidden />
        ) : (
          <p key="shown" id="login-error" className={controls.alert} role="alert">
            {error}
          </p>
        )}
        {/* A plain button, not react-aria's: a press that began before the app took the form over
            and ended after (pointerdown, then hydration, then click) was cancelled by react-aria's
            press handling, so neither the post nor the app's sign-in ran. The browser's own click
            always submits: to the app once it has taken over, else as a page load. */}
        <button type="submit" className={controls.button({ kind: 'primary', wide: true })}>
          {messages.loginTitle}
        </button>
      </Form>
      <div className={css.row}>
        <Link className={controls.link} href="/forget-password">
          {messages.forgotPassword}
        </Link>
        <Link className={controls.link} href="/register">
          {messages.signUp}
        </Link>
      </div>
    </section>
  );
}
