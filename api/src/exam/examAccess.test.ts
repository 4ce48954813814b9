// Issue 4 acceptance (api): another user's exam id gives 404 on every exam endpoint, exactly like
// a missing one; malformed bodies give a 4xx detail and change nothing.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fakeClock } from '../test/fakeClock';
import { startTestApi, stores, type HttpMethod, type TestApi } from '../test/harness';
import { asLearner, asNewbie, chooseSubjects, createExam, questionSet, startedExam, subjectId, whole, type Auth } from '../test/examFixtures';

const withAnswerField = (row: object) => ({ ...row, is_answer: true });
const numbersAsStrings = 'ids sent as strings';
const outOfRange = 'a count or choice list out of range';
const specialKinds = [numbersAsStrings, outOfRange];

describe.each(stores)('exam access on %s', (store) => {
  let t: TestApi;
  let learner: Auth;
  let newbie: Auth;
  let running: number;
  let fresh: number;
  let scheduled: number;
  let question: number;
  let option: number;
  let physics: number;
  beforeAll(async () => {
    // A still clock: the snapshots compare time_remaining too.
    t = await startTestApi(store, { now: fakeClock(new Date('2026-06-01T03:00:00Z')).now });
    learner = await asLearner(t);
    newbie = await asNewbie(t);
    physics = await subjectId(t, learner, 'Physics');
    running = await startedExam(t, learner, physics, 3);
    fresh = await createExam(t, learner);
    scheduled = await createExam(t, learner);
    await chooseSubjects(t, learner, scheduled, [whole(physics, 2)], { is_scheduled: true, start_time: '2099-01-01T00:00:00Z' });
    const [first] = await questionSet(t, learner, running);
    question = first?.question.id ?? 0;
    option = first?.options[0]?.id ?? 0;
    await t.call('PUT', '/api/exam/v1/exam-script/answer/', { exam: running, question, choosed_options: [option] }, learner);
  });
  afterAll(() => t.close());

  /** What the learner can see of their own exams; must not change when others or bad bodies call. */
  const snapshot = async () => ({
    exams: (await t.call('GET', '/api/exam/v1/exam/', undefined, learner)).body,
    script: (await t.call('GET', `/api/exam/v1/exam-script/?exam=${running}`, undefined, learner)).body,
    set: await questionSet(t, learner, running),
    fresh: (await t.call('GET', `/api/exam/v1/exam/${fresh}/`, undefined, learner)).body,
    revisions: (await t.call('GET', '/api/exam/v1/revision/', undefined, learner)).body,
  });

  const endpoints = (id: () => number): [string, HttpMethod, () => string, () => unknown][] => [
    ['result', 'GET', () => `/api/exam/v1/exam/${id()}/`, () => undefined],
    ['cancel', 'DELETE', () => `/api/exam/v1/exam/${id()}/`, () => undefined],
    ['exam-subject', 'POST', () => '/api/exam/v1/exam-subject/', () => ({ exam: id(), subjects: [whole(physics, 1)] })],
    ['reschedule', 'PATCH', () => `/api/exam/v1/exam-subject/${id()}/`, () => ({ start_time: '2099-02-01T00:00:00Z' })],
    ['question-set', 'GET', () => `/api/exam/v1/question-set/?exam=${id()}`, () => undefined],
    ['exam-script', 'GET', () => `/api/exam/v1/exam-script/?exam=${id()}`, () => undefined],
    ['answer', 'PUT', () => '/api/exam/v1/exam-script/answer/', () => ({ exam: id(), question, choosed_options: [] })],
    ['submit', 'POST', () => '/api/exam/v1/exam-script/', () => [{ exam: id(), question, choosed_options: [] }]],
  ];

  describe.each([
    ['a running exam', () => running],
    ['a fresh exam', () => fresh],
    ['a scheduled exam', () => scheduled],
  ])("another user's id of %s", (_kind, id) => {
    test.each(endpoints(id))('%s answers 404 "Not found." and changes nothing', async (_name, method, url, body) => {
      const before = await snapshot();
      const res = await t.call(method, url(), body(), newbie);
      expect(res).toMatchObject({ status: 404, json: { detail: 'Not found.' } });
      expect(await snapshot()).toEqual(before);
    });
  });

  test.each(endpoints(() => 999_999))('a missing id on %s answers the same 404', async (_name, method, url, body) => {
    expect(await t.call(method, url(), body(), learner)).toMatchObject({ status: 404, json: { detail: 'Not found.' } });
  });

  test("the exam list never shows another user's exams", async () => {
    const theirs = await t.call('GET', '/api/exam/v1/exam/', undefined, newbie);
    expect(theirs.body).toEqual([]);
  });

  test('every exam endpoint wants a token', async () => {
    for (const [, method, url, body] of endpoints(() => running)) {
      expect((await t.call(method, url(), body())).status).toBe(401);
    }
  });

  // The last column names the body-specific malformations that apply besides the common ones.
  const bodies: [string, HttpMethod, string, () => unknown, string[]][] = [
    ['create exam', 'POST', '/api/exam/v1/exam/', () => ({ title: 'Random Test', type: 1 }), [numbersAsStrings]],
    ['exam-subject', 'POST', '/api/exam/v1/exam-subject/', () => ({ exam: fresh, subjects: [whole(physics, 2)] }), [numbersAsStrings, outOfRange]],
    ['reschedule', 'PATCH', `/api/exam/v1/exam-subject/{scheduled}/`, () => ({ start_time: '2099-03-01T00:00:00Z' }), []],
    ['answer', 'PUT', '/api/exam/v1/exam-script/answer/', () => ({ exam: running, question, choosed_options: [] }), [numbersAsStrings, outOfRange]],
    ['submit', 'POST', '/api/exam/v1/exam-script/', () => [{ exam: running, question, choosed_options: [] }], [numbersAsStrings, outOfRange]],
    ['model create-exam', 'POST', '/api/exam/v1/exam-template/create-exam/', () => ({ template: 1 }), [numbersAsStrings]],
    [
      'previous-year create-exam',
      'POST',
      '/api/exam/v1/exam-template-previous-year/create-exam/',
      () => ({ template: 4, university_id: 1, year: '2020', unit: 'A' }),
      [numbersAsStrings],
    ],
    ['revision', 'POST', '/api/exam/v1/revision/', () => ({ question }), [numbersAsStrings]],
  ];
  const wrongTypes = (body: unknown): unknown =>
    Array.isArray(body) ? body.map(wrongTypes) : Object.fromEntries(Object.keys(body as object).map((k) => [k, 'x']));
  const malformed: [string, string, (body: unknown) => string][] = [
    ['malformed JSON', 'application/json', (b) => JSON.stringify(b).slice(0, -2)],
    ['an empty body', 'application/json', () => ''],
    ['JSON null', 'application/json', () => 'null'],
    ['the wrong JSON kind', 'application/json', (b) => JSON.stringify(Array.isArray(b) ? b[0] : [b])],
    ['no fields', 'application/json', (b) => (Array.isArray(b) ? '[{}]' : '{}')],
    ['text for every field', 'application/json', (b) => JSON.stringify(wrongTypes(b))],
    ['an unknown field', 'application/json', (b) => JSON.stringify(Array.isArray(b) ? b.map(withAnswerField) : { ...(b as object), is_admin: true })],
    [numbersAsStrings, 'application/json', (b) => JSON.stringify(b).replace(/:(\d+)/g, ':"$1"')],
    [
      outOfRange,
      'application/json',
      (b) =>
        JSON.stringify(b)
          .replace('"choosed_options":[]', `"choosed_options":[${option},${option}]`)
          .replace('"no_of_questions":2', '"no_of_questions":0'),
    ],
    ['a body over 1 MiB', 'application/json', (b) => JSON.stringify(b).padEnd(1024 * 1024 + 10, ' ')],
    ['plain text', 'text/plain', (b) => JSON.stringify(b)],
  ];

  describe.each(bodies)('%s', (_name, method, path, body, special) => {
    const applicable = malformed.filter(([kind]) => !specialKinds.includes(kind) || special.includes(kind));
    test.each(applicable)('with %s answers a 4xx detail and changes nothing', async (kind, contentType, payload) => {
      const before = await snapshot();
      const url = path.replace('{scheduled}', String(scheduled));
      const sent = payload(body());
      if (specialKinds.includes(kind)) expect(sent).not.toBe(JSON.stringify(body()));
      const res = await t.call(method, url, sent, { ...learner, 'content-type': contentType });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(String(res.json.detail).length).toBeGreaterThan(0);
      expect(await snapshot()).toEqual(before);
    });
  });

  test.each([
    '/api/exam/v1/exam/abc/',
    '/api/exam/v1/question-set/?exam=1.5',
    '/api/exam/v1/exam-script/?exam=-1',
    '/api/exam/v1/question-set/',
    '/api/exam/v1/exam/?is_scheduled=yes',
  ])(
    'GET %s answers 400',
    async (url) => {
      const res = await t.call('GET', url, undefined, learner);
      expect(res.status).toBe(400);
    },
  );
});
