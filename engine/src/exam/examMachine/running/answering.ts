// The questions on screen (docs/exam.md#answering, docs/exam.md#filters, docs/exam.md#clear-undo):
// choosing, clearing and its Undo, bookmarks, views and moves; Submit asks first.
import { sendTo } from 'xstate';
import { choose, currentQuestion, go, jumpTo, receiveAnswer, setView, toggleBookmark, type AnswerSheet, type OptionId, type QuestionId } from '../../answering';
import type { BookmarkWish } from '../../bookmarkSync';
import type { SharedAnswer } from '../../examStorage';
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
        { type: 'seeTime', params: ({ event }) => ({ now: event.at }) },
        ...updateSheet('CHOOSE', ({ context, event }) => choose(context.sheet, event.option)),
        { type: 'noteChosenAt', params: ({ context, event }) => ({ ...timeOfChoice(context, event.at), chosenAt: event.at }) },
        sendTo('autosave', ({ context }) => ({ type: 'SAVE' as const, ...savedAnswerOf(context) })),
        { type: 'shareAnswer', params: ({ context }) => sharedAnswerOf(context) },
      ],
    },
    // docs/exam.md#clear-undo: the cleared answer comes back and is saved again, newest of its question.
    UNDO_CLEAR: {
      guard: 'clearedStillEmpty',
      actions: [
        { type: 'seeTime', params: ({ event }) => ({ now: event.at }) },
        ...updateSheet('UNDO_CLEAR', ({ context }) => receiveAnswer(context.sheet, context.cleared?.questionId ?? unreachable(), context.cleared?.option ?? null)),
        { type: 'noteChosenAt', params: ({ context, event }) => ({ ...timeOfChoice(context, event.at, context.cleared?.questionId), chosenAt: event.at }) },
        sendTo('autosave', ({ context }) => ({ type: 'SAVE' as const, ...savedAnswerOf(context, context.cleared?.questionId) })),
        { type: 'shareAnswer', params: ({ context }) => sharedAnswerOf(context, context.cleared?.questionId) },
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
    GO: { actions: [{ type: 'seeTime', params: ({ event }) => ({ now: event.at }) }, ...updateSheet('GO', ({ context, event }) => go(context.sheet, event.move))] },
    JUMP: { actions: [{ type: 'seeTime', params: ({ event }) => ({ now: event.at }) }, ...updateSheet('JUMP', ({ context, event }) => jumpTo(context.sheet, event.questionId))] },
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
function savedAnswerOf(context: ExamContext, question?: QuestionId): { questionId: QuestionId; option: OptionId | null; chosenAt?: number; spentMs?: number } {
  const questionId = question ?? currentQuestion(context.sheet) ?? unreachable();
  const chosenAt = context.chosenAt[questionId];
  const spentMs = context.answerSpent[questionId];
  return { questionId, option: context.sheet.answers[questionId] ?? null, ...(chosenAt === undefined ? {} : { chosenAt }), ...(spentMs === undefined ? {} : { spentMs }) };
}

/** What the exam's other tabs hear of a choice: all of its save but its time on screen, which is this tab's own. */
function sharedAnswerOf(context: ExamContext, question?: QuestionId): SharedAnswer {
  const { spentMs: _own, ...shared } = savedAnswerOf(context, question);
  return shared;
}

/**
 * The question a choice is of (the current one unless told) and its time on screen when made
 * (docs/exam.md#question-time); an undated choice carries no time.
 */
function timeOfChoice(context: ExamContext, at: number | undefined, question?: QuestionId): { questionId: QuestionId; spentMs?: number } {
  const questionId = question ?? currentQuestion(context.sheet) ?? unreachable();
  const spent = context.spent[questionId];
  return at === undefined ? { questionId } : { questionId, spentMs: Math.round(spent ?? 0) };
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
