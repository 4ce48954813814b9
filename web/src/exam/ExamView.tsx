// The exam screen for whatever state the exam actor is in (docs/exam.md#screen,
// docs/exam.md#lifecycle): loading, no questions, a load failure, the exam, or its result. The
// gallery renders it from a snapshot.
import { examLoadFailureMessage, examMessages, examScreenMessages, examViewOf } from '@proshno/engine';
import { useSelector } from '@xstate/react';
import { Link } from 'react-aria-components';
import * as controls from '../controls/controls.css';
import { Loading, ReloadButton, Unavailable } from '../controls/LoadState';
import { ExamResultView } from './ExamResultView';
import { RunningExam } from './RunningExam';
import type { ExamActor } from './useExamActor';

export function ExamView({ actor, examId }: { actor: ExamActor; examId: number }) {
  const screen = useSelector(actor, (s) => examViewOf(s).screen);
  switch (screen) {
    case 'loading':
      return <Loading label={examScreenMessages.loadingQuestions} />;
    case 'noQuestions':
      return (
        <div className={controls.centered}>
          <h1>{examMessages.exam}</h1>
          <p className={controls.notice}>{examScreenMessages.noQuestions}</p>
          <Link className={controls.button({ kind: 'secondary' })} href="/home">
            {examMessages.goHome}
          </Link>
        </div>
      );
    case 'loadFailed':
      return <LoadFailed actor={actor} />;
    case 'finished':
      return <FinishedExam actor={actor} examId={examId} />;
    case 'exam':
      return <RunningExam actor={actor} />;
  }
}

/** Why the exam cannot be shown, the way home, and Reload only when a reload may help. */
function LoadFailed({ actor }: { actor: ExamActor }) {
  const failure = useSelector(actor, (s) => s.context.loadFailure) ?? { kind: 'failed' as const };
  return (
    <Unavailable title={examMessages.exam} message={examLoadFailureMessage(failure)} home>
      {failure.kind === 'failed' ? <ReloadButton onPress={() => actor.send({ type: 'RETRY' })} /> : null}
    </Unavailable>
  );
}

function FinishedExam({ actor, examId }: { actor: ExamActor; examId: number }) {
  const context = useSelector(actor, (s) => s.context);
  return <ExamResultView examId={examId} exam={context.exam} result={context.result} remaining={context.remaining} lateQuestions={context.lateQuestions} notCounted={context.notCounted} />;
}
