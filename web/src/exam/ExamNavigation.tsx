// Below the question (docs/exam.md#screen, docs/exam.md#filters, docs/exam.md#submit): First, Back,
// Next, Last, the 'n / total' position and Submit Exam; the question palette (docs/exam.md#palette);
// a failed submit's detail with the way back to the questions.
import { canGo, examScreenMessages, positionLabel, type AnswerSheet, type ExamView, type Move } from '@proshno/engine';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import * as controls from '../controls/controls.css';
import * as css from './exam.css';
import { QuestionPalette } from './QuestionPalette';
import type { ExamActor } from './useExamActor';

const moveLabels: Record<Move, string> = {
  first: examScreenMessages.moveFirst,
  back: examScreenMessages.moveBack,
  next: examScreenMessages.moveNext,
  last: examScreenMessages.moveLast,
};

export function ExamNavigation({ actor, sheet, view }: { actor: ExamActor; sheet: AnswerSheet; view: ExamView }) {
  return (
    <>
      <nav className={css.navigation} aria-label={examScreenMessages.questionNavigation}>
        {(['first', 'back', 'next', 'last'] as const).map((move) => (
          <Button
            key={move}
            className={controls.button({ kind: 'secondary' })}
            isDisabled={!view.answering || !canGo(sheet, move)}
            onPress={() => actor.send({ type: 'GO', move, at: Date.now() })}
          >
            {moveLabels[move]}
          </Button>
        ))}
        <span className={css.position} aria-live="polite">
          {positionLabel(sheet)}
        </span>
        <SubmitButton actor={actor} busy={view.busy} enabled={view.submitEnabled}>
          {view.savingAnswers ? examScreenMessages.savingAnswers : examScreenMessages.submitExam}
        </SubmitButton>
      </nav>
      {view.waitingForNetwork ? (
        // docs/exam.md#offline: the submission waits for the network, and the learner is told so.
        <p className={controls.notice} role="status">
          {examScreenMessages.submitWaiting}
        </p>
      ) : null}
      <QuestionPalette actor={actor} sheet={sheet} disabled={!view.answering} />
      {view.failure === null ? null : (
        <div className={controls.alert} role="alert">
          <p>{view.failure}</p>
          <Button className={controls.button({ kind: 'secondary' })} onPress={() => actor.send({ type: 'DISMISS' })}>
            {examScreenMessages.backToQuestions}
          </Button>
        </div>
      )}
    </>
  );
}

/** Sends SUBMIT: the main button below the question and the time-up view's. */
export function SubmitButton(props: { actor: ExamActor; busy: boolean; enabled: boolean; children: ReactNode }) {
  return (
    <Button
      className={controls.button({ kind: 'primary' })}
      isPending={props.busy}
      isDisabled={!props.enabled}
      onPress={() => props.actor.send({ type: 'SUBMIT' })}
    >
      {props.children}
    </Button>
  );
}
