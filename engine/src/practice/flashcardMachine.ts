// The flashcard session (docs/practice.md#flashcard-session): one question at a time, option cards that flip
// when tapped ('Congrats!' for a correct option, 'Oops!' for a wrong one), Flush / Unflush to
// reveal or hide every correct answer, Back / Next between cards and Finished.
//
// Decisions the specification leaves open:
// - A flipped option stays flipped; tapping it again is ignored, so the feedback is always
//   that of the latest flip of a new option.
// - Unflush hides only what Flush revealed: options the learner flipped stay flipped and the
//   feedback is kept. Flush and Unflush never change the feedback.
// - Back and Next start the new card fresh: nothing flipped, not flushed, no feedback.
// - Finished is allowed on any card and shows a summary: how many cards were seen, and of those
//   answered, how many right and wrong. A card counts by the learner's first flip on it, made
//   before Flush showed its answer; flips after that (or after Back and Next return to it) are
//   practice and change nothing. From the summary the learner can practise the same cards again.
// - A turned card offers Again / Hard / Good / Easy (./flashcardGrades.ts): the grade is given once
//   per card per session, even after Practise again, and its review is delivered in the `delivery`
//   region beside the session, as /review's are (docs/learning.md#delivery).
import type { ContentPart, QuestionLanguage } from '../exam/content';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { shownDetailOf } from '../access/serverError';
import { isRefusal, refusalCodeOf, refusalCodes, refusalMeaningOf } from '../access/refusal';
import type { GradedReview, ReviewGrade } from '../learning/pendingReviews';
import { flashcardMessages, type FlashcardFeedback } from './flashcardMessages';
import { gradeDelivered, gradeOf, gradeRefused, gradingOf, unsentGrades, type CardGrade, type GradeSent, type GradingView } from './flashcardGrades';
import type { OptionId } from '../exam/answering';

export type CardId = number;

/** A content part (docs/api.md#shape-question): text, image, latex or math. */
export type CardOption = { id: OptionId; data: ContentPart[]; is_answer: boolean };
/** One flashcard: a question of GET /api/exam/v1/question/ with its options. */
export type Card = QuestionLanguage & {
  id: CardId;
  question: ContentPart[];
  options: CardOption[];
  explanation?: ContentPart[];
  /** The names of the card's subject and topic, when the draw knows them (the summary says them). */
  subject?: string;
  topic?: string;
};

/**
 * What a card has come to in this session: never on screen, seen only, answered right or wrong by
 * the first flip, or its answer shown by Flush before any flip (seen, not answered).
 */
export type CardResult = 'unseen' | 'seen' | 'right' | 'wrong' | 'shown';

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
  /** What each card has come to, in card order. */
  results: CardResult[];
  /** 'Something went wrong, Please Reload.', 'No Exam Question Found', or why the cards cannot be drawn; else null. */
  error: string | null;
  /** Whether a reload may mend the failed load (not for a subject that does not exist). */
  retryable: boolean;
  /** The grades given this session, oldest first, and what became of each (./flashcardGrades.ts). */
  grades: readonly CardGrade[];
};

export type FlashcardEvent =
  /** Tap an option card of the current question. */
  | { type: 'FLIP'; optionId: OptionId }
  | { type: 'FLUSH' }
  | { type: 'UNFLUSH' }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'FINISHED' }
  /** From the summary: the same cards again, from the first, with nothing counted yet. */
  | { type: 'AGAIN' }
  /** Load again after a failure. */
  | { type: 'RETRY' }
  /**
   * How well the learner knew the turned card; `at` is when (ISO-8601 UTC, the web's clock) and
   * `key` the review's (a UUID the web makes), so the machine stays pure.
   */
  | { type: 'GRADE'; grade: ReviewGrade; at: string; key: string }
  /** The network is back: a grade waiting to be sent is tried at once. */
  | { type: 'ONLINE' };

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
 * What a failed load says: a subject, topic or subtopic the bank does not have is said as such; any
 * other refusal the server will give again (the subscription does not cover the subject) gives the
 * server's sentence; anything else (no answer, no code, the server busy or failing) may pass on a reload. Decided by the refusal's code (access/refusal.ts).
 */
function loadFailureOf(error: unknown): { error: string; retryable: boolean } {
  if (isRefusal(error, refusalCodes.badRequest) || isRefusal(error, refusalCodes.notFound)) return { error: flashcardMessages.notFound, retryable: false };
  if (refusalCodeOf(error) !== undefined && refusalMeaningOf(error) === 'show') return { error: shownDetailOf(error) ?? flashcardMessages.loadFailed, retryable: false };
  return { error: flashcardMessages.loadFailed, retryable: true };
}

const freshCard = { flipped: [], flushed: false, feedback: null } satisfies Partial<FlashcardContext>;

/** Whether the current card shows its answer: flipped, or flushed. */
const isTurned = (context: FlashcardContext): boolean => context.flipped.length > 0 || context.flushed;

/** The review a GRADE makes of the card on screen. */
function gradedReviewOf(context: FlashcardContext, event: { grade: ReviewGrade; at: string; key: string }): GradedReview {
  const card = currentCard(context);
  if (card === undefined) throw new Error('no card to grade');
  return { key: event.key, question: card.id, grade: event.grade, reviewedAt: event.at };
}

function firstUnsent(context: FlashcardContext): GradedReview {
  const [first] = unsentGrades(context.grades);
  if (first === undefined) throw new Error('no grade to send');
  return first;
}

/** The results with the card at index on screen: an unseen card becomes seen. */
function seeing(results: CardResult[], index: number): CardResult[] {
  return results.map((result, i) => (i === index && result === 'unseen' ? 'seen' : result));
}

/** The results with the card at index come to result, if that card was only seen so far. */
function settling(results: CardResult[], index: number, result: CardResult): CardResult[] {
  return results.map((now, i) => (i === index && now === 'seen' ? result : now));
}

/** Every card unseen but the first, which is on screen. */
function startingResults(cards: Card[]): CardResult[] {
  return seeing(
    cards.map(() => 'unseen'),
    0,
  );
}

export type FlashcardSummary = { total: number; seen: number; right: number; wrong: number; unanswered: number };

/** The counts of the summary at Finished: cards seen, answered right, answered wrong, seen but not answered. */
export function flashcardSummary(context: FlashcardContext): FlashcardSummary {
  const count = (...kinds: CardResult[]) => context.results.filter((result) => kinds.includes(result)).length;
  return {
    total: context.cards.length,
    seen: count('seen', 'right', 'wrong', 'shown'),
    right: count('right'),
    wrong: count('wrong'),
    unanswered: count('seen', 'shown'),
  };
}

/** What the session practised: the subject and topic names the cards carry ('Chemistry · Periodic Table'), or null. */
export function flashcardSubjectLine(context: FlashcardContext): string | null {
  const first = context.cards[0];
  const names = [first?.subject, first?.topic].filter((name): name is string => name !== undefined && name !== '');
  return names.length === 0 ? null : names.join(' · ');
}

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
    /** POST /api/learning/v1/reviews/graded/ */
    sendGrade: fromPromise<GradeSent, GradedReview>(async () => {
      throw new Error('sendGrade not provided');
    }),
  },
  actions: {
    /** Adds the grade to the reviews kept on the device (the learner's record `reviews.pending`); the web provides it. */
    keepGrade: (_, _params: { review: GradedReview }) => undefined,
    /** Removes the grade of `key` from that record: the server has it, or will never take it; the web provides it. */
    forgetGrade: (_, _params: { key: string }) => undefined,
    grade: assign(({ context }, params: { review: GradedReview }) => ({ grades: [...context.grades, { review: params.review, due: null, refused: false }] })),
    gradeDelivered: assign(({ context }, params: { key: string; sent: GradeSent }) => ({ grades: gradeDelivered(context.grades, params.key, params.sent) })),
    gradeRefused: assign(({ context }, params: { key: string }) => ({ grades: gradeRefused(context.grades, params.key) })),
    clearError: assign({ error: null }),
    failLoad: assign((_, params: { error: unknown }) => loadFailureOf(params.error)),
    showEmpty: assign({ cards: [], error: flashcardMessages.noQuestions }),
    startCards: assign((_, params: { cards: Card[] }) => ({ cards: params.cards, index: 0, ...freshCard, results: startingResults(params.cards) })),
    again: assign(({ context }) => ({ index: 0, ...freshCard, results: startingResults(context.cards) })),
    flip: assign(({ context }, params: { optionId: OptionId }) => {
      const card = currentCard(context);
      const flipped = new Set([...context.flipped, params.optionId]);
      const right = optionOf(context, params.optionId)?.is_answer === true;
      return {
        flipped: (card?.options ?? []).map((o) => o.id).filter((id) => flipped.has(id)),
        feedback: right ? flashcardMessages.congrats : flashcardMessages.oops,
        results: settling(context.results, context.index, right ? 'right' : 'wrong'),
      };
    }),
    flush: assign(({ context }) => ({ flushed: true, results: settling(context.results, context.index, 'shown') })),
    unflush: assign({ flushed: false }),
    next: assign(({ context }) => ({ index: context.index + 1, ...freshCard, results: seeing(context.results, context.index + 1) })),
    back: assign(({ context }) => ({ index: context.index - 1, ...freshCard, results: seeing(context.results, context.index - 1) })),
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
    // Once the card is turned, and once per card per session.
    canGrade: ({ context }) => isTurned(context) && gradeOf(context.grades, currentCard(context)?.id) === undefined,
    hasUnsent: ({ context }) => unsentGrades(context.grades).length > 0,
    refusedForGood: (_, params: { error: unknown }) => {
      const meaning = refusalMeaningOf(params.error);
      return meaning === 'drop' || meaning === 'show';
    },
  },
  delays: {
    /** How long a failed delivery waits before it is tried again (an ONLINE event tries at once), as /review's. */
    retryDelay: 5_000,
  },
}).createMachine({
  id: 'flashcard',
  context: ({ input }) => ({ request: input, cards: [], index: 0, ...freshCard, results: [], error: null, retryable: false, grades: [] }),
  type: 'parallel',
  states: {
    session: {
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
            GRADE: {
              guard: 'canGrade',
              actions: [
                { type: 'keepGrade', params: ({ context, event }) => ({ review: gradedReviewOf(context, event) }) },
                { type: 'grade', params: ({ context, event }) => ({ review: gradedReviewOf(context, event) }) },
              ],
            },
          },
        },
        // The summary of what was seen, right and wrong; the web offers the way home beside AGAIN.
        finished: { on: { AGAIN: { target: 'studying', actions: 'again' } } },
      },
    },
    // The grades not yet delivered, oldest first, until the server has them (docs/learning.md#delivery).
    delivery: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'hasUnsent', target: 'sending' } },
        sending: {
          invoke: {
            id: 'sendGrade',
            src: 'sendGrade',
            input: ({ context }) => firstUnsent(context),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'forgetGrade', params: ({ context }) => ({ key: firstUnsent(context).key }) },
                { type: 'gradeDelivered', params: ({ context, event }) => ({ key: firstUnsent(context).key, sent: event.output }) },
              ],
            },
            onError: [
              // Refused for good: sending it again would be refused again, and would hold up the grades behind it.
              {
                guard: { type: 'refusedForGood', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
                actions: [
                  { type: 'forgetGrade', params: ({ context }) => ({ key: firstUnsent(context).key }) },
                  { type: 'gradeRefused', params: ({ context }) => ({ key: firstUnsent(context).key }) },
                ],
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

/**
 * Which screen the session shows (the spinner, the load failure, no cards, a card, or the summary),
 * and under a card the grade panel once it is turned or graded (./flashcardGrades.ts).
 */
export type FlashcardView = { screen: 'loading' | 'failed' | 'empty' | 'studying' | 'finished'; grading: GradingView | null };

export function flashcardViewOf(snapshot: SnapshotFrom<typeof flashcardMachine>): FlashcardView {
  const screen = (['loading', 'failed', 'empty', 'finished'] as const).find((state) => snapshot.matches({ session: state })) ?? 'studying';
  const { context } = snapshot;
  const card = { question: currentCard(context)?.id, turned: isTurned(context), result: context.results[context.index] };
  const grading = screen === 'studying' ? gradingOf(card, context.grades, snapshot.matches({ delivery: 'waiting' })) : null;
  return { screen, grading };
}
