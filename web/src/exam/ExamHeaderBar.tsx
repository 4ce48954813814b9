// The exam's sticky bar (docs/exam.md#header): the clock, the answered share and its count stay on
// screen; on a phone the exam's facts fold away behind Details so the bar keeps to one row and the
// question stays in view.
import { answeredLabel, examHeaderOf, examMessages, formatDuration, progressPercent } from '@proshno/engine';
import { useSelector } from '@xstate/react';
import { useMemo, useState, type RefObject } from 'react';
import { Button, ProgressBar } from 'react-aria-components';
import * as css from './exam.css';
import type { ExamActor } from './useExamActor';

export function ExamHeaderBar({ actor, barRef }: { actor: ExamActor; barRef: RefObject<HTMLElement | null> }) {
  const exam = useSelector(actor, (s) => s.context.exam);
  const sheet = useSelector(actor, (s) => s.context.sheet);
  const header = useMemo(() => (exam === null ? null : examHeaderOf(exam)), [exam]);
  const [detailsShown, setDetailsShown] = useState(false);
  const percent = progressPercent(sheet);
  const answered = answeredLabel(sheet);
  return (
    <header ref={barRef} className={css.header} data-details={detailsShown ? 'shown' : 'hidden'}>
      <ExamClock actor={actor} />
      <span className={css.progressText} aria-hidden="true">
        {answered}
      </span>
      {header === null ? null : (
        <Button
          className={css.detailsToggle}
          aria-label={examMessages.examDetails}
          aria-expanded={detailsShown}
          aria-controls="exam-details"
          onPress={() => setDetailsShown((shown) => !shown)}
        >
          {examMessages.details}
          <span className={css.chevron} aria-hidden="true" />
        </Button>
      )}
      <ProgressBar className={css.progress} value={percent} valueLabel={answered} aria-label={examMessages.answered}>
        <span className={css.progressTrack}>
          <span className={css.progressFill} style={{ width: `${percent}%` }} />
        </span>
      </ProgressBar>
      {header === null ? null : (
        <dl id="exam-details" className={css.facts}>
          <div>
            <dt>{examMessages.exam}</dt>
            <dd>{header.type}</dd>
          </div>
          {header.subject === '' ? null : (
            <div>
              <dt>{examMessages.resultSubject}</dt>
              <dd>{header.subject}</dd>
            </div>
          )}
          <div>
            <dt>{examMessages.marks}</dt>
            <dd>{header.marks}</dd>
          </div>
          <div>
            <dt>{examMessages.negativeMarks}</dt>
            <dd>{header.negativeMarks}</dd>
          </div>
        </dl>
      )}
    </header>
  );
}

/** The remaining time, the one part of the screen that changes every second. */
function ExamClock({ actor }: { actor: ExamActor }) {
  const remaining = useSelector(actor, (s) => s.context.remaining);
  const blink = useSelector(actor, (s) => s.context.blink);
  const shown = formatDuration(remaining);
  // A timer's name is all a screen reader says of it: the name carries the value (issue 29 item 5).
  return (
    <time className={css.clock({ blink })} data-blink={blink} aria-label={examMessages.remainingTime(shown)} role="timer">
      {shown}
    </time>
  );
}
