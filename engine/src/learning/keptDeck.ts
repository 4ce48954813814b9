// The review deck kept on the device (docs/learning.md#offline): the cards of the learner's last
// session, with their memories as answered there, and those due in the next days as the server last
// sent them, so /review opens without a network, today and on those days.
// Kept as the learner's device record `reviews.deck`, forgotten at any sign-out; read back only
// through this parser, since what the device holds may be old or broken.
import * as v from 'valibot';
import { dhakaDayEnd } from '../shell/time';
import type { ReviewCard, ReviewContext, ReviewDeck } from './reviewMachine';
import { isDueBy } from './schedule';

/**
 * The learner's device record that keeps it. Like every record but the unsent answers, it is
 * forgotten at any sign-out (shell/deviceRecords.ts keptWhenSignedOut); named here, not there, so
 * only the review page carries it.
 */
export const keptDeckRecord = 'reviews.deck';

/** How many days after today the kept deck reaches: /review loads the cards due by the end of the third. */
export const KEPT_DECK_DAYS = 3;

const id = v.pipe(v.number(), v.integer());
const parts = v.array(
  v.object({
    id: v.optional(id),
    type: v.picklist(['text', 'image', 'latex', 'math']),
    data: v.string(),
    width: v.optional(v.nullable(v.number())),
    height: v.optional(v.nullable(v.number())),
  }),
);
const instant = v.pipe(v.string(), v.isoTimestamp());

const keptCard = v.object({
  question: v.object({
    id,
    subject: id,
    topic: id,
    subtopic: id,
    language: v.optional(v.picklist(['en', 'bn'])),
    fallback: v.optional(v.boolean()),
    question_data: parts,
    explanation_data: parts,
    options: v.array(v.object({ id, data: parts, is_answer: v.boolean() })),
  }),
  memory: v.object({
    due: instant,
    stability: v.number(),
    difficulty: v.number(),
    scheduledDays: v.number(),
    learningSteps: v.number(),
    reps: v.number(),
    lapses: v.number(),
    state: v.picklist(['new', 'learning', 'review', 'relearning']),
    lastReview: v.nullable(instant),
  }),
});

// A record kept before the deck reached ahead has no `later`: its cards alone.
const keptDeck = v.pipe(
  v.string(),
  v.parseJson(),
  v.object({ cards: v.array(keptCard), later: v.optional(v.array(keptCard), []), examEve: v.nullable(instant) }),
);

/**
 * What is kept: the session's cards, those still to answer then those answered in it, as answered
 * there; the cards loaded `later` for the next days, less the session's, whose copies are newer;
 * and the eve of the learner's exam.
 */
export function serializeKeptDeck(session: Pick<ReviewContext, 'queue' | 'reviewedCards' | 'examEve'>, later: readonly ReviewCard[] = []): string {
  const cards = oncePerQuestion([...session.queue, ...session.reviewedCards]);
  return JSON.stringify({ cards, later: oncePerQuestion(later, cards), examEve: session.examEve });
}

/** Every card kept, one per question, the session's copy before a later one; none when nothing is kept or it cannot be read. */
export function keptCardsOf(text: string | null): ReviewCard[] {
  const read = v.safeParse(keptDeck, text);
  return read.success ? oncePerQuestion([...read.output.cards, ...read.output.later]) : [];
}

/**
 * The kept deck as a deck to review at `now`: every kept card due by the end of `now`'s day in
 * Dhaka, the session's and the later ones, most overdue first; null when nothing is kept or what
 * is kept cannot be read. Those whose reviews wait to be sent the machine leaves out, as from any deck.
 */
export function deckFromKept(text: string | null, now: Date): ReviewDeck | null {
  const read = v.safeParse(keptDeck, text);
  if (!read.success) return null;
  const until = dhakaDayEnd(now);
  const cards = oncePerQuestion([...read.output.cards, ...read.output.later])
    .filter((card) => isDueBy(card.memory, until))
    .sort((a, b) => Date.parse(a.memory.due) - Date.parse(b.memory.due) || a.question.id - b.question.id);
  return { dueToday: cards.length, cards, examEve: read.output.examEve };
}

/** The first card of each question, leaving out the questions of `taken`. */
function oncePerQuestion<Card extends ReviewCard>(cards: readonly Card[], taken: readonly ReviewCard[] = []): Card[] {
  const seen = new Set(taken.map((card) => card.question.id));
  return cards.filter((card) => {
    if (seen.has(card.question.id)) return false;
    seen.add(card.question.id);
    return true;
  });
}
