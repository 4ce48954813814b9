// Logout asks first (docs/shell.md#profile-menu): 'Are you sure you want to logout?' with Yes and No;
// when answers chosen on this device (in an exam or a review, docs/learning.md#delivery) still wait to be sent, it says so and offers to send them
// first or to log out anyway (docs/shell.md#logout-unsent). The engine's logoutMachine decides.
// The shell fetches this module after its first paint (./Logout.tsx).
import { logoutMachine, logoutViewOf, messages, type LearnerId } from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Button } from 'react-aria-components';
import { useClient } from 'urql';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useSessionActor } from '../access/session/SessionProvider';
import { ConfirmDialog } from '../controls/ConfirmDialog';
import * as controls from '../controls/controls.css';
import { countWaitingAnswers } from '../exam/browserExam';
import { countWaitingReviews } from '../exam/waitingExams';

export type LogoutActor = ActorRefFrom<typeof logoutMachine>;

/**
 * The logout dialog's actor for the signed-in learner; `openLogout` opens it. The shell lives only
 * while one learner is signed in, so the learner and their client stay the same for its life.
 */
export function useLogoutActor(learner: LearnerId): LogoutActor {
  const session = useSessionActor();
  const client = useClient();
  return useActorRef(
    logoutMachine.provide({
      actors: {
        sendWaitingAnswers: fromPromise(async ({ signal }) => {
          const { sendWaitingAnswers } = await import('../exam/waitingAnswers');
          return sendWaitingAnswers(client, learner, signal);
        }),
      },
      actions: { logOut: () => session.send({ type: 'LOGOUT' }) },
    }),
  );
}

/** Opens the dialog with the answers of `learner` waiting on the device now. */
export function openLogout(actor: LogoutActor, learner: LearnerId): void {
  actor.send({ type: 'OPEN', waiting: countWaitingAnswers(learner) + countWaitingReviews(learner) });
}

/**
 * The dialog with its actor for the signed-in learner; it opens each time `asked` grows (a press
 * of Logout in the menu or the drawer).
 */
export function LogoutFlow({ learner, asked }: { learner: LearnerId; asked: number }) {
  const actor = useLogoutActor(learner);
  useEffect(() => {
    if (asked > 0) openLogout(actor, learner);
  }, [actor, learner, asked]);
  return <LogoutDialog actor={actor} />;
}

export function LogoutDialog({ actor }: { actor: LogoutActor }) {
  const view = useSelector(actor, logoutViewOf, sameView);
  const cancel = () => actor.send({ type: 'CANCEL' });
  return (
    <ConfirmDialog
      isOpen={view.open}
      onOpenChange={(open) => (open ? undefined : cancel())}
      role="alertdialog"
      ariaLabel={messages.logoutLabel}
      actions={
        !view.open ? null : view.kind === 'confirm' ? (
          <>
            <Button className={controls.button({ kind: 'secondary' })} onPress={cancel} autoFocus>
              {messages.no}
            </Button>
            <Button className={controls.button({ kind: 'primary' })} onPress={() => actor.send({ type: 'CONFIRM' })}>
              {messages.yes}
            </Button>
          </>
        ) : (
          <>
            <Button className={controls.button({ kind: 'secondary' })} onPress={cancel}>
              {messages.cancel}
            </Button>
            <Button className={controls.button({ kind: 'secondary' })} onPress={() => actor.send({ type: 'LOG_OUT_ANYWAY' })} isDisabled={view.sending}>
              {messages.logoutAnyway}
            </Button>
            <Button className={controls.button({ kind: 'primary' })} onPress={() => actor.send({ type: 'SEND_FIRST' })} isDisabled={view.sending} autoFocus>
              {view.sending ? messages.logoutSending : messages.logoutSendFirst}
            </Button>
          </>
        )
      }
    >
      <p>{view.open ? view.text : ''}</p>
    </ConfirmDialog>
  );
}

function sameView(a: ReturnType<typeof logoutViewOf>, b: ReturnType<typeof logoutViewOf>): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
