// The random-test builder (docs/practice.md#random-test, docs/practice.md#random-test-flow, docs/practice.md#random-test-rules) driven by the
// engine's randomTestMachine: choosing the exam type creates the exam, rows are added through
// the form, deleted and cleared, and Start or Schedule Exam opens the next step. The create and
// start calls are held on the wire until the model says the server answered or the connection
// dropped. After every step the table, the duration, the buttons and the message must match.
import {
  canSchedule,
  examDuration,
  examTypeLocked,
  randomTestMachine,
  randomTestViewOf,
  totalQuestions,
  type RandomTestContext,
  type RowDraft,
} from '@proshno/engine';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { gate, type Gate } from './network';
import { graphql, learnerToken, signedInBrowser } from '../e2e/product';
import { describeUiModel, expectMachineCoverage } from './uiModel';

type Driver = { page: Page; gate: Gate };
type BankSubject = { id: number; name: string; grade: string; grade_id: number; questions_available: number };

const { examTypes } = await graphql<{ examTypes: Array<{ id: number; name: string; time_per_question: number }> }>('{ examTypes { id name time_per_question } }', {}, await learnerToken());
const randomType = examTypes.find((type) => type.name === 'Random Test') ?? examTypes[0];
if (randomType === undefined) throw new Error('no exam type');
const { subjects } = await graphql<{ subjects: BankSubject[] }>('{ subjects { id name grade grade_id questions_available } }', {}, await learnerToken());
const rowOf = (name: string): RowDraft & { gradeName: string } => {
  const subject = subjects.find((s) => s.name === name);
  if (subject === undefined) throw new Error(`no ${name}`);
  return { grade: subject.grade_id, gradeName: subject.grade, subject: { id: subject.id, name }, topic: null, subTopic: null, count: 5, available: subject.questions_available };
};
const rows = [rowOf('Physics'), rowOf('Chemistry')];
const failure = new Error('[Network] Failed to fetch');

const signedIn = signedInBrowser();

const paths = await describeUiModel<Driver>({
  name: 'random-test builder',
  machine: randomTestMachine,
  modelMachine: (fakes) =>
    randomTestMachine.provide({
      actors: { createExam: fakes.promise('createExam'), startExam: fakes.promise('startExam'), scheduleExam: fakes.promise('scheduleExam') },
    }),
  events: (snapshot) => {
    const { test, examId } = snapshot.context as RandomTestContext;
    const count = test.rows.length;
    const next = rows[count];
    return [
      // The select offers the type while none is chosen (choosing the shown one again changes nothing).
      ...(test.examType === null ? [{ type: 'CHOOSE_EXAM_TYPE', examType: randomType.id }] : []),
      { type: 'xstate.done.actor.createExam', output: { id: 1, time_per_question: randomType.time_per_question } },
      { type: 'xstate.error.actor.createExam', error: failure },
      ...(examId !== null && next !== undefined ? [{ type: 'ADD', draft: draftOf(next) }] : []),
      ...(count === 1 ? [{ type: 'DELETE', id: 1 }, { type: 'START' }, { type: 'OPEN_SCHEDULE' }] : []),
      ...(count === 2 ? [{ type: 'CLEAR' }] : []),
      { type: 'CANCEL' },
      { type: 'xstate.done.actor.startExam', output: undefined },
      { type: 'xstate.error.actor.startExam', error: failure },
    ];
  },
  key: (snapshot) => {
    const { test, examId, error } = snapshot.context as RandomTestContext;
    return JSON.stringify({ value: snapshot.value, rows: test.rows.length, exam: examId !== null, type: test.examType !== null, error: error !== null });
  },
  // One page walks on to what fresh pages would have (uiModel.ts chain).
  chain: {},
  open: async () => {
    const page = await signedIn.context().newPage();
    // The model starts where a learner has no builder kept on the device; the paths share one
    // context, and a path that ends while building leaves its rows there (docs/practice.md#random-test-device).
    await page.addInitScript(() => {
      for (const key of Object.keys(window.localStorage)) if (key.endsWith('.randomTest.builder')) window.localStorage.removeItem(key);
    });
    const network = await gate(page, ['CreateRandomExam', 'StartRandomExam']);
    await page.goto('/random-test');
    await page.getByRole('button', { name: /^Exam Type:/ }).and(page.locator(':enabled')).waitFor();
    return { page, gate: network };
  },
  act: async ({ page, gate: network }, event) => {
    const settle = async (operation: string, outcome: 'pass' | 'fail') => {
      await network.waitFor(operation);
      await network.release(operation, outcome);
    };
    switch (event.type) {
      case 'CHOOSE_EXAM_TYPE':
        return choose(page, 'Exam Type', randomType.name);
      case 'xstate.done.actor.createExam':
        return settle('CreateRandomExam', 'pass');
      case 'xstate.error.actor.createExam':
        return settle('CreateRandomExam', 'fail');
      case 'ADD': {
        const row = rows.find((r) => r.subject?.id === (event as typeof event & { draft: RowDraft }).draft.subject?.id);
        if (row === undefined) throw new Error('unknown row');
        await choose(page, 'Grade', row.gradeName);
        await choose(page, 'Subject', row.subject?.name ?? '');
        const group = page.getByRole('radiogroup', { name: 'Number of Questions' });
        await group.getByText('5', { exact: true }).click();
        await expect.poll(() => group.getByRole('radio', { name: '5', exact: true }).isChecked()).toBe(true);
        return page.getByRole('button', { name: 'Add', exact: true }).click();
      }
      case 'DELETE':
        return page.getByRole('button', { name: 'Delete row 1' }).click();
      case 'CLEAR':
        return page.getByRole('button', { name: 'Clear All' }).click();
      case 'START':
        return page.getByRole('button', { name: 'Start Exam' }).click();
      case 'OPEN_SCHEDULE':
        return page.getByRole('button', { name: 'Schedule Exam' }).click();
      case 'CANCEL':
        return page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      case 'xstate.done.actor.startExam':
        return settle('StartRandomExam', 'pass');
      case 'xstate.error.actor.startExam':
        return settle('StartRandomExam', 'fail');
      default:
        throw new Error(`no UI action for ${event.type}`);
    }
  },
  check: async ({ page }, snapshot) => {
    const expected = expectedFacts(snapshot);
    await expect.poll(() => screenFacts(page), { interval: 50 }).toEqual(expected);
  },
  close: async ({ page }) => page.close(),
});

expectMachineCoverage('randomTestMachine', randomTestMachine, paths, {
  'randomTest.scheduling': 'the date-time picker is typed in tests/e2e/randomTest.test.ts, not here',
  'randomTest.scheduled': 'as above',
  'randomTest.scheduleDialog --SCHEDULE--> randomTest.scheduling': 'as above',
  'randomTest.scheduling --xstate.done.actor.scheduleExam--> randomTest.scheduled': 'as above',
  'randomTest.scheduling --xstate.error.actor.scheduleExam--> randomTest.scheduleDialog': 'as above',
  'randomTest.building --EDIT--> (self)': 'the edit dialog is walked in tests/e2e/randomTest.test.ts',
  'randomTest.building --PAGE--> (self)': 'six rows per path would double this suite; paging is in the gallery and the engine model',
  'randomTest.building --DRAW_AT_RANDOM--> (self)': "a builder drawn near the level is made by Practise these, which turns it off in tests/e2e/review.test.ts; the engine's machine tests walk the rest",
  'randomTest.cancelling': "the builder's Cancel is walked in tests/e2e/randomTest.test.ts (the exam deleted, 'Exam Cancelled', home) and by the engine's machine tests",
  'randomTest.left': 'as above',
  'randomTest.building --LEAVE--> randomTest.cancelling': 'as above',
  'randomTest.building --LEAVE--> randomTest.left': 'as above',
  'randomTest.cancelling --xstate.done.actor.cancelExam--> randomTest.left': 'as above',
  'randomTest.cancelling --xstate.error.actor.cancelExam--> randomTest.building': 'as above',
});

function draftOf(row: RowDraft): RowDraft {
  const { grade, subject, topic, subTopic, count, available } = row;
  return { grade, subject, topic, subTopic, count, available };
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${label}:`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

type Facts = { screen: string; rows?: number; duration?: string; examTypeEnabled?: boolean; start?: string; schedule?: boolean; clear?: boolean; alert?: boolean; dialog?: boolean };

function expectedFacts(snapshot: AnyMachineSnapshot): Facts {
  const view = randomTestViewOf(snapshot as SnapshotFrom<typeof randomTestMachine>);
  if (view.started) return { screen: 'exam' };
  const { test, timePerQuestion } = snapshot.context as RandomTestContext;
  const { building } = view;
  const duration = examDuration(timePerQuestion, totalQuestions(test.rows));
  return {
    screen: 'builder',
    rows: test.rows.length,
    duration: `${duration.hours}h ${duration.minutes}m ${duration.seconds}s`,
    examTypeEnabled: building && !examTypeLocked(test),
    start: view.starting ? 'Starting…' : building && canSchedule(test) ? 'enabled' : 'disabled',
    schedule: building && canSchedule(test),
    clear: building && test.rows.length > 0,
    alert: view.alert !== null,
    dialog: view.scheduleOpen,
  };
}

function screenFacts(page: Page): Promise<Facts> {
  return page.evaluate(() => {
    const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    if (/^\/exam\/\d+/.test(location.pathname)) return { screen: 'exam' };
    const buttons = [...document.querySelectorAll('button')];
    const enabled = (b: Element | undefined) => b !== undefined && !b.hasAttribute('disabled') && b.getAttribute('aria-disabled') !== 'true';
    const start = buttons.find((b) => text(b) === 'Start Exam' || text(b) === 'Starting…');
    return {
      screen: 'builder',
      rows: document.querySelectorAll('table[aria-label="Selected questions"] tbody tr').length,
      duration: text(document.querySelector('[data-testid="duration"]')),
      examTypeEnabled: enabled(buttons.find((b) => (b.getAttribute('aria-label') ?? '').startsWith('Exam Type:'))),
      start: text(start) === 'Starting…' ? 'Starting…' : enabled(start) ? 'enabled' : 'disabled',
      schedule: enabled(buttons.find((b) => text(b) === 'Schedule Exam')),
      clear: enabled(buttons.find((b) => text(b) === 'Clear All')),
      alert: document.querySelector('section[aria-label="Choose questions"]')?.previousElementSibling?.getAttribute('role') === 'alert',
      dialog: [...document.querySelectorAll('[role="dialog"]')].some((d) => text(d).includes('Set Your Exam Schedule')),
    };
  });
}
