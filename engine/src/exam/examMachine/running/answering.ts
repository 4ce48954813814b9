// The questions on screen (docs/exam.md#answering, docs/exam.md#filters, docs/exam.md#clear-undo):
// choosing, clearing and its Undo, bookmarks, views and moves; Submit asks first.
import { sendTo } from 'xstate';
import { choose, currentQuestion, go, jumpTo, receiveAnswer, setView, toggleBookmark, type AnswerSheet, type OptionId, type QuestionId } from '../../answering';
import type { BookmarkWish } from '../../bookmarkSync';
import { updateSheet } from '../progress';
import { examSetup, unreachable } from '../setup';
import type { ClearedAnswer, ExamContext } from '../types';

export const answering = examSetup.createStateConfig({
  always: [
    // A submit made before a reload goes on (docs/exam.md#offline).
    { guard: 'submitRequested', target: 'draining' },
    // Zero or less at load, or a tick reaching zero, is time-up (docs/exam.md#timer).
    { guard: 'timeIsUp', target: 'timeUp' },
  ],
  on: {
    CHOOSE: {
      actions: [
        { type: 'setCleared', params: ({ context, event }) => ({ cleared: clearedBy(context.sheet, event.option) }) },
        ...updateSheet('CHOOSE', ({ context, event }) => choose(context.sheet, event.option)),
        { type: 'noteChosenAt', params: ({ context, event }) => ({ questionId: currentQuestion(context.sheet) ?? unreachable(), chosenAt: event.at }) },
        sendTo('autosave', ({ context }) => ({ type: 'SAVE' as const, ...savedAnswerOf(context) })),
        { type: 'shareAnswer', params: ({ context }) => savedAnswerOf(context) },
      ],
    },
    // docs/exam.md#clear-undo: the cleared answer comes back and is saved again, newest of its question.
    UNDO_CLEAR: {
      guard: 'clearedStillEmpty',
      actions: [
        ...updateSheet('UNDO_CLEAR', ({ context }) => receiveAnswer(context.sheet, context.cleared?.questionId ?? unreachable(), context.cleared?.option ?? null)),
        { type: 'noteChosenAt', params: ({ context, event }) => ({ questionId: context.cleared?.questionId ?? unreachable(), chosenAt: event.at }) },
        sendTo('autosave', ({ context }) => ({ type: 'SAVE' as const, ...savedAnswerOf(context, context.cleared?.questionId) })),
        { type: 'shareAnswer', params: ({ context }) => savedAnswerOf(context, context.cleared?.questionId) },
        { type: 'setCleared', params: ({ context }) => ({ cleared: context.cleared === null ? null : { ...context.cleared, restored: true } }) },
      ],
    },
    TOGGLE_BOOKMARK: {
      actions: [
        ...updateSheet('TOGGLE_BOOKMARK', ({ context }) => toggleBookmark(context.sheet)),
        sendTo('bookmarkSync', ({ context }) => ({ type: 'BOOKMARK' as const, wishes: [currentBookmark(context)] })),
      ],
    },
    SET_VIEW: { actions: updateSheet('SET_VIEW', ({ context, event }) => setView(context.sheet, event.view)) },
    GO: { actions: updateSheet('GO', ({ context, event }) => go(context.sheet, event.move)) },
    JUMP: { actions: updateSheet('JUMP', ({ context, event }) => jumpTo(context.sheet, event.questionId)) },
    SUBMIT: 'confirmingSubmit',
    CANCEL_EXAM: { guard: 'cancellable', target: '#exam.cancelling' },
  },
});

/** 'Are you sure you want to submit? Answers can’t be changed.' Cancel / Submit. */
export const confirmingSubmit = examSetup.createStateConfig({
  always: { guard: 'timeIsUp', target: 'timeUp' },
  on: { CANCEL: 'answering', CONFIRM: 'draining' },
});

/** The choice to save of a question, the current one unless told. */
function savedAnswerOf(context: ExamContext, question?: QuestionId): { questionId: QuestionId; option: OptionId | null; chosenAt?: number } {
  const questionId = question ?? currentQuestion(context.sheet) ?? unreachable();
  const chosenAt = context.chosenAt[questionId];
  return { questionId, option: context.sheet.answers[questionId] ?? null, ...(chosenAt === undefined ? {} : { chosenAt }) };
}

/** What a tap on `option` clears: the current question's answer when it is that option (docs/exam.md#clear-undo), else nothing. */
function clearedBy(sheet: AnswerSheet, option: OptionId): ClearedAnswer | null {
  const questionId = currentQuestion(sheet);
  if (questionId === undefined || sheet.answers[questionId] !== option) return null;
  return { questionId, option, number: sheet.index + 1, restored: false };
}

/** The current question's bookmark as the sheet now holds it. */
function currentBookmark(context: ExamContext): BookmarkWish {
  const questionId = currentQuestion(context.sheet) ?? unreachable();
  return { questionId, bookmarked: context.sheet.bookmarks.includes(questionId) };
}
