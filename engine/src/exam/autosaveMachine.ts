// The answer autosave of issue 3: every choice becomes a queued save for the gateway, sent one
// at a time, retried with backoff while the network fails, paused offline, and persisted through
// the injectable `persistQueue` action after every change so a reload loses nothing. What a failed
// save means is decided by `saveOutcomeOf` alone (docs/exam.md#save-outcome): only the exam's own
// refusal drops it; an expired token waits for the session's new one.
import { assign, fromPromise, setup } from 'xstate';
import { refusalCodeOf } from '../access/refusal';
import type { OptionId, QuestionId } from './answering';
import {
  acknowledge,
  AUTOSAVE_MAX_FAILURES,
  enqueue,
  head,
  retryDelayMs,
  rotate,
  saveOutcomeOf,
  supersede,
  AUTOSAVE_RETRY_MAX_MS,
  type AnswerSave,
  type ExamId,
  type SaveQueue,
} from './autosave';

export type AutosaveInput = { examId: ExamId; queue?: SaveQueue };
export type RejectedSave = AnswerSave & { code: string | undefined };
export type AutosaveContext = {
  examId: ExamId;
  queue: SaveQueue;
  /** The save being sent (acknowledged by value, so a newer choice made meanwhile stays queued). */
  inFlight: AnswerSave | null;
  /** Consecutive failures, capped where the backoff stops growing. */
  failures: number;
  /** Saves the server refused for the exam's own reason (time up, finished), dropped from the queue. */
  rejected: RejectedSave[];
  /** A DRAIN waits to be told the queue is empty. */
  drainRequested: boolean;
};
export type AutosaveEvent =
  | { type: 'SAVE'; questionId: QuestionId; option: OptionId | null; chosenAt?: number | undefined; spentMs?: number | undefined }
  /** The session holds a new access token: a save that waits for one goes now. */
  | { type: 'TOKEN_RENEWED' }
  /** The question was chosen elsewhere at `chosenAt` (another tab): an older queued save of it is dropped. */
  | { type: 'SUPERSEDED'; questionId: QuestionId; chosenAt: number }
  | { type: 'ONLINE' }
  | { type: 'OFFLINE' }
  /** Asks for `notifyDrained` once the queue is empty (at once if it already is); safe to repeat. */
  | { type: 'DRAIN' };

/** The tag of every state with nothing left to send: submit may go ahead. */
export const autosaveTags = { drained: 'drained' } as const;

export const autosaveMachine = setup({
  types: {
    context: {} as AutosaveContext,
    events: {} as AutosaveEvent,
    input: {} as AutosaveInput,
    tags: {} as (typeof autosaveTags)[keyof typeof autosaveTags],
  },
  actors: {
    /** One idempotent write; rejects with a `SaveError` carrying the refusal's code when the server answered. */
    saveAnswer: fromPromise<void, AnswerSave>(async () => {
      throw new Error('saveAnswer not provided');
    }),
  },
  actions: {
    /** Keeps the queue in storage (the web writes `serializeQueue(queue)`). */
    persistQueue: (_, _params: { queue: SaveQueue }) => {},
    /** Tells whoever sent DRAIN that nothing is left to send. */
    notifyDrained: () => {},
    /** Tells the exam that the server refused a save for good (e.g. it came after the time was up). */
    notifyRefused: (_, _params: RejectedSave) => {},
    /** Tells the exam that the server confirmed a save: it holds this choice (or a newer one). */
    notifyConfirmed: (_, _params: AnswerSave) => {},
    enqueueSave: assign(({ context }, params: { questionId: QuestionId; option: OptionId | null; chosenAt?: number | undefined; spentMs?: number | undefined }) => ({
      queue: enqueue(context.queue, { examId: context.examId, ...params }),
    })),
    startSending: assign(({ context }) => ({ inFlight: head(context.queue) ?? null })),
    acknowledgeInFlight: assign(({ context }) => ({
      queue: context.inFlight === null ? context.queue : acknowledge(context.queue, context.inFlight),
      inFlight: null,
      failures: 0,
    })),
    rejectInFlight: assign(({ context }, params: { error: unknown }) => {
      const refused = context.inFlight;
      if (refused === null) return {};
      return {
        queue: acknowledge(context.queue, refused),
        inFlight: null,
        rejected: [...context.rejected, { ...refused, code: refusalCodeOf(params.error) }],
      };
    }),
    supersedeSave: assign(({ context }, params: { questionId: QuestionId; chosenAt: number }) => ({
      queue: supersede(context.queue, params.questionId, params.chosenAt),
    })),
    /** The failed save goes to the back of the queue, so one that keeps failing never holds up the others. */
    countFailure: assign(({ context }) => ({
      queue: context.inFlight === null ? context.queue : rotate(context.queue, context.inFlight),
      inFlight: null,
      failures: Math.min(AUTOSAVE_MAX_FAILURES, context.failures + 1),
    })),
    abandonInFlight: assign({ inFlight: null }),
    requestDrain: assign({ drainRequested: true }),
    drainAnswered: assign({ drainRequested: false }),
  },
  guards: {
    hasPending: ({ context }) => context.queue.length > 0,
    queueEmpty: ({ context }) => context.queue.length === 0,
    drainWaiting: ({ context }) => context.drainRequested,
    refused: (_, params: { error: unknown }) => saveOutcomeOf(params.error) === 'drop',
    expiredToken: (_, params: { error: unknown }) => saveOutcomeOf(params.error) === 'awaitToken',
    /** A refusal the server will give again (docs/exam.md#save-outcome) while a submit waits for the queue. */
    standingRefusalWhileDraining: ({ context }, params: { error: unknown }) => context.drainRequested && saveOutcomeOf(params.error) === 'standing',
  },
  delays: {
    /** 1 s, 2 s, 4 s ... capped at 30 s after consecutive failures. */
    retryDelay: ({ context }) => retryDelayMs(context.failures),
    /** A new token normally comes within a second; without word of one, the save is tried again after this. */
    tokenWait: AUTOSAVE_RETRY_MAX_MS,
  },
}).createMachine({
  id: 'autosave',
  context: ({ input }) => ({
    examId: input.examId,
    queue: input.queue ?? [],
    inFlight: null,
    failures: 0,
    rejected: [],
    drainRequested: false,
  }),
  initial: 'idle',
  on: {
    SAVE: { actions: [{ type: 'enqueueSave', params: ({ event }) => event }, persist()] },
    SUPERSEDED: { actions: [{ type: 'supersedeSave', params: ({ event }) => event }, persist()] },
    DRAIN: { actions: 'requestDrain' },
  },
  states: {
    /** Nothing to send; a restored or new save starts sending. */
    idle: {
      tags: [autosaveTags.drained],
      always: [{ guard: 'hasPending', target: 'saving' }, drained()],
      on: {
        SAVE: { target: 'saving', actions: [{ type: 'enqueueSave', params: ({ event }) => event }, persist()] },
        OFFLINE: 'offline.empty',
      },
    },
    saving: {
      entry: 'startSending',
      invoke: {
        id: 'saveAnswer',
        src: 'saveAnswer',
        input: ({ context }) => context.inFlight ?? { examId: context.examId, questionId: 0, option: null },
        onDone: {
          target: 'idle',
          actions: [{ type: 'notifyConfirmed', params: ({ context }) => context.inFlight ?? unreachable() }, 'acknowledgeInFlight', persist()],
        },
        onError: [
          {
            guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
            target: 'idle',
            actions: [
              {
                type: 'notifyRefused',
                params: ({ context, event }) => ({ ...(context.inFlight ?? unreachable()), code: refusalCodeOf(event.error) }),
              },
              { type: 'rejectInFlight', params: ({ event }) => ({ error: event.error }) },
              persist(),
            ],
          },
          // An expired token is renewed by the session; the save waits for the new one instead of spending retries.
          { guard: { type: 'expiredToken', params: ({ event }) => ({ error: event.error }) }, target: 'waitingForToken', actions: 'abandonInFlight' },
          // A refusal the server will give again holds up no submit: the script carries the choice (docs/exam.md#save-outcome).
          {
            guard: { type: 'standingRefusalWhileDraining', params: ({ event }) => ({ error: event.error }) },
            target: 'waitingToRetry',
            actions: ['countFailure', persist(), 'notifyDrained', 'drainAnswered'],
          },
          { target: 'waitingToRetry', actions: ['countFailure', persist()] },
        ],
      },
      // The write is idempotent: an abandoned request is simply sent again when back online.
      on: { OFFLINE: { target: 'offline.pending', actions: 'abandonInFlight' } },
    },
    waitingToRetry: {
      // A newer choice elsewhere may have taken the last save away.
      always: { guard: 'queueEmpty', target: 'idle' },
      after: { retryDelay: 'saving' },
      on: { ONLINE: 'saving', OFFLINE: 'offline.pending' },
    },
    /** The server said the token expired: the save stays queued until the session holds a new one. */
    waitingForToken: {
      always: { guard: 'queueEmpty', target: 'idle' },
      after: { tokenWait: 'saving' },
      on: { TOKEN_RENEWED: 'saving', OFFLINE: 'offline.pending' },
    },
    /** Paused until ONLINE; choices keep queueing. Entered from idle empty, otherwise pending. */
    offline: {
      initial: 'empty',
      states: {
        empty: {
          tags: [autosaveTags.drained],
          always: drained(),
          on: { SAVE: { target: 'pending', actions: [{ type: 'enqueueSave', params: ({ event }) => event }, persist()] } },
        },
        pending: { always: { guard: 'queueEmpty', target: 'empty' } },
      },
      on: { ONLINE: 'idle' },
    },
  },
});

function persist() {
  return { type: 'persistQueue' as const, params: ({ context }: { context: AutosaveContext }) => ({ queue: context.queue }) };
}

function drained() {
  return { guard: 'drainWaiting' as const, actions: ['notifyDrained' as const, 'drainAnswered' as const] };
}

function unreachable(): never {
  throw new Error('unreachable: a save was refused while none was in flight');
}
