// The started product as the e2e and model suites use it: GraphQL for fixtures (the demo learner's
// token, exams, cards) and a signed-in browser context.
import type { Browser, BrowserContext } from 'playwright-core';
import { baseUrl } from './browser';
import { latestMailTo, verificationLink } from './outbox';
import { graphqlAt, tokenOf, type Graphql } from './graphqlClient';
import { signIn } from './screens';

export const LEARNER = { email: 'learner@example.com', password: 'Learner#2026' };

/** GraphQL against the product the suite started. */
export const graphql: Graphql = graphqlAt(baseUrl);

export function learnerToken(): Promise<string> {
  return tokenOf(graphql, LEARNER);
}

/**
 * Cancels the demo learner's exams that are not finished. A running or scheduled exam holds the
 * answers of its questions back from every other view of that learner, so a file that leaves one
 * behind would hide answers from the files after it, which share the product.
 */
export async function cancelUnfinishedExams(): Promise<void> {
  const token = await learnerToken();
  const { myExams } = await graphql<{ myExams: Array<{ id: number; status: string }> }>('{ myExams { id status } }', {}, token);
  for (const exam of myExams.filter((e) => e.status === 'created')) {
    await graphql('mutation($id: Int!) { cancelExam(id: $id) }', { id: exam.id }, token);
  }
}

/** A context whose storage holds the learner's session, signed in once through the login screen. */
export async function signedInContext(browser: Browser, width = 1280, learner: { email: string; password: string } = LEARNER): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, learner.email, learner.password);
  await page.waitForURL('**/home');
  await page.close();
  return context;
}

export async function subjectId(token: string, name: string): Promise<number> {
  const { subjects } = await graphql<{ subjects: Array<{ id: number; name: string }> }>('{ subjects { id name } }', {}, token);
  const subject = subjects.find((s) => s.name === name);
  if (subject === undefined) throw new Error(`no subject ${name}`);
  return subject.id;
}

/** A random test of `count` questions of the subject, started now. */
export async function startedExam(token: string, subject: number, count: number): Promise<number> {
  const { createExam } = await graphql<{ createExam: { id: number } }>('mutation { createExam(type: 1, title: "Random Test") { id } }', {}, token);
  await graphql(
    'mutation($exam: Int!, $subjects: [ExamSubjectInput!]!) { startExam(exam: $exam, subjects: $subjects) { id } }',
    { exam: createExam.id, subjects: [{ subject, no_of_questions: count }] },
    token,
  );
  return createExam.id;
}

export async function submittedExam(token: string, subject: number, count: number): Promise<number> {
  const exam = await startedExam(token, subject, count);
  const { examSheet } = await graphql<{ examSheet: { questions: Array<{ question: { id: number } }> } }>(
    'query($id: Int!) { examSheet(id: $id) { questions { question { id } } } }',
    { id: exam },
    token,
  );
  const answers = examSheet.questions.map(({ question }) => ({ question: question.id, choosed_options: [] }));
  await graphql('mutation($exam: Int!, $answers: [ScriptAnswerInput!]!) { submitExam(exam: $exam, answers: $answers) { score } }', { exam, answers }, token);
  return exam;
}

/**
 * A learner registered through the gateway and verified from the mailed link, for a model that
 * starts payments: the demo learners' subscriptions are what other files rely on.
 */
export async function registeredLearner(name: string, fullName = 'Farhana Islam'): Promise<{ email: string; password: string }> {
  const stamp = `${Date.now()}`;
  const email = `${name}.${stamp}@example.com`;
  const password = 'Subscribe#2026';
  await graphql('mutation($input: RegistrationInput!) { register(input: $input) { detail } }', {
    input: {
      full_name: fullName,
      email,
      phone_no: `+88018${stamp.slice(-8)}`,
      date_of_birth: '2005-06-07',
      gender: 'female',
      country: 'Bangladesh',
      state: 'Dhaka',
      city: 'Dhaka',
      address_line1: 'House 3, Road 2',
      password,
      confirm_password: password,
    },
  });
  const token = new URL(verificationLink(await latestMailTo(email))).searchParams.get('token') ?? '';
  await graphql('mutation($token: String!) { verifyEmail(token: $token) { detail } }', { token });
  return { email, password };
}
