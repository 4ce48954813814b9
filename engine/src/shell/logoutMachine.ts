// Logout from the profile menu (docs/shell.md#profile-menu, docs/shell.md#logout-unsent): it asks
// first; when answers chosen on this device have not reached the server yet, it says so and offers
// to send them before signing out, or to sign out anyway and lose them. The web gives it the count
// of waiting answers on OPEN, sends them through `sendWaitingAnswers` and signs out with `logOut`.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { messages, logoutSendFailedMessage, logoutUnsentMessage } from '../messages';

export type LogoutContext = {
  /** Answers chosen on this device by this learner that the server has not acknowledged. */
  waiting: number;
  /** The last try to send them left some unsent. */
  sendFailed: boolean;
};

export type LogoutEvent =
  /** Logout chosen in the menu or the drawer, with the answers waiting on the device at that moment. */
  | { type: 'OPEN'; waiting: number }
  | { type: 'CANCEL' }
  /** Yes: nothing waits, sign out. */
  | { type: 'CONFIRM' }
  | { type: 'SEND_FIRST' }
  /** Sign out and lose the answers still waiting. */
  | { type: 'LOG_OUT_ANYWAY' };

export const logoutMachine = setup({
  types: { context: {} as LogoutContext, events: {} as LogoutEvent },
  actors: {
    /** Sends every waiting answer of the learner; resolves with how many are still waiting (0: all sent). */
    sendWaitingAnswers: fromPromise<number>(async () => {
      throw new Error('sendWaitingAnswers not provided');
    }),
  },
  actions: {
    /** Signs out (the session forgets the learner's device data, docs/shell.md#device-data). */
    logOut: () => {},
    setWaiting: assign((_, params: { waiting: number; sendFailed: boolean }) => params),
  },
  guards: {
    nothingWaits: (_, params: { waiting: number }) => params.waiting <= 0,
  },
}).createMachine({
  id: 'logout',
  context: { waiting: 0, sendFailed: false },
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: [
          { guard: { type: 'nothingWaits', params: ({ event }) => event }, target: 'confirming' },
          { target: 'unsent', actions: { type: 'setWaiting', params: ({ event }) => ({ waiting: event.waiting, sendFailed: false }) } },
        ],
      },
    },
    /** 'Are you sure you want to logout?' Yes / No. */
    confirming: {
      on: { CONFIRM: { target: 'closed', actions: 'logOut' }, CANCEL: 'closed' },
    },
    /** Answers wait: send them first, log out anyway, or cancel. */
    unsent: {
      on: { SEND_FIRST: 'sending', LOG_OUT_ANYWAY: { target: 'closed', actions: 'logOut' }, CANCEL: 'closed' },
    },
    sending: {
      invoke: {
        id: 'sendWaitingAnswers',
        src: 'sendWaitingAnswers',
        onDone: [
          { guard: { type: 'nothingWaits', params: ({ event }) => ({ waiting: event.output }) }, target: 'closed', actions: 'logOut' },
          { target: 'unsent', actions: { type: 'setWaiting', params: ({ event }) => ({ waiting: event.output, sendFailed: true }) } },
        ],
        onError: { target: 'unsent', actions: { type: 'setWaiting', params: ({ context }) => ({ waiting: context.waiting, sendFailed: true }) } },
      },
      // Cancel while sending: what was sent stays sent, the rest stays waiting on the device.
      on: { CANCEL: 'closed' },
    },
  },
});

/** What the logout dialog shows (docs/shell.md#logout-unsent). */
export type LogoutView =
  | { open: false }
  | { open: true; kind: 'confirm'; text: string }
  | { open: true; kind: 'unsent'; text: string; sending: boolean };

export function logoutViewOf(snapshot: SnapshotFrom<typeof logoutMachine>): LogoutView {
  if (snapshot.matches('confirming')) return { open: true, kind: 'confirm', text: messages.logoutConfirm };
  if (snapshot.matches('closed')) return { open: false };
  const { waiting, sendFailed } = snapshot.context;
  return {
    open: true,
    kind: 'unsent',
    text: sendFailed ? logoutSendFailedMessage(waiting) : logoutUnsentMessage(waiting),
    sending: snapshot.matches('sending'),
  };
}
