// What the exam machine holds and hears (docs/exam.md#screen): the exam as the server sends it (and
// whether it may be cancelled), the input the web reads before starting, the context, the events
// and the progress kept per exam.
import type { AnswerSheet, AnswerView, Move, OptionId, QuestionId } from '../answering';
import type { ExamId, SaveQueue } from '../autosave';
import type { ContentPart, QuestionLanguage } from '../content';
import type { StoredExam } from '../examStorage';
import type { ExamHeaderSource } from '../header';
import type { RefusedAnswer } from '../lateAnswers';
import type { ExamLoadFailure } from '../loadFailure';
import type { QuestionTimes } from '../questionTime';
import type { AnswerCounts } from '../score';
import type { ExamPass } from '../pass';
import type { Blink } from '../timer';

/**
 * The exam as the engine reads it, in the contract's words (docs/api.md#shape-exam): the engine's own
 * type, to which the web's one adapter (web/src/exam/examCalls.ts) maps the gateway's Exam.
 */
export type ExamData = ExamHeaderSource & {
  id?: number;
  title?: string;
  status: 'created' | 'finished';
  /** Seconds. */
  timelimit: number;
  time_remaining?: number | null;
  mark_per_qn: number;
  negative_mark_per_qn: number | null;
  /** A contest sitting is never cancelled (docs/contest.md#one-sitting); absent or null for any other exam. */
  contest_role?: 'sitting' | 'practice' | null;
};

/**
 * False for a contest sitting, which is never cancelled (docs/contest.md#one-sitting); true for any
 * other exam. Here, beside the exam's fields, and not in ./setup: the home page's scheduled exams ask
 * it without downloading the machine.
 */
export function examCancellable(exam: Pick<ExamData, 'contest_role'> | null): boolean {
  return exam?.contest_role !== 'sitting';
}

/** A question-set entry as the screen shows it; `is_answer` and the explanation only once finished. */
export type ExamQuestion = QuestionLanguage & {
  id: QuestionId;
  question_data: ContentPart[];
  options: Array<{ id: OptionId; data: ContentPart[]; is_answer?: boolean | null }>;
  /** The learner's choice the server holds, null when unanswered. */
  option: OptionId | null;
  explanation_data?: ContentPart[] | null;
  /** The subject's name, for the header of a multi-subject exam. */
  subject?: string;
  /** The server holds a bookmark of the question (docs/exam.md#bookmarks-on-server); absent in copies kept by older versions. */
  bookmarked?: boolean;
};
/** Result data (docs/api.md#shape-result): remaining time and the per-subject counts. */
export type ExamResult = {
  time_remaining: number;
  mark_per_qn: number;
  negative_mark_per_qn: number | null;
  /** Per subject; `subject` is its name. */
  subject_result: Array<AnswerCounts & { subject?: string }>;
  /** Pass or fail as the server computed it at finish; absent or null without pass marks (docs/content.md#pass-rule). */
  pass?: ExamPass | null;
};
/** A choice the server said it holds, and when it was chosen when known (the load's own choices carry no time). */
export type ConfirmedAnswer = { option: OptionId | null; chosenAt?: number | undefined };
export type ConfirmedAnswers = Partial<Record<QuestionId, ConfirmedAnswer>>;
export type ExamLoad = { exam: ExamData; questions: ExamQuestion[]; result?: ExamResult | null };
/** One exam-script row per question: the chosen option, or null, and when it was chosen where known (docs/exam.md#latest-choice). */
export type ScriptAnswer = { question: QuestionId; option: OptionId | null; chosenAt?: number; spentMs?: number };
/**
 * The per-exam progress kept in browser storage (docs/exam.md#timer), with the bookmarks: an exam
 * left by a link and opened again has them back (absent in progress stored by older versions).
 */
export type StoredProgress = {
  index: number;
  startedAt: number;
  bookmarks?: QuestionId[];
  /** The choices shown, so the exam continues from the device offline (docs/exam.md#offline). */
  answers?: Partial<Record<QuestionId, OptionId | null>> | undefined;
  /** The clock's deadline (ms): offline, with no server to ask, the clock never shows more than it. */
  deadline?: number | undefined;
  /** A submit waits for the network: after a reload it goes on by itself. */
  submitting?: boolean | undefined;
  /** The choices the server confirmed holding, for the delivery line after a reload offline (docs/exam.md#answer-delivery). */
  confirmed?: ConfirmedAnswers | undefined;
  /** Milliseconds each question was on screen (docs/exam.md#question-time); older versions kept none. */
  spent?: QuestionTimes | undefined;
};

export type ExamInput = {
  examId: ExamId;
  /** The `remaining` query parameter (seconds), or null when absent. */
  remainingParam: number | null;
  /** Wall-clock load time (ms). */
  now: number;
  /** What storage holds for this exam, read by the web before starting. */
  stored: StoredProgress | null;
  /** Answer saves the server has not acknowledged yet, restored from storage: they win over the server's choices. */
  pendingSaves?: SaveQueue;
  /** The question set kept on the device (docs/exam.md#offline): the exam continues from it when the network fails. */
  storedExam?: StoredExam | null;
  /** The browser's connectivity when the screen opened. */
  online?: boolean;
};

export type ExamContext = ExamInput & {
  exam: ExamData | null;
  questions: ExamQuestion[];
  sheet: AnswerSheet;
  result: ExamResult | null;
  startedAt: number;
  deadline: number;
  /** Seconds shown; never below 0. After finishing, the result's remaining time. */
  remaining: number;
  blink: Blink;
  /** The server detail of a failed submit or cancel. */
  error: string | null;
  /** Why the exam could not be shown (state loadFailed). */
  loadFailure: ExamLoadFailure | null;
  online: boolean;
  /** The exam was continued from the device because the network failed (docs/exam.md#offline). */
  fromDevice: boolean;
  /** The learner submitted; the submit goes on once the network allows, also after a reload. */
  submitRequested: boolean;
  /** Saves the server refused for good, reported by the autosave child. */
  refused: RefusedAnswer[];
  /** Questions (1-based) whose choice reached the server after the time was up (docs/exam.md#late-answers). */
  lateQuestions: number[];
  /**
   * Questions (1-based) whose choice shown here the server does not hold, because the exam was
   * finished elsewhere (another tab submitted it) before it arrived (docs/exam.md#ended-elsewhere).
   */
  notCounted: number[];
  /**
   * The choice the server holds per question, as far as it has said: the exam's load, then every
   * save it confirmed here or in another tab. The delivery line compares the sheet with it
   * (docs/exam.md#answer-delivery).
   */
  confirmed: ConfirmedAnswers;
  /** When each question's shown choice was made (ms, the device's clock), here or in another tab (docs/exam.md#latest-choice). */
  chosenAt: Partial<Record<QuestionId, number>>;
  /** Milliseconds each question has been on screen so far (docs/exam.md#question-time). */
  spent: QuestionTimes;
  /** The clock's last reading (ms) that `spent` counts up to; null until the first. */
  seenAt: number | null;
  /** Each shown choice's time on screen when it was made: what its save and the script carry. */
  answerSpent: QuestionTimes;
  /** The answer the last tap cleared, offered back with Undo, or restored by it (docs/exam.md#clear-undo); null after any other choice. */
  cleared: ClearedAnswer | null;
};

/** A cleared answer the exam page names with Undo (docs/exam.md#clear-undo); `restored` once Undo put it back. */
export type ClearedAnswer = { questionId: QuestionId; option: OptionId; number: number; restored: boolean };

export type ExamEvent =
  | { type: 'RETRY' }
  /** `at`: when it was chosen (ms, the device's clock); the web always gives it (docs/exam.md#latest-choice). */
  | { type: 'CHOOSE'; option: OptionId; at?: number | undefined }
  /** Puts back the answer the last tap cleared, and saves it again (docs/exam.md#clear-undo). */
  | { type: 'UNDO_CLEAR'; at?: number | undefined }
  | { type: 'TOGGLE_BOOKMARK' }
  | { type: 'SET_VIEW'; view: AnswerView }
  /** `at`: when (ms, the device's clock), so the time on the question left ends there (docs/exam.md#question-time). */
  | { type: 'GO'; move: Move; at?: number | undefined }
  | { type: 'JUMP'; questionId: QuestionId; at?: number | undefined }
  /** A wall-clock reading (ms) from the ticker, or from the web when the tab wakes. */
  | { type: 'TICK'; now: number }
  | { type: 'BACK_NAVIGATION' }
  /** The browser's connectivity, passed on to the autosave queue. */
  | { type: 'ONLINE' }
  | { type: 'OFFLINE' }
  /**
   * A choice made in another tab on this exam (that tab saves it; this one only shows it, and drops
   * its own older queued save of the question). Without `chosenAt` (an older tab) it is taken as newest.
   */
  | { type: 'ANSWER_ELSEWHERE'; questionId: QuestionId; option: OptionId | null; chosenAt?: number | undefined }
  /** Another tab's save was confirmed by the server: it holds that choice. */
  | { type: 'CONFIRMED_ELSEWHERE'; questionId: QuestionId; option: OptionId | null; chosenAt?: number | undefined }
  /** From the autosave child: the server confirmed a save. */
  | { type: 'ANSWER_CONFIRMED'; questionId: QuestionId; option: OptionId | null; chosenAt?: number | undefined }
  /** The session holds a new access token: a save waiting for one goes now (docs/exam.md#save-outcome). */
  | { type: 'TOKEN_RENEWED' }
  /** From the autosave child: every choice is on the server, the script may go. */
  | { type: 'ANSWERS_SAVED' }
  /** From the autosave child: the server refused a save for good. */
  | ({ type: 'ANSWER_REFUSED' } & RefusedAnswer)
  | { type: 'SUBMIT' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'CANCEL_EXAM' }
  | { type: 'DISMISS' }
  /** Another tab on this exam submitted it (docs/exam.md#ended-elsewhere). */
  | { type: 'ENDED_ELSEWHERE' }
  /** The learner left the exam screen by a link or the menu (docs/exam.md#leaving-running). */
  | { type: 'LEAVE' };

/** What the `storeProgress` action keeps for this exam: the stored progress with its exam's id. */
export type StoreProgressParams = {
  examId: ExamInput['examId'];
  index: number;
  startedAt: number;
  bookmarks: QuestionId[];
  answers: AnswerSheet['answers'];
  deadline: number;
  submitting: boolean;
  confirmed: ExamContext['confirmed'];
  spent: QuestionTimes;
};
