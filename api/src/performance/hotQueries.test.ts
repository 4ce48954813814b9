// Issue 9 "api": the hot endpoints of an exam day, measured through HTTP with every statement the
// api sends seen by the injected query observer. Each endpoint sends the same number of statements
// for an exam of 5 questions as for one of 20 (no query per question), and every statement that
// reads or changes a table that grows with learners can be served by an index: EXPLAIN with
// sequential scans priced out shows no `Seq Scan` on such a table.
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asLearner, createExam, questionSet, subjectId, type Auth } from '../test/examFixtures';
import { startTestApi, stores, type HttpMethod, type TestApi } from '../test/harness';

type Statement = { sql: string; params: unknown[] };

/** Tables whose rows grow with learners, exams and answers; the rest are small catalogs. */
const growing = new Set([
  'users', 'refresh_tokens', 'email_verifications', 'password_resets',
  'exams', 'exam_subjects', 'exam_questions', 'exam_answers', 'exam_subject_results', 'revisions',
  'subscriptions', 'subscription_details', 'transactions', 'transaction_details',
  'questions', 'options', 'learner_ratings', 'question_ratings', 'exam_ratings', 'review_cards', 'review_keys', 'learner_plans',
]);

/** The account standing look of access/adminLearnersStatus.ts: the account changes in the audit log. */
function isAccountStandingLook(sql: string): boolean {
  return /from "admin_actions" where \("admin_actions"\."target" like /i.test(sql);
}

describe.each(stores)('the hot endpoints on %s', (store) => {
  let t: TestApi;
  let auth: Auth;
  let physics: number;
  const seen: Statement[] = [];
  /** Statements per endpoint, for the exam of 5 questions and the one of 20. */
  const perEndpoint = new Map<string, Statement[][]>();
  /** Every statement since the start: the first request with a token made an account standing look. */
  const all: Statement[] = [];

  beforeAll(async () => {
    t = await startTestApi(store, {
      onQuery: (sql, params) => {
        seen.push({ sql, params });
        all.push({ sql, params });
      },
    });
    auth = await asLearner(t);
    physics = await subjectId(t, auth, 'Physics');
    for (const size of [5, 20]) await examDay(size);
  }, 120_000);
  afterAll(() => t.close());

  /** One learner's exam of `size` questions, from creating it to reading its result. */
  async function examDay(size: number): Promise<void> {
    const exam = await measured('create exam', () => createExam(t, auth));
    await measured('start exam', () => call('POST', '/api/exam/v1/exam-subject/', { exam, subjects: [{ subject: physics, topic: null, subtopic: null, no_of_questions: size }] }));
    const set = await measured('question set', () => questionSet(t, auth, exam));
    expect(set).toHaveLength(size);
    for (const [i, entry] of set.entries()) {
      const answer = { exam, question: entry.question.id, choosed_options: [entry.options[0]?.id ?? 0] };
      // The first and the last answer: a save must not read the whole script.
      if (i === 0 || i === set.length - 1) await measured('save answer', () => call('PUT', '/api/exam/v1/exam-script/answer/', answer));
      else await call('PUT', '/api/exam/v1/exam-script/answer/', answer);
    }
    const script = set.map((entry) => ({ exam, question: entry.question.id, choosed_options: [entry.options[1]?.id ?? 0] }));
    await measured('submit', () => call('POST', '/api/exam/v1/exam-script/', script));
    await measured('exam result', () => call('GET', `/api/exam/v1/exam/${exam}/`));
    await measured('exam list', () => call('GET', '/api/exam/v1/exam/'));
    await measured('exam history', () => call('GET', `/api/exam/v1/exam-history/${exam}/`));
    await measured('leaderboard', () => call('GET', '/api/exam/v1/leaderboard/?start_date=2020-01-01&end_date=2030-12-31'));
    await measured('subscribed packages', () => call('GET', '/api/study-plan/v1/subscribed-packages/'));
    await measured('my transactions', () => call('GET', '/api/study-plan/v1/my-transaction/'));
    // The review session after the exam (docs/learning.md): the deck, and one review of its first card.
    const deck = (await measured('review deck', () => call('GET', '/api/learning/v1/reviews/'))) as { cards: { question: { id: number; options: { id: number }[] } }[] };
    const [card] = deck.cards;
    if (!card) throw new Error('the exam left no card to review');
    await measured('review', () => call('POST', '/api/learning/v1/reviews/', { key: randomUUID(), question: card.question.id, option: card.question.options[0]?.id }));
    // The weak topics on the dashboard (docs/learning.md#mastery), every answer of every finished exam read.
    await measured('mastery', () => call('GET', '/api/learning/v1/mastery/'));
    // Signing in and rotating the refresh token: every learner, every 15 minutes.
    const login = await measured('login', () => t.call('POST', '/auth/login/', { email: 'learner@example.com', password: 'Learner#2026' }));
    await measured('refresh token', () => t.call('POST', '/auth/token/refresh/', { refresh: login.json.refresh }));
  }

  async function call(method: HttpMethod, url: string, body?: unknown): Promise<unknown> {
    const reply = await t.call(method, url, body, auth);
    if (reply.status >= 400) throw new Error(`${method} ${url}: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body;
  }

  async function measured<T>(endpoint: string, run: () => Promise<T>): Promise<T> {
    seen.length = 0;
    const result = await run();
    const runs = perEndpoint.get(endpoint) ?? [];
    // Each call of the same endpoint within one exam size counts apart (the two saves). The account
    // standing look is the replica's, at most once every few seconds whatever the requests
    // (access/adminLearnersStatus.ts): which call it lands in depends on the clock, so it is not counted.
    runs.push(seen.filter((statement) => !isAccountStandingLook(statement.sql)));
    perEndpoint.set(endpoint, runs);
    return result;
  }

  it('sends as many statements for 20 questions as for 5 (no query per question)', () => {
    const counts = Object.fromEntries([...perEndpoint].map(([endpoint, runs]) => [endpoint, runs.map((run) => run.length)]));
    for (const [endpoint, runs] of Object.entries(counts)) {
      const distinct = new Set(runs);
      expect(distinct.size, `${endpoint}: statements per call ${runs.join(', ')}`).toBe(1);
    }
    expect(Object.keys(counts)).toHaveLength(16);
    // The look left out is recognised: the first request with a token made one.
    expect(all.filter((statement) => isAccountStandingLook(statement.sql)).length).toBeGreaterThan(0);
  });

  // docs/exam.md#answering: a start, a save and a submit read the learner's exam once, locked, inside
  // their transaction; the ownership check is that same read (issue 18).
  it('reads and locks the exam once per start, save and submit', () => {
    // Transaction control is left out of the count: node-postgres sends BEGIN and COMMIT as statements
    // of their own, PGlite's transaction does not, and the budget is about the work inside.
    const work = (run: Statement[] | undefined) => run?.filter((s) => !/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(s.sql));
    const counts = Object.fromEntries(['save answer', 'submit', 'review deck', 'review', 'mastery'].map((e) => [e, work(perEndpoint.get(e)?.[0])?.length]));
    console.log(`statements per request: ${JSON.stringify(counts)}`);
    for (const endpoint of ['start exam', 'save answer', 'submit']) {
      for (const run of perEndpoint.get(endpoint) ?? []) {
        // A save's one statement reads the exam in its first CTE; a start's and a submit's first statement is the read.
        const examReads = run.filter((s) => /\bfrom "exams"/i.test(s.sql));
        expect(examReads.map((s) => s.sql), endpoint).toHaveLength(1);
        expect(examReads[0]?.sql, endpoint).toMatch(/\bfor update\b/i);
      }
    }
    // A save: one statement that locks the running exam, checks and writes the answer. A submit: the
    // locked read, the script's write, and finishing without reading back: the exam, its result
    // rows, the subject results, the review cards (lock those of the answered questions, write the
    // changed ones, docs/learning.md#cards), then the ratings (lock the learner's row; open the repeat
    // windows and lock the questions' in one, docs/decisions.md#elo-repeats; and one statement
    // writing both ratings and the exam's rating row; issue 18).
    expect(counts['save answer']).toBeLessThanOrEqual(1);
    expect(counts.submit).toBeLessThanOrEqual(10);
    // The deck: its count and page in one statement, the page's questions in two (docs/learning.md#due-today);
    // a review: the card locked with every check, then the key and the card written in one.
    expect(counts['review deck']).toBeLessThanOrEqual(3);
    expect(counts.review).toBeLessThanOrEqual(2);
    // Weak topics: every counted answer, grouped by topic, with both ratings, in one statement.
    expect(counts.mastery).toBeLessThanOrEqual(1);
  });

  it('serves every statement on a growing table from an index', async () => {
    const statements = [...perEndpoint.values()].flat(2).filter((s) => /^\s*(select|update|delete|with)\b/i.test(s.sql));
    const unique = [...new Map(statements.map((s) => [s.sql, s])).values()];
    expect(unique.length).toBeGreaterThan(10);
    const scans: string[] = [];
    await t.restart(async (config) => {
      const explain = await explainer(config);
      try {
        for (const statement of unique) {
          const plan = await explain(statement);
          for (const [, table] of plan.matchAll(/Seq Scan on (\w+)/g)) {
            if (table !== undefined && growing.has(table)) scans.push(`${table}: ${statement.sql}`);
          }
        }
      } finally {
        await explain.close();
      }
    });
    expect(scans).toEqual([]);
  });
});

type Explain = ((statement: Statement) => Promise<string>) & { close(): Promise<void> };

/** EXPLAIN over a connection of its own (PGlite: the api is stopped), sequential scans priced out. */
async function explainer(config: { dataDir: string; databaseUrl?: string }): Promise<Explain> {
  const query = async (sql: string): Promise<Array<Record<string, unknown>>> => {
    if (client) return (await client.query(sql)).rows as Array<Record<string, unknown>>;
    return (await lite?.query<Record<string, unknown>>(sql))?.rows ?? [];
  };
  const client = config.databaseUrl ? new pg.Client({ connectionString: config.databaseUrl }) : null;
  const lite = client ? null : new PGlite(`${config.dataDir}/db`);
  await client?.connect();
  await query('SET enable_seqscan = off');
  const explain = async (statement: Statement) => {
    const rows = await query(`EXPLAIN ${inline(statement)}`);
    return rows.map((row) => String(Object.values(row)[0])).join('\n');
  };
  return Object.assign(explain, {
    close: async () => {
      await client?.end();
      await lite?.close();
    },
  });
}

/** The statement with its parameters written in as literals, which PostgreSQL types from context. */
function inline({ sql, params }: Statement): string {
  return sql.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) return `'{${value.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}'`;
  const text = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text.replaceAll("'", "''")}'`;
}
