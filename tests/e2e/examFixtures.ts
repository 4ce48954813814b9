// Exams set up through the gateway, as a learner's token allows, for the e2e and model suites and
// `npm run screens`: each takes the client of the product it sets up, and no test runner.
import type { Graphql } from './graphqlClient';

/** A subject's id as the gateway lists it. */
export async function subjectNamed(graphql: Graphql, token: string, name: string): Promise<number> {
  const { subjects } = await graphql<{ subjects: Array<{ id: number; name: string }> }>('{ subjects { id name } }', {}, token);
  const subject = subjects.find((s) => s.name === name);
  if (subject === undefined) throw new Error(`no subject ${name}`);
  return subject.id;
}

/** A random test whose type was chosen and then left: no subjects, no questions. */
export async function newRandomTest(graphql: Graphql, token: string): Promise<number> {
  const { createExam } = await graphql<{ createExam: { id: number } }>('mutation { createExam(type: 1, title: "Random Test") { id } }', {}, token);
  return createExam.id;
}

/** A random test of `count` questions of the subject, started now. */
export async function startedRandomTest(graphql: Graphql, token: string, subject: number, count: number): Promise<number> {
  const exam = await newRandomTest(graphql, token);
  await graphql(
    'mutation($exam: Int!, $subjects: [ExamSubjectInput!]!) { startExam(exam: $exam, subjects: $subjects) { id } }',
    { exam, subjects: [{ subject, no_of_questions: count }] },
    token,
  );
  return exam;
}

/** A random test of `count` questions of the subject, scheduled to start at `start`. */
export async function scheduledRandomTest(graphql: Graphql, token: string, subject: number, count: number, start: Date): Promise<number> {
  const exam = await newRandomTest(graphql, token);
  await graphql(
    'mutation($exam: Int!, $subjects: [ExamSubjectInput!]!, $start: String!) { scheduleExam(exam: $exam, subjects: $subjects, start_time: $start) { id } }',
    { exam, subjects: [{ subject, no_of_questions: count }], start: start.toISOString() },
    token,
  );
  return exam;
}
