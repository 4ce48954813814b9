// The flashcard session of spec 000 §2 and §4: one question at a time, option cards that flip
// when tapped ('Congrats!' for a correct option, 'Oops!' for a wrong one), Flush / Unflush to
// reveal or hide every correct answer, Back / Next between cards and Finished.
//
// Decisions the specification leaves open:
// - A flipped option stays flipped; tapping it again is ignored, so the feedback is always
//   that of the latest flip of a new option.
// - Unflush hides only what Flush revealed: options the learner flipped stay flipped and the
//   feedback is kept. Flush and Unflush never change the feedback.
// - Back and Next start the new card fresh: nothing flipped, not flushed, no feedback.
// - Finished is allowed on any card; the web then goes home.
import type { ContentPart } from '../exam/content';
import { assign, fromPromise, setup } from 'xstate';
import { errorDetailOf, errorStatusOf } from '../access/serverError';
import { flashcardMessages, type FlashcardFeedback } from './flashcardMessages';
import type { OptionId } from '../exam/answering';

export type CardId = number | string;

/** A content part of spec 000 §3: text, image, latex or math. */
export type CardOption = { id: OptionId; data: ContentPart[]; is_answer: boolean };
/** One flashcard: a question of GET /api/exam/v1/question/ with its options. */
export type Card = { id: CardId; question: ContentPart[]; options: CardOption[]; explanation?: ContentPart[] };

/** The query of /flashcard/exam/?noOfQuestion&subject&topic&subtopic. */
export type FlashcardRequest = { subject: number; topic: number | null; subtopic: number | null; noOfQuestion: number };

export type FlashcardContext = {
  request: FlashcardRequest;
  cards: Card[];
  /** Index of the current card in cards. */
  index: number;
  /** Options of the current card the learner flipped, in the card's option order. */
  flipped: OptionId[];
  /** Whether Flush is revealing every correct answer of the current card. */
  flushed: boolean;
  /** The feedback of the latest flip on the current card, null before any. */
  feedback: FlashcardFeedback | null;
  /** 'Something went wrong, Please Reload.', 'No Exam Question Found', or why the cards cannot be drawn; else null. */
  error: string | null;
  /** Whether a reload may mend the failed load (not for a subject that does not exist). */
  retryable: boolean;
};

export type FlashcardEvent =
  /** Tap an option card of the current question. */
  | { type: 'FLIP'; optionId: OptionId }
  | { type: 'FLUSH' }
  | { type: 'UNFLUSH' }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'FINISHED' }
  /** Load again after a failure. */
  | { type: 'RETRY' };

/** The card on screen; undefined while loading, failed or empty. */
export function currentCard(context: FlashcardContext): Card | undefined {
  return context.cards[context.index];
}

/** Whether an option of the current card shows its face: flipped by the learner or revealed by Flush. */
export function isRevealed(context: FlashcardContext, optionId: OptionId): boolean {
  if (context.flipped.includes(optionId)) return true;
  const option = currentCard(context)?.options.find((o) => o.id === optionId);
  return context.flushed && option?.is_answer === true;
}

/** The label of the Flush / Unflush button. */
export function flushLabel(context: FlashcardContext): string {
  return context.flushed ? flashcardMessages.unflush : flashcardMessages.flush;
}

export const canGoBack = (context: FlashcardContext): boolean => context.index > 0;
export const canGoNext = (context: FlashcardContext): boolean => context.index < context.cards.length - 1;

function optionOf(context: FlashcardContext, optionId: OptionId): CardOption | undefined {
  return currentCard(context)?.options.find((o) => o.id === optionId);
}

/**
 * What a failed load says: a subject, topic or subtopic the bank does not have (400, or 404) is
 * said as such; a refusal with a reason (403: the subscription does not cover the subject) gives
 * the server's sentence; anything else may pass on a reload.
 */
function loadFailureOf(error: unknown): { error: string; retryable: boolean } {
  const status = errorStatusOf(error);
  if (status === 400 || status === 404) return { error: flashcardMessages.notFound, retryable: false };
  if (status === 403) return { error: errorDetailOf(error) ?? flashcardMessages.loadFailed, retryable: false };
  return { error: flashcardMessages.loadFailed, retryable: true };
}

const freshCard = { flipped: [], flushed: false, feedback: null } satisfies Partial<FlashcardContext>;

export const flashcardMachine = setup({
  types: {
    context: {} as FlashcardContext,
    events: {} as FlashcardEvent,
    input: {} as FlashcardRequest,
  },
  actors: {
    /** The questions of GET /api/exam/v1/question/?subject&topic&subtopic&limit. */
    loadFlashcards: fromPromise<Card[], FlashcardRequest>(async () => {
      throw new Error('loadFlashcards not provided');
    }),
  },
  actions: {
    clearError: assign({ error: null }),
    failLoad: assign((_, params: { error: unknown }) => loadFailureOf(params.error)),
    showEmpty: assign({ cards: [], error: flashcardMessages.noQuestions }),
    startCards: assign((_, params: { cards: Card[] }) => ({ cards: params.cards, index: 0, ...freshCard })),
    flip: assign(({ context }, params: { optionId: OptionId }) => {
      const card = currentCard(context);
      const flipped = new Set([...context.flipped, params.optionId]);
      return {
        flipped: (card?.options ?? []).map((o) => o.id).filter((id) => flipped.has(id)),
        feedback: optionOf(context, params.optionId)?.is_answer === true ? flashcardMessages.congrats : flashcardMessages.oops,
      };
    }),
    flush: assign({ flushed: true }),
    unflush: assign({ flushed: false }),
    next: assign(({ context }) => ({ index: context.index + 1, ...freshCard })),
    back: assign(({ context }) => ({ index: context.index - 1, ...freshCard })),
  },
  guards: {
    hasCards: (_, params: { cards: Card[] }) => params.cards.length > 0,
    // Only an option of the current card that is not flipped yet can flip.
    canFlip: ({ context }, params: { optionId: OptionId }) =>
      optionOf(context, params.optionId) !== undefined && !context.flipped.includes(params.optionId),
    notFlushed: ({ context }) => !context.flushed,
    isFlushed: ({ context }) => context.flushed,
    canGoNext: ({ context }) => canGoNext(context),
    canGoBack: ({ context }) => canGoBack(context),
  },
}).createMachine({
  id: 'flashcard',
  context: ({ input }) => ({ request: input, cards: [], index: 0, ...freshCard, error: null, retryable: false }),
  initial: 'loading',
  states: {
    loading: {
      entry: 'clearError',
      invoke: {
        id: 'loadFlashcards',
        src: 'loadFlashcards',
        input: ({ context }) => context.request,
        onDone: [
          {
            guard: { type: 'hasCards', params: ({ event }) => ({ cards: event.output }) },
            target: 'studying',
            actions: { type: 'startCards', params: ({ event }) => ({ cards: event.output }) },
          },
          { target: 'empty', actions: 'showEmpty' },
        ],
        onError: { target: 'failed', actions: { type: 'failLoad', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { RETRY: { guard: ({ context }) => context.retryable, target: 'loading' } } },
    empty: {},
    studying: {
      on: {
        FLIP: {
          guard: { type: 'canFlip', params: ({ event }) => ({ optionId: event.optionId }) },
          actions: { type: 'flip', params: ({ event }) => ({ optionId: event.optionId }) },
        },
        FLUSH: { guard: 'notFlushed', actions: 'flush' },
        UNFLUSH: { guard: 'isFlushed', actions: 'unflush' },
        NEXT: { guard: 'canGoNext', actions: 'next' },
        BACK: { guard: 'canGoBack', actions: 'back' },
        FINISHED: 'finished',
      },
    },
    finished: { type: 'final' },
  },
});
