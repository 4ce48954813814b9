// The exam clock's rules and their SQL twins (./examClock.ts) agree at every edge, on PGlite and,
// where DATABASE_URL names one, on PostgreSQL: the answer save decides in SQL what the refusal,
// the held answers and time-up decide in TypeScript, and the finish job's look what a read's time-up does.
import { PGlite } from '@electric-sql/pglite';
import { ANSWER_GRACE_MS } from '@proshno/engine';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { everyStore } from '../test/harness';
import { isPastGrace, isTimeUp, pastGraceSql, takesAnswers, takesAnswersSql, timeUpSql, type ClockedExam } from './examClock';

type Ask = (query: SQL) => Promise<boolean | null>;

const start = new Date('2026-05-10T06:00:00.000Z');
const end = new Date('2026-05-10T06:10:00.000Z');
const ms = (base: Date, offset: number) => new Date(base.getTime() + offset);

/** Moments either side of every edge: the start, the end, and the end plus the grace. */
const moments = [ms(start, -1), start, ms(start, 1), ms(end, -1), end, ms(end, ANSWER_GRACE_MS - 1), ms(end, ANSWER_GRACE_MS), ms(end, ANSWER_GRACE_MS + 1), ms(end, 3_600_000)];

const exams: ClockedExam[] = [
  { status: 'created', startTime: start, endTime: end },
  { status: 'finished', startTime: start, endTime: end },
  { status: 'created', startTime: null, endTime: null },
  { status: 'created', startTime: ms(start, 60_000), endTime: end },
];

const timestamp = (at: Date | null) => (at === null ? sql`NULL::timestamptz` : sql`${at.toISOString()}::timestamptz`);

describe.each(everyStore)('the exam clock and its SQL twins on %s', (store) => {
  let ask: Ask;
  let close: () => Promise<void>;
  beforeAll(async () => {
    if (store === 'pglite') {
      const client = new PGlite();
      const db = drizzlePglite(client);
      ask = async (query) => ((await db.execute<{ answer: boolean | null }>(sql`SELECT ${query} AS answer`)).rows[0]?.answer ?? null);
      close = () => client.close();
    } else {
      const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
      const db = drizzlePg(pool);
      ask = async (query) => ((await db.execute<{ answer: boolean | null }>(sql`SELECT ${query} AS answer`)).rows[0]?.answer ?? null);
      close = () => pool.end();
    }
  });
  afterAll(() => close());

  test('takesAnswers and takesAnswersSql give the same answer for every exam at every moment', async () => {
    const disagreements: string[] = [];
    for (const exam of exams) {
      for (const at of moments) {
        const columns = { status: sql`${exam.status}`, startTime: timestamp(exam.startTime), endTime: timestamp(exam.endTime) };
        // SQL's NULL (an exam without a start or an end) is a row the WHERE leaves out: no answers.
        const inSql = (await ask(takesAnswersSql(columns, timestamp(at)))) === true;
        if (inSql !== takesAnswers(exam, at)) disagreements.push(`${JSON.stringify(exam)} at ${at.toISOString()}: SQL ${inSql}`);
      }
    }
    expect(disagreements).toEqual([]);
    // And the rule itself: open from the start to the end plus the grace, closed either side.
    const running = exams[0] as ClockedExam;
    expect(moments.map((at) => takesAnswers(running, at))).toEqual([false, true, true, true, true, true, true, false, false]);
  });

  test('isPastGrace and pastGraceSql agree, and the grace ends exactly at the end plus ANSWER_GRACE_MS', async () => {
    for (const at of moments) expect([at.toISOString(), (await ask(pastGraceSql(timestamp(end), timestamp(at)))) === true]).toEqual([at.toISOString(), isPastGrace(end, at)]);
    expect(isPastGrace(end, ms(end, ANSWER_GRACE_MS))).toBe(false);
    expect(isPastGrace(end, ms(end, ANSWER_GRACE_MS + 1))).toBe(true);
    expect(isPastGrace(null, ms(end, 3_600_000))).toBe(false);
  });

  test('isTimeUp and timeUpSql agree: an exam not finished is time-up from just past its end plus the grace', async () => {
    const disagreements: string[] = [];
    for (const exam of exams) {
      for (const at of moments) {
        const inSql = (await ask(timeUpSql({ status: sql`${exam.status}`, endTime: timestamp(exam.endTime) }, timestamp(at)))) === true;
        if (inSql !== isTimeUp(exam, at)) disagreements.push(`${JSON.stringify(exam)} at ${at.toISOString()}: SQL ${inSql}`);
      }
    }
    expect(disagreements).toEqual([]);
    const running = exams[0] as ClockedExam;
    expect(moments.map((at) => isTimeUp(running, at))).toEqual([false, false, false, false, false, false, false, true, true]);
  });
});
