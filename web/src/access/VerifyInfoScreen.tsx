// /verify-info: 'Check your email' with a 'Go to Login' link (docs/shell.md#routes), where the link
// went, and a new link on request (docs/access.md#verification-resend).
import {
  messages,
  verificationResendMachine,
  verificationResendViewOf,
  verificationResentMessage,
  verificationSentIntroMessage,
} from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { Button, Form, Link } from 'react-aria-components';
import { useClient } from 'urql';
import { fromPromise } from 'xstate';
import { TextInput } from '../controls/TextInput';
import * as controls from '../controls/controls.css';
import { useMachineEffects } from '../shell/useMachineEffects';
import * as css from './access.css';
import { resendVerification } from './accessCalls';
import { useVerificationSentTo } from './verificationSent';

export default function VerifyInfoScreen() {
  const known = useVerificationSentTo();
  const client = useClient();
  const actor = useActorRef(
    verificationResendMachine.provide({ actors: { resendVerification: fromPromise(({ input }) => resendVerification(client, input)) } }),
  );
  // A refusal (an unknown or verified address, too many asks and when to ask again) is a toast.
  useMachineEffects(actor);
  const sending = useSelector(actor, (s) => verificationResendViewOf(s).sending);
  const sentTo = useSelector(actor, (s) => verificationResendViewOf(s).sentTo);
  const [email, setEmail] = useState(known ?? '');
  return (
    <section className={css.card} aria-labelledby="verify-info-title">
      <h1 id="verify-info-title">{messages.checkYourEmail}</h1>
      <p>{known === null ? messages.verifyInfoIntro : verificationSentIntroMessage(known)}</p>
      <ul>
        <li>{messages.verifyInfoArrival}</li>
        <li>{messages.verifyInfoSpam}</li>
        <li>{messages.verifyInfoOnce}</li>
      </ul>
      <p>{messages.verifyInfoResend}</p>
      <Form
        className={css.form}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'SEND', email });
        }}
      >
        <TextInput label={messages.emailLabel} type="email" autoComplete="email" value={email} onChange={setEmail} isRequired />
        <Button type="submit" className={controls.button({ kind: 'secondary', wide: true })} isPending={sending}>
          {messages.sendNewLink}
        </Button>
      </Form>
      <div role="status">{sentTo === null ? null : <p className={css.notice}>{verificationResentMessage(sentTo)}</p>}</div>
      <p>
        {messages.verifyInfoSupportBefore}{' '}
        <Link className={controls.link} href={`mailto:${messages.supportEmail}`}>
          {messages.supportEmail}
        </Link>{' '}
        {messages.verifyInfoSupportAfter}
      </p>
      <Link className={controls.button({ kind: 'primary', wide: true })} href="/">
        {messages.goToLogin}
      </Link>
    </section>
  );
}
