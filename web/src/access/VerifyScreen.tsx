// /verify?token=...: one of three overlays, a visible 5-second countdown, then / (docs/access.md#verification).
import { extraDetail, messages, redirectingIn, verifyLinkToken, verifyMachine, verifyViewOf } from '@proshno/engine';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { Button, ProgressBar } from 'react-aria-components';
import { useClient } from 'urql';
import { useSearch } from 'wouter';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { ConfirmDialog } from '../controls/ConfirmDialog';
import * as controls from '../controls/controls.css';
import * as shell from '../shell/shell.css';
import { visuallyHidden } from '../theme/layout.css';
import { useMachineEffects } from '../shell/useMachineEffects';
import { verifyEmail } from './accessCalls';

export default function VerifyScreen() {
  const client = useClient();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const actor = useActorRef(verifyMachine.provide({ actors: { verifyEmail: fromPromise(({ input }) => verifyLinkToken(input, (link) => verifyEmail(client, link))) } }), {
    input: { token },
  });
  // The countdown's end (or Go to Login) leads to / (docs/architecture.md#effects).
  useMachineEffects(actor);
  return <VerifyView actor={actor} />;
}

export type VerifyActor = ActorRefFrom<typeof verifyMachine>;

/** The overlay for whatever state the verification is in; the gallery renders it from a snapshot. */
export function VerifyView({ actor }: { actor: VerifyActor }) {
  const { overlay, message, secondsLeft } = useSelector(actor, verifyViewOf, shallowEqual);

  if (overlay === 'verifying') {
    return (
      <div className={shell.centered}>
        {/* The page's one heading while it works (issue 29 item 5), for a screen reader's outline. */}
        <h1 className={visuallyHidden}>{messages.verifyingEmail}</h1>
        <ProgressBar isIndeterminate aria-label={messages.verifyingEmail}>
          <div className={shell.spinner} />
        </ProgressBar>
      </div>
    );
  }

  const title = overlay === 'success' ? messages.verificationSuccess : overlay === 'alreadyUsed' ? (message ?? messages.verificationAlreadyUsed) : messages.verificationFailedTitle;
  return (
    <ConfirmDialog
      isOpen
      title={title}
      headingLevel={1}
      actions={
        <Button className={controls.button({ kind: 'primary' })} onPress={() => actor.send({ type: 'CONTINUE' })} autoFocus>
          {messages.goToLogin}
        </Button>
      }
    >
      <div data-state={overlay}>
        {overlay === 'failed' ? (
          <>
            <p>{messages.verificationFailedBody}</p>
            <FailureDetail message={extraDetail(messages.verificationFailedBody, message)} />
          </>
        ) : null}
        {overlay === 'alreadyUsed' ? <p>{messages.emailAlreadyVerified}</p> : null}
        {overlay === 'success' ? <p>{messages.canNowSignIn}</p> : null}
        <p aria-live="polite">{redirectingIn(secondsLeft)}</p>
      </div>
    </ConfirmDialog>
  );
}

function FailureDetail({ message }: { message: string | null }) {
  return message === null ? null : <p className={controls.hint}>{message}</p>;
}
