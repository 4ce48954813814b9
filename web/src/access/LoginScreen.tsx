// Login (docs/access.md#sign-in): e-mail, password, 'Forgot password?' and 'Sign up' links.
import { messages } from '@proshno/engine';
import { useEffect, useRef, useState } from 'react';
import { Button, Form, Link } from 'react-aria-components';
import { TextInput } from '../controls/TextInput';
import * as controls from '../controls/controls.css';
import { refusedLogin } from './session/loginHandoff';
import { useSession } from './session/SessionProvider';
import * as css from './access.css';
import { VerificationSentNotice } from './VerificationSentNotice';

export function LoginScreen() {
  const { login, error } = useSession();
  // A login the gateway refused before the app's script arrived keeps the e-mail as typed (docs/access.md#login-before-script).
  const [email, setEmail] = useState(() => refusedLogin()?.email ?? '');
  const [password, setPassword] = useState('');
  const form = useRef<HTMLFormElement>(null);
  // `/` comes prerendered (docs/architecture.md#prerender): what a visitor typed before the app took
  // over is in the fields but not yet in the state, so the state takes it once.
  useEffect(() => {
    const typed = (name: string) => {
      const field = form.current?.elements.namedItem(name);
      return field instanceof HTMLInputElement ? field.value : '';
    };
    if (typed('email') !== '') setEmail(typed('email'));
    if (typed('password') !== '') setPassword(typed('password'));
  }, []);
  return (
    <section className={css.card} aria-labelledby="login-title">
      <h1 id="login-title">{messages.loginTitle}</h1>
      <VerificationSentNotice />
      {/* Pressed before the app has taken the form over (on a slow line, seconds), Login posts it as a
          plain page load, which the gateway answers (docs/access.md#login-before-script). */}
      <Form
        ref={form}
        action="/"
        method="post"
        className={css.form}
        onSubmit={(event) => {
          event.preventDefault();
          // What the fields hold, not the state: text typed before the app took the form over, or
          // filled in without input events (a browser's autofill), is in the fields before it is in
          // the state, and a press in between signed in with an empty e-mail.
          const fields = new FormData(event.currentTarget);
          login(String(fields.get('email') ?? ''), String(fields.get('password') ?? ''));
        }}
      >
        <TextInput label={messages.emailLabel} name="email" type="email" autoComplete="email" value={email} onChange={setEmail} isRequired />
        <TextInput label={messages.passwordLabel} name="password" type="password" autoComplete="current-password" value={password} onChange={setPassword} isRequired />
        {/* Without a message, an empty hidden line the gateway fills in when it answers a refused
            post (docs/access.md#login-before-script); with one, a new alert, so it is announced. */}
        {error === null ? (
          <p key="none" id="login-error" className={controls.alert} hidden />
        ) : (
          <p key="shown" id="login-error" className={controls.alert} role="alert">
            {error}
          </p>
        )}
        <Button type="submit" className={controls.button({ kind: 'primary', wide: true })}>
          {messages.loginTitle}
        </Button>
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
