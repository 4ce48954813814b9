// The exam's answer sheet (docs/exam.md#answering, docs/exam.md#screen): one option per
// question, bookmarks, the Bookmarked / Unanswered views and the navigation they restrict.
import { examScreenMessages } from './screenMessages';
import { formatDigits } from '../i18n/format';

/** Ids are the server's integers; the device's older copies are read back as numbers (./storedId). */
export type QuestionId = number;
export type OptionId = number;
export type AnswerView = 'all' | 'bookmarked' | 'unanswered';
export type Move = 'first' | 'back' | 'next' | 'last';

export type AnswerSheet = {
  /** The exam's questions in their shown order. */
  questionIds: QuestionId[];
  /** The chosen option per question; null (or missing) is unanswered. */
  answers: Partial<Record<QuestionId, OptionId | null>>;
  /** Bookmarked questions, kept sorted in question order. */
  bookmarks: QuestionId[];
  view: AnswerView;
  /** Position of the current question in `questionIds`. */
  index: number;
};

/**
 * A fresh sheet; `answers` carries choices already saved (each question's `option`),
 * `bookmarks` those kept in storage (only the exam's own questions, in question order).
 */
export function answerSheet(
  questionIds: QuestionId[],
  answers: AnswerSheet['answers'] = {},
  index = 0,
  bookmarks: readonly QuestionId[] = [],
): AnswerSheet {
  const inRange = Math.min(Math.max(0, index), Math.max(0, questionIds.length - 1));
  const marked = new Set(bookmarks);
  return { questionIds, answers, bookmarks: questionIds.filter((id) => marked.has(id)), view: 'all', index: inRange };
}

export function currentQuestion(sheet: AnswerSheet): QuestionId | undefined {
  return sheet.questionIds[sheet.index];
}

/** Chooses an option of the current question; another option replaces it, the chosen one clears it. */
export function choose(sheet: AnswerSheet, option: OptionId): AnswerSheet {
  const question = currentQuestion(sheet);
  if (question === undefined) return sheet;
  const chosen = sheet.answers[question] === option ? null : option;
  return keepViewUsable({ ...sheet, answers: { ...sheet.answers, [question]: chosen } });
}

/**
 * A choice made for this exam elsewhere (another tab): sets that question's answer as given,
 * ignoring questions that are not in the exam.
 */
export function receiveAnswer(sheet: AnswerSheet, questionId: QuestionId, option: OptionId | null): AnswerSheet {
  if (!sheet.questionIds.includes(questionId) || sheet.answers[questionId] === option) return sheet;
  return keepViewUsable({ ...sheet, answers: { ...sheet.answers, [questionId]: option } });
}

/** Bookmarks or un-bookmarks the current question. */
export function toggleBookmark(sheet: AnswerSheet): AnswerSheet {
  const question = currentQuestion(sheet);
  if (question === undefined) return sheet;
  const marked = sheet.bookmarks.includes(question);
  const wanted = new Set(marked ? sheet.bookmarks.filter((id) => id !== question) : [...sheet.bookmarks, question]);
  return keepViewUsable({ ...sheet, bookmarks: sheet.questionIds.filter((id) => wanted.has(id)) });
}

export function isAnswered(sheet: AnswerSheet, questionId: QuestionId): boolean {
  const chosen = sheet.answers[questionId];
  return chosen !== null && chosen !== undefined;
}

/** Unanswered questions in question order. */
export function unansweredOf(sheet: AnswerSheet): QuestionId[] {
  return sheet.questionIds.filter((id) => !isAnswered(sheet, id));
}

/** Answered over total, as a percent (0 for an exam without questions). */
export function progressPercent(sheet: AnswerSheet): number {
  const total = sheet.questionIds.length;
  return total === 0 ? 0 : ((total - unansweredOf(sheet).length) / total) * 100;
}

/** The questions navigation moves among in the current view (the chips of a filtered view). */
export function viewList(sheet: AnswerSheet, view: AnswerView = sheet.view): QuestionId[] {
  if (view === 'bookmarked') return sheet.bookmarks;
  if (view === 'unanswered') return unansweredOf(sheet);
  return sheet.questionIds;
}

/** The View Bookmarked and View Unanswered toggles are disabled while their count is 0. */
export function canView(sheet: AnswerSheet, view: AnswerView): boolean {
  return viewList(sheet, view).length > 0;
}

/**
 * Switches view; Bookmarked and Unanswered replace each other, 'all' hides either. Entering a
 * filtered view moves to its first question unless the current one is in it.
 */
export function setView(sheet: AnswerSheet, view: AnswerView): AnswerSheet {
  if (!canView(sheet, view)) return sheet;
  const list = viewList(sheet, view);
  const current = currentQuestion(sheet);
  const stays = current !== undefined && list.includes(current);
  return { ...sheet, view, index: stays ? sheet.index : positionOf(sheet, list[0]) };
}

/** First, Back, Next and Last within the current view's list; null when the move is unavailable. */
export function targetOf(sheet: AnswerSheet, move: Move): number | null {
  const positions = viewList(sheet).map((id) => positionOf(sheet, id));
  const earlier = positions.filter((position) => position < sheet.index);
  const later = positions.filter((position) => position > sheet.index);
  const target =
    move === 'first' ? positions[0] : move === 'last' ? positions[positions.length - 1] : move === 'back' ? earlier[earlier.length - 1] : later[0];
  return target === undefined || target === sheet.index ? null : target;
}

export function canGo(sheet: AnswerSheet, move: Move): boolean {
  return targetOf(sheet, move) !== null;
}

export function go(sheet: AnswerSheet, move: Move): AnswerSheet {
  const target = targetOf(sheet, move);
  return target === null ? sheet : { ...sheet, index: target };
}

/** A chip's jump; an id that is not in the exam changes nothing. */
export function jumpTo(sheet: AnswerSheet, questionId: QuestionId): AnswerSheet {
  const position = sheet.questionIds.indexOf(questionId);
  return position < 0 ? sheet : { ...sheet, index: position };
}

/** The progress bar's words: how many questions have an answer, over the exam's question count. */
export function answeredLabel(sheet: AnswerSheet): string {
  const total = sheet.questionIds.length;
  return examScreenMessages.answeredCount(total - unansweredOf(sheet).length, total);
}

/** One chip of the question palette (docs/exam.md#palette). */
export type PaletteChip = {
  questionId: QuestionId;
  /** The question's number in the exam (1-based). */
  number: number;
  current: boolean;
  answered: boolean;
  bookmarked: boolean;
};

/**
 * The question palette (docs/exam.md#palette): a numbered chip for every question of the current
 * view (every question of the exam, or the Bookmarked or Unanswered list), with its state.
 */
export function chipsOf(sheet: AnswerSheet): PaletteChip[] {
  const marked = new Set(sheet.bookmarks);
  return viewList(sheet).map((questionId) => {
    const position = positionOf(sheet, questionId);
    return { questionId, number: position + 1, current: position === sheet.index, answered: isAnswered(sheet, questionId), bookmarked: marked.has(questionId) };
  });
}

/** A chip's accessible name: its number and its state, 'Question 7: answered, bookmarked, current'. */
export function chipName(chip: PaletteChip): string {
  const m = examScreenMessages;
  const states = [chip.answered ? m.chipAnswered : m.chipUnanswered, ...(chip.bookmarked ? [m.chipBookmarked] : []), ...(chip.current ? [m.chipCurrent] : [])];
  return m.chipName.replace('{number}', formatDigits(chip.number)).replace('{states}', states.join(', '));
}

/** The palette's name in the current view. */
export function paletteName(view: AnswerView): string {
  const m = examScreenMessages;
  return view === 'bookmarked' ? m.paletteBookmarked : view === 'unanswered' ? m.paletteUnanswered : m.paletteAll;
}

/** The 'n / total' indicator: the current question's number over the exam's question count. */
export function positionLabel(sheet: AnswerSheet): string {
  return examScreenMessages.questionPosition(sheet.questionIds.length === 0 ? 0 : sheet.index + 1, sheet.questionIds.length);
}

function positionOf(sheet: AnswerSheet, questionId: QuestionId | undefined): number {
  return questionId === undefined ? sheet.index : sheet.questionIds.indexOf(questionId);
}

// A filtered view whose list has emptied would leave its toggle disabled while on; it falls back to all.
function keepViewUsable(sheet: AnswerSheet): AnswerSheet {
  return sheet.view !== 'all' && !canView(sheet, sheet.view) ? { ...sheet, view: 'all' } : sheet;
}
