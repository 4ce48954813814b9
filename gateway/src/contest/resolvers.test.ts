// Contests for learners over GraphQL against the real api (PGlite): an admin makes a contest over
// REST starting a few seconds ahead; the subscribed demo learner finds, registers for and joins it
// on the server's clock, the exam screen's sheet opens the sitting, and the refusals come through
// with the api's words (docs/contest.md).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accessOf, dataOf, startLiveStack, type LiveStack } from '../liveStack';

type ContestRow = { id: number; title: string; status: string; is_registered: boolean; registered_count: number; total_question: number; end_time: string; subjects: Array<{ subject: { name: string }; no_of_questions: number }> };

const CONTEST_FIELDS = 'id title status is_registered registered_count total_question start_time end_time subjects { subject { id name } no_of_questions }';
const TITLE = `Gateway Mock ${Date.now()}`;

let stack: LiveStack;
let learner: string;
let newbie: string;
let contestId: number;
let adminToken: string;

async function createContest(admin: string, startsInMs: number): Promise<number> {
  const { examTemplates } = dataOf(await stack.graphql<{ examTemplates: Array<{ id: number; exam_Type: number }> }>('{ examTemplates { id exam_Type } }', {}, admin));
  const template = examTemplates.find((t) => t.exam_Type === 2);
  if (!template) throw new Error('no model-test template');
  const res = await fetch(`${stack.restUrl}/api/contest/v1/admin/contest/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ template: template.id, title: TITLE, start_time: new Date(Date.now() + startsInMs).toISOString() }),
  });
  const body = (await res.json()) as { id: number };
  if (res.status !== 201) throw new Error(`create contest: ${JSON.stringify(body)}`);
  return body.id;
}

const contestOf = async (token: string) =>
  dataOf(await stack.graphql<{ contest: ContestRow }>(`query($id: Int!) { contest(id: $id) { ${CONTEST_FIELDS} } }`, { id: contestId }, token)).contest;

const errorOf = async (query: string, token: string) => (await stack.graphql(query, { id: contestId }, token)).errors?.[0];

beforeAll(async () => {
  stack = await startLiveStack();
  const admin = await accessOf(stack, 'admin@example.com', 'Admin#2026');
  learner = await accessOf(stack, 'learner@example.com', 'Learner#2026');
  newbie = await accessOf(stack, 'newbie@example.com', 'Newbie#2026');
  adminToken = admin;
  // Far enough ahead that a busy machine never reaches the start during the upcoming checks; the
  // join test brings the start close with the admin's edit (docs/contest.md#admin) and waits for it.
  contestId = await createContest(admin, 10 * 60_000);
});
afterAll(async () => {
  await stack?.close();
});

describe('contests for learners', () => {
  it('lists the upcoming contest with its subjects and counts, not among the finished', async () => {
    const { upcoming, finished } = dataOf(
      await stack.graphql<{ upcoming: ContestRow[]; finished: ContestRow[] }>(
        `{ upcoming: contests(status: upcoming) { ${CONTEST_FIELDS} } finished: contests(status: finished) { id } }`,
        {},
        learner,
      ),
    );
    const row = upcoming.find((c) => c.id === contestId);
    expect(row).toMatchObject({ title: TITLE, status: 'upcoming', is_registered: false, registered_count: 0 });
    expect(row?.subjects.reduce((sum, s) => sum + s.no_of_questions, 0)).toBe(row?.total_question);
    expect(finished.some((c) => c.id === contestId)).toBe(false);
  });

  it("gives the api's clock as serverTime, signed in only (docs/contest.md#server-clock)", async () => {
    const before = Date.now();
    const { serverTime } = dataOf(await stack.graphql<{ serverTime: string }>('{ serverTime }', {}, learner));
    expect(Date.parse(serverTime)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(serverTime)).toBeLessThanOrEqual(Date.now());
    expect((await stack.graphql('{ serverTime }', {})).errors?.[0]?.extensions?.status).toBe(401);
  });

  it('refuses a learner whose subscription does not cover the contest', async () => {
    const error = await errorOf('mutation($id: Int!) { registerForContest(id: $id) { contest } }', newbie);
    expect(error?.extensions?.status).toBe(403);
    expect(error?.message).toMatch(/^Your subscription does not cover .+\.$/);
  });

  it('registers once, refuses joining before the start, and holds result, merit list and review until the end', async () => {
    const mutation = 'mutation($id: Int!) { registerForContest(id: $id) { contest registered_at } }';
    const first = dataOf(await stack.graphql<{ registerForContest: { contest: number; registered_at: string } }>(mutation, { id: contestId }, learner));
    const again = dataOf(await stack.graphql<{ registerForContest: { contest: number; registered_at: string } }>(mutation, { id: contestId }, learner));
    expect(again.registerForContest).toEqual(first.registerForContest);
    expect(await contestOf(learner)).toMatchObject({ is_registered: true, registered_count: 1 });
    expect((await errorOf('mutation($id: Int!) { joinContest(id: $id) { id } }', learner))?.message).toBe('This contest has not started yet.');
    expect((await errorOf('mutation($id: Int!) { joinContest(id: $id) { id } }', newbie))?.message).toBe('You are not registered for this contest.');
    expect((await errorOf('query($id: Int!) { contestResult(id: $id) { rank } }', learner))?.message).toBe('The results of this contest are not ready yet.');
    expect((await errorOf('query($id: Int!) { contestMeritList(id: $id, page: 1) { count } }', learner))?.message).toBe('The results of this contest are not ready yet.');
    expect((await errorOf('query($id: Int!) { contestReview(id: $id) { id } }', learner))?.message).toBe('This contest has not ended yet.');
    expect((await errorOf('mutation($id: Int!) { practiseContest(id: $id) { id } }', learner))?.message).toBe('This contest has not ended yet.');
  });

  it('joins at the start on the server clock: the sitting is an exam ending with the contest, the same on a second join', async () => {
    const edit = await fetch(`${stack.restUrl}/api/contest/v1/admin/contest/${contestId}/`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ start_time: new Date(Date.now() + 2000).toISOString() }),
    });
    expect(edit.status).toBe(200);
    // A wait for the server's clock, read through the contest's status.
    const contest = await vi.waitFor(
      async () => {
        const now = await contestOf(learner);
        expect(now.status).toBe('live');
        return now;
      },
      { timeout: 20_000, interval: 250 },
    );
    const join = 'mutation($id: Int!) { joinContest(id: $id) { id end_time total_question status } }';
    const sitting = dataOf(await stack.graphql<{ joinContest: { id: number; end_time: string; total_question: number } }>(join, { id: contestId }, learner)).joinContest;
    expect(new Date(sitting.end_time).getTime()).toBe(new Date(contest.end_time).getTime());
    expect(sitting.total_question).toBe(contest.total_question);
    // docs/contest.md#join-hand-over: a join can carry the question set the exam screen would load.
    const joinWithSheet = 'mutation($id: Int!) { joinContest(id: $id) { id sheet { result { exam { id } } questions { question { id } } } } }';
    type Sheet = { result: { exam: { id: number } }; questions: Array<{ question: { id: number } }> };
    const again = dataOf(await stack.graphql<{ joinContest: { id: number; sheet: Sheet } }>(joinWithSheet, { id: contestId }, learner)).joinContest;
    expect(again.id).toBe(sitting.id);
    const loaded = dataOf(
      await stack.graphql<{ examSheet: Sheet }>('query($id: Int!) { examSheet(id: $id) { result { exam { id } } questions { question { id } } } }', { id: sitting.id }, learner),
    ).examSheet;
    expect(again.sheet).toEqual(loaded);
    expect(again.sheet.questions).toHaveLength(contest.total_question);
    const { examSheet } = dataOf(
      await stack.graphql<{ examSheet: { questions: Array<{ question: { explanation_data: unknown } }> } }>(
        'query($id: Int!) { examSheet(id: $id) { questions { question { id explanation_data { type } } } } }',
        { id: sitting.id },
        learner,
      ),
    );
    expect(examSheet.questions).toHaveLength(contest.total_question);
    expect(examSheet.questions.every((q) => q.question.explanation_data == null)).toBe(true);
    expect((await errorOf('mutation($id: Int!) { registerForContest(id: $id) { contest } }', learner))?.message).toBe('Registration for this contest is closed.');
  });
});
