// Learners for the progress tests: fresh accounts (so their ratings start at 1000) holding a
// subscription to every subject. No HTTP call grants one yet (payment is another slice), so the
// test writes it while the api is stopped, as the seed does for the demo learner.
import { inArray } from 'drizzle-orm';
import { subjects } from '../db/practiceSchema';
import { openDatabase } from '../db/connect';
import { packages, subscriptionDetails, subscriptions, users } from '../db/schema';
import { createExam, signIn, type Auth } from './examFixtures';
import { verifiedLearner } from './fixtures';
import type { TestApi } from './harness';

export type Learner = { email: string; password: string; auth: Auth };

/**
 * `count` fresh learners holding every subject, or only the subjects named in `only`; `emails` names
 * the addresses of the first ones.
 */
export async function subscribedLearners(t: TestApi, count: number, emails: readonly string[] = [], only?: readonly string[]): Promise<Learner[]> {
  const accounts: Array<{ email: string; password: string }> = [];
  for (let i = 0; i < count; i += 1) {
    const email = emails[i];
    accounts.push(await verifiedLearner(t, email === undefined ? {} : { email }));
  }
  await t.restart(async (config) => {
    const database = await openDatabase(config);
    try {
      const { db } = database;
      const [pkg] = await db.select().from(packages).limit(1);
      if (!pkg) throw new Error('no package seeded');
      const covered = (await db.select().from(subjects)).filter((s) => only === undefined || only.includes(s.name));
      const found = await db.select().from(users).where(inArray(users.email, accounts.map((a) => a.email)));
      for (const user of found) {
        const [subscription] = await db
          .insert(subscriptions)
          .values({ userId: user.id, packageId: pkg.id, fromDate: new Date('2000-01-01T00:00:00Z'), toDate: new Date('2100-01-01T00:00:00Z') })
          .returning();
        if (!subscription) throw new Error('no subscription');
        await db
          .insert(subscriptionDetails)
          .values(covered.map((s) => ({ subscriptionId: subscription.id, gradeId: s.gradeId, subjectId: s.id })));
      }
    } finally {
      await database.close();
    }
  });
  return Promise.all(accounts.map(async (a) => ({ ...a, auth: await signIn(t, a.email, a.password) })));
}

/** The ids of a subject's topics and subtopics, in id order. */
export async function placementsOf(t: TestApi, auth: Auth, subjectId: number): Promise<{ topic: number; subtopics: number[] }[]> {
  const topics = (await t.call('GET', `/api/exam/v1/topic/?subject=${subjectId}`, undefined, auth)).body as { id: number }[];
  return Promise.all(
    topics.map(async (topic) => ({
      topic: topic.id,
      subtopics: ((await t.call('GET', `/api/exam/v1/sub-topic/?topic=${topic.id}`, undefined, auth)).body as { id: number }[]).map((s) => s.id),
    })),
  );
}


export type Mark = 'right' | 'wrong' | 'blank';

/**
 * Creates an exam of `count` questions from the placement, answers each position as `marks` says
 * (right, wrong or left blank) and submits it now; returns the exam id and its questions in order.
 */
export async function finishedExam(
  t: TestApi,
  auth: Auth,
  row: { subject: number; topic?: number | null; subtopic?: number | null; count: number },
  marks: readonly Mark[],
): Promise<{ exam: number; questions: number[] }> {
  const { exam, entries } = await startedFixtureExam(t, auth, row);
  const script = entries.map((entry, i) => ({ exam, question: entry.question.id, choosed_options: choiceOf(entry, marks[i] ?? 'blank') }));
  const submitted = await t.call('POST', '/api/exam/v1/exam-script/', script, auth);
  if (submitted.status !== 200) throw new Error(`submit: ${JSON.stringify(submitted.body)}`);
  return { exam, questions: entries.map((e) => e.question.id) };
}

/**
 * Like finishedExam, but each answer is saved as the exam runs and the exam is never submitted: left
 * to time-up (docs/exam.md#time-up-finish).
 */
export async function abandonedExam(
  t: TestApi,
  auth: Auth,
  row: { subject: number; count: number },
  marks: readonly Mark[],
): Promise<{ exam: number; questions: number[] }> {
  const { exam, entries } = await startedFixtureExam(t, auth, row);
  for (const [i, entry] of entries.entries()) {
    const choosed_options = choiceOf(entry, marks[i] ?? 'blank');
    if (choosed_options.length === 0) continue;
    const saved = await t.call('PUT', '/api/exam/v1/exam-script/answer/', { exam, question: entry.question.id, choosed_options }, auth);
    if (saved.status !== 200) throw new Error(`answer: ${JSON.stringify(saved.body)}`);
  }
  return { exam, questions: entries.map((e) => e.question.id) };
}

async function startedFixtureExam(
  t: TestApi,
  auth: Auth,
  row: { subject: number; topic?: number | null; subtopic?: number | null; count: number },
): Promise<{ exam: number; entries: FixtureEntry[] }> {
  const exam = await createExam(t, auth);
  const subjectsRow = [{ subject: row.subject, topic: row.topic ?? null, subtopic: row.subtopic ?? null, no_of_questions: row.count }];
  const chosen = await t.call('POST', '/api/exam/v1/exam-subject/', { exam, subjects: subjectsRow }, auth);
  if (chosen.status !== 201) throw new Error(`exam-subject: ${JSON.stringify(chosen.body)}`);
  const entries = (await t.call('GET', `/api/exam/v1/question-set/?exam=${exam}`, undefined, auth)).body as FixtureEntry[];
  return { exam, entries };
}

/** The options to choose for a mark: the right one, another one, or none. */
function choiceOf(entry: FixtureEntry, mark: Mark): number[] {
  if (mark === 'blank') return [];
  const right = rightOptionOf(entry);
  const pick = mark === 'right' ? right : entry.options.find((o) => o.id !== right.id);
  if (!pick) throw new Error('no option to pick');
  return [pick.id];
}

export type FixtureEntry = {
  question: { id: number; question_data: { data: string }[] };
  options: { id: number; data: { data: string }[] }[];
};

/** The fixture bank asks 'what is i + t?' and its right option reads i + t (test/fixtureBank.ts). */
export function rightOptionOf(entry: FixtureEntry): { id: number } {
  const asked = entry.question.question_data.map((part) => part.data).join(' ');
  const match = /what is (\d+) \+ (\d+)\?/.exec(asked);
  if (!match) throw new Error(`not a fixture question: ${asked}`);
  const sum = String(Number(match[1]) + Number(match[2]));
  const option = entry.options.find((o) => o.data.some((part) => part.data === sum));
  if (!option) throw new Error(`no option reads ${sum}`);
  return option;
}
