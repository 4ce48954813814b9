import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ServerError } from '../access/serverError';
import { refusalCodes, type RefusalCode } from '../access/refusal';
import { recordEffects } from '../testing/effects';
import { describeModel, fakePromises, settled, type FakePromises } from '../testing/modelTest';
import {
  canGoInHistory,
  heldAnswerMessage,
  currentHistoryQuestion,
  historyHeader,
  historyFilterCounts,
  historyPosition,
  historyReviewMachine,
  historyReviewViewOf,
  historyTimeLine,
  isAnswerHeld,
  type ExamHistory,
  type HistoryReviewContext,
} from './historyReviewMachine';
import { progressMessages as m } from './messages';

const text = (data: string) => [{ type: 'text' as const, data }];
const history: ExamHistory = {
  exam: {
    id: 9,
    type: 'Random Test',
    subjects: ['Physics'],
    start_time: '2026-11-22T04:00:00Z',
    end_time: null,
    total_question: 2,
    right: 1,
    wrong: 0,
    not_answered: 1,
  },
  questions: [
    {
      id: 101,
      subject: 'Physics',
      question_data: text('g?'),
      explanation_data: text('9.8'),
      options: [
        { id: 1, data: text('9.8'), is_answer: true },
        { id: 2, data: text('8.9'), is_answer: false },
      ],
      option: 1,
      revision: null,
    },
    {
      id: 102,
      subject: 'Physics',
      question_data: text('c?'),
      explanation_data: text('3e8'),
      options: [
        { id: 3, data: text('3e8'), is_answer: true },
        { id: 4, data: text('3e5'), is_answer: false },
      ],
      option: null,
      revision: 55,
    },
  ],
};
const input = { examId: 9 };

function provided(fakes: FakePromises) {
  return historyReviewMachine.provide({
    actors: {
      loadHistory: fakes.promise<ExamHistory, { examId: number }>('loadHistory'),
      saveRevision: fakes.promise<{ id: number; detail: string | null }, { question: number }>('saveRevision'),
      removeRevision: fakes.promise<unknown, { id: number }>('removeRevision'),
    },
  });
}

describeModel('historyReviewMachine', historyReviewMachine, {
  input,
  events: () => [
    { type: 'xstate.done.actor.loadHistory', output: history },
    { type: 'xstate.done.actor.loadHistory', output: { ...history, questions: [] } },
    { type: 'xstate.error.actor.loadHistory', error: new Error('offline') },
    { type: 'RETRY' },
    ...(['first', 'back', 'next', 'last'] as const).map((move) => ({ type: 'GO', move })),
    ...(['all', 'wrong', 'skipped', 'slow'] as const).map((filter) => ({ type: 'FILTER', filter })),
    { type: 'TOGGLE_REVISION' },
    { type: 'xstate.done.actor.saveRevision', output: { id: 77, detail: 'Question saved for revision' } },
    { type: 'xstate.error.actor.saveRevision', error: new ServerError({ detail: 'Your subscription does not cover Physics.' }) },
    { type: 'xstate.done.actor.removeRevision', output: undefined },
    { type: 'xstate.error.actor.removeRevision', error: new ServerError({ detail: 'Not found.' }) },
  ],
  start: (fakes, clock) => ({ actor: createActor(provided(fakes), { input, clock }).start() }),
  invariant: (snapshot) => {
    const context = snapshot.context as HistoryReviewContext;
    expect(context.error).toBe(snapshot.matches('failed') ? m.historyLoadFailed : null);
    if (snapshot.matches('reviewing')) expect(currentHistoryQuestion(context)).toBeDefined();
    // The question shown is always one the filter walks: the counter never reads 0 of N.
    if (snapshot.matches('reviewing')) expect(historyPosition(context)).not.toMatch(/^0 /);
    if (snapshot.matches('empty')) expect(context.history?.questions).toEqual([]);
  },
});

describe('the review filters', () => {
  /**
   * Five questions in five minutes (a minute each): right in 30 s, wrong in 90 s, skipped, wrong in
   * 61 s, held back (no right option shown) with no time known.
   */
  const five: ExamHistory = {
    exam: { ...history.exam, end_time: '2026-11-22T04:05:00Z', total_question: 5 },
    questions: [
      { ...history.questions[0]!, id: 1, option: 1, time_spent_ms: 30_000 },
      { ...history.questions[0]!, id: 2, option: 2, time_spent_ms: 90_000 },
      { ...history.questions[0]!, id: 3, option: null, time_spent_ms: null },
      { ...history.questions[0]!, id: 4, option: 2, time_spent_ms: 61_000 },
      { ...history.questions[0]!, id: 5, option: 2, options: history.questions[0]!.options.map((o) => ({ ...o, is_answer: false })) },
    ],
  };

  async function filtering() {
    const fakes = fakePromises();
    const actor = createActor(provided(fakes), { input }).start();
    fakes.settle('loadHistory', 'done', five);
    await settled();
    const shown = () => currentHistoryQuestion(actor.getSnapshot().context)?.id;
    const position = () => historyPosition(actor.getSnapshot().context);
    return { actor, shown, position };
  }

  it('counts the wrong (a held answer is not wrong), the skipped and the slow', () => {
    expect(historyFilterCounts(five)).toEqual({ all: 5, wrong: 2, skipped: 1, slow: 2 });
    expect(historyFilterCounts(null)).toEqual({ all: 0, wrong: 0, skipped: 0, slow: 0 });
    // Without an end time there is no pace, so nothing is slow.
    expect(historyFilterCounts({ ...five, exam: history.exam }).slow).toBe(0);
  });

  it('walks the slow ones: answers that took longer than the exam gives a question (docs/exam.md#question-time)', async () => {
    const { actor, shown, position } = await filtering();
    actor.send({ type: 'FILTER', filter: 'slow' });
    expect([shown(), position()]).toEqual([2, '1 / 2']);
    actor.send({ type: 'GO', move: 'next' });
    expect([shown(), position()]).toEqual([4, '2 / 2']);
  });

  it("says each question's time, and the exam's pace after a slow one", () => {
    const [quick, slow, skipped] = five.questions;
    expect(historyTimeLine(quick!, five.exam)).toBe('Time on this question: 30 secs');
    expect(historyTimeLine(slow!, five.exam)).toBe('Time on this question: 1 min 30 secs (slow: the exam gives 1 min a question)');
    expect(historyTimeLine(skipped!, five.exam)).toBeNull();
  });

  it('walks only the wrong ones, counted among themselves, and back to all', async () => {
    const { actor, shown, position } = await filtering();
    actor.send({ type: 'GO', move: 'next' });
    actor.send({ type: 'GO', move: 'next' });
    expect(shown()).toBe(3);
    actor.send({ type: 'FILTER', filter: 'wrong' });
    expect([shown(), position()]).toEqual([2, '1 / 2']);
    expect(canGoInHistory(actor.getSnapshot().context, 'back')).toBe(false);
    actor.send({ type: 'GO', move: 'next' });
    expect([shown(), position()]).toEqual([4, '2 / 2']);
    expect(canGoInHistory(actor.getSnapshot().context, 'next')).toBe(false);
    actor.send({ type: 'GO', move: 'first' });
    expect(shown()).toBe(2);
    actor.send({ type: 'FILTER', filter: 'all' });
    expect([shown(), position()]).toEqual([1, '1 / 5']);
  });

  it('cannot choose a filter with nothing in it, nor the one it is on', async () => {
    const fakes = fakePromises();
    const actor = createActor(provided(fakes), { input }).start();
    fakes.settle('loadHistory', 'done', { ...five, questions: five.questions.filter((q) => q.option !== null) });
    await settled();
    expect(actor.getSnapshot().can({ type: 'FILTER', filter: 'skipped' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'FILTER', filter: 'all' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'FILTER', filter: 'wrong' })).toBe(true);
  });
});

describe('historyReviewMachine', () => {
  async function reviewing() {
    const fakes = fakePromises();
    const actor = createActor(provided(fakes), { input });
    const effects = recordEffects(actor);
    actor.start();
    fakes.settle('loadHistory', 'done', history);
    await settled();
    return { actor, fakes, effects };
  }

  it("says a shown refusal as the server worded it (a contest's review before its end), any other failure as the load error", async () => {
    const fail = async (error: unknown, shownRefusals?: readonly RefusalCode[]) => {
      const fakes = fakePromises();
      const actor = createActor(provided(fakes), { input: { examId: 3, ...(shownRefusals ? { shownRefusals } : {}) } }).start();
      fakes.settle('loadHistory', 'error', error);
      await settled();
      expect(actor.getSnapshot().matches('failed')).toBe(true);
      return actor.getSnapshot().context.error;
    };
    const notEnded = new ServerError({ detail: 'This contest has not ended yet.' }, undefined, refusalCodes.contestNotEnded);
    expect(await fail(notEnded, [refusalCodes.contestNotEnded])).toBe('This contest has not ended yet.');
    expect(await fail(notEnded)).toBe(m.historyLoadFailed);
    // Told by the code, not the words: the same sentence without the code, or another code, is the load error.
    expect(await fail(new Error('This contest has not ended yet.'), [refusalCodes.contestNotEnded])).toBe(m.historyLoadFailed);
    expect(await fail(new ServerError({ detail: 'This contest has not ended yet.' }, undefined, refusalCodes.forbidden), [refusalCodes.contestNotEnded])).toBe(m.historyLoadFailed);
    expect(await fail(new ServerError({ detail: 'Not found.' }, undefined, refusalCodes.notFound), [refusalCodes.contestNotEnded])).toBe(m.historyLoadFailed);
  });

  it('loads the exam and shows its first question with the counter', async () => {
    const { actor, fakes } = await reviewing();
    expect(fakes.calls[0]).toEqual({ name: 'loadHistory', input: { examId: 9 } });
    expect(actor.getSnapshot().matches({ reviewing: 'idle' })).toBe(true);
    expect(historyPosition(actor.getSnapshot().context)).toBe('1 / 2');
    expect(canGoInHistory(actor.getSnapshot().context, 'back')).toBe(false);
  });

  it('moves with First, Back, Next and Last and stops at the ends', async () => {
    const { actor } = await reviewing();
    actor.send({ type: 'GO', move: 'last' });
    expect(historyPosition(actor.getSnapshot().context)).toBe('2 / 2');
    actor.send({ type: 'GO', move: 'next' });
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'GO', move: 'back' });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'GO', move: 'last' });
    actor.send({ type: 'GO', move: 'first' });
    expect(currentHistoryQuestion(actor.getSnapshot().context)?.id).toBe(101);
  });

  it("saves an unsaved question and then removes it: 'Question removed from revision'", async () => {
    const { actor, fakes, effects } = await reviewing();
    actor.send({ type: 'TOGGLE_REVISION' });
    expect(fakes.calls.at(-1)).toEqual({ name: 'saveRevision', input: { question: 101 } });
    fakes.settle('saveRevision', 'done', { id: 77, detail: 'Question saved for revision' });
    await settled();
    expect(currentHistoryQuestion(actor.getSnapshot().context)?.revision).toBe(77);
    expect(effects.toasts.at(-1)).toEqual({ type: 'toast', message: 'Question saved for revision', kind: 'success' });
    actor.send({ type: 'TOGGLE_REVISION' });
    expect(fakes.calls.at(-1)).toEqual({ name: 'removeRevision', input: { id: 77 } });
    fakes.settle('removeRevision', 'done', undefined);
    await settled();
    expect(currentHistoryQuestion(actor.getSnapshot().context)?.revision).toBeNull();
    expect(effects.toasts.at(-1)).toEqual({ type: 'toast', message: 'Question removed from revision', kind: 'success' });
  });

  it("a failed removal keeps the question saved: 'Failed to remove question from revision'", async () => {
    const { actor, fakes, effects } = await reviewing();
    actor.send({ type: 'GO', move: 'next' });
    actor.send({ type: 'TOGGLE_REVISION' });
    fakes.settle('removeRevision', 'error', new ServerError({ detail: 'Not found.' }));
    await settled();
    expect(currentHistoryQuestion(actor.getSnapshot().context)?.revision).toBe(55);
    expect(effects.toasts.at(-1)).toEqual({ type: 'toast', message: 'Failed to remove question from revision', kind: 'error' });
  });

  it("an exam without questions is 'This Exam Has No History'; a failed load retries", async () => {
    const fakes = fakePromises();
    const actor = createActor(provided(fakes), { input }).start();
    fakes.settle('loadHistory', 'error', new Error('offline'));
    await settled();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Something went wrong, Please Reload.');
    actor.send({ type: 'RETRY' });
    fakes.settle('loadHistory', 'done', { ...history, questions: [] });
    await settled();
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('tells a question whose answer the server held back from one with its answer', () => {
    const [answered] = history.questions;
    if (!answered) throw new Error('no question');
    expect(isAnswerHeld(answered)).toBe(false);
    const held = { ...answered, explanation_data: [], options: answered.options.map((o) => ({ ...o, is_answer: false })) };
    expect(isAnswerHeld(held)).toBe(true);
  });

  it('shows N/A for a missing end time in the header', () => {
    const header = historyHeader(history.exam);
    expect(header.find((row) => row.label === 'End Time')?.value).toBe('N/A');
    expect(header.find((row) => row.label === 'Start Time')?.value).toBe('22/11/2026, 10:00 am');
    expect(header.find((row) => row.label === 'Unattempted')?.value).toBe('1');
  });
});

describe('a held answer says why (issue 28 item 18)', () => {
  it('a submitted contest sitting waits for the contest, not for an exam still being taken', () => {
    expect(heldAnswerMessage({ contest_role: 'sitting' })).toBe('This question is in a contest that has not ended yet; its answer shows once the contest is over.');
    expect(heldAnswerMessage({ contest_role: null })).toBe('This question is in an exam you are still taking; its answer shows once that exam is finished.');
    expect(heldAnswerMessage(undefined)).toBe('This question is in an exam you are still taking; its answer shows once that exam is finished.');
  });
});

describe('historyReviewViewOf', () => {
  it('shows the spinner, a question taking input, and waits while its revision is saved', async () => {
    const fakes = fakePromises();
    const actor = createActor(provided(fakes), { input }).start();
    expect(historyReviewViewOf(actor.getSnapshot())).toEqual({ screen: 'loading', busy: true });
    fakes.settle('loadHistory', 'done', history);
    await settled();
    expect(historyReviewViewOf(actor.getSnapshot())).toEqual({ screen: 'reviewing', busy: false });
    actor.send({ type: 'TOGGLE_REVISION' });
    expect(historyReviewViewOf(actor.getSnapshot())).toEqual({ screen: 'reviewing', busy: true });
    fakes.settle('saveRevision', 'done', { id: 77, detail: null });
    await settled();
    expect(historyReviewViewOf(actor.getSnapshot())).toEqual({ screen: 'reviewing', busy: false });
  });

  it('says the load failed, or that the exam has no questions', async () => {
    const failing = fakePromises();
    const failed = createActor(provided(failing), { input }).start();
    failing.settle('loadHistory', 'error', new Error('offline'));
    await settled();
    expect(historyReviewViewOf(failed.getSnapshot()).screen).toBe('failed');
    const answering = fakePromises();
    const empty = createActor(provided(answering), { input }).start();
    answering.settle('loadHistory', 'done', { ...history, questions: [] });
    await settled();
    expect(historyReviewViewOf(empty.getSnapshot()).screen).toBe('empty');
  });
});
