// A review card as stored and as sent (docs/learning.md#cards): the engine's Memory (camelCase, ISO
// instants) in review_cards' columns and on the wire alike, snake_case (api/openapi.yaml Memory).
// The wire's names are the columns' names, so one mapper serves both: memoryJson for an answer,
// and cardRecords for a statement that reads many cards from one JSON parameter.
import type { Memory, MemoryState } from '@proshno/engine/learning';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect';
import type { components } from '../generated/rest';

export type MemoryJson = components['schemas']['Memory'];

/** One learner's card of one question. */
export type Card = { userId: number; questionId: number; memory: Memory };

/** The memory columns as a raw statement answers them: node-postgres and PGlite give instants as Date. */
export type MemoryRow = {
  due: Date | string;
  stability: number;
  difficulty: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: string;
  last_review: Date | string | null;
};

/** The memory columns of review_cards, in the order cardRecords and the statements list them. */
export const memoryColumns = sql.raw('due, stability, difficulty, scheduled_days, learning_steps, reps, lapses, state, last_review');

/** The memory on the wire (and in cardRecords' JSON). */
export function memoryJson(memory: Memory): MemoryJson {
  return {
    due: memory.due,
    stability: memory.stability,
    difficulty: memory.difficulty,
    scheduled_days: memory.scheduledDays,
    learning_steps: memory.learningSteps,
    reps: memory.reps,
    lapses: memory.lapses,
    state: memory.state,
    last_review: memory.lastReview,
  };
}

/** The memory a statement read, as the engine's schedule takes it. */
export function memoryOfRow(row: MemoryRow): Memory {
  return {
    due: instant(row.due),
    stability: row.stability,
    difficulty: row.difficulty,
    scheduledDays: row.scheduled_days,
    learningSteps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    state: memoryState(row.state),
    lastReview: row.last_review === null ? null : instant(row.last_review),
  };
}

/**
 * The cards as rows of a FROM clause, `m(user_id, question_id, due, …, last_review)`, from one
 * JSON parameter whatever their number (like the ratings' arrays, issue 18).
 */
export function cardRecords(cards: readonly Card[]): SQL {
  return cardRecordsOf(sql`${cardsJson(cards)}`);
}

/** cardRecords of a JSON text given apart: a placeholder of a prepared statement, `cardsJson` its value. */
export function cardRecordsOf(json: SQL | Placeholder): SQL {
  return sql`jsonb_to_recordset(${json}::jsonb) AS m(user_id int, question_id int, due timestamptz,
    stability float8, difficulty float8, scheduled_days int, learning_steps int, reps int, lapses int, state text, last_review timestamptz)`;
}

/** The cards as the JSON text cardRecordsOf reads. */
export function cardsJson(cards: readonly Card[]): string {
  return JSON.stringify(cards.map((card) => ({ user_id: card.userId, question_id: card.questionId, ...memoryJson(card.memory) })));
}

/** Stores a card made at `now` unless the learner has one of that question already, which stays as it is. */
export async function addCard(db: Db, card: Card, now: Date): Promise<void> {
  await db.execute(sql`
    INSERT INTO review_cards (user_id, question_id, ${memoryColumns}, created_at)
    SELECT user_id, question_id, ${memoryColumns}, ${now.toISOString()}::timestamptz FROM ${cardRecords([card])}
    ON CONFLICT (user_id, question_id) DO NOTHING`);
}

const states: ReadonlySet<string> = new Set(['new', 'learning', 'review', 'relearning'] satisfies MemoryState[]);

function isMemoryState(state: string): state is MemoryState {
  return states.has(state);
}

function memoryState(state: string): MemoryState {
  if (!isMemoryState(state)) throw new Error(`review card in an unknown state: ${state}`);
  return state;
}

function instant(value: Date | string): string {
  return new Date(value).toISOString();
}
