// /history/{id} (docs/progress.md#history-detail): the exam's header, then one question at a time with the right and
// chosen options and the explanation, First / Back / Next / Last and a counter, saving to or
// removing from revision, and BACK to the list. Rendered from the engine's historyReviewMachine.
import {
  canGoInHistory,
  currentHistoryQuestion,
  historyHeader,
  historyPosition,
  historyReviewMachine,
  isAnswerHeld,
  progressMessages,
  type HistoryQuestion,
  type Move,
  revisionLabels,
} from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Button, Link } from 'react-aria-components';
import { useClient } from 'urql';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { ContentParts } from '../../content/ContentParts';
import * as controls from '../../controls/controls.css';
import { RevisionButton } from '../revision/RevisionButton';
import { useMachineEffects } from '../../shell/useMachineEffects';
import * as css from '../progress.css';
import { loadHistory, removeRevision, saveRevision } from './historyCalls';

const LETTERS = ['A', 'B', 'C', 'D'] as const;
const moves: Array<[Move, string]> = [
  ['first', 'First'],
  ['back', 'Back'],
  ['next', 'Next'],
  ['last', 'Last'],
];

export default function HistoryDetailScreen({ id }: { id: string }) {
  const examId = Number(id);
  if (!Number.isInteger(examId) || examId <= 0) return <NoHistory />;
  return <HistoryReview key={examId} examId={examId} />;
}

function HistoryReview({ examId }: { examId: number }) {
  const client = useClient();
  const machine = useMemo(
    () =>
      historyReviewMachine.provide({
        actors: {
          loadHistory: fromPromise(({ input }) => loadHistory(client, input.examId)),
          saveRevision: fromPromise(({ input }) => saveRevision(client, input.question)),
          removeRevision: fromPromise(({ input }) => removeRevision(client, input.id)),
        },
      }),
    [client],
  );
  const actor = useActorRef(machine, { input: { examId } });
  // Each revision outcome toasts (docs/architecture.md#effects).
  useMachineEffects(actor);
  return <HistoryReviewView actor={actor} />;
}

export type HistoryReviewActor = ActorRefFrom<typeof historyReviewMachine>;

/** The review for whatever state the actor is in (the gallery renders it from a snapshot). */
export function HistoryReviewView({ actor }: { actor: HistoryReviewActor }) {
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;

  if (snapshot.matches('loading')) return <p className={css.note}>Loading…</p>;
  if (snapshot.matches('failed')) {
    return (
      <div className={controls.centered} role="alert">
        <p className={css.error}>{progressMessages.historyLoadFailed}</p>
        <Button className={controls.button({ kind: 'primary' })} onPress={() => actor.send({ type: 'RETRY' })}>
          Reload
        </Button>
      </div>
    );
  }
  const exam = context.history?.exam;
  const question = currentHistoryQuestion(context);
  const busy = !snapshot.matches({ reviewing: 'idle' });
  return (
    <div className={css.screen}>
      <section className={css.card} aria-labelledby="history-detail-title">
        <div className={css.cardHead}>
          <h1 id="history-detail-title" className={css.title}>
            Exam History
          </h1>
          <Link className={controls.button({ kind: 'secondary' })} href="/history">
            BACK
          </Link>
        </div>
        {exam === undefined ? null : (
          <dl className={css.facts}>
            {historyHeader(exam).map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      {question === undefined ? (
        <NoHistory />
      ) : (
        <section className={css.card} aria-labelledby="history-question">
          <div className={css.cardHead}>
            <h2 id="history-question" className={css.title}>
              Question {context.index + 1}
            </h2>
            <RevisionButton isPending={busy} isDisabled={busy} onPress={() => actor.send({ type: 'TOGGLE_REVISION' })}>
              {question.revision === null ? revisionLabels.save : revisionLabels.remove}
            </RevisionButton>
          </div>
          <ContentParts parts={question.question_data} />
          <Options question={question} />
          {question.explanation_data.length === 0 ? null : (
            <div className={css.explanation}>
              <h3>Explanation</h3>
              <ContentParts parts={question.explanation_data} />
            </div>
          )}
          <nav className={css.row} aria-label="Question navigation">
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
    </div>
  );
}

/** The right option and the learner's choice are marked in words as well as colour. */
function Options({ question }: { question: HistoryQuestion }) {
  const held = isAnswerHeld(question);
  return (
    <ul className={css.options} aria-label="Options">
      {question.options.map((option, i) => {
        const chosen = option.id === question.chosen;
        // Without the answer (held while a running exam holds the question) a choice is not wrong.
        const mark = option.is_answer ? 'right' : chosen && !held ? 'wrong' : 'plain';
        const words = [option.is_answer ? 'Right answer' : null, chosen ? 'Your answer' : null].filter((w) => w !== null).join(' · ');
        return (
          <li key={option.id} className={css.option({ mark })} data-mark={mark}>
            <span className={css.letter} aria-hidden="true">
              {LETTERS[i] ?? String(i + 1)}
            </span>
            <ContentParts parts={option.data} inline />
            {words === '' ? null : <span className={css.tag}>{words}</span>}
          </li>
        );
      })}
      {question.chosen === null ? <li className={css.note}>Not answered</li> : null}
      {held ? <li className={css.note}>{progressMessages.answerHeldBack}</li> : null}
    </ul>
  );
}

function NoHistory() {
  return (
    <div className={controls.centered}>
      <p className={css.note}>{progressMessages.examHasNoHistory}</p>
      <Link className={controls.button({ kind: 'secondary' })} href="/history">
        BACK
      </Link>
    </div>
  );
}
