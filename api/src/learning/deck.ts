// The review session's deck (docs/learning.md#due-today): the learner's cards due by the end of today
// in Dhaka (the engine's isDueBy at dhakaDayEnd, in SQL), or of a day `ahead` of it for the deck a
// device keeps (docs/learning.md#offline), most overdue first (ties by question), each with its
// question, answer and explanation. A question held for the learner (exam/heldAnswers.ts) is left
// out of the cards and of their count alike, so the count is what can be reviewed now. Reads only read
// (docs/exam.md#time-up-finish): an exam of the learner the clock has finished that the finish job
// has not written yet shows its cards as that finish will leave them. Under a plan toward an exam
// (docs/learning.md#toward-the-date), a card is due by the exam's eve at the latest (plannedDue): it
// is counted, served and ordered by that due, its stored memory unchanged.
import { dhakaDayEnd } from '@proshno/engine';
import type { Memory } from '@proshno/engine/learning';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { exams } from '../db/examSchema';
import { rowsOf, run, statement } from '../db/prepared';
import { openSinceOf, timeUpSql } from '../exam/examClock';
import { timeUpFinishesOf } from '../exam/examResult';
import { heldForLearner, type Viewer } from '../exam/heldAnswers';
import type { JsonResponse } from '../http/route';
import { answeredOnly, questionsFor } from '../practice/questionView';
import { cardRecordsOf, cardsJson, memoryColumns, memoryJson, memoryOfRow, type Card, type MemoryRow } from './cards';
import { cardsAfterExams } from './examReviews';
import { examEveSql, plannedDueSql } from './plan';

type ReviewDeckJson = JsonResponse<'listDueReviews', 200>;

/**
 * The first `limit` cards due by the end of the day `ahead` days after today, and how many are due
 * today. One statement for both; the page's questions in two more, sent together, when it has any
 * (practice/questionView.ts).
 */
export async function dueDeck(db: Db, viewer: Viewer, limit: number, ahead = 0): Promise<ReviewDeckJson> {
  const days = { until: dhakaDayEnd(viewer.now), horizon: dhakaDayEnd(new Date(viewer.now.getTime() + ahead * DAY_MS)) };
  let deck = await deckOf(db, viewer, days, limit, []);
  // Seldom: an exam finished by the clock and not yet written; read again with its cards as it will leave them.
  if (deck.timeUp) deck = await deckOf(db, viewer, days, limit, await timeUpCards(db, viewer));
  const questions = answeredOnly(await questionsFor(db, viewer, deck.page.map((card) => card.questionId)));
  const byId = new Map(questions.map((question) => [question.id, question]));
  return {
    due_today: deck.count,
    exam_eve: deck.examEve,
    cards: deck.page.flatMap(({ questionId, memory }) => {
      const question = byId.get(questionId);
      return question ? [{ question, memory: memoryJson(memory) }] : [];
    }),
  };
}

const DAY_MS = 86_400_000;

/** The end of today in Dhaka, and of the last day whose cards are sent (the same without `ahead`). */
type Days = { until: Date; horizon: Date };

type Deck = { count: number; timeUp: boolean; examEve: string | null; page: { questionId: number; memory: Memory }[] };

type DeckRow = { due_today: number; time_up: boolean; exam_eve: Date | string | null; question_id: number | null } & MemoryRow;

const p = {
  userId: sql.placeholder('userId'),
  /** The end of today in Dhaka (ISO text): a card due by then is due today. */
  until: sql.placeholder('until'),
  /** The end of the last day whose cards are sent (ISO text): `until`, or a day `ahead` of it. */
  horizon: sql.placeholder('horizon'),
  /** The clock's now and openSinceOf(now), the held rule's instant (ISO text). */
  now: sql.placeholder('now'),
  openSince: sql.placeholder('openSince'),
  /** The overlaid cards (cardsJson) and their questions. */
  overlaid: sql.placeholder('overlaid'),
  overlaidQuestions: sql.placeholder('overlaidQuestions'),
  limit: sql.placeholder('limit'),
};

/** A card's due under the learner's plan (`plan.eve` of the statement's first CTE). */
const plannedDue = plannedDueSql({ due: sql`due`, lastReview: sql`last_review` }, sql`plan.eve`);

/**
 * The count and the page in one statement, the overlaid cards read in place of the stored ones of
 * their questions; also whether the learner has an exam the clock has finished and nobody wrote,
 * and the eve of the learner's exam. The page reaches the horizon, the count today alone. The plan
 * is read in the statement: `reach` keeps the stored cards' range on their (user_id, due) index, to
 * the horizon, or to every card once the eve comes before it.
 * The held rule in its set form (exam/heldAnswers.ts heldForLearner): the learner's holding exams
 * are read once for the statement, not once per due card. Prepared once per store handle
 * (docs/architecture.md#hot-path): every dashboard asks for the count.
 */
const deckStatement = statement(
  'review_deck',
  sql`
      WITH plan AS (
        SELECT eve, CASE WHEN eve < ${p.horizon}::timestamptz THEN 'infinity'::timestamptz ELSE ${p.horizon}::timestamptz END AS reach
        FROM (SELECT (SELECT ${examEveSql(sql`exam_date`, sql`${p.now}::timestamptz`)} FROM learner_plans WHERE user_id = ${p.userId}) AS eve) AS target
      ), cards AS (
        SELECT question_id, ${memoryColumns}, ${plannedDue} AS planned_due FROM review_cards, plan
        WHERE user_id = ${p.userId} AND due < plan.reach AND ${plannedDue} < ${p.horizon}::timestamptz
          AND question_id <> ALL(${p.overlaidQuestions}::int[])
        UNION ALL
        SELECT question_id, ${memoryColumns}, ${plannedDue} FROM ${cardRecordsOf(p.overlaid)}, plan WHERE ${plannedDue} < ${p.horizon}::timestamptz
      ), due_cards AS (
        SELECT * FROM cards WHERE NOT ${heldForLearner(sql`cards.question_id`, p.userId, sql`${p.openSince}::timestamptz`)}
          -- A retired question leaves every deck (docs/content.md#versions).
          AND NOT EXISTS (SELECT 1 FROM questions rq WHERE rq.id = cards.question_id AND rq.status = 'retired')
      )
      SELECT (SELECT count(*)::int FROM due_cards WHERE planned_due < ${p.until}::timestamptz) AS due_today,
        EXISTS (SELECT 1 FROM ${exams} WHERE ${exams.userId} = ${p.userId} AND ${timeUpSql(exams, sql`${p.now}::timestamptz`)}) AS time_up,
        (SELECT eve FROM plan) AS exam_eve,
        page.*
      FROM (SELECT 1) AS one LEFT JOIN LATERAL (SELECT * FROM due_cards ORDER BY planned_due, question_id LIMIT ${p.limit}) AS page ON true
      ORDER BY page.planned_due, page.question_id`,
);

async function deckOf(db: Db, viewer: Viewer, { until, horizon }: Days, limit: number, overlaid: readonly Card[]): Promise<Deck> {
  const rows = rowsOf<DeckRow>(
    await run(db, deckStatement, {
      userId: viewer.userId,
      until: until.toISOString(),
      horizon: horizon.toISOString(),
      now: viewer.now.toISOString(),
      openSince: openSinceOf(viewer.now).toISOString(),
      overlaid: cardsJson(overlaid),
      overlaidQuestions: overlaid.map((card) => card.questionId),
      limit,
    }),
  );
  const [first] = rows;
  const eve = first?.exam_eve ?? null;
  return {
    count: first?.due_today ?? 0,
    timeUp: first?.time_up === true,
    examEve: eve === null ? null : new Date(eve).toISOString(),
    page: rows.flatMap((row) => (row.question_id === null ? [] : [{ questionId: row.question_id, memory: memoryOfRow(row) }])),
  };
}

/** The learner's cards that exams finished by the clock, and not yet written, will change: as they will leave them. */
async function timeUpCards(db: Db, viewer: Viewer): Promise<Card[]> {
  const finishes = await timeUpFinishesOf(db, viewer.userId, viewer.now);
  const answered = [...new Set(finishes.flatMap((finish) => finish.script.flatMap((q) => (q.right === null ? [] : [q.questionId]))))];
  if (answered.length === 0) return [];
  const stored = rowsOf<MemoryRow & { question_id: number }>(
    await db.execute(sql`
      SELECT question_id, ${memoryColumns} FROM review_cards
      WHERE user_id = ${viewer.userId} AND question_id = ANY(${sql.param(answered)}::int[])`),
  );
  const cards = new Map(stored.map((row) => [row.question_id, memoryOfRow(row)]));
  return [...cardsAfterExams(cards, finishes)].map(([questionId, memory]) => ({ userId: viewer.userId, questionId, memory }));
}
