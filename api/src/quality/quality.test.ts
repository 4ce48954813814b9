// Question quality through HTTP (docs/content.md): the item analysis of real finished exams matches
// the engine's rules on the same sittings (the SQL twin of engine/src/quality/itemAnalysis.ts), flags
// a question everyone misses; a learner reports a question met in a finished exam (once while it is
// open), not another one; the Admin sees the report with its statistics and resolves it; bad input
// changes nothing.
import { facilityIndex, discriminationIndex, itemSumsOf, type ItemSitting } from '@proshno/engine';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createExam, signIn, subjectId, type Auth } from '../test/examFixtures';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { rightOptionOf, subscribedLearners, type FixtureEntry, type Learner } from '../test/progressFixtures';

type Mark = 'r' | 'w' | 'b';
// Learner by question (the subtopic's questions 0 to 4): 0 is missed by all, 1 answered by all.
const PLAN: Mark[][] = [
  ['w', 'r', 'r', 'r', 'r'],
  ['w', 'r', 'r', 'r', 'w'],
  ['w', 'r', 'r', 'w', 'w'],
  ['w', 'r', 'w', 'w', 'r'],
  ['b', 'r', 'w', 'r', 'b'],
  ['w', 'r', 'r', 'b', 'r'],
];
const timeOf = (learner: number) => 1000 * (learner + 1);

type Stats = {
  question: number;
  text: string;
  subject: string;
  topic: string;
  attempts: number;
  facility: number | null;
  discrimination: number | null;
  options: { position: number; is_answer: boolean; chosen: number }[];
  blanks: number;
  median_time_ms: number | null;
  flags: string[];
  open_reports: number;
};
type Analysis = { count: number; page: number; page_size: number; results: Stats[] };
type Queue = { count: number; open: number; results: Array<{ id: number; reason: string; text: string; resolved_at: string | null; reporter: string; statistics: Stats }> };

const ANALYSIS = '/api/quality/v1/admin/questions/';
const REPORTS = '/api/quality/v1/admin/reports/';
const REPORT = '/api/quality/v1/reports/';

describe.each(stores)('question quality on %s', (store) => {
  let t: TestApi;
  let admin: Auth;
  let learners: Learner[];
  let subject: number;
  /** The subtopic's questions by their number in the fixture bank. */
  const questionOf = new Map<number, number>();

  beforeAll(async () => {
    t = await startTestApi(store);
    learners = await subscribedLearners(t, PLAN.length, [], ['General Knowledge']);
    admin = await signIn(t, 'admin@example.com', 'Admin#2026');
    const first = learners[0];
    if (!first) throw new Error('no learner');
    subject = await subjectId(t, first.auth, 'General Knowledge');
    const topics = (await t.call('GET', `/api/exam/v1/topic/?subject=${subject}`, undefined, first.auth)).body as { id: number; name: string }[];
    const topic = topics.find((x) => x.name === 'General Knowledge topic 1');
    const subtopics = (await t.call('GET', `/api/exam/v1/sub-topic/?topic=${topic?.id ?? 0}`, undefined, first.auth)).body as { id: number; name: string }[];
    const subtopic = subtopics.find((x) => x.name === 'General Knowledge topic 1 part 1');
    if (!topic || !subtopic) throw new Error('no fixture subtopic');
    for (const [l, learner] of learners.entries()) {
      const exam = await createExam(t, learner.auth);
      const rows = [{ subject, topic: topic.id, subtopic: subtopic.id, no_of_questions: 5 }];
      expect((await t.call('POST', '/api/exam/v1/exam-subject/', { exam, subjects: rows }, learner.auth)).status).toBe(201);
      const entries = (await t.call('GET', `/api/exam/v1/question-set/?exam=${exam}`, undefined, learner.auth)).body as FixtureEntry[];
      const script = entries.map((entry) => {
        const n = numberOf(entry);
        questionOf.set(n, entry.question.id);
        const mark = PLAN[l]?.[n] ?? 'b';
        const right = rightOptionOf(entry);
        const choice = mark === 'b' ? [] : [mark === 'r' ? right.id : (entry.options.find((o) => o.id !== right.id)?.id ?? 0)];
        return { exam, question: entry.question.id, choosed_options: choice, ...(mark === 'b' ? {} : { time_spent_ms: timeOf(l) }) };
      });
      expect((await t.call('POST', '/api/exam/v1/exam-script/', script, learner.auth)).status).toBe(200);
    }
  }, 180_000);
  afterAll(() => t?.close());

  test("every question's statistics are the engine's rules over its sittings", async () => {
    const answer = await t.call('GET', `${ANALYSIS}?subject=${subject}`, undefined, admin);
    expect(answer.status).toBe(200);
    const analysis = answer.body as Analysis;
    expect(analysis.count).toBe(5);
    for (let n = 0; n < 5; n += 1) {
      const stats = analysis.results.find((s) => s.question === questionOf.get(n));
      const totals = PLAN.map((row) => row.filter((m) => m === 'r').length);
      const sittings: ItemSitting[] = PLAN.map((row, l) => ({ right: row[n] === 'r', rest: (totals[l] ?? 0) - (row[n] === 'r' ? 1 : 0) }));
      const sums = itemSumsOf(sittings);
      expect(stats, `question ${n}`).toMatchObject({
        attempts: PLAN.length,
        facility: facilityIndex(sums),
        blanks: PLAN.filter((row) => row[n] === 'b').length,
        subject: 'General Knowledge',
        topic: 'General Knowledge topic 1',
      });
      const expected = discriminationIndex(sums);
      if (expected === null) expect(stats?.discrimination).toBeNull();
      else expect(stats?.discrimination).toBeCloseTo(expected, 10);
      const chosen = stats?.options.reduce((total, o) => total + o.chosen, 0);
      expect(chosen).toBe(PLAN.length - (stats?.blanks ?? 0));
      expect(stats?.options.filter((o) => o.is_answer)).toHaveLength(1);
      // The server bounds each time by the exam's clock (docs/exam.md#question-time): known, not ours.
      expect(typeof stats?.median_time_ms).toBe('number');
    }
    const missed = analysis.results.find((s) => s.question === questionOf.get(0));
    expect(missed?.flags).toEqual(['too_hard']);
    expect(missed?.text).toContain('what is 0 + 1?');
    expect(analysis.results.find((s) => s.question === questionOf.get(1))?.flags).toEqual(['too_easy']);
    const hard = (await t.call('GET', `${ANALYSIS}?subject=${subject}&flag=too_hard`, undefined, admin)).body as Analysis;
    expect(hard.results.map((s) => s.question)).toEqual([questionOf.get(0)]);
    // The bank list reads only its page's questions (without a difficulty or flag filter), and
    // shows each the facility and flags the subject's analysis shows.
    const bank = (await t.call('GET', `/api/bank/v1/admin/questions/?subject=${subject}`, undefined, admin)).body as { results: Array<{ id: number; facility: number | null; flags: string[] }> };
    const listed = bank.results.filter((row) => analysis.results.some((s) => s.question === row.id));
    expect(listed).toHaveLength(5);
    for (const row of listed) {
      const stats = analysis.results.find((s) => s.question === row.id);
      expect({ facility: row.facility, flags: row.flags }).toEqual({ facility: stats?.facility, flags: stats?.flags });
    }
  });

  test('a learner reports a question met in a finished exam once while open; the Admin sees and resolves it', async () => {
    const learner = learners[0];
    const question = questionOf.get(0);
    if (!learner || question === undefined) throw new Error('no setup');
    const made = await t.call('POST', REPORT, { question, reason: 'wrong_key', text: '  The key says 2; it is 1.  ' }, learner.auth);
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ question, reason: 'wrong_key', text: 'The key says 2; it is 1.', resolved_at: null });
    const again = await t.call('POST', REPORT, { question, reason: 'other' }, learner.auth);
    expect({ status: again.status, body: again.body }).toEqual({ status: 200, body: made.body });

    const queue = (await t.call('GET', REPORTS, undefined, admin)).body as Queue;
    const queued = queue.results.find((r) => r.id === made.json.id);
    expect(queue.open).toBeGreaterThanOrEqual(1);
    expect(queued).toMatchObject({ reason: 'wrong_key', resolved_at: null, statistics: { question, flags: ['too_hard'], open_reports: 1, attempts: PLAN.length } });
    const reported = (await t.call('GET', `${ANALYSIS}?flag=reported`, undefined, admin)).body as Analysis;
    expect(reported.results.map((s) => s.question)).toEqual([question]);
    // The queue reads only its page's questions, and finds what the whole analysis finds.
    expect(queued?.statistics).toEqual(reported.results[0]);

    const resolved = await t.call('POST', `${REPORTS}${String(made.json.id)}/resolve/`, undefined, admin);
    expect(resolved.status).toBe(200);
    expect(typeof resolved.json.resolved_at).toBe('string');
    const twice = await t.call('POST', `${REPORTS}${String(made.json.id)}/resolve/`, undefined, admin);
    expect(twice.body).toEqual(resolved.body);
    expect(((await t.call('GET', `${ANALYSIS}?flag=reported`, undefined, admin)).body as Analysis).count).toBe(0);
    // Resolved, the question may be reported again.
    expect((await t.call('POST', REPORT, { question, reason: 'other' }, learner.auth)).status).toBe(201);
  });

  test('a question the learner never met in a finished exam, or a report nobody made, is not found', async () => {
    const learner = learners[0];
    const newbie = await signIn(t, 'newbie@example.com', 'Newbie#2026');
    const question = questionOf.get(2);
    if (!learner || question === undefined) throw new Error('no setup');
    expect((await t.call('POST', REPORT, { question, reason: 'other' }, newbie)).status).toBe(404);
    expect((await t.call('POST', `${REPORTS}999999/resolve/`, undefined, admin)).status).toBe(404);
  });

  test('bad input is refused by the contract and changes nothing', async () => {
    const learner = learners[1];
    const question = questionOf.get(3);
    if (!learner || question === undefined) throw new Error('no setup');
    const bad = [
      { question, reason: 'spam' },
      { question, reason: 'other', text: 'x'.repeat(501) },
      { question, reason: 'other', text: 'a\u0000b' },
      { question, reason: 'other', extra: 1 },
      { reason: 'other' },
    ];
    for (const body of bad) expect((await t.call('POST', REPORT, body, learner.auth)).status, JSON.stringify(body)).toBe(400);
    expect((await t.call('GET', `${ANALYSIS}?flag=wrong`, undefined, admin)).status).toBe(400);
    expect((await t.call('GET', `${ANALYSIS}?page=0`, undefined, admin)).status).toBe(400);
    const queue = (await t.call('GET', REPORTS, undefined, admin)).body as Queue;
    expect(queue.results.filter((r) => r.statistics.question === question)).toEqual([]);
  });

  test('a learner or a manager is refused the Admin paths', async () => {
    const manager = await signIn(t, 'manager@example.com', 'Manager#2026');
    for (const auth of [learners[0]?.auth ?? {}, manager]) {
      expect((await t.call('GET', ANALYSIS, undefined, auth)).status).toBe(403);
      expect((await t.call('GET', REPORTS, undefined, auth)).status).toBe(403);
      expect((await t.call('POST', `${REPORTS}1/resolve/`, undefined, auth)).status).toBe(403);
    }
  });
});

/** The question's number i in its subtopic ('… question i: what is …'). */
function numberOf(entry: FixtureEntry): number {
  const match = /question (\d+):/.exec(entry.question.question_data.map((part) => part.data).join(' '));
  return Number(match?.[1] ?? -1);
}
