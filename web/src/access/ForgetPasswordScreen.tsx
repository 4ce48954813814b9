// /forget-password: the code request, or with ?token= the reset form (docs/access.md#reset-request, docs/access.md#reset-confirm).
import { canConfirmReset, resetConfirmMachine, resetRequestMachine } from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { Button, Form, Link } from 'react-aria-components';
import { useClient } from 'urql';
import { useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { TextInput } from '../controls/TextInput';
import * as controls from '../controls/controls.css';
import * as css from './access.css';
import { confirmReset, requestReset } from './accessCalls';
import { PasswordFields } from './PasswordFields';
import { useMachineEffects } from '../shell/useMachineEffects';

export default function ForgetPasswordScreen() {
  const token = new URLSearchParams(useSearch()).get('token');
  return token === null ? <RequestForm /> : <ResetForm key={token} token={token} />;
}

function RequestForm() {
  const client = useClient();
  const actor = useActorRef(resetRequestMachine.provide({ actors: { requestReset: fromPromise(({ input }) => requestReset(client, input)) } }));
  const busy = useSelector(actor, (s) => s.matches('submitting'));
  // docs/access.md#reset-request: the outcome's toast, and after a success /forget-password/?token={token}.
  useMachineEffects(actor);
  const [email, setEmail] = useState('');
  return (
    <section className={css.card} aria-labelledby="forget-title">
      <h1 id="forget-title">Forgot password</h1>
      <p>Enter the email you registered with. We will send you a 6-digit code.</p>
      <Form
        className={css.form}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'SUBMIT', email });
        }}
      >
        <TextInput label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} isRequired />
        <Button type="submit" className={controls.button({ kind: 'primary', wide: true })} isPending={busy}>
          Send OTP
        </Button>
      </Form>
      <Link className={controls.link} href="/">
        Back to Login
      </Link>
    </section>
  );
}

function ResetForm({ token }: { token: string }) {
  const client = useClient();
  const actor = useActorRef(resetConfirmMachine.provide({ actors: { confirmReset: fromPromise(({ input }) => confirmReset(client, input)) } }));
  const busy = useSelector(actor, (s) => s.matches('submitting'));
  useMachineEffects(actor);
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  return (
    <section className={css.card} aria-labelledby="reset-title">
      <h1 id="reset-title">Reset Password</h1>
      <Form
        className={css.form}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'SUBMIT', token, otp, password, confirm_password: confirm });
        }}
      >
        <TextInput label="OTP" inputMode="numeric" autoComplete="one-time-code" value={otp} onChange={setOtp} isRequired />
        <PasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} passwordLabel="New Password" />
        <Button
          type="submit"
          className={controls.button({ kind: 'primary', wide: true })}
          isDisabled={!canConfirmReset({ password, confirm_password: confirm })}
          isPending={busy}
        >
          Reset Password
        </Button>
      </Form>
    </section>
  );
}
