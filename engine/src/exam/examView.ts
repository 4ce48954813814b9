// What the exam screen shows for a state of the exam machine (docs/exam.md#screen, docs/exam.md#submit,
// docs/exam.md#time-up): which screen, which dialog, which controls take input and which buttons
// are busy. The web renders it, the gallery shows it, the model tests expect it; none of them
// reads the machine's state value.
import type { SnapshotFrom } from 'xstate';
import { examCancellable, type ClearedAnswer, type ExamContext, type examMachine } from './examMachine';
import { examScreenMessages } from './screenMessages';
import { formatDigits } from '../i18n/format';

export type ExamSnapshot = SnapshotFrom<typeof examMachine>;

/** Where the exam is: a top-level state, or the step of the running exam. */
export type ExamPhase =
  | 'loading'
  | 'noQuestions'
  | 'loadFailed'
  | 'answering'
  | 'confirmingSubmit'
  | 'timeUp'
  | 'confirmingCancel'
  | 'draining'
  | 'waitingToSubmit'
  | 'submitting'
  | 'submitFailed'
  | 'cancelling'
  /** Finished elsewhere: the finished exam is being read (docs/exam.md#ended-elsewhere). */
  | 'endedElsewhere'
  | 'finished'
  | 'left';

export type ExamView = {
  phase: ExamPhase;
  /** The spinner, 'No Exam Question Found', the load failure, the exam being taken, or the result. */
  screen: 'loading' | 'noQuestions' | 'loadFailed' | 'exam' | 'finished';
  /** The exam is being taken: the browser's clock, connectivity and back button are connected. */
  taking: boolean;
  /** Cancelled, or already finished on the server: the learner goes home. */
  leaving: boolean;
  /** Options, the bookmark, the filters, the moves and the keyboard take input only while answering. */
  answering: boolean;
  /** 'Are you sure you want to submit? …', 'Time is up, Submit Exam?', or the time-up Cancel's question (docs/exam.md#cancel-confirm). */
  dialog: 'none' | 'confirm' | 'timeUp' | 'confirmCancel';
  /** The open dialog's buttons take input (the time-up dialog's only until its choice is made). */
  dialogEnabled: boolean;
  /** The time-up view offers Cancel: never for a contest sitting (docs/contest.md#one-sitting). */
  cancellable: boolean;
  /** The Submit Exam buttons show progress: answers draining, the script going, or the exam being cancelled. */
  busy: boolean;
  /** Submit waits for the answer queue to drain (the main button says so). */
  savingAnswers: boolean;
  /** The submit waits for the network (docs/exam.md#offline): the screen says so. */
  waitingForNetwork: boolean;
  /**
   * The main Submit Exam button takes input: while answering, or to try again after a failure; and
   * under its own question, which the modal keeps from it, so that closing the question gives the
   * focus back to it (a disabled button cannot take it, issue 29 item 5).
   */
  submitEnabled: boolean;
  /** The server's detail of a failed submit, shown with a way back to the questions; else null. */
  failure: string | null;
};

/** The view of a snapshot of the exam machine. */
export function examViewOf(snapshot: ExamSnapshot): ExamView {
  return examViewIn(examPhaseOf(snapshot), snapshot.context);
}

/** The phase of a snapshot of the exam machine. */
export function examPhaseOf(snapshot: ExamSnapshot): ExamPhase {
  const value = snapshot.value;
  return typeof value === 'string' ? value : value.running;
}

/**
 * The view in `phase` with the context's time and error. A model test whose answer queue never
 * reports asks for the phase the product reaches at once (submitting when nothing waits to be saved).
 */
export function examViewIn(
  phase: ExamPhase,
  context: Pick<ExamContext, 'remaining' | 'error'> & Partial<Pick<ExamContext, 'online' | 'exam'>>,
): ExamView {
  const waiting = phase === 'waitingToSubmit';
  const savingAnswers = phase === 'draining' || waiting;
  const sending = phase === 'submitting';
  const cancelling = phase === 'cancelling';
  // The time-up view stays while its Submit runs, and while a submit begun before zero ends after it;
  // the Cancel's question stays while the cancel runs.
  const confirmCancel = phase === 'confirmingCancel' || cancelling;
  const timeUp = phase === 'timeUp' || ((savingAnswers || sending) && context.remaining <= 0);
  return {
    phase,
    screen: screenOf(phase),
    taking: runningPhases.includes(phase),
    leaving: phase === 'left',
    answering: phase === 'answering',
    dialog: phase === 'confirmingSubmit' ? 'confirm' : confirmCancel ? 'confirmCancel' : timeUp ? 'timeUp' : 'none',
    dialogEnabled: phase === 'confirmingSubmit' || phase === 'timeUp' || phase === 'confirmingCancel',
    cancellable: examCancellable(context.exam ?? null),
    busy: savingAnswers || sending || cancelling,
    savingAnswers,
    waitingForNetwork: waiting || (phase === 'draining' && context.online === false),
    submitEnabled: phase === 'answering' || phase === 'confirmingSubmit' || phase === 'submitFailed',
    failure: phase === 'submitFailed' ? context.error : null,
  };
}

const runningPhases: readonly ExamPhase[] = ['answering', 'confirmingSubmit', 'timeUp', 'confirmingCancel', 'draining', 'waitingToSubmit', 'submitting', 'submitFailed'];

function screenOf(phase: ExamPhase): ExamView['screen'] {
  switch (phase) {
    case 'loading':
    case 'noQuestions':
    case 'loadFailed':
    case 'finished':
      return phase;
    default:
      // The exam stays on screen while it is cancelled and until the way home is taken.
      return 'exam';
  }
}

/**
 * The line under the question after a tap cleared an answer (docs/exam.md#clear-undo): what was
 * cleared and whether Undo is offered, or that Undo put it back; null when there is nothing to say.
 */
export function clearedNoticeOf(cleared: ClearedAnswer | null): { text: string; undo: boolean } | null {
  if (cleared === null) return null;
  const template = cleared.restored ? examScreenMessages.answerRestored : examScreenMessages.answerCleared;
  return { text: template.replace('{number}', formatDigits(cleared.number)), undo: !cleared.restored };
}
