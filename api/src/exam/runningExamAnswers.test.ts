// Issue 15 "Hardening": while a learner has an exam that can still take answers, no endpoint gives
// that learner the answer or explanation of its questions. Every operation whose reply can carry
// is_answer or explanation_data (found by walking openapi.yaml) must be asked here.
import { availableQuestionsOnly } from '@proshno/engine';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contract, type JsonSchema } from '../http/openapi';
import { chooseSubjects, createExam, questionSet, signIn, startedExam, subjectId, whole, type Auth } from '../test/examFixtures';
import { fakeClock, HOUR, MINUTE, type FakeClock } from '../test/fakeClock';
import { startTestApi, stores, type Reply, type TestApi } from '../test/harness';
import { finishedExam, subscribedLearners, type Learner } from '../test/progressFixtures';
import { QUESTIONS_PER_SUBJECT } from '../test/fixtureBank';
import { endedContestOf } from '../test/contestFixtures';

const RUNNING = 5;

describe.each(stores)('a running exam’s answers on %s', (store) => {
  let t: TestApi;
  let clock: FakeClock;
  let owner: Learner;
  let other: Learner;
  let physics: number;
  let earlier: number;
  let running: number;
  let runningIds: number[];
  let contest: number;

  beforeAll(async () => {
    clock = fakeClock(new Date('2026-05-10T06:00:00Z'));
    t = await startTestApi(store, { now: clock.now });
    [owner, other] = (await subscribedLearners(t, 2)) as [Learner, Learner];
    physics = await subjectId(t, owner.auth, 'Physics');
    // A finished exam holding every Physics question, so its sheet and history hold the running
    // exam's questions too.
    earlier = (await finishedExam(t, owner.auth, { subject: physics, count: QUESTIONS_PER_SUBJECT }, [])).exam;
    running = await startedExam(t, owner.auth, physics, RUNNING);
    runningIds = (await questionSet(t, owner.auth, running)).map((entry) => entry.question.id);
    // 'Save for Revision' is on the exam screen: every running question is saved mid-exam.
    for (const question of runningIds) {
      const saved = await t.call('POST', '/api/exam/v1/revision/', { question }, owner.auth);
      expect(saved.status).toBe(201);
    }
    // An ended contest whose paper is every Physics question (docs/contest.md#held: its review is open).
    const physicsIds = (await questionSet(t, owner.auth, earlier)).map((entry) => entry.question.id);
    contest = await endedContestOf(t, physicsIds, clock.now());
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string, auth: Auth) => t.call('GET', url, undefined, auth);

  /** Every operation that can carry answers, asked every way that could reach the running exam's questions. */
  const askers: Record<string, (auth: Auth) => Promise<Reply[]>> = {
    listFlashcardQuestions: async (auth) => [
      await get(`/api/exam/v1/question/?subject=${physics}&limit=${QUESTIONS_PER_SUBJECT}`, auth),
      await get(`/api/exam/v1/question/?subject=${physics}&limit=${QUESTIONS_PER_SUBJECT - RUNNING}`, auth),
    ],
    getQuestionSet: async (auth) => [
      await get(`/api/exam/v1/question-set/?exam=${running}`, auth),
      await get(`/api/exam/v1/question-set/?exam=${earlier}`, auth),
    ],
    listRevisions: async (auth) => [await get('/api/exam/v1/revision/', auth), await get(`/api/exam/v1/revision/?question__subject=${physics}`, auth)],
    reviewContest: async (auth) => [await get(`/api/contest/v1/contest/${contest}/review/`, auth)],
    // The running questions were saved for revision, so they are review cards due now (docs/learning.md#cards).
    listDueReviews: async (auth) => [await get('/api/learning/v1/reviews/?limit=100', auth)],
    getExamHistory: async (auth) => [
      await get(`/api/exam/v1/exam-history/${running}/`, auth),
      await get(`/api/exam/v1/exam-history/${earlier}/`, auth),
    ],
  };

  /** The running exam's questions whose answer or explanation any of the operation's replies shows. */
  async function revealedBy(operationId: string, auth: Auth): Promise<number[]> {
    const ask = askers[operationId];
    if (!ask) throw new Error(`no asker for ${operationId}`);
    const replies = await ask(auth);
    const revealed = new Set<number>();
    for (const reply of replies) if (reply.status === 200) collectRevealed(reply.body, null, revealed);
    return runningIds.filter((id) => revealed.has(id));
  }

  /** revealedBy for every operation of the table, by operationId. */
  async function revealedByEach(auth: Auth): Promise<Record<string, number[]>> {
    const each: Record<string, number[]> = {};
    for (const operationId of Object.keys(askers)) each[operationId] = await revealedBy(operationId, auth);
    return each;
  }

  test('every operation whose reply can carry is_answer or explanation_data is asked by this test', () => {
    expect(Object.keys(askers).sort()).toEqual(operationsCarryingAnswers().sort());
  });

  test('while the exam runs, no operation shows the owner an answer or explanation of its questions', async () => {
    expect(await revealedByEach(owner.auth)).toEqual(Object.fromEntries(Object.keys(askers).map((id) => [id, []])));
  });

  test('the flashcard draw leaves the running exam’s questions out and does not count them as available', async () => {
    const all = await get(`/api/exam/v1/question/?subject=${physics}&limit=${QUESTIONS_PER_SUBJECT}`, owner.auth);
    expect(all).toMatchObject({ status: 400, json: { detail: availableQuestionsOnly(QUESTIONS_PER_SUBJECT - RUNNING) } });
    const rest = await get(`/api/exam/v1/question/?subject=${physics}&limit=${QUESTIONS_PER_SUBJECT - RUNNING}`, owner.auth);
    const drawn = (rest.body as { id: number }[]).map((q) => q.id);
    expect(drawn).toHaveLength(QUESTIONS_PER_SUBJECT - RUNNING);
    expect(drawn.filter((id) => runningIds.includes(id))).toEqual([]);
  });

  test('the earlier exam’s history still shows every question, the running ones without answers', async () => {
    const history = (await get(`/api/exam/v1/exam-history/${earlier}/`, owner.auth)).body as {
      questions: { question: { id: number; explanation_data?: unknown; options: { is_answer?: boolean }[] } }[];
    };
    expect(history.questions).toHaveLength(QUESTIONS_PER_SUBJECT);
    for (const { question } of history.questions) {
      const held = runningIds.includes(question.id);
      expect(question.explanation_data === undefined, `question ${question.id}`).toBe(held);
      expect(question.options.filter((o) => o.is_answer === true)).toHaveLength(held ? 0 : 1);
    }
  });

  test('another learner without a running exam still sees the answers of the same questions', async () => {
    expect(await revealedBy('listFlashcardQuestions', other.auth)).toEqual(runningIds);
  });

  test('a second exam drawn while the first can still be answered shares none of its questions, so its score tells nothing', async () => {
    const first = await startedExam(t, other.auth, physics, RUNNING);
    const firstIds = (await questionSet(t, other.auth, first)).map((entry) => entry.question.id);
    const second = await createExam(t, other.auth);
    const everything = await chooseSubjects(t, other.auth, second, [whole(physics, QUESTIONS_PER_SUBJECT)]);
    expect(everything).toMatchObject({ status: 400, json: { detail: availableQuestionsOnly(QUESTIONS_PER_SUBJECT - RUNNING) } });
    expect((await chooseSubjects(t, other.auth, second, [whole(physics, QUESTIONS_PER_SUBJECT - RUNNING)])).status).toBe(201);
    const secondIds = (await questionSet(t, other.auth, second)).map((entry) => entry.question.id);
    expect(secondIds).toHaveLength(QUESTIONS_PER_SUBJECT - RUNNING);
    expect(secondIds.filter((id) => firstIds.includes(id))).toEqual([]);
    for (const exam of [first, second]) expect((await t.call('DELETE', `/api/exam/v1/exam/${exam}/`, undefined, other.auth)).status).toBeLessThan(300);
  });

  test('a scheduled exam that has not started holds its questions too', async () => {
    const chemistry = await subjectId(t, owner.auth, 'Chemistry');
    const scheduled = await createExam(t, owner.auth);
    const start = new Date(clock.now().getTime() + 2 * HOUR).toISOString();
    const chosen = await chooseSubjects(t, owner.auth, scheduled, [whole(chemistry, RUNNING)], { is_scheduled: true, start_time: start });
    expect(chosen.status).toBe(201);
    const all = await get(`/api/exam/v1/question/?subject=${chemistry}&limit=${QUESTIONS_PER_SUBJECT}`, owner.auth);
    expect(all).toMatchObject({ status: 400, json: { detail: availableQuestionsOnly(QUESTIONS_PER_SUBJECT - RUNNING) } });
    await t.call('DELETE', `/api/exam/v1/exam/${scheduled}/`, undefined, owner.auth);
    expect((await get(`/api/exam/v1/question/?subject=${chemistry}&limit=${QUESTIONS_PER_SUBJECT}`, owner.auth)).status).toBe(200);
  });

  test('once the exam is submitted, every operation shows its answers again', async () => {
    const script = runningIds.map((question) => ({ exam: running, question, choosed_options: [] }));
    expect((await t.call('POST', '/api/exam/v1/exam-script/', script, owner.auth)).status).toBe(200);
    expect(await revealedByEach(owner.auth)).toEqual(Object.fromEntries(Object.keys(askers).map((id) => [id, runningIds])));
  });

  test('an exam whose time ran out holds nothing, even before a read marks it finished', async () => {
    const overdue = await startedExam(t, owner.auth, physics, RUNNING);
    const ids = (await questionSet(t, owner.auth, overdue)).map((entry) => entry.question.id);
    expect(await revealedBy('listFlashcardQuestions', owner.auth)).toEqual(runningIds.filter((id) => !ids.includes(id)));
    // Far past end_time + grace; access tokens follow the same clock, so sign in again.
    clock.advance(HOUR + MINUTE);
    const auth = await signIn(t, owner.email, owner.password);
    const drawn = await get(`/api/exam/v1/question/?subject=${physics}&limit=${QUESTIONS_PER_SUBJECT}`, auth);
    expect(drawn.status).toBe(200);
    expect((drawn.body as { id: number }[]).map((q) => q.id).filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
  });
});

/** Adds to `into` the question ids whose answer or explanation appears in `node`. */
function collectRevealed(node: unknown, question: number | null, into: Set<number>): void {
  if (Array.isArray(node)) {
    for (const item of node) collectRevealed(item, question, into);
    return;
  }
  if (!isObject(node)) return;
  // A question object, or an entry holding one next to its options (question set, revision item).
  const inner = node.question;
  const own =
    'question_data' in node && typeof node.id === 'number'
      ? node.id
      : isObject(inner) && typeof inner.id === 'number'
        ? inner.id
        : question;
  if (own !== null && ('explanation_data' in node || 'is_answer' in node)) into.add(own);
  for (const value of Object.values(node)) collectRevealed(value, own, into);
}

/** operationIds of openapi.yaml whose success replies can hold is_answer or explanation_data. */
function operationsCarryingAnswers(): string[] {
  const found: string[] = [];
  const paths = contract.paths as Record<string, Record<string, JsonSchema>>;
  for (const operations of Object.values(paths)) {
    for (const op of Object.values(operations)) {
      const responses = (op.responses ?? {}) as Record<string, unknown>;
      const success = Object.entries(responses).filter(([status]) => status.startsWith('2'));
      // Staff-only operations (the item analysis, docs/content.md#item-analysis) refuse every learner: the authorization suite.
      const roles = op['x-roles'];
      if (Array.isArray(roles) && !roles.includes('Learner')) continue;
      if (success.some(([, response]) => carriesAnswers(response)) && typeof op.operationId === 'string') found.push(op.operationId);
    }
  }
  return found;
}

function carriesAnswers(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(carriesAnswers);
  if (!isObject(schema)) return false;
  const properties = schema.properties;
  if (isObject(properties) && ('is_answer' in properties || 'explanation_data' in properties)) return true;
  return Object.values(schema).some(carriesAnswers);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
