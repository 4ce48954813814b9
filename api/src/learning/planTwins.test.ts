// The plan's rules and their SQL twins (./plan.ts) agree at every edge, on PGlite and, where
// DATABASE_URL names one, on PostgreSQL: the review deck brings cards forward in SQL to the eve the
// engine's examEveOf names, by the engine's plannedDue.
import { PGlite } from '@electric-sql/pglite';
import { examEveOf, plannedDue, shiftDay } from '@proshno/engine';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { everyStore } from '../test/harness';
import { examEveSql, plannedDueSql } from './plan';

type Ask = (query: SQL) => Promise<string | null>;

const timestamp = (at: Date | null) => (at === null ? sql`NULL::timestamptz` : sql`${at.toISOString()}::timestamptz`);
const ms = (at: Date, offset: number) => new Date(at.getTime() + offset);

/** Exam days across a month's, a year's and a leap day's edges. */
const examDates = ['2026-12-13', '2027-01-01', '2027-03-01', '2028-02-29'];

describe.each(everyStore)('the plan and its SQL twins on %s', (store) => {
  let ask: Ask;
  let close: () => Promise<void>;
  beforeAll(async () => {
    // The instant as ISO text whichever driver reads it, null as null.
    const asked = (query: SQL) => sql`SELECT to_char(${query} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS answer`;
    if (store === 'pglite') {
      const client = new PGlite();
      const db = drizzlePglite(client);
      ask = async (query) => (await db.execute<{ answer: string | null }>(asked(query))).rows[0]?.answer ?? null;
      close = () => client.close();
    } else {
      const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
      const db = drizzlePg(pool);
      ask = async (query) => (await db.execute<{ answer: string | null }>(asked(query))).rows[0]?.answer ?? null;
      close = () => pool.end();
    }
  });
  afterAll(() => close());

  test('examEveOf and examEveSql name the same eve, or none once the exam day is over', async () => {
    for (const examDate of examDates) {
      const dayAfter = new Date(`${shiftDay(examDate, 1)}T00:00:00+06:00`);
      const moments = [new Date('2026-12-01T04:00:00Z'), ms(dayAfter, -2 * 86_400_000), ms(dayAfter, -1), dayAfter, ms(dayAfter, 1)];
      for (const now of moments) {
        const expected = examEveOf(examDate, now)?.toISOString() ?? null;
        expect({ examDate, now, eve: await ask(examEveSql(sql`${examDate}::date`, timestamp(now))) }).toEqual({ examDate, now, eve: expected });
      }
    }
  });

  test('plannedDue and plannedDueSql give the same due for every card and eve', async () => {
    const eve = new Date('2026-12-11T18:00:00.000Z');
    const instants = [ms(eve, -86_400_000), ms(eve, -1), eve, ms(eve, 1), ms(eve, 30 * 86_400_000)];
    for (const due of instants) {
      for (const lastReview of [null, ...instants]) {
        for (const at of [null, eve]) {
          const expected = plannedDue({ due, last_review: lastReview }, at).toISOString();
          const asked = await ask(plannedDueSql({ due: timestamp(due), lastReview: timestamp(lastReview) }, timestamp(at)));
          expect({ due, lastReview, at, planned: asked }).toEqual({ due, lastReview, at, planned: expected });
        }
      }
    }
  });
});
