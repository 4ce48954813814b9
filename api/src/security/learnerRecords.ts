// Real records of one learner, made through HTTP as the product makes them (a paid subscription
// with its transaction, exams in every state, answers, a revision), for the suites that check
// that nobody else reaches them.
import { randomBytes } from 'node:crypto';
import { decide, returnToMerchant, startPurchase } from '../test/commerceFixtures';
import { questionSet, signIn, type Auth } from '../test/examFixtures';
import { registration, verificationTokenFor } from '../test/fixtures';
import type { TestApi } from '../test/harness';

export type Learner = {
  id: number;
  email: string;
  phone: string;
  auth: Auth;
  /** The access token alone. */
  token: string;
};

/** A learner's exams by the state each check needs; each state has an exam of its own. */
export type ExamKind = 'finished' | 'started' | 'toSubmit' | 'fresh' | 'scheduled' | 'toDelete';

export type LearnerRecords = {
  learner: Learner;
  exams: Record<ExamKind, number>;
  /** A question and one of its options of the `started` and `toSubmit` exams. */
  answerOf: Record<'started' | 'toSubmit', { question: number; option: number }>;
  subject: number;
  revision: number;
  tranId: string;
  /** Strings only this learner's data holds: an answer showing one of them leaks it. */
  markers: string[];
};

/** Registers, verifies and signs in a learner who has bought the monthly package (every subject). */
export async function payingLearner(t: TestApi): Promise<Learner & { tranId: string }> {
  const form = registration();
  const created = await t.call('POST', '/auth/registration/', form);
  if (created.status !== 201) throw new Error(`registration: ${JSON.stringify(created.body)}`);
  const verified = await t.call('GET', `/auth/verify-email/?token=${await verificationTokenFor(t, form.email)}`);
  if (verified.status !== 200) throw new Error(`verification: ${JSON.stringify(verified.body)}`);
  const auth = await signIn(t, form.email, form.password);
  const packages = (await t.call('GET', '/api/study-plan/v1/package/', undefined, auth)).body as Array<{ id: number; name: string }>;
  const monthly = packages.find((p) => p.name === 'Premium Monthly');
  if (!monthly) throw new Error('no Premium Monthly package');
  const started = await startPurchase(t, auth, { package: monthly.id, duration: 30 });
  if (started.status !== 201) throw new Error(`purchase: ${JSON.stringify(started.body)}`);
  const back = await returnToMerchant(await decide(String(started.json.ssl_url), 'pay'));
  if (back.location !== `/purchase/success?tran_id=${String(started.json.tran_id)}`) throw new Error(`payment: ${back.status} ${back.location}`);
  const me = await t.call('GET', '/auth/v1/user-detail/', undefined, auth);
  const user = me.json.user as { id: number };
  return {
    id: user.id,
    email: form.email,
    phone: form.phone_no,
    auth,
    token: String(auth.authorization).replace('Bearer ', ''),
    tranId: String(started.json.tran_id),
  };
}

/** A paying learner holding an exam in every state, answers, a finished exam's history, a revision and a question report. */
export async function learnerWithRecords(t: TestApi): Promise<LearnerRecords> {
  const secret = `Secret ${randomBytes(6).toString('hex')}`;
  // Only the exams carry the secret: the leaderboard shows every learner's name by design.
  const learner = await payingLearner(t);
  const { auth } = learner;
  const subjects = (await t.call('GET', '/api/exam/v1/subject/', undefined, auth)).body as Array<{ id: number; questions_available: number }>;
  const subject = subjects.find((s) => s.questions_available >= 3)?.id;
  if (subject === undefined) throw new Error('no subject with 3 questions');

  const create = async (kind: ExamKind) => {
    const res = await t.call('POST', '/api/exam/v1/exam/', { title: `${secret} ${kind}`, type: 1 }, auth);
    if (res.status !== 201) throw new Error(`create exam: ${JSON.stringify(res.body)}`);
    return Number(res.json.id);
  };
  const choose = async (exam: number, extra: Record<string, unknown> = {}) => {
    const rows = [{ subject, topic: null, subtopic: null, no_of_questions: 3 }];
    const res = await t.call('POST', '/api/exam/v1/exam-subject/', { exam, subjects: rows, ...extra }, auth);
    if (res.status !== 201) throw new Error(`exam-subject: ${JSON.stringify(res.body)}`);
  };
  const firstAnswer = async (exam: number) => {
    const [entry] = await questionSet(t, auth, exam);
    const option = entry?.options[0];
    if (!entry || !option) throw new Error('empty question set');
    return { question: entry.question.id, option: option.id };
  };

  const exams = {} as Record<ExamKind, number>;
  for (const kind of ['finished', 'started', 'toSubmit', 'fresh', 'scheduled', 'toDelete'] as const) exams[kind] = await create(kind);
  for (const kind of ['finished', 'started', 'toSubmit'] as const) await choose(exams[kind]);
  await choose(exams.scheduled, { is_scheduled: true, start_time: new Date(Date.now() + 86_400_000).toISOString() });

  const answerOf = { started: await firstAnswer(exams.started), toSubmit: await firstAnswer(exams.toSubmit) };
  const saved = await t.call('PUT', '/api/exam/v1/exam-script/answer/', { exam: exams.started, question: answerOf.started.question, choosed_options: [answerOf.started.option] }, auth);
  if (saved.status !== 200) throw new Error(`answer: ${JSON.stringify(saved.body)}`);
  const finishedAnswer = await firstAnswer(exams.finished);
  const submitted = await t.call('POST', '/api/exam/v1/exam-script/', [{ exam: exams.finished, question: finishedAnswer.question, choosed_options: [finishedAnswer.option] }], auth);
  if (submitted.status !== 200) throw new Error(`submit: ${JSON.stringify(submitted.body)}`);

  const revision = await t.call('POST', '/api/exam/v1/revision/', { question: finishedAnswer.question }, auth);
  if (revision.status !== 201) throw new Error(`revision: ${JSON.stringify(revision.body)}`);
  // A report of a question of the finished exam, for the Admin's paths to act on (docs/content.md#reports).
  const report = await t.call('POST', '/api/quality/v1/reports/', { question: finishedAnswer.question, reason: 'other' }, auth);
  if (report.status !== 201) throw new Error(`report: ${JSON.stringify(report.body)}`);

  return {
    learner,
    exams,
    answerOf,
    subject,
    revision: Number(revision.json.id),
    tranId: learner.tranId,
    markers: [secret, learner.email, learner.phone, learner.tranId],
  };
}
