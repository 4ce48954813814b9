import { describe, expect, it } from 'vitest';
import {
  answeredLabel,
  answerSheet,
  canGo,
  canView,
  chipName,
  chipsOf,
  choose,
  currentQuestion,
  go,
  jumpTo,
  positionLabel,
  progressPercent,
  receiveAnswer,
  setView,
  toggleBookmark,
  unansweredOf,
  viewList,
  type AnswerSheet,
} from './answering';

const ids = [11, 12, 13, 14, 15];
const at = (sheet: AnswerSheet, id: number) => jumpTo(sheet, id);

describe('answering', () => {
  it('starts on the first question with every question unanswered', () => {
    const sheet = answerSheet(ids);
    expect(currentQuestion(sheet)).toBe(11);
    expect(unansweredOf(sheet)).toEqual(ids);
    expect(progressPercent(sheet)).toBe(0);
  });

  it('keeps choices already saved and a stored question index', () => {
    const sheet = answerSheet(ids, { 12: 7 }, 3);
    expect(currentQuestion(sheet)).toBe(14);
    expect(unansweredOf(sheet)).toEqual([11, 13, 14, 15]);
    expect(currentQuestion(answerSheet(ids, {}, 99))).toBe(15);
  });

  it('takes a choice made elsewhere as given, for any question of the exam, and ignores other questions', () => {
    const sheet = receiveAnswer(answerSheet(ids, { 12: 7 }), 14, 3);
    expect(sheet.answers).toEqual({ 12: 7, 14: 3 });
    expect(currentQuestion(sheet)).toBe(11);
    expect(receiveAnswer(sheet, 12, null).answers).toEqual({ 12: null, 14: 3 });
    expect(receiveAnswer(sheet, 99, 1)).toBe(sheet);
    // The Unanswered view stays usable when the other tab answers its last question.
    const lastOpen = setView(answerSheet([11, 12], { 11: 1 }), 'unanswered');
    expect(receiveAnswer(lastOpen, 12, 2).view).toBe('all');
  });

  it('chooses one option per question and removes the question from the unanswered list', () => {
    const sheet = choose(answerSheet(ids), 101);
    expect(sheet.answers[11]).toBe(101);
    expect(unansweredOf(sheet)).toEqual([12, 13, 14, 15]);
  });

  it('replaces the choice when another option is chosen', () => {
    const sheet = choose(choose(answerSheet(ids), 101), 102);
    expect(sheet.answers[11]).toBe(102);
    expect(unansweredOf(sheet)).toEqual([12, 13, 14, 15]);
  });

  it('clears the choice when the chosen option is tapped again, and the question is unanswered again', () => {
    const sheet = choose(choose(answerSheet(ids), 101), 101);
    expect(sheet.answers[11]).toBeNull();
    expect(unansweredOf(sheet)).toEqual(ids);
  });

  it('computes progress as answered over total', () => {
    let sheet = choose(answerSheet(ids), 1);
    sheet = choose(at(sheet, 13), 2);
    expect(progressPercent(sheet)).toBe(40);
    expect(progressPercent(answerSheet([]))).toBe(0);
  });

  it('toggles bookmarks per question and keeps them in question order', () => {
    let sheet = toggleBookmark(at(answerSheet(ids), 14));
    sheet = toggleBookmark(at(sheet, 12));
    sheet = toggleBookmark(at(sheet, 15));
    expect(sheet.bookmarks).toEqual([12, 14, 15]);
    expect(toggleBookmark(at(sheet, 14)).bookmarks).toEqual([12, 15]);
  });

  it('disables the Bookmarked and Unanswered views while their count is 0', () => {
    const none = answerSheet(ids);
    expect(canView(none, 'bookmarked')).toBe(false);
    expect(setView(none, 'bookmarked')).toBe(none);
    const allAnswered = ids.reduce((sheet, id) => choose(at(sheet, id), 1), none);
    expect(canView(allAnswered, 'unanswered')).toBe(false);
    expect(setView(allAnswered, 'unanswered').view).toBe('all');
  });

  it('keeps Bookmarked and Unanswered mutually exclusive', () => {
    const sheet = toggleBookmark(at(answerSheet(ids), 12));
    const bookmarked = setView(sheet, 'bookmarked');
    expect(bookmarked.view).toBe('bookmarked');
    const unanswered = setView(bookmarked, 'unanswered');
    expect(unanswered.view).toBe('unanswered');
    expect(setView(unanswered, 'all').view).toBe('all');
  });

  it('moves to the first question of a view when the current one is not in it', () => {
    const sheet = toggleBookmark(at(answerSheet(ids), 14));
    expect(currentQuestion(setView(at(sheet, 11), 'bookmarked'))).toBe(14);
    expect(currentQuestion(setView(sheet, 'bookmarked'))).toBe(14);
  });

  it('moves First, Back, Next and Last over all questions in the all view', () => {
    const sheet = at(answerSheet(ids), 13);
    expect(currentQuestion(go(sheet, 'first'))).toBe(11);
    expect(currentQuestion(go(sheet, 'back'))).toBe(12);
    expect(currentQuestion(go(sheet, 'next'))).toBe(14);
    expect(currentQuestion(go(sheet, 'last'))).toBe(15);
  });

  it('disables First and Back on the first question and Next and Last on the last', () => {
    const first = answerSheet(ids);
    expect([canGo(first, 'first'), canGo(first, 'back'), canGo(first, 'next'), canGo(first, 'last')]).toEqual([false, false, true, true]);
    const last = go(first, 'last');
    expect([canGo(last, 'first'), canGo(last, 'back'), canGo(last, 'next'), canGo(last, 'last')]).toEqual([true, true, false, false]);
    expect(go(last, 'next')).toBe(last);
  });

  it('restricts navigation to the bookmarked questions in the Bookmarked view', () => {
    let sheet = answerSheet(ids);
    for (const id of [12, 14, 15]) sheet = toggleBookmark(at(sheet, id));
    sheet = setView(at(sheet, 12), 'bookmarked');
    expect(viewList(sheet)).toEqual([12, 14, 15]);
    expect(currentQuestion(go(sheet, 'next'))).toBe(14);
    expect(currentQuestion(go(go(sheet, 'next'), 'next'))).toBe(15);
    expect(currentQuestion(go(sheet, 'last'))).toBe(15);
    expect(canGo(sheet, 'back')).toBe(false);
  });

  it('restricts navigation to the unanswered questions in the Unanswered view, following new answers', () => {
    let sheet = choose(at(answerSheet(ids), 12), 1);
    sheet = setView(at(sheet, 11), 'unanswered');
    expect(currentQuestion(go(sheet, 'next'))).toBe(13);
    sheet = choose(sheet, 1);
    expect(viewList(sheet)).toEqual([13, 14, 15]);
    expect(currentQuestion(go(sheet, 'next'))).toBe(13);
    expect(canGo(sheet, 'back')).toBe(false);
  });

  it('falls back to all questions when a filtered view empties', () => {
    const bookmarked = setView(toggleBookmark(answerSheet(ids)), 'bookmarked');
    expect(toggleBookmark(bookmarked).view).toBe('all');
    const unanswered = setView(answerSheet([11]), 'unanswered');
    expect(choose(unanswered, 1).view).toBe('all');
  });

  it('lists numbered chips for the view and jumps to one', () => {
    let sheet = answerSheet(ids);
    for (const id of [12, 15]) sheet = toggleBookmark(at(sheet, id));
    sheet = setView(sheet, 'bookmarked');
    expect(chipsOf(sheet)).toEqual([
      { questionId: 12, number: 2, current: false, answered: false, bookmarked: true },
      { questionId: 15, number: 5, current: true, answered: false, bookmarked: true },
    ]);
    expect(currentQuestion(jumpTo(sheet, 12))).toBe(12);
    expect(jumpTo(sheet, 99)).toBe(sheet);
  });

  it('lists a chip for every question outside the filters, each named by its number and state', () => {
    let sheet = toggleBookmark(at(answerSheet(ids), 13));
    sheet = choose(at(sheet, 12), 121);
    const chips = chipsOf(sheet);
    expect(chips.map((chip) => chip.number)).toEqual([1, 2, 3, 4, 5]);
    expect(chips.map(chipName)).toEqual([
      'Question 1: not answered',
      'Question 2: answered, current',
      'Question 3: not answered, bookmarked',
      'Question 4: not answered',
      'Question 5: not answered',
    ]);
  });

  it("shows 'n / total' for the current question", () => {
    expect(positionLabel(at(answerSheet(ids), 13))).toBe('3 / 5');
    expect(positionLabel(answerSheet([]))).toBe('0 / 0');
  });

  it("counts the answered questions for the progress bar's 'n / total answered'", () => {
    const sheet = answerSheet(ids);
    expect(answeredLabel(sheet)).toBe('0 / 5 answered');
    const two = choose(go(choose(sheet, 1), 'next'), 2);
    expect(answeredLabel(two)).toBe('2 / 5 answered');
    // Tapping the chosen option again clears it, and the count goes back.
    expect(answeredLabel(choose(two, 2))).toBe('1 / 5 answered');
    expect(answeredLabel(answerSheet([]))).toBe('0 / 0 answered');
  });

  it('changes nothing when an exam without questions is answered or bookmarked', () => {
    const empty = answerSheet([]);
    expect(choose(empty, 1)).toBe(empty);
    expect(toggleBookmark(empty)).toBe(empty);
  });
});
