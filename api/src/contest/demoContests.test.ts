// The demo's contests (docs/decisions.md#demo-data, issue 33 item 7) through HTTP: a start asked for
// them has a finished contest with a ranked merit list of its ten sitters, one starting in a quarter
// of an hour with the demo learner registered, and one three days ahead; the finished paper's first
// question is flagged too hard and its second too easy on the Admin's quality page, beside one open
// report; the demo learner's history is what it was without them. A start not asked has none.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asLearner, signIn, type Auth } from '../test/examFixtures';
import { startTestApi, stores, type TestApi } from '../test/harness';

type Contest = { id: number; title: string; status: string; is_registered: boolean };

describe.each(stores)('the demo contests on %s', (store) => {
  let t: TestApi;
  let learner: Auth;
  let admin: Auth;

  beforeAll(async () => {
    t = await startTestApi(store, { demoContests: true });
    learner = await asLearner(t);
    admin = await signIn(t, 'admin@example.com', 'Admin#2026');
  }, 120_000);
  afterAll(() => t.close());

  test('a finished, a starting-soon and an upcoming contest, the learner registered for the next', async () => {
    const list = (await t.call('GET', '/api/contest/v1/contest/', undefined, learner)).body as Contest[];
    expect(list.map((c) => [c.title, c.status, c.is_registered])).toEqual(
      expect.arrayContaining([
        ['Weekly Engineering Mock · Week 1', 'finished', false],
        ['Weekly Engineering Mock · Week 2', 'upcoming', true],
        ['Engineering Admission Grand Mock', 'upcoming', false],
      ]),
    );
    const finished = list.find((c) => c.status === 'finished');
    const merit = await t.call('GET', `/api/contest/v1/contest/${finished?.id}/merit-list/`, undefined, learner);
    expect(merit.status).toBe(200);
    const rows = (merit.body as { count: number; results: Array<{ rank: number; score: number }> }).results;
    expect(rows).toHaveLength(10);
    // Ranked by score: the sitters' abilities differ, so the list has a spread.
    expect(new Set(rows.map((r) => r.score)).size).toBeGreaterThan(1);
    expect(rows.map((r) => r.score)).toEqual([...rows.map((r) => r.score)].sort((a, b) => b - a));
  });

  test("the Admin's quality page flags the paper's first question too hard and its second too easy, with one open report", async () => {
    const hard = (await t.call('GET', '/api/quality/v1/admin/questions/?flag=too_hard', undefined, admin)).body as { results: Array<{ attempts: number; facility: number }> };
    expect(hard.results.some((q) => q.attempts >= 10 && q.facility < 10)).toBe(true);
    const easy = (await t.call('GET', '/api/quality/v1/admin/questions/?flag=too_easy', undefined, admin)).body as { results: Array<{ attempts: number; facility: number }> };
    expect(easy.results.some((q) => q.attempts >= 10 && q.facility > 90)).toBe(true);
    const queue = (await t.call('GET', '/api/quality/v1/admin/reports/', undefined, admin)).body as { open: number };
    expect(queue.open).toBe(1);
  });

  test("the demo learner's history holds only their own exams", async () => {
    const history = (await t.call('GET', '/api/exam/v1/exam-history/', undefined, learner)).body as { count: number } | unknown[];
    const plain = await startTestApi(store);
    try {
      const before = (await plain.call('GET', '/api/exam/v1/exam-history/', undefined, await asLearner(plain))).body as { count: number } | unknown[];
      const countOf = (h: { count: number } | unknown[]) => (Array.isArray(h) ? h.length : h.count);
      expect(countOf(history)).toBe(countOf(before));
      const contests = (await plain.call('GET', '/api/contest/v1/contest/', undefined, await asLearner(plain))).body as Contest[];
      expect(contests).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
