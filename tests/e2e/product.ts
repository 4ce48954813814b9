// The started product as the e2e and model suites use it: GraphQL for fixtures (the demo learner's
// token, exams, cards) and a signed-in browser context.
import { sessionStorageKey, signedInCookie } from '@proshno/engine';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, newPage, useBrowser, type ContextOptions, type Screen } from './browser';
import { latestMailTo, verificationLink } from './outbox';
import { newRandomTest, scheduledRandomTest, startedRandomTest, subjectNamed } from './examFixtures';
import { graphqlAt, postGraphql, tokenOf, type Graphql, type GraphqlAnswer } from './graphqlClient';
import { paidMonthly } from './payment';
import { signIn } from './screens';

export type Learner = { email: string; password: string };

export const LEARNER = { email: 'learner@example.com', password: 'Learner#2026', name: 'Ayesha Rahman' };
export const NEWBIE: Learner = { email: 'newbie@example.com', password: 'Newbie#2026' };

/** GraphQL against the product the suite started. */
export const graphql: Graphql = graphqlAt(baseUrl);

/** GraphQL against the product the suite started, the answer as it came (errors are not thrown). */
export function graphqlAnswer<Data>(query: string, variables: Record<string, unknown>, token?: string): Promise<GraphqlAnswer<Data>> {
  return postGraphql<Data>(baseUrl(), { query, variables }, token);
}

/**
 * A storage state that holds `learner`'s session as the app keeps it after its login screen
 * (web/src/access/session/storage.ts: the session under sessionStorageKey and the signed-in cookie),
 * made from the login mutation on the product at `url`. For a test whose subject is another screen:
 * its context opens signed in, without the login screen and the dashboard on the way.
 */
export async function sessionState(url: string, learner: Learner): Promise<StorageState> {
  type LoggedIn = { access: string; refresh: string; user: { id: number; full_name: string; email: string; phone_no: string | null; image: string | null }; image: string | null; role: string };
  const { login } = await graphqlAt(url)<{ login: LoggedIn }>(
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { access refresh user { id full_name email phone_no image } image role } }',
    { email: learner.email, password: learner.password },
  );
  const session = { accessToken: login.access, refreshToken: login.refresh, user: login.user, role: login.role, image: login.image };
  const { origin, hostname } = new URL(url);
  return {
    cookies: [{ name: signedInCookie, value: '1', domain: hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }],
    origins: [{ origin, localStorage: [{ name: sessionStorageKey, value: JSON.stringify(session) }] }],
  };
}

/** A learner's access token (the demo learner's unless told), reused for at most a minute: ask at each use. */
export function learnerToken(learner: Learner = LEARNER): Promise<string> {
  return tokenOf(graphql, learner);
}

/**
 * Cancels the demo learner's exams that are not finished. A running or scheduled exam holds the
 * answers of its questions back from every other view of that learner, so a file that leaves one
 * behind would hide answers from the files after it, which share the product. A contest sitting is
 * never cancelled (docs/contest.md#one-sitting); its contest holds its questions from everyone
 * until its end anyway.
 */
export async function cancelUnfinishedExams(): Promise<void> {
  const token = await learnerToken();
  const { myExams } = await graphql<{ myExams: Array<{ id: number; status: string; contest_role: string | null }> }>('{ myExams { id status contest_role } }', {}, token);
  for (const exam of myExams.filter((e) => e.status === 'created' && e.contest_role !== 'sitting')) {
    await graphql('mutation($id: Int!) { cancelExam(id: $id) }', { id: exam.id }, token);
  }
}

/** A page in a context of its own, signed in through the login screen and arrived on /home. */
export async function signedInPage(browser: Browser, screen: Screen = 1280, learner: Learner = LEARNER, options: ContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, screen, options);
  await signIn(page, learner.email, learner.password);
  // The address, not the load event: on a loaded machine a page's load event once never came (the CI
  // of 954bc5a), and every caller waits for what it needs on the page next.
  await page.waitForURL((url) => url.pathname === '/home', { waitUntil: 'commit' });
  return { context, page };
}

/** A context whose storage holds the learner's session, signed in once through the login screen. */
export async function signedInContext(browser: Browser, width = 1280, learner: Learner = LEARNER): Promise<BrowserContext> {
  const { context, page } = await signedInPage(browser, width, learner);
  await page.close();
  return context;
}

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * A signed-in learner's page that has visited the app once online, so the service worker controls
 * it and has fetched the whole app (docs/shell.md#offline-first): every route opens offline.
 */
export async function visitedOnce(
  browser: Browser,
  storageState: StorageState,
  viewport?: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), storageState, ...(viewport === undefined ? {} : { viewport }) });
  const page = await context.newPage();
  await page.goto('/home');
  await page.getByRole('heading', { name: 'My Exam Schedule' }).waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null && document.documentElement.dataset['offlineReady'] === 'all', undefined, {
    timeout: 60_000,
  });
  return { context, page };
}

/** The stored session of the learner signed in once, for contexts opened later with a cold cache. */
export async function signedInState(browser: Browser, learner: Learner = LEARNER): Promise<StorageState> {
  const context = await signedInContext(browser, 1280, learner);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** A browser and a context signed in as the learner, made in beforeAll (see signedInBrowser). */
export type SignedInBrowser = { browser: () => Browser; context: () => BrowserContext };

/**
 * Chromium for the test file, launched before its tests with one context where the learner has
 * signed in, and closed after them; the file's pages open in `context()`.
 */
export function signedInBrowser(learner: Learner = LEARNER): SignedInBrowser {
  let context: BrowserContext | undefined;
  const browser = useBrowser(async (launched) => {
    context = await signedInContext(launched, 1280, learner);
  });
  return {
    browser,
    context: () => {
      if (context === undefined) throw new Error('the signed-in context is made in beforeAll');
      return context;
    },
  };
}

/** A subject's id as the gateway lists it. */
export function subjectId(token: string, name: string): Promise<number> {
  return subjectNamed(graphql, token, name);
}

/** A random test whose type was chosen and then left: no subjects, no questions. */
export function createdExam(token: string): Promise<number> {
  return newRandomTest(graphql, token);
}

/** A random test of `count` questions of the subject, started now. */
export function startedExam(token: string, subject: number, count: number): Promise<number> {
  return startedRandomTest(graphql, token, subject, count);
}

/** A Physics random test of two questions, scheduled to start at `start`. */
export async function scheduledPhysics(token: string, start: Date): Promise<number> {
  return scheduledRandomTest(graphql, token, await subjectId(token, 'Physics'), 2, start);
}

/** The demo bank's velocity–time graph: api/media-seed/bank/velocity-time-graph.svg, 320 × 280. */
export const GRAPH = { path: '/media/bank/velocity-time-graph.svg', width: 320, height: 280 };

type FigureSheet = { examSheet: { questions: Array<{ question: { question_data: Array<{ type: string; data: string; width: number | null; height: number | null }> } }> } };

/**
 * The demo learner's random test of every question on velocity–time graphs (two of which show
 * GRAPH), started now; with the 1-based number of the first question that shows it and its image part.
 */
export async function velocityGraphExam(): Promise<{ exam: number; graphAt: number; figure: unknown }> {
  const token = await learnerToken();
  const physics = await subjectId(token, 'Physics');
  const { topics } = await graphql<{ topics: Array<{ id: number; name: string }> }>('query($s: Int!) { topics(subject: $s) { id name } }', { s: physics }, token);
  const kinematics = topics.find((t) => t.name === 'Kinematics');
  if (kinematics === undefined) throw new Error('the demo bank has Kinematics');
  const { subtopics } = await graphql<{ subtopics: Array<{ id: number; name: string; questions_available: number }> }>(
    'query($t: Int!) { subtopics(topic: $t) { id name questions_available } }',
    { t: kinematics.id },
    token,
  );
  const graphs = subtopics.find((s) => s.name === 'Velocity–time graphs');
  if (graphs === undefined) throw new Error('the demo bank has velocity–time graphs');
  const exam = await newRandomTest(graphql, token);
  await graphql(
    'mutation($exam: Int!, $subjects: [ExamSubjectInput!]!) { startExam(exam: $exam, subjects: $subjects) { id } }',
    { exam, subjects: [{ subject: physics, topic: kinematics.id, subtopic: graphs.id, no_of_questions: graphs.questions_available }] },
    token,
  );
  const { examSheet } = await graphql<FigureSheet>('query($id: Int!) { examSheet(id: $id) { questions { question { question_data { type data width height } } } } }', { id: exam }, token);
  const index = examSheet.questions.findIndex(({ question }) => question.question_data.some((part) => part.type === 'image'));
  const figure = examSheet.questions[index]?.question.question_data.find((p) => p.type === 'image');
  return { exam, graphAt: index + 1, figure };
}

export async function submittedExam(token: string, subject: number, count: number): Promise<number> {
  const exam = await startedExam(token, subject, count);
  const { examSheet } = await graphql<{ examSheet: { questions: Array<{ question: { id: number } }> } }>(
    'query($id: Int!) { examSheet(id: $id) { questions { question { id } } } }',
    { id: exam },
    token,
  );
  const answers = examSheet.questions.map(({ question }) => ({ question: question.id, option: null }));
  await graphql('mutation($exam: Int!, $answers: [ScriptAnswerInput!]!) { submitExam(exam: $exam, answers: $answers) { score } }', { exam, answers }, token);
  return exam;
}

/** What a newcomer's registration says of them; the rest is an address in Dhaka. */
export type Newcomer = { fullName?: string; password?: string; gender?: 'female' | 'male' };

let registered = 0;

/** Digits no registration of this run has used yet: the e-mail and phone number are unique. */
function uniqueStamp(): string {
  registered += 1;
  return `${Date.now()}${registered}`;
}

/** The registration form (REST and GraphQL take the same fields) of a newcomer living in Dhaka. */
export function registrationOf(email: string, newcomer: Newcomer = {}) {
  const password = newcomer.password ?? 'Subscribe#2026';
  return {
    full_name: newcomer.fullName ?? 'Farhana Islam',
    email,
    phone_no: `+88018${uniqueStamp().slice(-8)}`,
    date_of_birth: '2005-06-07',
    gender: newcomer.gender ?? 'female',
    country: 'Bangladesh',
    state: 'Dhaka',
    city: 'Dhaka',
    address_line1: 'House 3, Road 2',
    password,
    confirm_password: password,
  };
}

/**
 * A learner registered through the gateway and verified from the mailed link, with an e-mail of
 * their own (`<name>.<stamp>@example.com`) and a username no one has taken yet, for a file that
 * changes an account or buys: the demo learners' profiles and purchases are what other files rely on.
 */
export async function registeredLearner(name: string, newcomer: Newcomer = {}): Promise<Learner & { username: string }> {
  const stamp = uniqueStamp();
  const email = `${name}.${stamp}@example.com`;
  const input = registrationOf(email, newcomer);
  await graphql('mutation($input: RegistrationInput!) { register(input: $input) { detail } }', { input });
  const token = new URL(verificationLink(await latestMailTo(email))).searchParams.get('token') ?? '';
  await graphql('mutation($token: String!) { verifyEmail(token: $token) { detail } }', { token });
  return { email, password: input.password, username: `${name}${stamp.slice(-9)}` };
}

/** A newcomer as registeredLearner makes one, who then paid for Premium Monthly (./payment.ts). */
export async function subscribedLearner(name: string, newcomer: Newcomer = {}): Promise<Learner & { username: string }> {
  const learner = await registeredLearner(name, newcomer);
  await paidMonthly(graphql, baseUrl(), await learnerToken(learner));
  return learner;
}
