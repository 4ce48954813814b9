// The exam being taken (docs/exam.md#screen): the sticky bar, the question, the navigation, the
// side panel and the dialogs, each enabled as the engine's examViewOf says.
import { currentQuestion, examHeaderOf, examHeading, examMessages, examScreenMessages, examViewOf } from '@proshno/engine';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import * as css from './exam.css';
import { AnswerDeliveryLine } from './AnswerDeliveryLine';
import { OfflineReadinessLine } from './OfflineReadinessLine';
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

  // The exam has begun: the focus goes to its first question shown, not left on the page's body, so
  // a screen reader starts there and Tab goes on to its options (docs/exam.md#focus-on-start).
  const focused = useRef(false);
  const hasQuestion = question !== undefined;
  useEffect(() => {
    if (focused.current || !hasQuestion) return;
    focused.current = true;
    document.getElementById('question-number')?.focus({ preventScroll: true });
  }, [hasQuestion]);

  return (
    <div className={css.screen}>
      <ExamTitle actor={actor} />
      <ExamHeaderBar actor={actor} barRef={bar} />
      <div className={css.layout}>
        {/* The shell's <main> holds the page; this is its question region (one main per page). */}
        <section className={css.main} aria-label={examScreenMessages.questionRegion}>
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
          <OfflineReadinessLine />
        </section>
        <SidePanel actor={actor} sheet={sheet} questionId={question?.id ?? null} disabled={!view.answering} />
      </div>
      <ExamDialogs actor={actor} view={view} />
    </div>
  );
}

/** The page's one h1, for a screen reader's outline; the bar below shows the same facts. */
function ExamTitle({ actor }: { actor: ExamActor }) {
  const exam = useSelector(actor, (s) => s.context.exam);
  return <h1 className={css.visuallyHidden}>{exam === null ? examMessages.exam : examHeading(examHeaderOf(exam))}</h1>;
}
