// Exam storms: many learners creating and starting exams in the same minute, answer autosaves at
// 200 concurrent learners, and submits of full 100-answer scripts, each with the CPU the api and
// the gateway spent on it (for the capacity model).
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createAndStart, failed, keyFromRest, keysFromSql, SAVE, SUBMIT, type ExamKey, type Row } from './exams';
import { arrivals, client, closedLoop, graphql, pooled, summarize, type Sample, type Summary } from './load';
import type { BenchDatabase, Stack } from './stack';

const run = promisify(execFile);

export type Cpu = { api: number; gateway: number };

export type StormResult = {
  create: { requests: Summary; learners: number; failedLearners: number; seconds: number; cpuPerLearner: Cpu; firstError: string | null };
  autosave: { summary: Summary; cpuPerSave: Cpu; firstError: string | null };
  submit: { summary: Summary; exams: number; answersExpected: number; answersStored: number | null; finished: number | null; cpuPerSubmit: Cpu; firstError: string | null };
};

function cpuOf(stack: Stack): Cpu {
  return { api: stack.api.cpuSeconds(), gateway: stack.gateway.cpuSeconds() };
}

function perOp(before: Cpu, after: Cpu, ops: number): Cpu {
  return { api: (after.api - before.api) / Math.max(1, ops), gateway: (after.gateway - before.gateway) / Math.max(1, ops) };
}

function errorText(r: { status: number; errors: unknown[] }): string {
  return `${r.status} ${JSON.stringify(r.errors).slice(0, 300)}`;
}

export type StormOptions = { stormSeconds: number; autosaveSeconds: number; autosaveWorkers: number; submitConcurrency: number; log: (s: string) => void };

export async function runStorms(stack: Stack, db: BenchDatabase, tokens: string[], rows: Row[], o: StormOptions): Promise<StormResult> {
  const c = client(stack.url, 1000);
  const api = client(stack.apiUrl, 50);
  try {
    // 1. Create and start: every learner arrives once, evenly spread over the storm window.
    o.log(`  create + start: ${tokens.length} learners over ${o.stormSeconds} s`);
    const cpu0 = cpuOf(stack);
    const storm = await arrivals(tokens.length, o.stormSeconds, (i) => createAndStart(c, tokens[i] ?? '', rows));
    const cpu1 = cpuOf(stack);
    const requests: Sample[] = [];
    let firstCreateError: string | null = null;
    let failedLearners = 0;
    for (const s of storm.results) {
      requests.push({ ms: s.create.ms, ok: !failed(s.create), status: s.create.status });
      if (s.start) requests.push({ ms: s.start.ms, ok: !failed(s.start), status: s.start.status });
      const bad = failed(s.create) ? s.create : s.start && failed(s.start) ? s.start : s.start ? null : s.create;
      if (bad) {
        failedLearners += 1;
        firstCreateError ??= errorText(bad);
      }
    }
    const exams = storm.results
      .map((s, i) => ({ exam: s.exam, token: tokens[i] ?? '', started: s.start !== null && !failed(s.start) }))
      .filter((e) => e.started);
    const create = {
      requests: summarize(requests, storm.seconds),
      learners: tokens.length,
      failedLearners,
      seconds: storm.seconds,
      cpuPerLearner: perOp(cpu0, cpu1, tokens.length),
      firstError: firstCreateError,
    };

    // The exams' questions and options, to send real answers.
    const keys = new Map<number, ExamKey>();
    if (db.store === 'postgres') for (const [k, v] of await keysFromSql(db, exams.map((e) => e.exam))) keys.set(k, v);
    else await pooled(exams, 20, async (e) => keys.set(e.exam, await keyFromRest(api, e.exam, e.token)));

    // 2. Autosaves: `workers` learners answering back to back, each on its own exam.
    const workers = Math.min(o.autosaveWorkers, exams.length);
    o.log(`  autosave: ${workers} learners for ${o.autosaveSeconds} s`);
    let firstSaveError: string | null = null;
    const cpu2 = cpuOf(stack);
    const saves = await closedLoop(workers, o.autosaveSeconds, async (w, i) => {
      const e = exams[w];
      const key = e ? keys.get(e.exam) : undefined;
      const q = key?.questions[(i * 7 + w) % key.questions.length];
      if (!e || !q) return { ms: 0, ok: false, status: 0 };
      const r = await graphql(c, SAVE, { exam: e.exam, question: q.id, option: q.options[i % q.options.length] ?? null }, e.token);
      const ok = !failed(r) && r.data?.saveAnswer === true;
      if (!ok) firstSaveError ??= errorText(r);
      return { ms: r.ms, ok, status: r.status };
    });
    const cpu3 = cpuOf(stack);
    const autosave = { summary: summarize(saves.samples, saves.seconds), cpuPerSave: perOp(cpu2, cpu3, saves.samples.length), firstError: firstSaveError };

    // 3. Submits: every exam's full script (one answer per question), `submitConcurrency` at a time.
    o.log(`  submit: ${exams.length} scripts, ${o.submitConcurrency} at a time`);
    let firstSubmitError: string | null = null;
    const cpu4 = cpuOf(stack);
    const t0 = performance.now();
    const submitted = await pooled(exams, o.submitConcurrency, async (e) => {
      const key = keys.get(e.exam);
      const answers = (key?.questions ?? []).map((q) => ({ question: q.id, option: q.options[0] ?? null }));
      const r = await graphql(c, SUBMIT, { exam: e.exam, answers }, e.token);
      const ok = !failed(r);
      if (!ok) firstSubmitError ??= errorText(r);
      return { ms: r.ms, ok, status: r.status };
    });
    const seconds = (performance.now() - t0) / 1000;
    const cpu5 = cpuOf(stack);
    const answersExpected = exams.reduce((n, e) => n + (keys.get(e.exam)?.questions.length ?? 0), 0);
    let answersStored: number | null = null;
    let finished: number | null = null;
    if (db.store === 'postgres') {
      const ids = exams.map((e) => e.exam);
      const [a] = await db.query<{ n: string }>('SELECT count(*) AS n FROM exam_answers WHERE exam_id = ANY($1::int[]) AND option_id IS NOT NULL', [ids]);
      const [f] = await db.query<{ n: string }>("SELECT count(*) AS n FROM exams WHERE id = ANY($1::int[]) AND status = 'finished'", [ids]);
      answersStored = Number(a?.n ?? 0);
      finished = Number(f?.n ?? 0);
    }
    const submit = {
      summary: summarize(submitted, seconds),
      exams: exams.length,
      answersExpected,
      answersStored,
      finished,
      cpuPerSubmit: perOp(cpu4, cpu5, submitted.length),
      firstError: firstSubmitError,
    };
    return { create, autosave, submit };
  } finally {
    c.close();
    api.close();
  }
}

export type PgbenchResult = { tps: number; clients: number; seconds: number; latencyMs: number };

/**
 * pgbench on this machine, in the same database: a single-row upsert into a copy of exam_answers
 * (same columns, unique key and indexes, no foreign keys), on the same (exam, question) key space.
 */
export async function runPgbench(db: BenchDatabase, exams: number, seconds: number, clients: number, dir: string): Promise<PgbenchResult> {
  await db.query('DROP TABLE IF EXISTS bench_answers');
  await db.query('CREATE TABLE bench_answers (LIKE exam_answers INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES)');
  const script = join(dir, 'upsert.sql');
  writeFileSync(
    script,
    [
      `\\set e random(1, ${Math.max(1, exams)})`,
      '\\set q random(1, 100)',
      '\\set o random(1, 4)',
      // The save's own row (api/src/exam/answerWrites.ts): the choice, when it was saved and when it
      // was chosen, the newer choice kept. A column the table requires that is missing here aborts
      // every client (chosen_at did: bench/pgbench.test.ts).
      'INSERT INTO bench_answers (exam_id, question_id, user_id, option_id, updated_at, chosen_at) VALUES (:e, :q, :e, :o, now(), now())',
      '  ON CONFLICT (exam_id, question_id) DO UPDATE SET option_id = excluded.option_id, updated_at = excluded.updated_at, chosen_at = excluded.chosen_at',
      '  WHERE bench_answers.chosen_at <= excluded.chosen_at;',
      '',
    ].join('\n'),
  );
  const { stdout } = await run('/usr/bin/pgbench', ['-n', '-M', 'prepared', '-c', String(clients), '-j', '2', '-T', String(seconds), '-f', script, db.url], {
    maxBuffer: 10_000_000,
  });
  await db.query('DROP TABLE IF EXISTS bench_answers');
  const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? 0);
  const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1] ?? 0);
  return { tps, clients, seconds, latencyMs };
}
