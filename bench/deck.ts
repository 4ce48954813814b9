// Issue 32: the due deck of a learner with 10,000 review cards (docs/learning.md#due-today), timed at
// the api (GET /api/learning/v1/reviews/, not through the gateway) against its target of 20 ms.
//
// The learner is seeded with SQL, as a learner who has sat a few hundred exams would look: cards of
// 10,000 questions, most due in the coming year, a few hundred due today or overdue; the finished
// exams the cards came from; and one exam still running, which holds some of the due questions
// (docs/exam.md#held-answers) so the deck has to leave them out. The demo bank has about 2,200
// questions, so the seeding copies them (with their options) until there are enough.
import { dhakaDayEnd } from '@proshno/engine';
import { client, percentile } from './load';
import { cpuSecondsOf, type BenchDatabase, type Stack } from './stack';

type DeckSeed = {
  cards: number;
  /** Cards due by the end of today in Dhaka, held or not. */
  due: number;
  /** Of those, the ones whose questions the running exam holds. */
  held: number;
  /** Questions copied into the bank so there are enough for the cards. */
  copiedQuestions: number;
  finishedExams: number;
  seconds: number;
};

type ReadTiming = {
  path: string;
  /** ms, sorted. */
  samples: number[];
  median: number;
  p95: number;
  /** The api's CPU per request, ms (its process's user + system time over this path's requests). */
  apiCpuMs: number;
  /** The last answer's body. */
  body: unknown;
  errors: number;
  firstError?: string;
};

/** Prefix of the questions the seeding copies: 'bench-deck:<copy>:<original id>'. */
const COPY = 'bench-deck:';
const EXAM_TITLE = 'Bench deck history';
/** Questions per exam of the learner's history, of which this many became cards. */
const EXAM_SIZE = 100;
const MISSED_PER_EXAM = 40;
/** Of the due cards, every HELD_EVERY-th is on the paper of the learner's running exam. */
const HELD_EVERY = 15;

/**
 * Gives `userId` `cards` review cards, `due` of them due by the end of today in Dhaka (most overdue,
 * some later today), the rest over the next year; the finished exams they came from; and one
 * running exam holding every HELD_EVERY-th due card's question and as many other questions.
 */
export async function seedDeck(db: BenchDatabase, userId: number, cards: number, due: number, now: Date): Promise<DeckSeed> {
  const started = performance.now();
  const have = Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM questions'))[0]?.n ?? 0);
  let copiedQuestions = 0;
  if (have < cards) {
    const need = cards - have;
    const copies = Math.ceil(need / have);
    const made = await db.query<{ n: string }>(
      `WITH made AS (
         INSERT INTO questions (key, subject_id, topic_id, subtopic_id, language, question_data, explanation_data, twin_question_data, twin_explanation_data)
         SELECT '${COPY}' || g || ':' || q.id, q.subject_id, q.topic_id, q.subtopic_id, q.language, q.question_data, q.explanation_data, q.twin_question_data, q.twin_explanation_data
         FROM questions q CROSS JOIN generate_series(1, $1::int) g
         WHERE q.key NOT LIKE '${COPY}%'
         ORDER BY g, q.id LIMIT $2::int
         RETURNING 1)
       SELECT count(*) AS n FROM made`,
      [copies, need],
    );
    copiedQuestions = Number(made[0]?.n ?? 0);
    await db.query(
      `INSERT INTO options (question_id, position, data, twin_data, is_answer)
       SELECT nq.id, o.position, o.data, o.twin_data, o.is_answer
       FROM questions nq JOIN options o ON o.question_id = split_part(nq.key, ':', 3)::int
       WHERE nq.key LIKE '${COPY}%'`,
    );
  }
  const dayEnd = dhakaDayEnd(now);
  // Card i (0-based, questions in a shuffled order so the subjects mix): the first `due` are due by
  // the end of today, nine in ten overdue by up to 30 days, the rest later today; the others are due
  // over the next year. Reviewed cards are mostly in review, some relearning; a fifth of the due
  // ones are still learning (missed in an exam, due 10 minutes after it).
  await db.query(
    `WITH chosen AS (
       SELECT id AS question_id, row_number() OVER (ORDER BY md5(id::text), id) - 1 AS i
       FROM questions ORDER BY md5(id::text), id LIMIT $2::int
     ), timed AS (
       SELECT question_id, i,
         CASE
           WHEN i < $3::int AND i % 10 <> 9 THEN $4::timestamptz - ((i * 7919) % (30 * 24 * 60)) * interval '1 minute'
           WHEN i < $3::int THEN $4::timestamptz + ((i * 7919) % greatest(1, floor(extract(epoch FROM $5::timestamptz - $4::timestamptz) / 60)::int)) * interval '1 minute'
           ELSE $5::timestamptz + interval '1 minute' + ((i * 7919) % (365 * 24 * 60)) * interval '1 minute'
         END AS due,
         CASE WHEN i < $3::int AND i % 5 = 0 THEN 'learning' WHEN i % 7 = 0 THEN 'relearning' ELSE 'review' END AS state
       FROM chosen
     )
     INSERT INTO review_cards (user_id, question_id, due, stability, difficulty, scheduled_days, learning_steps, reps, lapses, state, last_review, created_at)
     SELECT $1::int, question_id, due,
       CASE WHEN state = 'learning' THEN 0.4 ELSE 1 + (i % 120) END,
       1 + (i % 90) / 10.0,
       CASE WHEN state = 'learning' THEN 0 ELSE 1 + (i % 120) END,
       CASE WHEN state = 'review' THEN 0 ELSE 1 END,
       1 + i % 9, i % 4, state,
       due - CASE WHEN state = 'learning' THEN interval '10 minutes' ELSE (1 + (i % 120)) * interval '1 day' END,
       due - interval '400 days'
     FROM timed`,
    [userId, cards, due, now.toISOString(), dayEnd.toISOString()],
  );
  // The finished exams the cards came from: MISSED_PER_EXAM of each one's EXAM_SIZE questions.
  const finishedExams = Math.ceil(cards / MISSED_PER_EXAM);
  await db.query(
    `INSERT INTO exams (user_id, title, type_id, status, time_per_question, mark_per_qn, negative_mark_per_qn, start_time, end_time, finished_at, time_remaining_at_finish, created_at, updated_at)
     SELECT $1::int, '${EXAM_TITLE}', t.id, 'finished', t.time_per_question, t.mark_per_qn, t.negative_mark_per_qn,
       s, s + interval '1 hour', s + interval '50 minutes', 600, s, s + interval '50 minutes'
     FROM exam_types t CROSS JOIN generate_series(1, $2::int) k CROSS JOIN LATERAL (SELECT $3::timestamptz - (k + 1) * interval '1 day' AS s) at
     WHERE t.id = 1`,
    [userId, finishedExams, now.toISOString()],
  );
  await db.query(
    `WITH cards AS (
       SELECT question_id, row_number() OVER (ORDER BY md5(question_id::text), question_id) - 1 AS i FROM review_cards WHERE user_id = $1::int
     ), ex AS (
       SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM exams WHERE user_id = $1::int AND title = '${EXAM_TITLE}'
     )
     INSERT INTO exam_questions (exam_id, question_id, position)
     SELECT ex.id, c.question_id, p FROM ex CROSS JOIN generate_series(0, ${EXAM_SIZE - 1}) p JOIN cards c ON c.i = (ex.k * ${MISSED_PER_EXAM} + p) % $2::int`,
    [userId, cards],
  );
  // The running exam: started 5 minutes ago, ending in 55; every HELD_EVERY-th due card and as many
  // cards due later are on its paper.
  const held = Math.ceil(due / HELD_EVERY);
  await db.query(
    `WITH running AS (
       INSERT INTO exams (user_id, title, type_id, status, time_per_question, mark_per_qn, negative_mark_per_qn, start_time, end_time, created_at, updated_at)
       SELECT $1::int, 'Bench deck running exam', t.id, 'created', t.time_per_question, t.mark_per_qn, t.negative_mark_per_qn,
         $2::timestamptz - interval '5 minutes', $2::timestamptz + interval '55 minutes', $2::timestamptz - interval '5 minutes', $2::timestamptz
       FROM exam_types t WHERE t.id = 1
       RETURNING id
     ), cards AS (
       SELECT question_id, row_number() OVER (ORDER BY md5(question_id::text), question_id) - 1 AS i FROM review_cards WHERE user_id = $1::int
     ), paper AS (
       SELECT question_id, row_number() OVER (ORDER BY i) - 1 AS position FROM cards
       WHERE (i < $3::int AND i % ${HELD_EVERY} = 0) OR (i >= $3::int AND i < $3::int + $4::int)
     )
     INSERT INTO exam_questions (exam_id, question_id, position)
     SELECT running.id, paper.question_id, paper.position FROM running CROSS JOIN paper`,
    [userId, now.toISOString(), due, held],
  );
  // Fresh statistics, as autovacuum would have after rows arrived over months.
  for (const table of ['questions', 'options', 'review_cards', 'exams', 'exam_questions']) await db.query(`ANALYZE ${table}`);
  return { cards, due, held, copiedQuestions, finishedExams, seconds: (performance.now() - started) / 1000 };
}

/**
 * `samples` rounds of sequential GETs of `paths` (one of each a round, so the machine's load weighs
 * on all alike) straight to the api, after `warmup` rounds; each request is followed by a pause
 * three times its length: the learner's turns may take a quarter of the api's time
 * (docs/api.md#learner-concurrency), so back-to-back requests would time the pacing, not the read.
 */
export async function timeReads(stack: Stack, token: string, paths: string[], samples: number, warmup: number): Promise<ReadTiming[]> {
  const api = client(stack.apiUrl, 1);
  const timings = paths.map((path) => ({ path, ms: [] as number[], cpu: 0, body: null as unknown, errors: 0, firstError: undefined as string | undefined }));
  try {
    for (let round = 0; round < warmup + samples; round += 1) {
      for (const t of timings) {
        const cpu0 = cpuSecondsOf(stack.api.pid);
        const r = await api.get(t.path, token);
        const cpu = cpuSecondsOf(stack.api.pid) - cpu0;
        if (r.status !== 200) {
          t.errors += 1;
          t.firstError ??= `${t.path}: ${r.status} ${JSON.stringify(r.json).slice(0, 200)}`;
        } else t.body = r.json;
        if (round >= warmup) {
          t.ms.push(r.ms);
          t.cpu += cpu;
        }
        await new Promise((resolve) => setTimeout(resolve, Math.ceil(r.ms * 3) + 2));
      }
    }
  } finally {
    api.close();
  }
  return timings.map((t) => {
    const sorted = [...t.ms].sort((a, b) => a - b);
    return {
      path: t.path,
      samples: sorted,
      median: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      apiCpuMs: (t.cpu * 1000) / Math.max(sorted.length, 1),
      body: t.body,
      errors: t.errors,
      ...(t.firstError ? { firstError: t.firstError } : {}),
    };
  });
}
