// The exam being taken (docs/exam.md#screen): the sticky bar, the question, the navigation, the
// side panel and the dialogs, each enabled as the engine's examViewOf says.
import { currentQuestion, examViewOf } from '@proshno/engine';
import { shallowEqual, useSelector } from '@xstate/react';
import { useRef } from 'react';
import * as css from './exam.css';
import { AnswerDeliveryLine } from './AnswerDeliveryLine';
import { ClearedNotice } from './ClearedNotice';
import { ExamDialogs } from './ExamDialogs';
import { ExamHeaderBar } from './ExamHeaderBar';
import { ExamNavigation } from './ExamNavigation';
import { QuestionCard } from './QuestionCard';
import { SidePanel } from './SidePanel';
import type { ExamActor } from './useExamActor';
import { useExamKeyboard } from './useExamKeyboard';

export function RunningExam({ actor }: { actor: ExamActor }) {
  // Each part of the snapshot on its own, so the clock's tick renders only the header's clock.
  const sheet = useSelector(actor, (s) => s.context.sheet);
  const questions = useSelector(actor, (s) => s.context.questions);
  const view = useSelector(actor, examViewOf, shallowEqual);
  const questionId = currentQuestion(sheet);
  const question = questions.find((q) => q.id === questionId);
  const bar = useRef<HTMLElement>(null);

  useExamKeyboard(actor, question, view.answering);

  return (
    <div className={css.screen}>
      <ExamHeaderBar actor={actor} barRef={bar} />
      <div className={css.layout}>
        <main className={css.main} aria-label="Question">
          {question === undefined ? null : (
            <QuestionCard
              actor={actor}
              barRef={bar}
              question={question}
              number={sheet.index + 1}
              bookmarked={sheet.bookmarks.includes(question.id)}
              chosen={sheet.answers[question.id] ?? null}
              disabled={!view.answering}
            />
          )}
          <ClearedNotice actor={actor} disabled={!view.answering} />
          <ExamNavigation actor={actor} sheet={sheet} view={view} />
          <AnswerDeliveryLine actor={actor} />
        </main>
        <SidePanel actor={actor} sheet={sheet} questionId={question?.id ?? null} disabled={!view.answering} />
      </div>
      <ExamDialogs actor={actor} view={view} />
    </div>
  );
}
