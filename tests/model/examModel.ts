// The exam screen (docs/exam.md#lifecycle, docs/exam.md#timer, docs/exam.md#answering) driven by the engine's
// examMachine as three models: the lifecycle (load, submit, time-up, cancel, failures), answering
// and the filters, and the clock. Time is Playwright's clock, fixed and moved by the model, so the
// 300-second warning, the 10-second blink and time-up come without waiting; the network is held by ./network so
// every loading, saving and submitting state stays on screen until the model moves on.
//
// Each model is played by a test file of its own (examLifecycle, examAnswering, examTimer), so the
// three run side by side; examCoverage checks that together they cover the machine.
import {
  currentQuestion,
  examMachine,
  examScreenMessages,
  NetworkError,
  viewList,
  type ExamContext,
  type ExamInput,
  type ExamLoad,
  type TickerInput,
} from '@proshno/engine';
import { silentAutosave, type Path } from '@proshno/engine/testing';
import type { Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import { fromCallback, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { expectedFacts, screenFacts, type ExamFacts } from './examScreen';
import { gate, type Gate } from './network';
import { graphql, learnerToken, signedInBrowser, startedExam, subjectId, submittedExam, type SignedInBrowser } from '../e2e/product';
import type { ModelSpec, UiModel } from './uiModel';

/** One of the exam's models: the machine's input says the exam's time, `questions` its size. */
export type ExamModel = ModelSpec & { input: ExamInput; questions: number };

let signedIn: SignedInBrowser;
let physics = 0;
let finishedExam = 0;

/** The browser and the fixtures a file playing an exam model needs (registers its hooks). */
export function examFixtures(): void {
  signedIn = signedInBrowser();
  beforeAll(async () => {
    const token = await learnerToken();
    physics = await subjectId(token, 'Physics');
    finishedExam = await submittedExam(token, physics, 2);
    // One visit online installs the service worker, which then serves the app to every page of the
    // context, also with no network: a reload offline needs it (docs/shell.md#offline-app).
    const page = await signedIn.context().newPage();
    await page.goto('/home');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    await page.close();
  }, 120_000);
}

/** The page's wall clock stands here, and moves only when the model's TICK says. */
const T0 = Date.UTC(2026, 5, 1, 4, 0, 0);

type Driver = { page: Page; gate: Gate; examId: number; questions: number; clock: number };

const text = (data: string) => [{ type: 'text' as const, data }];
/** The model's exam: `count` questions with options A-D; the driver maps ids to positions on screen. */
function loadOf(count: number, status: 'created' | 'finished' = 'created'): ExamLoad {
  const questions = Array.from({ length: count }, (_, q) => ({
    id: q + 1,
    question_data: text(`Question ${q + 1}`),
    options: [0, 1, 2, 3].map((o) => ({ id: (q + 1) * 10 + o, data: text('ABCD'[o] ?? '') })),
    option: null,
  }));
  return {
    exam: { status, timelimit: count * 60, mark_per_qn: 1, negative_mark_per_qn: 0.25 },
    questions,
    result: status === 'finished' ? { time_remaining: 0, mark_per_qn: 1, negative_mark_per_qn: 0.25, subject_result: [] } : null,
  };
}

function modelMachine(fakes: Parameters<UiModel<Driver>['modelMachine']>[0]) {
  return examMachine.provide({
    actors: {
      loadExam: fakes.promise('loadExam'),
      submitScript: fakes.promise('submitScript'),
      cancelExam: fakes.promise('cancelExam'),
      ticker: fromCallback<EventObject, TickerInput>(() => () => {}),
      autosave: silentAutosave(),
    },
  });
}

/** What the app's loader or submit meets when the gate fails a request: no answer at all. */
const networkError = new NetworkError('[Network] Failed to fetch');

/** The outcomes the server (or the connection) can give to each call. */
function outcomes(count: number): EventObject[] {
  const events: Array<EventObject & Record<string, unknown>> = [
    { type: 'xstate.done.actor.loadExam', output: loadOf(count) },
    { type: 'xstate.error.actor.loadExam', error: networkError },
    { type: 'xstate.done.actor.submitScript', output: loadOf(count, 'finished').result },
    { type: 'xstate.error.actor.submitScript', error: networkError },
    { type: 'xstate.done.actor.cancelExam', output: undefined },
    { type: 'xstate.error.actor.cancelExam', error: networkError },
  ];
  return events;
}

function sheetOf(snapshot: AnyMachineSnapshot) {
  return (snapshot.context as ExamContext).sheet;
}

function answeredCount(snapshot: AnyMachineSnapshot): number {
  const sheet = sheetOf(snapshot);
  return sheet.questionIds.length - viewList(sheet, 'unanswered').length;
}

const baseKey = (snapshot: AnyMachineSnapshot) => ({ value: snapshot.value, status: snapshot.status });

// ---- the three models (each played by a file of its own: examLifecycle, examAnswering, examTimer) --------------------------------------------------------------------------

// Well below the server's own time_remaining (2 questions, 120 s counted from the exam's start on
// the server's real clock), so the clock starts from the parameter, also on a reload late in a path
// on a loaded machine: the server's clock leads the model's only after 80 s (see freshExam).
const remainingParam = 40;
const lifecycleInput: ExamInput = { examId: 1, remainingParam, now: 0, stored: null };

export const lifecycleModel = {
  name: 'exam lifecycle',
  machine: examMachine,
  modelMachine,
  input: lifecycleInput,
  loops: ['RELOAD'],
  events: (snapshot) => {
    const pristine = snapshot.matches({ running: 'answering' }) && answeredCount(snapshot) === 0;
    const context = snapshot.context as ExamContext;
    // docs/exam.md#offline: offline, the learner submits and the submit waits for the network; a
    // submit on its way is cut off by going offline. A reload offline, before the submit and while it
    // waits, goes on from the device. Nothing else is asked of the app offline here.
    if (!context.online) {
      return [
        ...(pristine ? [{ type: 'SUBMIT' }, { type: 'RELOAD' }] : []),
        // Also at zero: the reload once forgot the submit there (docs/exam.md#submit-survives-reload).
        ...(snapshot.matches({ running: 'waitingToSubmit' }) ? [{ type: 'RELOAD' }] : []),
        { type: 'CONFIRM' },
        { type: 'ANSWERS_SAVED' },
        { type: 'xstate.error.actor.submitScript', error: networkError },
        { type: 'ONLINE' },
      ];
    }
    return [
      ...outcomes(2),
      { type: 'xstate.done.actor.loadExam', output: loadOf(2, 'finished') },
      { type: 'RETRY' },
      ...(pristine
        ? [
            { type: 'CHOOSE', option: 10 },
            { type: 'TICK', now: context.deadline },
            { type: 'BACK_NAVIGATION' },
            { type: 'OFFLINE' },
            { type: 'ONLINE' },
            { type: 'RELOAD' },
          ]
        : []),
      // A reload at zero is time-up again: the clock never shows more than it had (docs/exam.md#reload-clock).
      ...(snapshot.matches({ running: 'timeUp' }) ? [{ type: 'RELOAD' }] : []),
      ...(snapshot.matches({ running: 'submitting' }) && answeredCount(snapshot) === 0 ? [{ type: 'OFFLINE' }] : []),
      { type: 'SUBMIT' },
      { type: 'CONFIRM' },
      { type: 'CANCEL' },
      { type: 'DISMISS' },
      { type: 'ANSWERS_SAVED' },
    ];
  },
  key: (snapshot) => {
    const context = snapshot.context as ExamContext;
    return JSON.stringify({ ...baseKey(snapshot), answered: answeredCount(snapshot), up: context.remaining === 0, online: context.online });
  },
  questions: 2,
} satisfies ExamModel;

const answeringInput: ExamInput = { examId: 1, remainingParam, now: 0, stored: null };

export const answeringModel = {
  name: 'exam answering and filters',
  machine: examMachine,
  modelMachine,
  input: answeringInput,
  loops: ['RELOAD'],
  events: (snapshot) => {
    if (!snapshot.matches({ running: 'answering' })) return [{ type: 'xstate.done.actor.loadExam', output: loadOf(2) }];
    const sheet = sheetOf(snapshot);
    const current = currentQuestion(sheet);
    const first = (current === undefined ? 0 : Number(current)) * 10;
    const chosen = current === undefined ? null : (sheet.answers[current] ?? null);
    const all = sheet.view === 'all';
    const onFirst = sheet.index === 0;
    const answered = answeredCount(snapshot);
    const marked = sheet.bookmarks.length > 0;
    // Question 1 is answered, re-answered, cleared and bookmarked; question 2 is reached by Next,
    // by its chip in the Unanswered view, or answered from another tab. Each filter opens from
    // question 1 and switches to the other one.
    const filters = (['bookmarked', 'unanswered'] as const).filter(
      (view) => sheet.view !== view && viewList(sheet, view).length > 0 && (!all || (onFirst && (chosen !== null || view === 'unanswered'))),
    );
    return [
      ...(onFirst && all ? [{ type: 'CHOOSE', option: chosen === null ? first : chosen }] : []),
      ...(onFirst && all && chosen === first && !marked ? [{ type: 'CHOOSE', option: first + 1 }] : []),
      ...(!onFirst && chosen === null ? [{ type: 'CHOOSE', option: first }] : []),
      ...(onFirst && all && chosen !== null ? [{ type: 'TOGGLE_BOOKMARK' }] : []),
      ...filters.map((view) => ({ type: 'SET_VIEW', view })),
      ...(all ? [] : [{ type: 'SET_VIEW', view: 'all' }]),
      ...(all && answered < 2 ? [{ type: 'GO', move: onFirst ? 'next' : 'back' }] : []),
      ...(all ? [] : viewList(sheet).filter((id) => id !== current).map((questionId) => ({ type: 'JUMP', questionId }))),
      ...(answered === 1 && chosen !== null && !marked && onFirst && all ? [{ type: 'ANSWER_ELSEWHERE', questionId: 2, option: 22 }] : []),
      // A reload brings back the question, the choices (those still queued and those another tab
      // saved) and the bookmarks, on the same clock; the view is not kept (docs/exam.md#offline), so
      // a reload is a loop only in the whole list. It is walked where a bookmark, the second question
      // or both choices are to be brought back; the pristine exam's reload is the lifecycle model's.
      ...(all && (marked || !onFirst || answered === 2) ? [{ type: 'RELOAD' }] : []),
    ];
  },
  key: (snapshot) => {
    const sheet = sheetOf(snapshot);
    // Which questions are answered and bookmarked, the view and the position: what the screen counts.
    const answered = sheet.questionIds.map((id) => (sheet.answers[id] == null ? 0 : 1)).join('');
    const marked = sheet.questionIds.map((id) => (sheet.bookmarks.includes(id) ? 1 : 0)).join('');
    return JSON.stringify({ ...baseKey(snapshot), answered, marked, view: sheet.view, index: sheet.index });
  },
  questions: 2,
} satisfies ExamModel;

const timerInput: ExamInput = { examId: 1, remainingParam: 302, now: 0, stored: null };
/** The clock's edges (docs/exam.md#time-warnings): the 300-second warning for 3 s, 10 s and below, zero. */
const landmarks = [301, 300, 298, 297, 11, 10, 1, 0];

export const timerModel = {
  name: 'exam timer',
  machine: examMachine,
  modelMachine,
  input: timerInput,
  events: (snapshot) => {
    if (snapshot.matches('loading')) return [{ type: 'xstate.done.actor.loadExam', output: loadOf(6) }];
    const context = snapshot.context as ExamContext;
    const later = landmarks.filter((left) => left < context.remaining);
    const ticks = [...new Set([later[0], later.at(-1)])].filter((left) => left !== undefined);
    return [
      ...ticks.map((left) => ({ type: 'TICK', now: context.deadline - left * 1000 })),
      ...(context.remaining === 10 ? [{ type: 'SUBMIT' }, { type: 'CANCEL' }] : []),
    ];
  },
  key: (snapshot) => {
    const { remaining, blink } = snapshot.context as ExamContext;
    return JSON.stringify({ ...baseKey(snapshot), remaining, blink });
  },
  questions: 6,
} satisfies ExamModel;

// ---- the driver: UI actions, the network and the clock ------------------------------------------

/** The model played in the real app: its paths' UI actions, network outcomes and clock. */
export function inTheApp(model: ExamModel): UiModel<Driver> {
  // One page walks on to what fresh pages would have (uiModel.ts chain), on the fixture its first load needs.
  return { ...model, ...examDriver(model.questions, model.input), chain: { kind: firstLoad } };
}

function examDriver(count: number, input: ExamInput): Pick<UiModel<Driver>, 'open' | 'act' | 'check' | 'close'> {
  return {
    open: async (path) => {
      const finished = firstLoad(path) === 'finished';
      const examId = finished ? finishedExam : await freshExam(count);
      const page = await signedIn.context().newPage();
      // The wall clock stands at T0 while timers keep running: the app's clock reads T0 at load.
      await page.clock.setFixedTime(T0);
      // Saves of another exam, left waiting on the device by an earlier path, go straight through.
      const network = await gate(page, ['ExamSheet', 'SubmitExam', 'CancelExam', 'SaveAnswer'], (variables) => variables.exam === undefined || variables.exam === examId);
      await page.goto(`/exam/${examId}?remaining=${input.remainingParam ?? ''}`);
      return { page, gate: network, examId, questions: count, clock: T0 };
    },
    act: async (driver, event, before) => {
      const { page } = driver;
      const click = (name: string | RegExp, exact = true) => page.getByRole('button', { name, exact }).filter({ visible: true }).first().click();
      const outcome = event.type.startsWith('xstate.done.') ? 'pass' : 'fail';
      switch (event.type) {
        case 'xstate.done.actor.loadExam':
        case 'xstate.error.actor.loadExam':
          return settle(driver, 'ExamSheet', outcome);
        case 'xstate.done.actor.submitScript':
        case 'xstate.error.actor.submitScript':
          return settle(driver, 'SubmitExam', outcome);
        case 'xstate.done.actor.cancelExam':
        case 'xstate.error.actor.cancelExam':
          return settle(driver, 'CancelExam', outcome);
        case 'ANSWERS_SAVED':
          return driver.gate.release('SaveAnswer', 'pass');
        case 'RETRY':
          return click('Reload');
        case 'CHOOSE': {
          const { option } = event as EventObject & { option: number };
          return page.getByRole('button', { name: new RegExp(`^Option ${'ABCD'[option % 10]}:`) }).click();
        }
        case 'TOGGLE_BOOKMARK':
          return page.getByRole('button', { name: /^Bookmark/ }).click();
        case 'SET_VIEW': {
          const { view } = event as EventObject & { view: 'all' | 'bookmarked' | 'unanswered' };
          const shown = sheetOf(before).view;
          return view === 'all' ? click(new RegExp(`^Hide ${shown === 'bookmarked' ? 'Bookmarked' : 'Unanswered'}`), false) : click(new RegExp(`^View ${view === 'bookmarked' ? 'Bookmarked' : 'Unanswered'}`), false);
        }
        case 'GO': {
          const { move } = event as EventObject & { move: string };
          return click(move[0]?.toUpperCase() + move.slice(1));
        }
        case 'JUMP': {
          const { questionId } = event as EventObject & { questionId: number };
          // docs/exam.md#palette: the chip named 'Question n: …' (its number and state).
          return page.getByRole('toolbar', { name: /uestions$/ }).getByRole('button', { name: new RegExp(`^Question ${questionId}:`) }).click();
        }
        case 'ANSWER_ELSEWHERE': {
          // Another tab on this exam saves its choice and tells this one about it, over the app's own channel.
          const { questionId, option } = event as EventObject & { questionId: number; option: number };
          const real = await realIds(driver, questionId, option);
          await graphql(
            'mutation($exam: Int!, $question: Int!, $option: Int) { saveAnswer(exam: $exam, question: $question, option: $option) }',
            { exam: driver.examId, question: real.questionId, option: real.option },
            await learnerToken(),
          );
          // Its choice, then the server's confirmation of its save, as a tab tells them (docs/exam.md#answer-delivery).
          return page.evaluate(
            ({ examId, answer }) => {
              const channel = new BroadcastChannel(`proshno.exam.${examId}`);
              channel.postMessage(answer);
              channel.postMessage({ ...answer, confirmed: true });
            },
            { examId: driver.examId, answer: real },
          );
        }
        case 'TICK': {
          const { now } = event as EventObject & { now: number };
          // The wall clock moves to the model's reading; the tab waking reads it at once.
          await page.clock.setFixedTime(T0 + now);
          driver.clock = T0 + now;
          await page.evaluate(() => void document.dispatchEvent(new Event('visibilitychange')));
          return;
        }
        case 'BACK_NAVIGATION':
          await page.goBack();
          return void (await page.getByRole('status').filter({ hasText: 'You cannot leave the exam page until submission!' }).first().waitFor());
        case 'RELOAD': {
          // The page reloads (docs/exam.md#offline): offline from the service worker's cache. The exam
          // shows its loading screen until its question set arrives (online) or cannot (offline: the
          // device's copy); then the check holds the screen to the model's unchanged state.
          const { online } = before.context as ExamContext;
          driver.gate.forget();
          const reloaded = await page.reload();
          if (!online && reloaded?.fromServiceWorker() !== true) throw new Error('the reload offline was not answered by the service worker');
          await driver.gate.waitFor('ExamSheet');
          await expect.poll(async () => (await screenFacts(page)).screen).toBe('loading');
          return driver.gate.release('ExamSheet', online ? 'pass' : 'fail');
        }
        case 'OFFLINE':
          return signedIn.context().setOffline(true);
        case 'ONLINE':
          return signedIn.context().setOffline(false);
        case 'SUBMIT':
          return before.matches({ running: 'timeUp' }) ? page.getByRole('alertdialog').getByRole('button', { name: 'Submit Exam' }).click() : click('Submit Exam');
        // The time-up Cancel's question (docs/exam.md#cancel-confirm): Delete Exam confirms, Keep Exam goes back.
        case 'CONFIRM':
          return before.matches({ running: 'confirmingCancel' })
            ? page.getByRole('alertdialog').getByRole('button', { name: examScreenMessages.deleteExam, exact: true }).click()
            : page.getByRole('alertdialog').getByRole('button', { name: 'Submit', exact: true }).click();
        case 'CANCEL':
          return before.matches({ running: 'confirmingCancel' })
            ? page.getByRole('alertdialog').getByRole('button', { name: examScreenMessages.keepExam, exact: true }).click()
            : page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
        case 'DISMISS':
          return click('Back to questions');
        default:
          throw new Error(`no UI action for ${event.type}`);
      }
    },
    check: async (driver, snapshot) => {
      const expected = expectedFacts(snapshot, { unsavedAnswers: driver.gate.held('SaveAnswer') > 0 });
      await expect
        .poll(async () => pick(await screenFacts(driver.page), expected), { timeout: 15_000, interval: 50 })
        .toEqual(expected);
    },
    close: async (driver) => {
      await signedIn.context().setOffline(false);
      await driver.page.close();
    },
  };
}

// The next path's exam is created while this path runs: the server draws it in the meantime. The
// server's own clock for it runs from then, and the app shows the lesser of it and the model's
// clock at each load (the first, and each reload), so the server must still allow more than the
// model's 40 s (120 s for 2 questions) at the path's last load: an exam made ahead serves for 10 s,
// which leaves a path 70 s. On a machine with a load of 30 a path took up to 25 s; at the former
// 100 s the margin was 20 s, and the clock once read 00:01:38 for the model's 00:01:40.
const ahead = new Map<number, { exam: Promise<number>; madeAt: number }>();
const servesForMs = 10_000;
// The token is asked for at each use: this file runs longer than an access token lives (15 min)
// on a busy machine, and learnerToken() renews it.
function freshExam(count: number): Promise<number> {
  const made = ahead.get(count);
  const started = () => learnerToken().then((token) => startedExam(token, physics, count));
  const exam = made !== undefined && Date.now() - made.madeAt < servesForMs ? made.exam : started();
  ahead.set(count, { exam: started(), madeAt: Date.now() });
  return exam;
}

/** Which load the path's fixture must give: an exam already finished, or one to take. */
function firstLoad(path: Path): 'finished' | 'created' {
  for (const step of path.steps) {
    if (step.event.type === 'xstate.done.actor.loadExam') {
      const output = (step.event as EventObject & { output: ExamLoad }).output;
      return output.exam.status === 'finished' ? 'finished' : 'created';
    }
  }
  return 'created';
}

/** Lets the held call through or fails it, once the app has made it. */
async function settle(driver: Driver, operation: string, outcome: 'pass' | 'fail'): Promise<void> {
  await driver.gate.waitFor(operation);
  await driver.gate.release(operation, outcome);
}

/** The real question and option ids behind the model's (question n, option n·10 + k). */
async function realIds(driver: Driver, questionId: number, option: number): Promise<{ questionId: number; option: number }> {
  const sheet = await examSheetIds(driver.examId);
  const question = sheet[questionId - 1];
  const real = question?.options[option % 10];
  if (question === undefined || real === undefined) throw new Error(`no question ${questionId} option ${option}`);
  return { questionId: question.id, option: real };
}

async function examSheetIds(examId: number): Promise<Array<{ id: number; options: number[] }>> {
  const { examSheet } = await graphql<{ examSheet: { questions: Array<{ question: { id: number; options: Array<{ id: number }> } }> } }>(
    'query($id: Int!) { examSheet(id: $id) { questions { question { id options { id } } } } }',
    { id: examId },
    await learnerToken(),
  );
  return examSheet.questions.map(({ question }) => ({ id: question.id, options: question.options.map((o) => o.id) }));
}

/** The facts of the page that the expectation speaks of. */
function pick(actual: ExamFacts, expected: ExamFacts): Partial<ExamFacts> {
  return Object.fromEntries(Object.keys(expected).map((key) => [key, actual[key as keyof ExamFacts]]));
}
