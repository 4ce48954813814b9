// Login (docs/access.md#sign-in): e-mail, password, 'Forgot password?' and 'Sign up' links.
import { messages } from '@proshno/engine';
import { useEffect, useRef, useState } from 'react';
import { Button, Form, Link } from 'react-aria-components';
import { TextInput } from '../controls/TextInput';
import * as controls from '../controls/controls.css';
import { useHydrated } from '../controls/hydrated';
import { useSession } from './session/SessionProvider';
import * as css from './access.css';
import { VerificationSentNotice } from './VerificationSentNotice';

export function LoginScreen() {
  const { login, error } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const hydrated = useHydrated();
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
      <Form
        ref={form}
        className={css.form}
        onSubmit={(event) => {
          event.preventDefault();
          login(email, password);
        }}
      >
        <TextInput label={messages.emailLabel} name="email" type="email" autoComplete="email" value={email} onChange={setEmail} isRequired />
        <TextInput label={messages.passwordLabel} name="password" type="password" autoComplete="current-password" value={password} onChange={setPassword} isRequired />
        {error === null ? null : (
          <p className={controls.alert} role="alert">
            {error}
          </p>
        )}
        {/* Pressed before the app has taken over, it would submit the form as a plain page load; until
            then a line says the page is still getting ready (docs/access.md#login-before-script). */}
        <Button
          type="submit"
          isDisabled={!hydrated}
          aria-describedby={hydrated ? undefined : 'login-preparing'}
          className={controls.button({ kind: 'primary', wide: true })}
        >
          {messages.loginTitle}
        </Button>
        {/* Emptied, not removed, once Login works: its going moved the links and the sections under
            it up by a line (a layout shift of 0.021 at first load, docs/access.md#login-before-script). */}
        <p id="login-preparing" role="status" className={css.preparing} data-testid={hydrated ? undefined : 'login-preparing'}>
          {hydrated ? null : (
            <>
              <span className={css.preparingRing} aria-hidden="true" />
              {messages.loginPreparing}
            </>
          )}
        </p>
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
