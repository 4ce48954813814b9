// Helpers of the exam tests: signing in as a demo user and walking an exam to a given point.
import type { TestApi } from './harness';
import { verifiedLearner } from './fixtures';

export type Auth = Record<string, string>;
export type Row = { subject: number; topic: number | null; subtopic: number | null; no_of_questions: number };
export type SetEntry = {
  question: { id: number; explanation_data?: unknown };
  options: { id: number; is_answer?: boolean }[];
  choosed_options: number[];
  bookmarked?: boolean;
};

export async function signIn(t: TestApi, email: string, password: string): Promise<Auth> {
  const res = await t.call('POST', '/auth/login/', { email, password });
  if (res.status !== 200) throw new Error(`login ${email}: ${JSON.stringify(res.body)}`);
  return { authorization: `Bearer ${String(res.json.access)}` };
}

export const asLearner = (t: TestApi) => signIn(t, 'learner@example.com', 'Learner#2026');
export const asNewbie = (t: TestApi) => signIn(t, 'newbie@example.com', 'Newbie#2026');

/** A fresh verified learner without any subscription. */
export async function asStranger(t: TestApi): Promise<Auth> {
  const { email, password } = await verifiedLearner(t);
  return signIn(t, email, password);
}

/** The id of the seeded subject with this name. */
export async function subjectId(t: TestApi, auth: Auth, name: string): Promise<number> {
  const res = await t.call('GET', '/api/exam/v1/subject/', undefined, auth);
  const found = (res.body as { id: number; name: string }[]).find((s) => s.name === name);
  if (!found) throw new Error(`no subject ${name}`);
  return found.id;
}

export async function createExam(t: TestApi, auth: Auth, type = 1): Promise<number> {
  const body = { title: 'Random Test', type, status: 'created', visibility: 'private', is_pausable: true };
  const res = await t.call('POST', '/api/exam/v1/exam/', body, auth);
  if (res.status !== 201) throw new Error(`create exam: ${JSON.stringify(res.body)}`);
  return Number(res.json.id);
}

/** A row asking for `no_of_questions` from the whole subject. */
export const whole = (subject: number, no_of_questions: number): Row => ({ subject, topic: null, subtopic: null, no_of_questions });

/** POST exam-subject for `exam` (extra carries is_scheduled and start_time). */
export const chooseSubjects = (t: TestApi, auth: Auth, exam: number, subjects: Row[], extra: Record<string, unknown> = {}) =>
  t.call('POST', '/api/exam/v1/exam-subject/', { exam, subjects, ...extra }, auth);

/** Creates an exam and starts it now with `count` questions of the subject. */
export async function startedExam(t: TestApi, auth: Auth, subject: number, count = 5): Promise<number> {
  const exam = await createExam(t, auth);
  const subjects = [{ subject, topic: null, subtopic: null, no_of_questions: count }];
  const res = await t.call('POST', '/api/exam/v1/exam-subject/', { exam, subjects }, auth);
  if (res.status !== 201) throw new Error(`exam-subject: ${JSON.stringify(res.body)}`);
  return exam;
}

export async function questionSet(t: TestApi, auth: Auth, exam: number): Promise<SetEntry[]> {
  const res = await t.call('GET', `/api/exam/v1/question-set/?exam=${exam}`, undefined, auth);
  if (res.status !== 200) throw new Error(`question-set: ${JSON.stringify(res.body)}`);
  return res.body as SetEntry[];
}
