// /history/{id} (docs/progress.md#history-detail): the exam's header, then one question at a time with the right and
// chosen options and the explanation, First / Back / Next / Last and a counter, saving to or
// removing from revision, and BACK to the list. Rendered from the engine's historyReviewMachine.
import {
  canGoInHistory,
  langOf,
  fillIn,
  currentHistoryQuestion,
  historyHeader,
  historyFilterCounts,
  historyPosition,
  historyTimeLine,
  heldAnswerMessage,
  historyReviewMachine,
  historyReviewViewOf,
  isAnswerHeld,
  learningMessages,
  progressMessages,
  type ExamHistory,
  type HistoryExam,
  type HistoryFilter,
  type HistoryQuestion,
  type HistoryReviewInput,
  type Move,
  revisionLabels,
  optionLetter,
} from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Button, Link, ToggleButton } from 'react-aria-components';
import { useClient, type Client } from 'urql';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { ContentParts } from '../../content/ContentParts';
import { OtherVersionNote } from '../../content/OtherVersionNote';
import * as controls from '../../controls/controls.css';
import { LoadFailureText } from '../../controls/LoadState';
import { GuessingCard } from '../../learning/GuessingCard';
import { RevisionButton } from '../revision/RevisionButton';
import { ReportProblem } from '../../quality/ReportProblem';
import { useMachineEffects } from '../../shell/useMachineEffects';
import * as css from '../progress.css';
import { loadHistory, removeRevision, saveRevision } from './historyCalls';

const m = progressMessages;
const moves: Array<[Move, string]> = [
  ['first', m.historyFirst],
  ['back', m.back],
  ['next', m.next],
  ['last', m.historyLast],
];

export default function HistoryDetailScreen({ id: examId }: { id: number | null }) {
  if (examId === null) return <NoHistory />;
  return <HistoryReview key={examId} examId={examId} />;
}

function HistoryReview({ examId }: { examId: number }) {
  const actor = useReviewActor(loadHistory, { examId });
  return <HistoryReviewView actor={actor} />;
}

/**
 * The review machine against the gateway, with its revision outcomes toasting
 * (docs/architecture.md#effects); `load` reads what is reviewed: an exam's history, or a contest's
 * paper (docs/contest.md#result-screens).
 */
export function useReviewActor(load: (client: Client, examId: number) => Promise<ExamHistory>, input: HistoryReviewInput): HistoryReviewActor {
  const client = useClient();
  const machine = useMemo(
    () =>
      historyReviewMachine.provide({
        actors: {
          loadHistory: fromPromise(({ input: { examId } }) => load(client, examId)),
          saveRevision: fromPromise(({ input: { question } }) => saveRevision(client, question)),
          removeRevision: fromPromise(({ input: { id } }) => removeRevision(client, id)),
        },
      }),
    [client, load],
  );
  const actor = useActorRef(machine, { input });
  useMachineEffects(actor);
  return actor;
}

export type HistoryReviewActor = ActorRefFrom<typeof historyReviewMachine>;

/**
 * What surrounds the questions: an exam's history by default; a contest's review
 * (docs/contest.md#result-screens) has its own title, way back and header, and shows the caller's
 * choices only when they sat it.
 */
export type ReviewFrame = {
  title: string;
  back: { href: string; label: string };
  header: (exam: HistoryExam) => Array<{ label: string; value: string }>;
  /** Whether the learner's choices are shown: always for an exam, for a contest only when they sat it. */
  showsChoice: (exam: HistoryExam) => boolean;
  empty: string;
};

const historyFrame: ReviewFrame = {
  title: m.historyDetailTitle,
  back: { href: '/history', label: m.historyBackToList },
  header: historyHeader,
  showsChoice: () => true,
  empty: m.examHasNoHistory,
};

/** The review for whatever state the actor is in (the gallery renders it from a snapshot). */
export function HistoryReviewView({ actor, frame = historyFrame }: { actor: HistoryReviewActor; frame?: ReviewFrame }) {
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;

  const view = historyReviewViewOf(snapshot);
  if (view.screen === 'loading') return <p className={css.note}>{m.loading}</p>;
  if (view.screen === 'failed') {
    return (
      <div className={controls.centered} role="alert">
        <h1>{frame.title}</h1>
        <p className={css.error}>
          <LoadFailureText message={context.error ?? m.historyLoadFailed} />
        </p>
        <Button className={controls.button({ kind: 'primary' })} onPress={() => actor.send({ type: 'RETRY' })}>
          {m.reload}
        </Button>
      </div>
    );
  }
  const exam = context.history?.exam;
  const question = currentHistoryQuestion(context);
  const { busy } = view;
  return (
    <div className={css.screen}>
      <section className={css.card} aria-labelledby="history-detail-title">
        <div className={css.cardHead}>
          <h1 id="history-detail-title" className={css.title}>
            {frame.title}
          </h1>
          <Link className={controls.button({ kind: 'secondary' })} href={frame.back.href}>
            {frame.back.label}
          </Link>
        </div>
        {exam === undefined ? null : (
          <dl className={css.facts}>
            {frame.header(exam).map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      {question === undefined || exam === undefined || !frame.showsChoice(exam) ? null : <Filters actor={actor} busy={busy} />}
      {question === undefined ? (
        <NoHistory frame={frame} />
      ) : (
        <section className={css.card} aria-labelledby="history-question">
          <div className={css.cardHead}>
            <h2 id="history-question" className={css.title}>
              {fillIn(m.questionNumber, { number: context.index + 1 })}
            </h2>
            <RevisionButton isPending={busy} isDisabled={busy} onPress={() => actor.send({ type: 'TOGGLE_REVISION' })}>
              {question.revision === null ? revisionLabels.save : revisionLabels.remove}
            </RevisionButton>
          </div>
          {question.topic === undefined ? null : (
            <p className={css.dueLine} data-testid="history-topic">
              {learningMessages.topicPath(question.subject, question.topic.name)}
            </p>
          )}
          <TimeLine question={question} exam={exam} />
          <OtherVersionNote question={question} />
          <ContentParts parts={question.question_data} lang={langOf(question)} />
          <Options question={question} showsChoice={exam !== undefined && frame.showsChoice(exam)} heldNote={heldAnswerMessage(exam)} />
          {question.explanation_data.length === 0 ? null : (
            <div className={css.explanation}>
              <h3>{m.explanation}</h3>
              <ContentParts parts={question.explanation_data} lang={langOf(question)} />
            </div>
          )}
          {/* docs/content.md#report-form: a question of the learner's own finished exam, one form per question. */}
          {frame === historyFrame ? <ReportProblem key={question.id} question={question.id} /> : null}
          <nav className={css.row} aria-label={m.questionNavigationLabel}>
            {moves.map(([move, label]) => (
              <Button
                key={move}
                className={controls.button({ kind: 'secondary' })}
                isDisabled={busy || !canGoInHistory(context, move)}
                onPress={() => actor.send({ type: 'GO', move })}
              >
                {label}
              </Button>
            ))}
            <span aria-live="polite" data-testid="history-position">
              {historyPosition(context)}
            </span>
          </nav>
        </section>
      )}
      {frame === historyFrame && context.history !== null ? <GuessingCard history={context.history} /> : null}
    </div>
  );
}

const filters: Array<[HistoryFilter, (count: number) => string]> = [
  ['all', m.historyFilterAll],
  ['wrong', m.historyFilterWrong],
  ['skipped', m.historyFilterSkipped],
  ['slow', m.historyFilterSlow],
];

/** All, Wrong, Skipped and Slow, each with its count (docs/progress.md#history-filters); an empty one cannot be chosen. */
function Filters({ actor, busy }: { actor: HistoryReviewActor; busy: boolean }) {
  const { history, filter } = useSelector(actor, (s) => s.context);
  const counts = historyFilterCounts(history);
  return (
    <div className={css.tabs} role="group" aria-label={m.historyFilterLabel}>
      {filters.map(([kind, label]) => (
        <ToggleButton
          key={kind}
          className={css.tab}
          isSelected={filter === kind}
          isDisabled={busy || (filter !== kind && counts[kind] === 0)}
          onChange={() => actor.send({ type: 'FILTER', filter: kind })}
        >
          {label(counts[kind])}
        </ToggleButton>
      ))}
    </div>
  );
}

/** How long the question was on screen before its answer (docs/exam.md#question-time), where known. */
function TimeLine({ question, exam }: { question: HistoryQuestion; exam: HistoryExam | undefined }) {
  const line = exam === undefined ? null : historyTimeLine(question, exam);
  return line === null ? null : (
    <p className={css.dueLine} data-testid="history-time">
      {line}
    </p>
  );
}

/** The right option and the learner's choice are marked in words as well as colour. */
function Options({ question, showsChoice, heldNote }: { question: HistoryQuestion; showsChoice: boolean; heldNote: string }) {
  const held = isAnswerHeld(question);
  return (
    <ul className={css.options} aria-label={m.optionsLabel}>
      {question.options.map((option, i) => {
        const chosen = option.id === question.option;
        // Without the answer (held while a running exam holds the question) a choice is not wrong.
        const mark = option.is_answer ? 'right' : chosen && !held ? 'wrong' : 'plain';
        const words = [option.is_answer ? m.rightAnswer : null, chosen ? m.yourAnswer : null].filter((w) => w !== null).join(' · ');
        return (
          <li key={option.id} className={css.option({ mark })} data-mark={mark}>
            <span className={css.letter} aria-hidden="true">
              {optionLetter(i)}
            </span>
            <ContentParts parts={option.data} inline lang={langOf(question)} />
            {words === '' ? null : <span className={css.tag}>{words}</span>}
          </li>
        );
      })}
      {showsChoice && question.option === null ? <li className={css.note}>{m.notAnswered}</li> : null}
      {held ? <li className={css.note}>{heldNote}</li> : null}
    </ul>
  );
}

function NoHistory({ frame = historyFrame }: { frame?: ReviewFrame }) {
  return (
    <div className={controls.centered}>
      <p className={css.note}>{frame.empty}</p>
      <Link className={controls.button({ kind: 'secondary' })} href={frame.back.href}>
        {frame.back.label}
      </Link>
    </div>
  );
}
