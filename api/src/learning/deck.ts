// The review session's deck (docs/learning.md#due-today): the learner's cards due by the end of today
// in Dhaka (the engine's isDueBy at dhakaDayEnd, in SQL), most overdue first (ties by question), each
// with its question, answer and explanation. A question held for the learner (exam/heldAnswers.ts) is left out of the cards and
// of their count alike, so the count is what can be reviewed now. Reads only read
// (docs/exam.md#time-up-finish): an exam of the learner the clock has finished that the finish job
// has not written yet shows its cards as that finish will leave them.
import { dhakaDayEnd } from '@proshno/engine';
import type { Memory } from '@proshno/engine/learning';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { exams } from '../db/examSchema';
import { rowsOf } from '../db/prepared';
import { timeUpSql } from '../exam/examClock';
import { timeUpFinishesOf } from '../exam/examResult';
import { answerHeld, type Viewer } from '../exam/heldAnswers';
import type { JsonResponse } from '../http/route';
import { answeredOnly, questionsFor } from '../practice/questionView';
import { cardRecords, memoryColumns, memoryJson, memoryOfRow, type Card, type MemoryRow } from './cards';
import { cardsAfterExams } from './examReviews';

type ReviewDeckJson = JsonResponse<'listDueReviews', 200>;

/**
 * The first `limit` cards due today and how many are due. One statement for both; the page's
 * questions in two more, sent together, when it has any (practice/questionView.ts).
 */
export async function dueDeck(db: Db, viewer: Viewer, limit: number): Promise<ReviewDeckJson> {
  const until = dhakaDayEnd(viewer.now);
  let deck = await deckOf(db, viewer, until, limit, []);
  // Seldom: an exam finished by the clock and not yet written; read again with its cards as it will leave them.
  if (deck.timeUp) deck = await deckOf(db, viewer, until, limit, await timeUpCards(db, viewer));
  const questions = answeredOnly(await questionsFor(db, viewer, deck.page.map((card) => card.questionId)));
  const byId = new Map(questions.map((question) => [question.id, question]));
  return {
    due_today: deck.count,
    cards: deck.page.flatMap(({ questionId, memory }) => {
      const question = byId.get(questionId);
      return question ? [{ question, memory: memoryJson(memory) }] : [];
    }),
  };
}

type Deck = { count: number; timeUp: boolean; page: { questionId: number; memory: Memory }[] };

type DeckRow = { due_today: number; time_up: boolean; question_id: number | null } & MemoryRow;

/**
 * The count and the page in one statement, `overlaid` cards read in place of the stored ones of
 * their questions; also whether the learner has an exam the clock has finished and nobody wrote.
 * The held rule runs once per due card, correlated (exam/heldAnswers.ts): a learner with thousands
 * due would pay thousands of index probes, the first thing to look at if the bench finds this read slow.
 */
async function deckOf(db: Db, viewer: Viewer, until: Date, limit: number, overlaid: readonly Card[]): Promise<Deck> {
  const end = sql`${until.toISOString()}::timestamptz`;
  const rows = rowsOf<DeckRow>(
    await db.execute(sql`
      WITH cards AS (
        SELECT question_id, ${memoryColumns} FROM review_cards
        WHERE user_id = ${viewer.userId} AND due <= ${end} AND question_id <> ALL(${sql.param(overlaid.map((card) => card.questionId))}::int[])
        UNION ALL
        SELECT question_id, ${memoryColumns} FROM ${cardRecords(overlaid)} WHERE due <= ${end}
      ), due_cards AS (
        SELECT * FROM cards WHERE NOT ${answerHeld(db, viewer, sql`cards.question_id`)}
      )
      SELECT (SELECT count(*)::int FROM due_cards) AS due_today,
        EXISTS (SELECT 1 FROM ${exams} WHERE ${exams.userId} = ${viewer.userId} AND ${timeUpSql(exams, sql`${viewer.now.toISOString()}::timestamptz`)}) AS time_up,
        page.*
      FROM (SELECT 1) AS one LEFT JOIN LATERAL (SELECT * FROM due_cards ORDER BY due, question_id LIMIT ${limit}) AS page ON true
      ORDER BY page.due, page.question_id`),
  );
  const [first] = rows;
  return {
    count: first?.due_today ?? 0,
    timeUp: first?.time_up === true,
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
