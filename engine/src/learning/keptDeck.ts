// The review deck kept on the device (docs/learning.md#offline): the cards still to answer in the
// learner's last session, with their memories as answered there, so /review opens without a network.
// Kept as the learner's device record `reviews.deck`, forgotten at any sign-out; read back only
// through this parser, since what the device holds may be old or broken.
import * as v from 'valibot';
import { dhakaDayEnd } from '../shell/time';
import type { ReviewCard, ReviewDeck } from './reviewMachine';
import { isDueBy } from './schedule';

/**
 * The learner's device record that keeps it. Like every record but the unsent answers, it is
 * forgotten at any sign-out (shell/deviceRecords.ts keptWhenSignedOut); named here, not there, so
 * only the review page carries it.
 */
export const keptDeckRecord = 'reviews.deck';

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

const keptDeck = v.pipe(v.string(), v.parseJson(), v.object({ cards: v.array(keptCard), examEve: v.nullable(instant) }));

/** What is kept: the cards still to answer (the machine's queue) and the eve of the learner's exam. */
export function serializeKeptDeck(cards: readonly ReviewCard[], examEve: string | null): string {
  return JSON.stringify({ cards, examEve });
}

/**
 * The kept deck as a deck to review at `now`: the kept cards due today by then, most overdue first;
 * null when nothing is kept or what is kept cannot be read.
 */
export function deckFromKept(text: string | null, now: Date): ReviewDeck | null {
  const read = v.safeParse(keptDeck, text);
  if (!read.success) return null;
  const until = dhakaDayEnd(now);
  const cards = read.output.cards
    .filter((card) => isDueBy(card.memory, until))
    .sort((a, b) => Date.parse(a.memory.due) - Date.parse(b.memory.due) || a.question.id - b.question.id);
  return { dueToday: cards.length, cards, examEve: read.output.examEve };
}
