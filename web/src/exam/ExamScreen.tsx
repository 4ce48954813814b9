// /exam/{id}, /model-exam/{id} and /previous-exam/{id}: the exam-taking screen of spec 000 §2,
// rendering the engine's examMachine. Answers go to the server as they are chosen and stay in the
// browser until it has them; the clock reads the wall clock and the server's time_remaining.
import {
  canGo,
  canView,
  chipsOf,
  currentQuestion,
  examAutosaveMachine,
  examHeaderOf,
  examLoadFailureMessage,
  examMachine,
  examScreenMessages,
  examTags,
  formatDuration,
  positionLabel,
  progressPercent,
  viewList,
  type AnswerSheet,
  type ExamQuestion,
  type Move,
  type OptionId,
  type QuestionId,
  revisionLabels,
} from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { memo, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Button, Link, ProgressBar, ToggleButton } from 'react-aria-components';
import { useClient } from 'urql';
import { useLocation, useSearch } from 'wouter';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { ContentParts } from '../content/ContentParts';
import { ResidentDialog } from '../controls/ResidentDialog';
import * as controls from '../controls/controls.css';
import * as shell from '../shell/shell.css';
import { useToast } from '../shell/ToastProvider';
import {
  browserTicker,
  clearProgress,
  connectBrowser,
  readPendingSaves,
  readProgress,
  writePendingSaves,
  writeProgress,
} from './browserExam';
import { cancelExam, loadExam, saveAnswer, submitScript } from './examCalls';
import * as css from './exam.css';
import { ExamResultView } from './ExamResultView';
import { useRevisionSave } from './useRevisionSave';

export type ExamActor = ActorRefFrom<typeof examMachine>;

const LETTERS = ['A', 'B', 'C', 'D'] as const;

export default function ExamScreen({ id }: { id: string }) {
  const examId = Number(id);
  if (!Number.isInteger(examId) || examId <= 0) return <ExamUnavailable message={examScreenMessages.notFound} />;
  return <ExamSession key={examId} examId={examId} />;
}

function ExamSession({ examId }: { examId: number }) {
  const actor = useExamActor(examId);
  const [, navigate] = useLocation();
  const state = useSelector(actor, (s) => (typeof s.value === 'string' ? s.value : 'running'));

  useEffect(() => (state === 'running' ? connectBrowser(actor) : undefined), [actor, state]);
  useEffect(() => {
    if (state === 'left') navigate('/home', { replace: true });
  }, [state, navigate]);

  return <ExamView actor={actor} examId={examId} />;
}

/** The screen for whatever state the exam actor is in; the gallery renders it from a snapshot. */
export function ExamView({ actor, examId }: { actor: ExamActor; examId: number }) {
  const state = useSelector(actor, (s) => (typeof s.value === 'string' ? s.value : 'running'));
  switch (state) {
    case 'loading':
      return (
        <div className={css.centered}>
          <ProgressBar isIndeterminate aria-label="Loading questions">
            <div className={shell.spinner} />
          </ProgressBar>
        </div>
      );
    case 'noQuestions':
      return (
        <div className={css.centered}>
          <p className={css.notice}>{examScreenMessages.noQuestions}</p>
          <Link className={controls.button({ kind: 'secondary' })} href="/home">
            Go Home
          </Link>
        </div>
      );
    case 'loadFailed':
      return <LoadFailed actor={actor} />;
    case 'finished':
      return <FinishedExam actor={actor} examId={examId} />;
    default:
      return <RunningExam actor={actor} />;
  }
}

/** Why the exam cannot be shown, the way home, and Reload only when a reload may help. */
function LoadFailed({ actor }: { actor: ExamActor }) {
  const failure = useSelector(actor, (s) => s.context.loadFailure) ?? { kind: 'failed' as const };
  return (
    <ExamUnavailable message={examLoadFailureMessage(failure)}>
      {failure.kind === 'failed' ? (
        <Button className={controls.button({ kind: 'primary' })} onPress={() => actor.send({ type: 'RETRY' })}>
          Reload
        </Button>
      ) : null}
    </ExamUnavailable>
  );
}

function ExamUnavailable({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className={css.centered} role="alert">
      <p className={css.notice}>{message}</p>
      <div className={css.unavailableActions}>
        {children}
        <Link className={controls.button({ kind: 'secondary' })} href="/home">
          Go Home
        </Link>
      </div>
    </div>
  );
}

function useExamActor(examId: number): ExamActor {
  const client = useClient();
  const toast = useToast();
  const search = useSearch();
  // The other tabs on this exam; opened by the effect below (StrictMode runs it twice).
  const channel = useRef<BroadcastChannel | null>(null);
  const machine = useMemo(
    () =>
      examMachine.provide({
        actors: {
          loadExam: fromPromise(() => loadExam(client, examId)),
          submitScript: fromPromise(({ input }) => submitScript(client, examId, input.answers)),
          cancelExam: fromPromise(() => cancelExam(client, examId)),
          ticker: browserTicker,
          autosave: examAutosaveMachine.provide({
            actors: { saveAnswer: fromPromise(({ input }) => saveAnswer(client, input)) },
            actions: { persistQueue: (_, { queue }) => writePendingSaves(examId, queue) },
          }),
        },
        actions: {
          storeProgress: (_, { index, startedAt, bookmarks }) => writeProgress(examId, { index, startedAt, bookmarks }),
          clearProgress: () => clearProgress(examId),
          notify: (_, { message, kind }) => toast(message, kind),
          shareAnswer: (_, answer) => channel.current?.postMessage(answer),
        },
      }),
    [client, examId, toast],
  );
  const remaining = Number(new URLSearchParams(search).get('remaining'));
  const actor = useActorRef(machine, {
    input: {
      examId,
      remainingParam: Number.isFinite(remaining) && remaining > 0 ? remaining : null,
      now: Date.now(),
      stored: readProgress(examId),
      pendingSaves: readPendingSaves(examId),
    },
  });
  // Another tab on this exam: its choices show here (it saves them itself).
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return undefined;
    const opened = new BroadcastChannel(`proshno.exam.${examId}`);
    channel.current = opened;
    opened.onmessage = (event: MessageEvent<unknown>) => {
      const answer = sharedAnswerOf(event.data);
      if (answer !== null) actor.send({ type: 'ANSWER_ELSEWHERE', ...answer });
    };
    return () => {
      if (channel.current === opened) channel.current = null;
      opened.close();
    };
  }, [actor, examId]);
  return actor;
}

function sharedAnswerOf(data: unknown): { questionId: QuestionId; optionId: OptionId | null } | null {
  if (typeof data !== 'object' || data === null) return null;
  const { questionId, optionId } = data as Record<string, unknown>;
  const isId = (value: unknown): value is number | string => typeof value === 'number' || typeof value === 'string';
  return isId(questionId) && (optionId === null || isId(optionId)) ? { questionId, optionId } : null;
}

function RunningExam({ actor }: { actor: ExamActor }) {
  // Each part of the context on its own, so the clock's tick renders only the header's clock.
  const sheet = useSelector(actor, (s) => s.context.sheet);
  const questions = useSelector(actor, (s) => s.context.questions);
  const error = useSelector(actor, (s) => s.context.error);
  const outOfTime = useSelector(actor, (s) => s.context.remaining <= 0);
  const sub = useSelector(actor, (s) => (s.matches('cancelling') ? 'cancelling' : runningState(s.value)));
  const saving = useSelector(actor, (s) => s.hasTag(examTags.savingAnswers));
  const questionId = currentQuestion(sheet);
  const question = questions.find((q) => q.id === questionId);
  const busy = saving || sub === 'submitting' || sub === 'cancelling';

  useKeyboard(actor, question, sub === 'answering');

  return (
    <div className={css.screen}>
      <ExamHeaderBar actor={actor} />
      <div className={css.layout}>
        <main className={css.main} aria-label="Question">
          {question === undefined ? null : (
            <QuestionCard
              actor={actor}
              question={question}
              number={sheet.index + 1}
              bookmarked={sheet.bookmarks.includes(question.id)}
              chosen={sheet.answers[question.id] ?? null}
              disabled={sub !== 'answering'}
            />
          )}
          <nav className={css.navigation} aria-label="Question navigation">
            {(['first', 'back', 'next', 'last'] as const).map((move) => (
              <Button
                key={move}
                className={controls.button({ kind: 'secondary' })}
                isDisabled={sub !== 'answering' || !canGo(sheet, move)}
                onPress={() => actor.send({ type: 'GO', move })}
              >
                {moveLabels[move]}
              </Button>
            ))}
            <span className={css.position} aria-live="polite">
              {positionLabel(sheet)}
            </span>
            <Button
              className={controls.button({ kind: 'primary' })}
              isPending={busy}
              isDisabled={sub !== 'answering' && sub !== 'submitFailed'}
              onPress={() => actor.send({ type: 'SUBMIT' })}
            >
              {saving ? 'Saving answers…' : 'Submit Exam'}
            </Button>
          </nav>
          {sheet.view === 'all' ? null : (
            <div className={css.chips} role="group" aria-label={sheet.view === 'bookmarked' ? 'Bookmarked questions' : 'Unanswered questions'}>
              {chipsOf(sheet).map((chip) => (
                <Button
                  key={String(chip.questionId)}
                  className={css.chip}
                  aria-current={chip.current ? 'true' : undefined}
                  onPress={() => actor.send({ type: 'JUMP', questionId: chip.questionId })}
                >
                  {chip.number}
                </Button>
              ))}
            </div>
          )}
          {error !== null && sub === 'submitFailed' ? (
            <div className={controls.alert} role="alert">
              <p>{error}</p>
              <Button className={controls.button({ kind: 'secondary' })} onPress={() => actor.send({ type: 'DISMISS' })}>
                Back to questions
              </Button>
            </div>
          ) : null}
        </main>
        <SidePanel actor={actor} sheet={sheet} questionId={question?.id ?? null} disabled={sub !== 'answering'} />
      </div>
      <ResidentDialog
        isOpen={sub === 'confirmingSubmit'}
        role="alertdialog"
        ariaLabel="Submit exam"
        actions={
          <>
            <Button className={controls.button({ kind: 'secondary' })} onPress={() => actor.send({ type: 'CANCEL' })}>
              Cancel
            </Button>
            <Button className={controls.button({ kind: 'primary' })} onPress={() => actor.send({ type: 'CONFIRM' })}>
              Submit
            </Button>
          </>
        }
      >
        <p>{examScreenMessages.confirmSubmit}</p>
      </ResidentDialog>
      <ResidentDialog
        isOpen={sub === 'timeUp' || ((saving || sub === 'submitting') && outOfTime) || sub === 'cancelling'}
        role="alertdialog"
        ariaLabel="Time is up"
        actions={
          <>
            <Button
              className={controls.button({ kind: 'secondary' })}
              isDisabled={sub !== 'timeUp'}
              onPress={() => actor.send({ type: 'CANCEL' })}
            >
              Cancel
            </Button>
            <Button
              className={controls.button({ kind: 'primary' })}
              isPending={busy}
              isDisabled={sub !== 'timeUp'}
              onPress={() => actor.send({ type: 'SUBMIT' })}
            >
              Submit Exam
            </Button>
          </>
        }
      >
        <p>{examScreenMessages.timeUp}</p>
      </ResidentDialog>
    </div>
  );
}

const moveLabels: Record<Move, string> = { first: 'First', back: 'Back', next: 'Next', last: 'Last' };

type RunningState = 'answering' | 'confirmingSubmit' | 'timeUp' | 'draining' | 'submitting' | 'submitFailed';

function runningState(value: unknown): RunningState {
  if (typeof value === 'object' && value !== null && 'running' in value) {
    const inner = (value as { running: unknown }).running;
    if (typeof inner === 'string') return inner as RunningState;
  }
  return 'answering';
}

function ExamHeaderBar({ actor }: { actor: ExamActor }) {
  const exam = useSelector(actor, (s) => s.context.exam);
  const sheet = useSelector(actor, (s) => s.context.sheet);
  const header = useMemo(() => (exam === null ? null : examHeaderOf(exam)), [exam]);
  const percent = progressPercent(sheet);
  return (
    <header className={css.header}>
      {header === null ? null : (
        <dl className={css.facts}>
          <div>
            <dt>Exam</dt>
            <dd>{header.type}</dd>
          </div>
          {header.subject === '' ? null : (
            <div>
              <dt>Subject</dt>
              <dd>{header.subject}</dd>
            </div>
          )}
          <div>
            <dt>Marks</dt>
            <dd>{header.marks}</dd>
          </div>
          <div>
            <dt>Negative Marks</dt>
            <dd>{header.negativeMarks}</dd>
          </div>
        </dl>
      )}
      <div className={css.clockRow}>
        <ExamClock actor={actor} />
        <ProgressBar className={css.progress} value={percent} aria-label="Answered">
          {({ valueText }) => (
            <>
              <span className={css.progressTrack}>
                <span className={css.progressFill} style={{ width: `${percent}%` }} />
              </span>
              <span className={css.progressText}>{valueText}</span>
            </>
          )}
        </ProgressBar>
      </div>
    </header>
  );
}

/** The remaining time, the one part of the screen that changes every second. */
function ExamClock({ actor }: { actor: ExamActor }) {
  const remaining = useSelector(actor, (s) => s.context.remaining);
  const blink = useSelector(actor, (s) => s.context.blink);
  return (
    <time className={css.clock({ blink })} data-blink={blink} aria-label="Remaining time" role="timer">
      {formatDuration(remaining)}
    </time>
  );
}

/** Memoised: the saving indicator and the clock change without it. */
const QuestionCard = memo(function QuestionCard(props: {
  actor: ExamActor;
  question: ExamQuestion;
  number: number;
  bookmarked: boolean;
  chosen: OptionId | null;
  disabled: boolean;
}) {
  const { actor, question, number, bookmarked, chosen, disabled } = props;
  return (
    <article className={css.card} aria-labelledby="question-number">
      <div className={css.cardHead}>
        <h2 id="question-number" className={css.questionNumber}>
          Question {number}
        </h2>
        <ToggleButton
          className={css.bookmark}
          isSelected={bookmarked}
          isDisabled={disabled}
          onChange={() => actor.send({ type: 'TOGGLE_BOOKMARK' })}
        >
          <span aria-hidden="true">{bookmarked ? '★' : '☆'}</span> {bookmarked ? 'Bookmarked' : 'Bookmark'}
        </ToggleButton>
      </div>
      <ContentParts parts={question.question_data} />
      <div className={css.options} role="group" aria-label="Options">
        {question.options.map((option, i) => (
          <Button
            key={String(option.id)}
            className={css.option}
            aria-pressed={chosen === option.id}
            isDisabled={disabled}
            onPress={() => actor.send({ type: 'CHOOSE', optionId: option.id })}
          >
            <span className={css.letter} aria-hidden="true">
              {LETTERS[i] ?? String(i + 1)}
            </span>
            <span className={css.visuallyHidden}>Option {LETTERS[i] ?? String(i + 1)}: </span>
            <ContentParts parts={option.data} inline />
          </Button>
        ))}
      </div>
    </article>
  );
});

const SidePanel = memo(function SidePanel(props: { actor: ExamActor; sheet: AnswerSheet; questionId: QuestionId | null; disabled: boolean }) {
  const { actor, sheet, questionId, disabled } = props;
  const saveForRevision = useRevisionSave();
  const bookmarked = viewList(sheet, 'bookmarked').length;
  const unanswered = viewList(sheet, 'unanswered').length;
  return (
    <aside className={css.panel} aria-label="Question filters">
      <Button
        className={controls.button({ kind: sheet.view === 'bookmarked' ? 'primary' : 'secondary', wide: true })}
        isDisabled={disabled || !canView(sheet, 'bookmarked')}
        onPress={() => actor.send({ type: 'SET_VIEW', view: sheet.view === 'bookmarked' ? 'all' : 'bookmarked' })}
      >
        {sheet.view === 'bookmarked' ? 'Hide' : 'View'} Bookmarked ({bookmarked})
      </Button>
      <Button
        className={controls.button({ kind: sheet.view === 'unanswered' ? 'primary' : 'secondary', wide: true })}
        isDisabled={disabled || !canView(sheet, 'unanswered')}
        onPress={() => actor.send({ type: 'SET_VIEW', view: sheet.view === 'unanswered' ? 'all' : 'unanswered' })}
      >
        {sheet.view === 'unanswered' ? 'Hide' : 'View'} Unanswered ({unanswered})
      </Button>
      <Button
        className={controls.button({ kind: 'ghost', wide: true })}
        isDisabled={questionId === null}
        onPress={() => {
          if (questionId !== null) void saveForRevision(Number(questionId));
        }}
      >
        {revisionLabels.save}
      </Button>
    </aside>
  );
});

/** A–D choose, arrow keys move, Shift+B bookmarks; never while typing in a field or a dialog is open. */
function useKeyboard(actor: ExamActor, question: ExamQuestion | undefined, enabled: boolean) {
  useEffect(() => {
    if (!enabled || question === undefined) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target;
      if (target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
      const key = event.key.toUpperCase();
      // B is both an option letter and the bookmark key: plain b chooses, Shift+B bookmarks.
      const letter = event.shiftKey ? -1 : LETTERS.indexOf(key as (typeof LETTERS)[number]);
      const option = letter >= 0 ? question.options[letter] : undefined;
      if (option !== undefined) actor.send({ type: 'CHOOSE', optionId: option.id });
      else if (key === 'B' && event.shiftKey) actor.send({ type: 'TOGGLE_BOOKMARK' });
      else if (event.key === 'ArrowRight') actor.send({ type: 'GO', move: 'next' });
      else if (event.key === 'ArrowLeft') actor.send({ type: 'GO', move: 'back' });
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actor, question, enabled]);
}

function FinishedExam({ actor, examId }: { actor: ExamActor; examId: number }) {
  const context = useSelector(actor, (s) => s.context);
  return <ExamResultView examId={examId} exam={context.exam} result={context.result} remaining={context.remaining} />;
}
