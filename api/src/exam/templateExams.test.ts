// Model-test and previous-year exams from templates (docs/api.md#exam-paths create-exam): started by the
// server with the template's subjects and counts; a previous-year paper is the same for everyone.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { asLearner, asNewbie, asStranger, questionSet, type Auth } from '../test/examFixtures';
import { fakeClock } from '../test/fakeClock';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { subscribedLearners } from '../test/progressFixtures';
import { refusals } from './refusals';

type Template = {
  id: number;
  name: string;
  exam_Type: number;
  subjects: { subject: { id: number; name: string }; no_of_questions: number }[];
  universities: { id: number; university: string; units: string[] }[];
};

describe.each(stores)('template exams on %s', (store) => {
  let t: TestApi;
  let learner: Auth;
  let templates: Template[];
  const clock = fakeClock(new Date('2026-07-01T02:00:00Z'));
  beforeAll(async () => {
    t = await startTestApi(store, { now: clock.now });
    learner = await asLearner(t);
    templates = (await t.call('GET', '/api/exam/v1/exam-templates/?status=active', undefined, learner)).body as Template[];
  });
  afterAll(() => t.close());
  // The small test bank holds each subject's questions once: a learner's exams still running would
  // keep theirs from every later draw (heldAnswers.ts), so each test cancels what it started.
  afterEach(async () => {
    const mine = (await t.call('GET', '/api/exam/v1/exam/', undefined, learner)).body as { id: number; status: string }[];
    for (const exam of mine.filter((e) => e.status === 'created')) await t.call('DELETE', `/api/exam/v1/exam/${exam.id}/`, undefined, learner);
  });

  const named = (name: string) => {
    const found = templates.find((x) => x.name === name);
    if (!found) throw new Error(`no template ${name}`);
    return found;
  };
  const createModel = (template: number, auth = learner) =>
    t.call('POST', '/api/exam/v1/exam-template/create-exam/', { template, start_time: '2026-07-01T08:00:00.000Z' }, auth);
  const createPrevious = (body: Record<string, unknown>, auth = learner) =>
    t.call(
      'POST',
      '/api/exam/v1/exam-template-previous-year/create-exam/',
      { start_time: '2026-07-01T08:00:00.000Z', is_schedule: false, ...body },
      auth,
    );

  test('a model test starts now with the template subjects, counts, time and marks', async () => {
    const template = named('Engineering Admission Model Test');
    const res = await createModel(template.id);
    expect(res).toMatchObject({
      status: 201,
      json: { type: 2, title: template.name, status: 'created', total_question: 45, timelimit: 45 * 36, time_remaining: 45 * 36 },
    });
    expect(res.json.start_time).toBe(clock.now().toISOString());
    const set = await questionSet(t, learner, Number(res.json.id));
    expect(set).toHaveLength(45);
    const subjectOf = (entry: { question: { id: number } }) => (entry.question as { subject?: number }).subject;
    for (const s of template.subjects) expect(set.filter((e) => subjectOf(e) === s.subject.id)).toHaveLength(s.no_of_questions);
  });

  test('a previous-year paper is the same draw for everyone and differs by year', async () => {
    const template = templates.find((x) => x.exam_Type === 3);
    const dhaka = template?.universities.find((u) => u.university === 'University of Dhaka');
    if (!template || !dhaka) throw new Error('no previous-year template');
    const paper = { template: template.id, university_id: dhaka.id, unit: 'A', year: '2019' };
    const [other] = await subscribedLearners(t, 1);
    if (!other) throw new Error('no second learner');
    const mine = await createPrevious(paper);
    expect(mine).toMatchObject({ status: 201, json: { type: 3, title: 'University of Dhaka (A unit) 2019' } });
    const theirs = await createPrevious(paper, other.auth);
    const stranger = await asStranger(t);
    const ids = async (exam: unknown, auth: Auth) => (await questionSet(t, auth, Number(exam))).map((e) => e.question.id);
    const first = await ids(mine.json.id, learner);
    expect(await ids(theirs.json.id, other.auth)).toEqual(first);
    // Another learner without a subscription is refused before anything is drawn.
    expect(await createPrevious(paper, stranger)).toMatchObject({ status: 403 });
    const otherYear = await createPrevious({ ...paper, year: '2020' }, other.auth);
    expect(await ids(otherYear.json.id, other.auth)).not.toEqual(first);
  });

  test('the same paper taken again while the first is still open shares none of its questions', async () => {
    const template = templates.find((x) => x.exam_Type === 3);
    const dhaka = template?.universities.find((u) => u.university === 'University of Dhaka');
    if (!template || !dhaka) throw new Error('no previous-year template');
    const paper = { template: template.id, university_id: dhaka.id, unit: 'A', year: '2019' };
    const ids = async (exam: unknown) => (await questionSet(t, learner, Number(exam))).map((e) => e.question.id);
    const first = await ids((await createPrevious(paper)).json.id);
    const again = await createPrevious(paper);
    expect(again.status).toBe(201);
    expect((await ids(again.json.id)).filter((id) => first.includes(id))).toEqual([]);
  });

  test('a previous-year exam names its university, unit and year wherever the exam is read; a model test names none', async () => {
    const template = templates.find((x) => x.exam_Type === 3);
    const dhaka = template?.universities.find((u) => u.university === 'University of Dhaka');
    if (!template || !dhaka) throw new Error('no previous-year template');
    const paper = { university: 'University of Dhaka', unit: 'B', year: 2004 };
    const created = await createPrevious({ template: template.id, university_id: dhaka.id, unit: 'B', year: '2004' });
    expect(created).toMatchObject({ status: 201, json: paper });
    const id = Number(created.json.id);
    expect(await t.call('GET', `/api/exam/v1/exam/${id}/`, undefined, learner)).toMatchObject({ status: 200, json: paper });
    const listed = (await t.call('GET', '/api/exam/v1/exam/', undefined, learner)).body as { id: number }[];
    expect(listed.find((exam) => exam.id === id)).toMatchObject(paper);
    // The small test bank cannot hold both exams' questions at once.
    expect((await t.call('DELETE', `/api/exam/v1/exam/${id}/`, undefined, learner)).status).toBeLessThan(300);

    const model = await createModel(named('Engineering Admission Model Test').id);
    const none = { university: null, unit: null, year: null };
    expect(model).toMatchObject({ status: 201, json: none });
    expect(await t.call('GET', `/api/exam/v1/exam/${Number(model.json.id)}/`, undefined, learner)).toMatchObject({ json: none });
  });

  test('a previous-year paper must name the template\'s university, one of its units and an offered year', async () => {
    const template = templates.find((x) => x.exam_Type === 3);
    const dhaka = template?.universities.find((u) => u.university === 'University of Dhaka');
    if (!template || !dhaka) throw new Error('no previous-year template');
    const base = { template: template.id, university_id: dhaka.id, unit: 'A', year: '2019' };
    const refused = (detail: string) => ({ status: 400, json: { detail } });
    expect(await createPrevious({ ...base, university_id: 99_999 })).toMatchObject(refused(refusals.universityNotOfTemplate));
    expect(await createPrevious({ ...base, unit: 'Z' })).toMatchObject(refused(refusals.unitNotOfUniversity));
    expect(await createPrevious({ ...base, year: '1996' })).toMatchObject(refused(refusals.yearNotOffered));
    expect(await createPrevious({ ...base, year: '2026' })).toMatchObject(refused(refusals.yearNotOffered));
    expect(await createPrevious({ ...base, is_schedule: true })).toMatchObject({ status: 400 });
    const model = named('Medical Admission Model Test');
    expect(await createPrevious({ ...base, template: model.id })).toMatchObject(refused(refusals.templateNotOfType));
    expect(await createModel(template.id)).toMatchObject(refused(refusals.templateNotOfType));
    expect(await createModel(99_999)).toMatchObject({ status: 404, json: { detail: 'Not found.' } });
  });

  test('a learner without a covering subscription cannot start a model test', async () => {
    const newbie = await asNewbie(t);
    const before = (await t.call('GET', '/api/exam/v1/exam/', undefined, newbie)).body;
    const res = await createModel(named('Medical Admission Model Test').id, newbie);
    expect(res).toMatchObject({ status: 403, json: { detail: 'Your subscription does not cover Biology.', code: 'NOT_COVERED' } });
    expect((await t.call('GET', '/api/exam/v1/exam/', undefined, newbie)).body).toEqual(before);
  });
});
