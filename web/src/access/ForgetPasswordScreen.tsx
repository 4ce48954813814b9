// /forget-password: the code request, or with ?token= the reset form (docs/access.md#reset-request, docs/access.md#reset-confirm),
// which says where the code went, when, and from when a new one may be asked for, and sends a new one (docs/access.md#reset-truth).
import {
  canConfirmReset,
  messages,
  resetCodeNotice,
  resetCodeSentOf,
  resetConfirmMachine,
  resetConfirmViewOf,
  resetRequestMachine,
  resetRequestViewOf,
  type ResetCodeSent,
} from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { Button, Form, Link } from 'react-aria-components';
import { useClient } from 'urql';
import { useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
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

/** The request machine against the gateway; its toast and its way to the reset form are heard here. */
function useResetRequest() {
  const client = useClient();
  const actor = useActorRef(resetRequestMachine.provide({ actors: { requestReset: fromPromise(({ input }) => requestReset(client, input)) } }));
  // docs/access.md#reset-request: the outcome's toast, and after a success /forget-password/?token={token}.
  useMachineEffects(actor);
  const busy = useSelector(actor, (s) => resetRequestViewOf(s).busy);
  return { busy, send: (email: string) => actor.send({ type: 'SUBMIT', email }) };
}

function RequestForm() {
  const request = useResetRequest();
  const [email, setEmail] = useState('');
  return (
    <section className={css.card} aria-labelledby="forget-title">
      <h1 id="forget-title">{messages.forgotPasswordTitle}</h1>
      <p>{messages.forgotPasswordIntro}</p>
      <Form
        className={css.form}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          request.send(email);
        }}
      >
        <TextInput label={messages.emailLabel} type="email" autoComplete="email" value={email} onChange={setEmail} isRequired />
        <Button type="submit" className={controls.button({ kind: 'primary', wide: true })} isPending={request.busy}>
          {messages.sendOtp}
        </Button>
      </Form>
      <Link className={controls.link} href="/">
        {messages.backToLogin}
      </Link>
    </section>
  );
}

function ResetForm({ token }: { token: string }) {
  const client = useClient();
  const actor = useActorRef(resetConfirmMachine.provide({ actors: { confirmReset: fromPromise(({ input }) => confirmReset(client, input)) } }));
  const busy = useSelector(actor, (s) => resetConfirmViewOf(s).busy);
  useMachineEffects(actor);
  // Kept in the history entry by the request's navigation: a reload still says it; a link opened afresh does not know it.
  const sent = resetCodeSentOf(useHistoryState<unknown>());
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  return (
    <section className={css.card} aria-labelledby="reset-title">
      <h1 id="reset-title">{messages.resetPasswordTitle}</h1>
      {sent === null ? null : <CodeNotice sent={sent} />}
      <Form
        className={css.form}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'SUBMIT', token, otp, password, confirm_password: confirm });
        }}
      >
        <TextInput label={messages.otpLabel} inputMode="numeric" autoComplete="one-time-code" value={otp} onChange={setOtp} isRequired />
        <PasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} passwordLabel={messages.newPasswordLabel} />
        <Button
          type="submit"
          className={controls.button({ kind: 'primary', wide: true })}
          isDisabled={!canConfirmReset({ password, confirm_password: confirm })}
          isPending={busy}
        >
          {messages.resetPasswordTitle}
        </Button>
      </Form>
      {sent === null ? (
        <Link className={controls.link} href="/forget-password">
          {messages.askForNewCode}
        </Link>
      ) : (
        <NewCodeButton email={sent.sentTo} />
      )}
    </section>
  );
}

function CodeNotice({ sent }: { sent: ResetCodeSent }) {
  const notice = resetCodeNotice(sent);
  return (
    <div className={css.notice} role="status">
      <p>{notice.sent}</p>
      {notice.next === null ? null : <p>{notice.next}</p>}
    </div>
  );
}

/** A new request for the address the code went to; its answer opens the reset form of the new token, or says when to ask again. */
function NewCodeButton({ email }: { email: string }) {
  const request = useResetRequest();
  return (
    <Button className={controls.button({ kind: 'secondary', wide: true })} isPending={request.busy} onPress={() => request.send(email)}>
      {messages.sendNewCode}
    </Button>
  );
}
