// The contest bench (issue 20, docs/contest.md): the product's hardest minute, every registered
// learner joining the same contest within one minute through the gateway, then their saves, the
// submits of half of them and the time-up of the other half, and the results; and the merit list
// computed in one PostgreSQL pass (docs/contest.md#results) over 100,000 synthesised sittings. The
// results are the api's results job's work (docs/contest.md#results-job): each is timed from the
// contest being moved past its end plus the grace until the job has computed them, polled.
import { loadavg } from 'node:os';
import { failed } from './exams';
import { arrivals, graphql, pollUntil, pooled, summarize, type Client, type Sample, type Summary } from './load';
import { accessTokens, type BenchDatabase, type Learner, type Stack } from './stack';
import type { Cpu } from './storms';

const CREATE_CONTEST = 'mutation Create($input: CreateContestInput!) { createContest(input: $input) { id duration total_question } }';
const STATUS = 'query Status($id: Int!) { contest(id: $id) { status } }';
const JOIN = 'mutation Join($id: Int!) { joinContest(id: $id) { id total_question } }';
// The exam screen's sheet, with only what a script needs: each question and its options in this
// sitting's order (docs/contest.md#shuffling).
const SHEET = 'query Sheet($id: Int!) { examSheet(id: $id) { questions { question { id options { id } } } } }';
const SAVE = 'mutation Save($exam: Int!, $question: Int!, $option: Int) { saveAnswer(exam: $exam, question: $question, option: $option) }';
const SUBMIT = 'mutation Submit($exam: Int!, $answers: [ScriptAnswerInput!]!) { submitExam(exam: $exam, answers: $answers) { score } }';
const RESULT = 'query Result($id: Int!) { contestResult(id: $id) { rank score ranked_count } }';
const MERIT = 'query Merit($id: Int!, $page: Int) { contestMeritList(id: $id, page: $page) { count page results { rank score } me { rank } neighbourhood { rank } } }';

export type ContestBench = {
  learners: number;
  joinSeconds: number;
  join: Summary;
  sheet: Summary;
  joinFailed: number;
  /** The machine's 1-minute load average when the joins ended (others' work included). */
  loadAfterJoin: number;
  firstError: string | null;
  /** api and gateway CPU per learner for the join and the sheet read together. */
  cpuPerJoin: Cpu;
  saves: Summary;
  cpuPerSave: Cpu;
  submit: Summary;
  cpuPerSubmit: Cpu;
  submitters: number;
  timedOut: number;
  /** Answers the learners left chosen (last save or the submitted script), and those the results counted. */
  answersSent: number;
  answersCounted: number;
  ranked: number;
  /** From the contest moved past its end plus the grace until the job had computed its results (polled). */
  resultsMs: number;
  /** Of resultsMs, from the job's start on the contest (its results time) until they were ready. */
  computeMs: number;
  resultsCpu: Cpu;
};

export type MeritBench = {
  sittings: number;
  synthSeconds: number;
  /** From the contest moved past its end plus the grace until the job had computed its results (polled). */
  resultsMs: number;
  /** Of resultsMs, from the job's start on the contest (its results time) until they were ready. */
  computeMs: number;
  page1Ms: number;
  pageMidMs: number;
  meRank: number;
  count: number;
};

export type ContestOptions = { learners: number; joinSeconds: number; savesPerLearner: number; submitConcurrency: number; log: (s: string) => void };

const cpuOf = (stack: Stack): Cpu => ({ api: stack.api.cpuSeconds(), gateway: stack.gateway.cpuSeconds() });
const perOp = (a: Cpu, b: Cpu, n: number): Cpu => ({ api: (b.api - a.api) / Math.max(1, n), gateway: (b.gateway - a.gateway) / Math.max(1, n) });
const errorText = (r: { status: number; errors: unknown[] }) => `${r.status} ${JSON.stringify(r.errors).slice(0, 300)}`;

/** The admin's token, from a real sign-in through the gateway (the demo seed's admin). */
async function adminToken(c: Client): Promise<string> {
  const login = await c.post('/auth/login/', { email: 'admin@example.com', password: 'Admin#2026' });
  const access = (login.json as { access?: string } | null)?.access;
  if (login.status !== 200 || !access) throw new Error(`admin login: ${login.status} ${JSON.stringify(login.json)}`);
  return access;
}

/** A contest from the active model-test template with the most questions, starting in `seconds`. */
async function newContest(c: Client, db: BenchDatabase, admin: string, title: string, seconds: number): Promise<{ id: number; duration: number; questions: number }> {
  const [template] = await db.query<{ id: number }>(
    `SELECT t.id FROM exam_templates t JOIN exam_template_subjects s ON s.template_id = t.id
     WHERE t.status = 'active' AND t.exam_type_id = 2 GROUP BY t.id ORDER BY sum(s.no_of_questions) DESC, t.id LIMIT 1`,
  );
  if (!template) throw new Error('no active model-test template');
  const start = new Date(Date.now() + seconds * 1000).toISOString();
  const r = await graphql(c, CREATE_CONTEST, { input: { template: template.id, title, start_time: start } }, admin);
  const made = r.data?.createContest as { id: number; duration: number; total_question: number } | undefined;
  if (failed(r) || !made) throw new Error(`createContest: ${errorText(r)}`);
  return { id: made.id, duration: made.duration, questions: made.total_question };
}

/** Moves a contest and its sittings back in time so it ended (plus the grace) an hour ago: the server's clock cannot be moved. */
async function endContest(db: BenchDatabase, contest: number): Promise<void> {
  const shift = `make_interval(secs => (SELECT EXTRACT(EPOCH FROM (starts_at - now())) + duration_seconds + 3600 FROM contests WHERE id = ${contest}))`;
  await db.query(
    `UPDATE exams SET start_time = start_time - ${shift}, end_time = end_time - ${shift}, created_at = created_at - ${shift}, finished_at = finished_at - ${shift} WHERE contest_id = $1`,
    [contest],
  );
  await db.query(`UPDATE contests SET starts_at = starts_at - ${shift} WHERE id = $1`, [contest]);
}

/** How often the bench looks whether the results are ready, and how long it waits for them. */
const READY_POLL_MS = 100;
const READY_TIMEOUT_MS = 15 * 60_000;

/**
 * Waits, without reading the results through the api (a read would join the computation and the
 * figure would be the read's), until the results job has computed the contest's results: the time
 * from the call, which comes right after the contest was moved past its end, and the part of it
 * from the job's start on the contest (its results time, set as at that start) until ready.
 */
async function resultsReady(db: BenchDatabase, contest: number): Promise<{ ms: number; computeMs: number }> {
  const t0 = performance.now();
  const seen: { at: Date | null } = { at: null };
  const ready = await pollUntil(async () => {
    const [row] = await db.query<{ results_at: Date | null }>('SELECT results_at FROM contests WHERE id = $1', [contest]);
    seen.at = row?.results_at ?? null;
    return seen.at !== null;
  }, READY_TIMEOUT_MS, READY_POLL_MS);
  const ms = performance.now() - t0;
  const readyAt = Date.now();
  if (!ready || seen.at === null) throw new Error(`the results job did not compute contest ${contest}'s results within ${READY_TIMEOUT_MS / 60_000} minutes`);
  return { ms, computeMs: Math.max(0, readyAt - seen.at.getTime()) };
}

/**
 * `learners` registered learners (registered with SQL: registration is not the start minute) join
 * within `joinSeconds` through the gateway, each reading the sheet right after, then save answers,
 * half submit their scripts and half are left to time-up; then the results, computed by the job.
 */
export async function contestStart(stack: Stack, c: Client, db: BenchDatabase, learners: Learner[], o: ContestOptions): Promise<ContestBench> {
  const admin = await adminToken(c);
  const tokens = await accessTokens(learners);
  const lead = 20;
  const contest = await newContest(c, db, admin, 'Bench National Mock', lead);
  await db.query('INSERT INTO contest_registrations (contest_id, user_id, registered_at) SELECT $1, id, now() FROM unnest($2::int[]) AS u(id)', [contest.id, learners.map((l) => l.id)]);
  o.log(`  contest ${contest.id}: ${contest.questions} questions, ${learners.length} registered; waiting for the start`);
  const live = await pollUntil(async () => {
    const r = await graphql(c, STATUS, { id: contest.id }, tokens[0]);
    return (r.data?.contest as { status?: string } | undefined)?.status === 'live';
  }, (lead + 30) * 1000, 200);
  if (!live) throw new Error(`contest ${contest.id} did not turn live`);

  o.log(`  join: ${learners.length} learners within ${o.joinSeconds} s, each reading the sheet`);
  type Sitting = { exam: number; token: string; questions: { id: number; options: number[] }[] };
  const cpu0 = cpuOf(stack);
  const joined = await arrivals(learners.length, o.joinSeconds, async (i) => {
    const token = tokens[i] ?? '';
    const join = await graphql(c, JOIN, { id: contest.id }, token);
    const exam = Number((join.data?.joinContest as { id?: number } | undefined)?.id ?? 0);
    if (failed(join) || !exam) return { join, sheet: null, sitting: null };
    const sheet = await graphql(c, SHEET, { id: exam }, token);
    const qs = ((sheet.data?.examSheet as { questions?: { question: { id: number; options: { id: number }[] } }[] } | undefined)?.questions ?? []).map((q) => ({
      id: q.question.id,
      options: q.question.options.map((x) => x.id),
    }));
    return { join, sheet, sitting: failed(sheet) || qs.length === 0 ? null : ({ exam, token, questions: qs } satisfies Sitting) };
  });
  const cpu1 = cpuOf(stack);
  const loadAfterJoin = loadavg()[0] ?? 0;
  let firstError: string | null = null;
  const joinSamples: Sample[] = [];
  const sheetSamples: Sample[] = [];
  for (const j of joined.results) {
    joinSamples.push({ ms: j.join.ms, ok: !failed(j.join), status: j.join.status });
    if (j.sheet) sheetSamples.push({ ms: j.sheet.ms, ok: !failed(j.sheet), status: j.sheet.status });
    if (!j.sitting) firstError ??= errorText(j.sheet && failed(j.sheet) ? j.sheet : j.join);
  }
  const sittings = joined.results.flatMap((j) => (j.sitting ? [j.sitting] : []));

  // What each sitting has chosen, question by question: the last option sent.
  const chosen = new Map<number, Map<number, number>>(sittings.map((s) => [s.exam, new Map()]));
  o.log(`  saves: ${o.savesPerLearner} per learner, ${o.submitConcurrency} at a time`);
  const saveTasks = sittings.flatMap((s, i) => s.questions.slice(0, o.savesPerLearner).map((q, j) => ({ s, q, option: q.options[(i + j) % q.options.length] ?? 0 })));
  const cpu2 = cpuOf(stack);
  const t2 = performance.now();
  const saved = await pooled(saveTasks, o.submitConcurrency, async ({ s, q, option }) => {
    const r = await graphql(c, SAVE, { exam: s.exam, question: q.id, option }, s.token);
    const ok = !failed(r) && r.data?.saveAnswer === true;
    if (ok) chosen.get(s.exam)?.set(q.id, option);
    else firstError ??= errorText(r);
    return { ms: r.ms, ok, status: r.status };
  });
  const saveSeconds = (performance.now() - t2) / 1000;
  const cpu3 = cpuOf(stack);

  // Even learners submit a full script; odd ones never submit and are finished at results time.
  const submitters = sittings.filter((_, i) => i % 2 === 0);
  o.log(`  submit: ${submitters.length} scripts of ${contest.questions} answers, ${o.submitConcurrency} at a time; ${sittings.length - submitters.length} left to time-up`);
  const cpu4 = cpuOf(stack);
  const t4 = performance.now();
  const submitted = await pooled(submitters, o.submitConcurrency, async (s) => {
    const answers = s.questions.map((q, j) => ({ question: q.id, option: q.options[j % q.options.length] ?? 0 }));
    const r = await graphql(c, SUBMIT, { exam: s.exam, answers }, s.token);
    const ok = !failed(r);
    if (ok) for (const a of answers) chosen.get(s.exam)?.set(a.question, a.option);
    else firstError ??= errorText(r);
    return { ms: r.ms, ok, status: r.status };
  });
  const submitSeconds = (performance.now() - t4) / 1000;
  const cpu5 = cpuOf(stack);

  o.log('  results: the contest is moved back so it has ended; waiting for the results job to compute them');
  await endContest(db, contest.id);
  const cpu6 = cpuOf(stack);
  const ready = await resultsReady(db, contest.id);
  const cpu7 = cpuOf(stack);
  // A learner's read once they are ready: it finds them computed.
  const result = await graphql(c, RESULT, { id: contest.id }, sittings[0]?.token ?? tokens[0]);
  if (failed(result)) firstError ??= errorText(result);
  const [counted] = await db.query<{ n: string; answered: string }>('SELECT count(*) AS n, COALESCE(sum("right" + wrong), 0) AS answered FROM contest_results WHERE contest_id = $1', [contest.id]);
  return {
    learners: learners.length,
    joinSeconds: joined.seconds,
    join: summarize(joinSamples, joined.seconds),
    sheet: summarize(sheetSamples, joined.seconds),
    joinFailed: learners.length - sittings.length,
    loadAfterJoin,
    firstError,
    cpuPerJoin: perOp(cpu0, cpu1, learners.length),
    saves: summarize(saved, saveSeconds),
    cpuPerSave: perOp(cpu2, cpu3, saved.length),
    submit: summarize(submitted, submitSeconds),
    cpuPerSubmit: perOp(cpu4, cpu5, submitted.length),
    submitters: submitters.length,
    timedOut: sittings.length - submitters.length,
    answersSent: [...chosen.values()].reduce((n, m) => n + m.size, 0),
    answersCounted: Number(counted?.answered ?? 0),
    ranked: Number(counted?.n ?? 0),
    resultsMs: ready.ms,
    computeMs: ready.computeMs,
    resultsCpu: perOp(cpu6, cpu7, 1),
  };
}

/**
 * `sittings` finished sittings of one contest written with SQL (learners, exams and the subject
 * results finishing writes, docs/exam.md#lifecycle; the ranking reads nothing else), then the results
 * computed by the results job and two merit-list pages read through the gateway.
 */
export async function meritAtScale(c: Client, db: BenchDatabase, sittings: number, log: (s: string) => void): Promise<MeritBench> {
  const admin = await adminToken(c);
  const contest = await newContest(c, db, admin, 'Bench Merit List', 3600);
  log(`  merit list: synthesising ${sittings.toLocaleString('en')} finished sittings of contest ${contest.id}`);
  const t0 = performance.now();
  await db.query(
    `INSERT INTO users (full_name, email, phone_no, date_of_birth, country, state, city, address_line1, password_hash, role_id, is_verified)
     SELECT 'Merit Learner ' || g, 'merit' || g || '@example.com', '+88016' || lpad(g::text, 8, '0'), '2005-01-01',
            'Bangladesh', 'Dhaka', 'Dhaka', 'House 1, Road 1', l.password_hash, l.role_id, true
     FROM users l, generate_series(1, $1::int) g WHERE l.email = 'learner@example.com'`,
    [sittings],
  );
  await db.query(
    `INSERT INTO exams (user_id, title, type_id, status, time_per_question, mark_per_qn, negative_mark_per_qn, start_time, end_time, finished_at,
                        contest_id, contest_role, is_pausable, created_at, updated_at)
     SELECT u.id, c.title, c.exam_type_id, 'finished', c.time_per_question, c.mark_per_qn, c.negative_mark_per_qn,
            c.starts_at, c.starts_at + make_interval(secs => c.duration_seconds),
            c.starts_at + make_interval(secs => c.duration_seconds * (0.5 + random() / 2)), c.id, 'sitting', false,
            c.starts_at + make_interval(secs => floor(random() * 120)), now()
     FROM contests c, users u WHERE c.id = $1 AND u.email LIKE 'merit%@example.com'`,
    [contest.id],
  );
  await db.query(
    `INSERT INTO exam_subject_results (exam_id, subject_id, subject_name, "right", wrong, not_answered)
     SELECT e.id, p.subject_id, p.name, r.n_right, w.n_wrong, p.n - r.n_right - w.n_wrong
     FROM exams e
     CROSS JOIN (SELECT q.subject_id, s.name, count(*)::int AS n FROM contest_questions cq JOIN questions q ON q.id = cq.question_id
                 JOIN subjects s ON s.id = q.subject_id WHERE cq.contest_id = $1 GROUP BY q.subject_id, s.name) p
     CROSS JOIN LATERAL (SELECT floor(random() * (p.n + 1) + 0 * e.id)::int AS n_right) r
     CROSS JOIN LATERAL (SELECT floor(random() * (p.n - r.n_right + 1))::int AS n_wrong) w
     WHERE e.contest_id = $1`,
    [contest.id],
  );
  await db.query('ANALYZE exams; ANALYZE exam_subject_results');
  await endContest(db, contest.id);
  const synthSeconds = (performance.now() - t0) / 1000;
  const [one] = await db.query<{ id: number; email: string }>(`SELECT id, email FROM users WHERE email = 'merit' || ($1::int / 2) || '@example.com'`, [sittings]);
  if (!one) throw new Error('no merit learner');
  const [token] = await accessTokens([one]);
  log('  merit list: waiting for the results job to compute the results');
  const ready = await resultsReady(db, contest.id);
  const result = await graphql(c, RESULT, { id: contest.id }, token);
  if (failed(result)) throw new Error(`contestResult at scale: ${errorText(result)}`);
  const page1 = await graphql(c, MERIT, { id: contest.id, page: 1 }, token);
  const mid = Math.ceil(sittings / 200);
  const pageMid = await graphql(c, MERIT, { id: contest.id, page: mid }, token);
  if (failed(page1) || failed(pageMid)) throw new Error(`contestMeritList at scale: ${errorText(failed(page1) ? page1 : pageMid)}`);
  const list = page1.data?.contestMeritList as { count: number; me: { rank: number } | null } | undefined;
  return {
    sittings,
    synthSeconds,
    resultsMs: ready.ms,
    computeMs: ready.computeMs,
    page1Ms: page1.ms,
    pageMidMs: pageMid.ms,
    meRank: list?.me?.rank ?? 0,
    count: list?.count ?? 0,
  };
}
