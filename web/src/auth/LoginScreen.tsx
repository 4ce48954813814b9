// Login (docs/access.md#sign-in): e-mail, password, 'Forgot password?' and 'Sign up' links.
import { messages } from '@proshno/engine';
import { useState } from 'react';
import { Button, Form, Link } from 'react-aria-components';
import { TextInput } from '../controls/TextInput';
import * as controls from '../controls/controls.css';
import { useSession } from '../session/SessionProvider';
import * as css from './auth.css';
import { VerificationSentNotice } from './VerificationSentNotice';

export function LoginScreen() {
  const { login, error } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <section className={css.card} aria-labelledby="login-title">
      <h1 id="login-title">Login</h1>
      <VerificationSentNotice />
      <Form
        className={css.form}
        onSubmit={(event) => {
          event.preventDefault();
          login(email, password);
        }}
      >
        <TextInput label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} isRequired />
        <TextInput label="Password" type="password" autoComplete="current-password" value={password} onChange={setPassword} isRequired />
        {error === null ? null : (
          <p className={controls.alert} role="alert">
            {error}
          </p>
        )}
        <Button type="submit" className={controls.button({ kind: 'primary', wide: true })}>
          Login
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
