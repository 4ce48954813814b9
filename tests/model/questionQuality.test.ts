// The Admin's question-quality page (docs/content.md#admin-page) driven by the engine's
// questionQualityMachine on /admin/questions in real Chromium against the shared product. A learner
// of this file's own sits one Biology question, submits it blank and reports it with words no other
// report has; the paths act on that report alone (the queue holds every learner's). The two loads
// of the page, the resolve and the reload after it are held on the wire until the model says the
// server answered or the connection failed. A reload the model says shows the report resolved, or
// open again, finds the world so: the file resolves it, or the learner reports it again, before the
// answer is let through (another Admin, another report). After every step the page must show what
// the model's state says.
//
// The Admin signs in twice for the file: once in the browser, once through GraphQL (the token that
// resolves the report outside the page), as the api counts 20 sign-ins an account a minute.
import {
  fillIn,
  messages,
  qualityMessages as m,
  questionQualityMachine,
  questionQualityView,
  type QualityFilter,
  type QuestionQualityContext,
  type QuestionQualityData,
  type QuestionQualitySnapshot,
} from '@proshno/engine';
import { missedByAll } from '@proshno/engine/testing/quality';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { graphql, learnerToken, signedInBrowser, subjectId, subscribedLearner } from '../e2e/product';
import { choose } from '../e2e/screens';
import { closeGated, gate, type Gate } from './network';
import { describeUiModel, expectMachineCoverage } from './uiModel';

const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };
const WORDS = `The key is wrong (question quality model ${Date.now().toString(36)}).`;
const QUESTIONS_PAGE = 20;

// The learner's question: one Biology question, sat and submitted blank.
const learner = await subscribedLearner('qualitymodel');
const question = await blankQuestion(await learnerToken(learner));
/** The report of the learner's that is open now, or null once resolved. */
let openReport: number | null = await fileReport();
const admin = await learnerToken(ADMIN);
{
  // The questions' statistics run to more than one page (the demo learners' exams), so the paths turn one.
  const { adminQuestionAnalysis } = await graphql<{ adminQuestionAnalysis: { count: number } }>('{ adminQuestionAnalysis { count } }', {}, admin);
  expect(adminQuestionAnalysis.count, 'the demo bank’s statistics fill more than one page').toBeGreaterThan(QUESTIONS_PAGE);
}

/**
 * What a load brings in the model: the page asked for (every question runs to several pages, the
 * reported ones to less than one), and the queue with the learner's report or without it.
 */
function dataOf(mine: boolean, { filter, page }: Pick<QuestionQualityContext, 'filter' | 'page'>): QuestionQualityData {
  const report = { id: 1, reason: 'wrong_key' as const, text: WORDS, created_at: '2026-12-01T04:00:00.000Z', resolved_at: null, reporter: 'Farhana Islam', statistics: missedByAll };
  const count = filter === 'all' ? 3 * QUESTIONS_PAGE : 1;
  return { questions: { count, page, page_size: QUESTIONS_PAGE, results: [missedByAll] }, reports: { open: mine ? 1 : 0, results: mine ? [report] : [] } };
}

/** Whether the page shows its questions' pager: the questions it shows run to more than a page. */
function paged(c: QuestionQualityContext): boolean {
  return c.data !== null && c.data.questions.count > c.data.questions.page_size;
}
const failure = new Error('[Network] Failed to fetch');

type Driver = { page: Page; gate: Gate };
const loads = ['AdminQuestionAnalysis', 'AdminQuestionReports'] as const;
const operations = [...loads, 'ResolveQuestionReport'] as const;

const signedIn = signedInBrowser(ADMIN);

type Event = EventObject & Record<string, unknown>;

const paths = await describeUiModel<Driver>({
  name: 'question quality',
  machine: questionQualityMachine,
  modelMachine: (fakes) =>
    questionQualityMachine.provide({ actors: { loadQuality: fakes.promise('loadQuality'), resolveReport: fakes.promise('resolveReport') } }),
  // The filter goes between all questions and the reported ones, the questions' page to the second
  // (where the pager shows, under every question) and back by the filter; a reload shows the report
  // open, or (under every question) resolved. A failed reload is walked with the reported questions
  // shown, and after a refusal only 'Mark resolved' again; on the second page the walk only goes
  // back to the first. While a resolve is out, the filter and the page change from every question,
  // and a resolve fails only there. The model stays small: each of these is walked once.
  events: (snapshot): Event[] => {
    const c = snapshot.context as QuestionQualityContext;
    const mine = c.data?.reports.results.some((report) => report.resolved_at === null) ?? false;
    const toggled: Event = { type: 'FILTER', filter: c.filter === 'all' ? 'reported' : 'all' };
    const secondPage: Event[] = c.filter === 'all' && c.page === 1 && paged(c) ? [{ type: 'PAGE', page: 2 }] : [];
    const loaded = (open: boolean): Event => ({ type: 'xstate.done.actor.loadQuality', output: dataOf(open, c) });
    const failed = (actor: string): Event => ({ type: `xstate.error.actor.${actor}`, error: failure });
    if (snapshot.matches('loading')) return [loaded(true), failed('loadQuality')];
    if (snapshot.matches('loadFailed')) return [{ type: 'RETRY' }];
    const all = c.filter === 'all' && c.page === 1;
    if (snapshot.matches({ ready: 'refreshing' })) return [loaded(true), ...(all ? [loaded(false)] : []), ...(mine && c.filter === 'reported' ? [failed('loadQuality')] : [])];
    const resolved: Event = { type: 'xstate.done.actor.resolveReport', output: undefined };
    if (snapshot.matches({ ready: 'resolving' })) return all ? [resolved, failed('resolveReport'), toggled, ...secondPage] : [resolved];
    const resolve: Event[] = mine ? [{ type: 'RESOLVE', report: 1 }] : [];
    if (c.refusal !== null) return resolve;
    if (c.page === 2) return [toggled];
    return [...resolve, toggled, ...secondPage];
  },
  key: (snapshot) => {
    const c = snapshot.context as QuestionQualityContext;
    const mine = c.data?.reports.results.some((report) => report.resolved_at === null) ?? false;
    return JSON.stringify({
      value: snapshot.value,
      filter: c.filter,
      page: c.page,
      shownPage: c.data?.questions.page ?? null,
      paged: paged(c),
      mine,
      refusal: c.refusal !== null,
      resolving: c.resolving !== null,
      loadError: c.loadError,
    });
  },
  // One page walks on to what fresh pages would have (uiModel.ts chain).
  chain: {},
  open: async () => {
    const page = await signedIn.context().newPage();
    const network = await gate(page, operations);
    await page.goto('/admin/questions');
    await Promise.all(loads.map((operation) => network.waitFor(operation)));
    return { page, gate: network };
  },
  act: async ({ page, gate: network }, event) => {
    switch (event.type) {
      case 'xstate.done.actor.loadQuality': {
        // The world as the reload shows it: the learner's report open or resolved.
        const { output } = event as EventObject & { output: QuestionQualityData };
        await worldWith(output.reports.results.length > 0);
        return settle(network, loads, 'pass');
      }
      case 'xstate.error.actor.loadQuality':
        return settle(network, loads, 'fail');
      case 'xstate.done.actor.resolveReport':
        openReport = null;
        return settle(network, ['ResolveQuestionReport'], 'pass');
      case 'xstate.error.actor.resolveReport':
        return settle(network, ['ResolveQuestionReport'], 'fail');
      case 'RETRY':
        return page.getByRole('button', { name: messages.tryAgain }).click();
      case 'RESOLVE':
        return myReport(page).getByRole('button', { name: m.resolve }).click();
      case 'FILTER': {
        const { filter } = event as EventObject & { filter: QualityFilter };
        return choose(page, new RegExp(`^${m.filterLabel}: `), filter === 'all' ? m.filterAll : m.filterReported);
      }
      case 'PAGE': {
        const { page: number } = event as EventObject & { page: number };
        return page
          .getByRole('navigation', { name: m.questionPages })
          .getByRole('button', { name: fillIn(messages.pageNumber, { n: number }), exact: true })
          .click();
      }
      default:
        throw new Error(`no UI action for ${event.type}`);
    }
  },
  check: async ({ page }, snapshot) => {
    const expected = expectedFacts(snapshot);
    await expect.poll(() => screenFacts(page), { interval: 100 }).toEqual(expected);
  },
  // What a path leaves held is refused first: a resolve let through as the page closes would
  // resolve the report the next path finds open.
  close: (driver) => closeGated(driver),
});

expectMachineCoverage('questionQualityMachine', questionQualityMachine, paths);

function myReport(page: Page) {
  return page.locator('li[data-report]').filter({ hasText: WORDS });
}

async function settle(network: Gate, held: readonly string[], outcome: 'pass' | 'fail'): Promise<void> {
  await Promise.all(held.map((operation) => network.waitFor(operation)));
  for (const operation of held) await network.release(operation, outcome);
}

/** Makes the learner's report open (the learner reports the question again) or resolved (the Admin's token resolves it). */
async function worldWith(open: boolean): Promise<void> {
  if (open && openReport === null) openReport = await fileReport();
  if (!open && openReport !== null) {
    await graphql('mutation($id: Int!) { resolveQuestionReport(id: $id) { id } }', { id: openReport }, admin);
    openReport = null;
  }
}

async function fileReport(): Promise<number> {
  const { reportQuestion } = await graphql<{ reportQuestion: { id: number } }>(
    'mutation($question: Int!, $text: String) { reportQuestion(question: $question, reason: wrong_key, text: $text) { id } }',
    { question, text: WORDS },
    await learnerToken(learner),
  );
  return reportQuestion.id;
}

/** A random test of one Biology question, submitted blank: the question's id. */
async function blankQuestion(token: string): Promise<number> {
  const biology = await subjectId(token, 'Biology');
  const { createExam } = await graphql<{ createExam: { id: number } }>('mutation { createExam(type: 1, title: "Random Test") { id } }', {}, token);
  const exam = createExam.id;
  await graphql('mutation($exam: Int!, $subjects: [ExamSubjectInput!]!) { startExam(exam: $exam, subjects: $subjects) { id } }', { exam, subjects: [{ subject: biology, no_of_questions: 1 }] }, token);
  const { examSheet } = await graphql<{ examSheet: { questions: Array<{ question: { id: number } }> } }>('query($id: Int!) { examSheet(id: $id) { questions { question { id } } } }', { id: exam }, token);
  const id = examSheet.questions[0]?.question.id ?? expect.fail('the exam has a question');
  await graphql('mutation($exam: Int!, $answers: [ScriptAnswerInput!]!) { submitExam(exam: $exam, answers: $answers) { score } }', { exam, answers: [{ question: id, option: null }] }, token);
  return id;
}

type Facts =
  | { screen: 'loading' }
  | { screen: 'failed'; message: string }
  | { screen: 'page'; busy: boolean; refusal: string | null; filter: string; pager: number | null; mine: { reason: string; resolve: string } | null };

/** What the model's view says, of the learner's report. */
function expectedFacts(snapshot: AnyMachineSnapshot): Facts {
  const view = questionQualityView(snapshot as QuestionQualitySnapshot);
  if (view.screen !== 'page') return view.screen === 'loading' ? { screen: 'loading' } : view;
  const mine = view.reports.find((report) => report.text.text === WORDS);
  return {
    screen: 'page',
    busy: view.busy,
    refusal: view.refusal,
    filter: view.filters.find((f) => f.id === view.filter)?.name ?? '',
    pager: view.count > view.pageSize ? view.page : null,
    mine: mine === undefined ? null : { reason: mine.reason, resolve: mine.resolving ? 'pending' : view.busy ? 'disabled' : 'enabled' },
  };
}

function screenFacts(page: Page): Promise<Facts> {
  return page.evaluate(
    ({ heading, loading, words, filterLabel, pages }): Facts => {
      const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const root = [...document.querySelectorAll('h1')].find((h) => text(h) === heading)?.parentElement;
      if (root === null || root === undefined) return { screen: 'loading' };
      const reports = root.querySelector('section[aria-labelledby="quality-reports"]');
      if (reports === null) {
        const alert = root.querySelector('[role="alert"]');
        return root.querySelector(`[aria-label="${loading}"]`) !== null || alert === null ? { screen: 'loading' } : { screen: 'failed', message: text(alert.querySelector('p')) };
      }
      const card = [...reports.querySelectorAll('li[data-report]')].find((li) => text(li).includes(words));
      const button = card?.querySelector('button');
      const filter = [...root.querySelectorAll('button[aria-haspopup]')].find((b) => (b.getAttribute('aria-label') ?? '').startsWith(`${filterLabel}: `));
      const refusal = [...root.children].find((child) => child.matches('p[role="alert"]'));
      const current = root.querySelector(`nav[aria-label="${pages}"] [aria-current="page"]`);
      return {
        screen: 'page',
        busy: reports.getAttribute('aria-busy') === 'true',
        refusal: refusal === undefined ? null : text(refusal),
        filter: (filter?.getAttribute('aria-label') ?? '').slice(filterLabel.length + 2),
        pager: current === null ? null : Number(text(current)),
        mine:
          card === undefined || button === undefined || button === null
            ? null
            : {
                reason: text(card.querySelector('strong')),
                resolve: button.getAttribute('data-pending') === 'true' ? 'pending' : button.hasAttribute('disabled') ? 'disabled' : 'enabled',
              },
      };
    },
    { heading: m.heading, loading: m.loading, words: WORDS, filterLabel: m.filterLabel, pages: m.questionPages },
  );
}
