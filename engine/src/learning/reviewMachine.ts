// /review (docs/learning.md): today's due cards one at a time, most overdue first. The learner
// chooses an option; the machine judges it from the card's own key, schedules the card with the
// engine's FSRS (./schedule.ts) at the injected clock, and shows right or wrong, the explanation and
// when the question comes back, at once, offline too. A card due again today goes back in the queue.
// Each review is kept (the web writes `pending` to the learner's device records) and delivered in
// the background, oldest first, until the server has it (docs/learning.md#delivery).
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { refusalMeaningOf } from '../access/refusal';
import type { RevisionItem } from '../progress/revisionMachine';
import { dhakaDayEnd } from '../shell/time';
import type { PendingReview } from './pendingReviews';
import { plannedDue } from './plan';
import { afterReview, gradeOfAnswer, isDueBy, type Memory } from './schedule';

export type { PendingReview } from './pendingReviews';

/** A card's question with its answer and explanation: as a revision item's (docs/api.md's Question). */
export type ReviewQuestion = RevisionItem['question'] & Pick<RevisionItem, 'options'>;

export type ReviewCard = { question: ReviewQuestion; memory: Memory };

/**
 * What GET /api/learning/v1/reviews/ answers; `examEve` (ISO-8601 UTC) is the eve of the learner's
 * exam while they have a target (docs/learning.md#toward-the-date), so a card comes back by then.
 */
export type ReviewDeck = { dueToday: number; cards: readonly ReviewCard[]; examEve?: string | null };


/** The answer just given: the option, whether it was right, the card's new memory and when it comes back (its due under the plan). */
export type ReviewAnswer = { option: number; right: boolean; memory: Memory; due: string };

export type ReviewContext = {
  /** Today's cards still to answer, the one shown first. */
  queue: readonly ReviewCard[];
  /** The card answered last, shown with its answer until NEXT. */
  answered: ReviewCard | null;
  /**
   * Each card answered this session with its memory after its last answer here, the last answered
   * last: the device keeps these in place of any copy loaded before (./keptDeck.ts).
   */
  reviewedCards: readonly ReviewCard[];
  answer: ReviewAnswer | null;
  /** Reviews answered this session. */
  reviewed: number;
  /** Reviews not yet delivered, oldest first. */
  pending: readonly PendingReview[];
  /** Cards due today beyond those loaded: the session loads again when its queue runs out. */
  more: number;
  /** The eve of the learner's exam from the last deck, or null. */
  examEve: string | null;
};

export type ReviewInput = { pending?: readonly PendingReview[] };

/**
 * CHOOSE carries when the option was chosen (ISO-8601 UTC, the web's clock) and the review's key
 * (a UUID the web makes), so the machine stays pure.
 */
export type ReviewEvent = { type: 'CHOOSE'; option: number; at: string; key: string } | { type: 'NEXT' } | { type: 'RETRY' } | { type: 'ONLINE' };

export const reviewMachine = setup({
  types: { context: {} as ReviewContext, events: {} as ReviewEvent, input: {} as ReviewInput },
  actors: {
    /** GET /api/learning/v1/reviews/ */
    loadDeck: fromPromise<ReviewDeck>(async () => {
      throw new Error('loadDeck not provided');
    }),
    /** POST /api/learning/v1/reviews/ */
    sendReview: fromPromise<unknown, PendingReview>(async () => {
      throw new Error('sendReview not provided');
    }),
  },
  actions: {
    /** Writes `pending` where it outlives the page (the learner's device records); the web provides it. */
    keepPending: (_, _params: { pending: readonly PendingReview[] }) => undefined,
    showDeck: assign(({ context }, params: { deck: ReviewDeck }) => deckOf(context, params.deck)),
    answer: assign(({ context }, params: { option: number; at: string; key: string }) => answerOf(context, params.option, new Date(params.at), params.key)),
    next: assign({ answered: null, answer: null }),
    delivered: assign(({ context }) => ({ pending: context.pending.slice(1) })),
  },
  guards: {
    hasCards: ({ context }) => context.queue.length > 0,
    hasMore: ({ context }) => context.more > 0,
    deckHasCards: ({ context }, params: { deck: ReviewDeck }) => (deckOf(context, params.deck).queue ?? []).length > 0,
    isOption: ({ context }, params: { option: number }) => context.queue[0]?.question.options.some((o) => o.id === params.option) === true,
    hasPending: ({ context }) => context.pending.length > 0,
    refusedForGood: (_, params: { error: unknown }) => {
      const meaning = refusalMeaningOf(params.error);
      return meaning === 'drop' || meaning === 'show';
    },
  },
  delays: {
    /** How long a failed delivery waits before it is tried again (an ONLINE event tries at once). */
    retryDelay: 5_000,
  },
}).createMachine({
  id: 'review',
  context: ({ input }) => ({ queue: [], answered: null, reviewedCards: [], answer: null, reviewed: 0, pending: input.pending ?? [], more: 0, examEve: null }),
  type: 'parallel',
  states: {
    session: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadDeck',
            src: 'loadDeck',
            onDone: [
              {
                guard: { type: 'deckHasCards', params: ({ event }) => ({ deck: event.output }) },
                target: 'asking',
                actions: { type: 'showDeck', params: ({ event }) => ({ deck: event.output }) },
              },
              { target: 'nothingDue', actions: { type: 'showDeck', params: ({ event }) => ({ deck: event.output }) } },
            ],
            onError: 'failed',
          },
        },
        failed: { on: { RETRY: 'loading' } },
        nothingDue: {},
        asking: {
          on: {
            CHOOSE: {
              guard: { type: 'isOption', params: ({ event }) => ({ option: event.option }) },
              target: 'told',
              actions: [
                { type: 'answer', params: ({ event }) => ({ option: event.option, at: event.at, key: event.key }) },
                { type: 'keepPending', params: ({ context }) => ({ pending: context.pending }) },
              ],
            },
          },
        },
        told: {
          on: {
            NEXT: [
              { guard: 'hasCards', target: 'asking', actions: 'next' },
              { guard: 'hasMore', target: 'loading', actions: 'next' },
              { target: 'done', actions: 'next' },
            ],
          },
        },
        done: {},
      },
    },
    delivery: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'hasPending', target: 'sending' } },
        sending: {
          invoke: {
            id: 'sendReview',
            src: 'sendReview',
            input: ({ context }) => firstPending(context),
            onDone: {
              target: 'idle',
              actions: ['delivered', { type: 'keepPending', params: ({ context }) => ({ pending: context.pending }) }],
            },
            onError: [
              // Refused for good (a card no longer the learner's, an option not the question's):
              // sending it again would be refused again, and would hold up the reviews behind it.
              {
                guard: { type: 'refusedForGood', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
                actions: ['delivered', { type: 'keepPending', params: ({ context }) => ({ pending: context.pending }) }],
              },
              { target: 'waiting' },
            ],
          },
        },
        waiting: { after: { retryDelay: 'sending' }, on: { ONLINE: 'sending' } },
      },
    },
  },
});

export type ReviewSnapshot = SnapshotFrom<typeof reviewMachine>;

/** What /review shows for a snapshot: the screen and the card on it. */
export function reviewViewOf(snapshot: ReviewSnapshot) {
  const { context } = snapshot;
  const screen = snapshot.matches({ session: 'loading' })
    ? 'loading'
    : snapshot.matches({ session: 'failed' })
      ? 'failed'
      : snapshot.matches({ session: 'nothingDue' })
        ? 'nothingDue'
        : snapshot.matches({ session: 'asking' })
          ? 'asking'
          : snapshot.matches({ session: 'told' })
            ? 'told'
            : 'done';
  const card = screen === 'told' ? context.answered : screen === 'asking' ? (context.queue[0] ?? null) : null;
  // `left`: still to answer today, the card on screen while it asks and a card missed again included.
  // `unsent`: said only once a delivery failed; a review on its way is no news to the learner.
  const unsent = snapshot.matches({ delivery: 'waiting' }) ? context.pending.length : 0;
  return { screen, card, answer: screen === 'told' ? context.answer : null, left: context.queue.length, unsent } as const;
}

/** The card answered with `option` at `now`: judged, scheduled, kept for delivery, requeued if due again today. */
function answerOf(context: ReviewContext, option: number, now: Date, key: string): Partial<ReviewContext> {
  const [card, ...rest] = context.queue;
  if (card === undefined) return {};
  const right = card.question.options.some((o) => o.id === option && o.is_answer);
  const memory = afterReview(card.memory, gradeOfAnswer(right), now);
  const eve = context.examEve === null ? null : new Date(context.examEve);
  const due = plannedDue({ due: new Date(memory.due), last_review: now }, eve).toISOString();
  const again = isDueBy({ due }, dhakaDayEnd(now)) ? [{ ...card, memory }] : [];
  return {
    queue: [...rest, ...again],
    answered: card,
    reviewedCards: [...context.reviewedCards.filter((c) => c.question.id !== card.question.id), { ...card, memory }],
    answer: { option, right, memory, due },
    reviewed: context.reviewed + 1,
    pending: [...context.pending, { key, question: card.question.id, option, reviewedAt: now.toISOString() }],
  };
}

/**
 * The loaded deck, without the questions answered here whose reviews the server may not have yet
 * (it would serve them again).
 */
function deckOf(context: ReviewContext, deck: ReviewDeck): Partial<ReviewContext> {
  const answered = new Set(context.pending.map((review) => review.question));
  const queue = deck.cards.filter((card) => !answered.has(card.question.id));
  return { queue, answered: null, answer: null, more: Math.max(0, deck.dueToday - deck.cards.length), examEve: deck.examEve ?? null };
}

function firstPending(context: ReviewContext): PendingReview {
  const [first] = context.pending;
  if (first === undefined) throw new Error('nothing pending');
  return first;
}
