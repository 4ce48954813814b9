// The progress examMachine keeps per exam (./progress.ts): stored on load and after every change,
// cleared on submit (docs/exam.md#timer, docs/exam.md#offline).
import { describe, expect, it } from 'vitest';
import { settled } from '../../testing/modelTest';
import { created, exam, loadedAt, questions, result, start } from './fixtures';

describe('examMachine: the stored progress (docs/exam.md#timer)', () => {
  it('keeps the bookmarks with the progress, so an exam opened again has them back', async () => {
    const { actor, recorded } = await start(created);
    actor.send({ type: 'GO', move: 'next' });
    actor.send({ type: 'TOGGLE_BOOKMARK' });
    expect(recorded.stored.at(-1)).toMatchObject({ examId: 7, index: 1, startedAt: loadedAt, bookmarks: [2] });
    const { startedAt, index } = recorded.stored.at(-1) ?? { startedAt: 0, index: 0 };
    // Opened again (after leaving by a link): a question no longer in the exam is dropped.
    const again = await start(created, { stored: { index, startedAt, bookmarks: [99, 2] } });
    expect(again.actor.getSnapshot().context.sheet.bookmarks).toEqual([2]);
  });

  it('stores progress on load and on index change, and clears it on submit', async () => {
    const { actor, fakes, recorded } = await start(created);
    actor.send({ type: 'GO', move: 'next' });
    expect(recorded.stored).toMatchObject([
      { examId: 7, index: 0, startedAt: loadedAt, bookmarks: [] },
      { examId: 7, index: 1, startedAt: loadedAt, bookmarks: [] },
    ]);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    fakes.settle('submitScript', 'done', result);
    await settled();
    expect(actor.getSnapshot().value).toBe('finished');
    expect(actor.getSnapshot().context.remaining).toBe(120);
    expect(recorded.cleared).toEqual([7]);
    expect(recorded.toasts).toEqual(['Exam submitted successfully.']);
  });

  it('keeps the question set once it has arrived, and the choices, index and deadline with the progress', async () => {
    const { actor, recorded } = await start(created, { remainingParam: null });
    expect(recorded.exams).toEqual([{ exam, questions }]);
    actor.send({ type: 'CHOOSE', option: 12 });
    expect(recorded.stored.at(-1)).toEqual({
      examId: 7,
      index: 0,
      spent: {},
      startedAt: loadedAt,
      bookmarks: [],
      answers: { 1: 12, 2: 22 },
      deadline: loadedAt + 600_000,
      submitting: false,
      // What the server holds, as its load said (docs/exam.md#answer-delivery).
      confirmed: { 1: { option: null }, 2: { option: 22 } },
    });
  });
});
