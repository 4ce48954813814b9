// Exam templates through HTTP (docs/content.md#exam-templates, docs/content.md#pass-rule): the Admin
// creates a model test with pass marks and a whole-paper time; a learner sits it and the finished
// result says pass or fail overall and per subject, computed by the api; a template without pass
// marks says neither; a later edit changes no exam already started; bad schemes change nothing;
// every write is audited.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { questionSet, signIn, subjectId, type Auth } from '../test/examFixtures';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { rightOptionOf, subscribedLearners, type FixtureEntry } from '../test/progressFixtures';

const TEMPLATES = '/api/exam/v1/admin/exam-templates/';
type Pass = { passed: boolean; marks: number; pass_mark: number | null; subjects: { subject: string; marks: number; pass_mark: number | null; passed: boolean | null }[] };
type AdminTemplate = { id: number; name: string; time_per_question: number; total_questions: number; exams: number; status: string; subjects: { subject: number; pass_mark: number | null }[] };
type AuditPage = { results: { action: string; target: string; before: unknown; after: unknown }[] };

describe.each(stores)('admin exam templates on %s', (store) => {
  let t: TestApi;
  let admin: Auth;
  let learner: Auth;
  let physics: number;
  let chemistry: number;

  beforeAll(async () => {
    t = await startTestApi(store);
    const [one] = await subscribedLearners(t, 1);
    if (!one) throw new Error('no learner');
    learner = one.auth;
    admin = await signIn(t, 'admin@example.com', 'Admin#2026');
    physics = await subjectId(t, learner, 'Physics');
    chemistry = await subjectId(t, learner, 'Chemistry');
  }, 120_000);
  afterAll(() => t.close());

  const scheme = (over: Record<string, unknown> = {}) => ({
    name: 'GST Model Test',
    bengali: 'জিএসটি মডেল টেস্ট',
    exam_type: 2,
    status: 'active',
    exam_minutes: 6,
    mark_per_qn: 1,
    negative_mark_per_qn: 0.25,
    subjects: [
      { subject: physics, no_of_questions: 4, pass_mark: 2 },
      { subject: chemistry, no_of_questions: 4, pass_mark: 2 },
    ],
    universities: [],
    ...over,
  });

  /** Starts the template as the learner, answers the first `right` of each subject right and the rest wrong, submits. */
  async function sat(template: number, rightOf: (subject: number) => number) {
    const started = await t.call('POST', '/api/exam/v1/exam-template/create-exam/', { template, start_time: new Date().toISOString() }, learner);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const exam = Number(started.json.id);
    const entries = (await questionSet(t, learner, exam)) as unknown as Array<FixtureEntry & { question: { subject: number } }>;
    const seen = new Map<number, number>();
    const script = entries.map((entry) => {
      const n = seen.get(entry.question.subject) ?? 0;
      seen.set(entry.question.subject, n + 1);
      const right = rightOptionOf(entry);
      const wrong = entry.options.find((o) => o.id !== right.id);
      return { exam, question: entry.question.id, choosed_options: [n < rightOf(entry.question.subject) ? right.id : (wrong?.id ?? right.id)] };
    });
    const submitted = await t.call('POST', '/api/exam/v1/exam-script/', script, learner);
    expect(submitted.status).toBe(200);
    return { exam, submitted };
  }

  test('a model test with pass marks: the result says pass or fail per subject and overall, and the read says the same', async () => {
    const created = await t.call('POST', TEMPLATES, scheme(), admin);
    expect(created).toMatchObject({ status: 201, json: { name: 'GST Model Test', bengali: 'জিএসটি মডেল টেস্ট', time_per_question: 45, total_questions: 8, exams: 0 } });
    const id = Number(created.json.id);
    // 6 minutes for 8 questions is 45 s a question; the exam's clock is the whole 6 minutes.
    // Physics 3 right 1 wrong = 2.75 ≥ 2; Chemistry 1 right 3 wrong = 0.25 < 2.
    const { exam, submitted } = await sat(id, (subject) => (subject === physics ? 3 : 1));
    const pass = submitted.json.pass as Pass;
    // Subjects come in the order of the exam's questions, which the draw shuffles.
    const bySubject = (p: Pass) => ({ ...p, subjects: [...p.subjects].sort((a, b) => a.subject.localeCompare(b.subject)) });
    expect(bySubject(pass)).toEqual({
      passed: false,
      marks: 3,
      pass_mark: null,
      subjects: [
        { subject: 'Chemistry', marks: 0.25, pass_mark: 2, passed: false },
        { subject: 'Physics', marks: 2.75, pass_mark: 2, passed: true },
      ],
    });
    const read = await t.call('GET', `/api/exam/v1/exam/${exam}/`, undefined, learner);
    expect(read.json.pass).toEqual(pass);
    expect(read.json.timelimit).toBe(6 * 60);

    // An edit after the exam (no pass marks now) changes no result already had.
    const edited = await t.call('PUT', `${TEMPLATES}${id}/`, scheme({ subjects: scheme().subjects.map((s) => ({ ...s, pass_mark: null })) }), admin);
    expect(edited).toMatchObject({ status: 200, json: { exams: 1 } });
    expect((await t.call('GET', `/api/exam/v1/exam/${exam}/`, undefined, learner)).json.pass).toEqual(pass);

    // A template without pass marks shows neither pass nor fail.
    const plain = await sat(id, () => 4);
    expect(plain.submitted.json).not.toHaveProperty('pass');
    expect(plain.submitted.json.score).toBe(8);
  }, 60_000);

  test('all subjects over their pass marks pass', async () => {
    const created = await t.call('POST', TEMPLATES, scheme({ name: 'Passing Model Test', bengali: '' }), admin);
    const { submitted } = await sat(Number(created.json.id), () => 3);
    expect(submitted.json.pass).toMatchObject({ passed: true, marks: 5.5 });
  }, 60_000);

  test('a scheme that cannot hold is refused with its reason and nothing is written', async () => {
    const before = (await t.call('GET', TEMPLATES, undefined, admin)).body;
    const refused = async (body: unknown, status: number, detail?: string) => {
      const res = await t.call('POST', TEMPLATES, body, admin);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      if (detail !== undefined) expect(res.json.detail).toBe(detail);
    };
    await refused(scheme({ name: 'Bad 1', subjects: [{ subject: physics, no_of_questions: 0, pass_mark: null }] }), 400);
    await refused(scheme({ name: 'Bad 2', exam_minutes: -5 }), 400);
    await refused(scheme({ name: 'Bad 3', subjects: [{ subject: physics, no_of_questions: 4, pass_mark: 5 }] }), 400, "Physics's pass mark 5 is above its full marks 4.");
    await refused(scheme({ name: 'Bad 4', exam_minutes: 7 }), 400, '7 minutes for 8 questions is not a whole number of seconds a question; give time_per_question instead.');
    await refused(scheme({ name: 'Bad 5', time_per_question: 30 }), 400, 'Give either time_per_question or exam_minutes, not both.');
    await refused(scheme({ name: 'Bad 6', subjects: [...scheme().subjects, { subject: physics, no_of_questions: 1, pass_mark: null }] }), 400, 'A subject is listed twice.');
    await refused(scheme({ name: 'Bad 7', exam_type: 3 }), 400, 'A previous-year paper names at least one university.');
    await refused(scheme({ name: 'Bad 8', universities: [{ university: 'University of Dhaka', units: ['A'], pass_mark: null }] }), 400, 'A model test names no university.');
    await refused(scheme({ name: 'Bad 9', exam_type: 1 }), 400);
    await refused(scheme({ name: 'Engineering Admission Model Test' }), 409, 'Another exam template is named Engineering Admission Model Test.');
    expect((await t.call('GET', TEMPLATES, undefined, admin)).body).toEqual(before);
  });

  test('a previous-year paper keeps its universities with their whole-paper pass marks', async () => {
    const created = await t.call(
      'POST',
      TEMPLATES,
      scheme({ name: 'GST Previous Year', exam_type: 3, exam_minutes: undefined, time_per_question: 36, universities: [{ university: 'GST Cluster', units: ['A', 'B'], pass_mark: 3 }] }),
      admin,
    );
    expect(created).toMatchObject({ status: 201, json: { exam_type: 3, universities: [{ university: 'GST Cluster', units: ['A', 'B'], pass_mark: 3 }] } });
    const learnerView = (await t.call('GET', `/api/exam/v1/exam-template/${Number(created.json.id)}/`, undefined, learner)).json;
    expect(learnerView).toMatchObject({ exam_Type: 3, exam_time_per_question: 36, universities: [{ university: 'GST Cluster', count_for_pass: 3 }] });
  });

  test('a template exams were made from is not deleted; an unused one is; every write is audited', async () => {
    const list = (await t.call('GET', TEMPLATES, undefined, admin)).body as AdminTemplate[];
    const used = list.find((x) => x.name === 'GST Model Test');
    if (!used) throw new Error('no used template');
    const refused = await t.call('DELETE', `${TEMPLATES}${used.id}/`, undefined, admin);
    expect(refused).toMatchObject({ status: 409, json: { detail: 'GST Model Test cannot be deleted: 2 exams were made from it. Make it inactive instead.' } });
    const retired = await t.call('PUT', `${TEMPLATES}${used.id}/`, scheme({ status: 'inactive' }), admin);
    expect(retired).toMatchObject({ status: 200, json: { status: 'inactive' } });
    const made = await t.call('POST', TEMPLATES, scheme({ name: 'Short-lived' }), admin);
    expect((await t.call('DELETE', `${TEMPLATES}${Number(made.json.id)}/`, undefined, admin)).status).toBe(204);
    expect((await t.call('DELETE', `${TEMPLATES}${Number(made.json.id)}/`, undefined, admin)).status).toBe(404);

    const audit = (target: string) => t.call('GET', `/api/audit/v1/admin/actions/?target=${target}`, undefined, admin);
    const usedLog = (await audit(`exam_template:${used.id}`)).body as AuditPage;
    expect(usedLog.results.map((r) => r.action)).toEqual(['exam_template.retire', 'exam_template.update', 'exam_template.create']);
    expect(usedLog.results[0]).toMatchObject({ before: { status: 'active' }, after: { status: 'inactive' } });
    const goneLog = (await audit(`exam_template:${Number(made.json.id)}`)).body as AuditPage;
    expect(goneLog.results.map((r) => r.action)).toEqual(['exam_template.delete', 'exam_template.create']);
    expect(goneLog.results[0]).toMatchObject({ after: null, before: { name: 'Short-lived' } });
  });

  test('only an Admin reads or writes templates', async () => {
    const manager = await signIn(t, 'manager@example.com', 'Manager#2026');
    for (const auth of [learner, manager]) {
      expect((await t.call('GET', TEMPLATES, undefined, auth)).status).toBe(403);
      expect((await t.call('POST', TEMPLATES, scheme({ name: 'Intruder' }), auth)).status).toBe(403);
    }
  });
});
