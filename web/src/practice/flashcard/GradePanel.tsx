// Under a turned flashcard: how well the learner knew it, Again / Hard / Good / Easy
// (docs/practice.md#flashcard-grades), the first flip's suggestion marked, and once chosen where the
// grade is: on its way, kept on the phone, or when the card comes back. Renders the machine's view.
import { flashcardMessages as m, learningMessages, reviewGrades, type GradingView, type ReviewGrade } from '@proshno/engine';
import { timeUntil } from '@proshno/engine/learning';
import { useEffect, useRef } from 'react';
import { Button } from 'react-aria-components';
import * as css from './flashcard.css';

export function GradePanel({ grading, onGrade }: { grading: GradingView; onGrade: (grade: ReviewGrade) => void }) {
  const panel = useRef<HTMLElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const chosen = grading.chosen !== null;
  const wasChosen = useRef(chosen);
  // The buttons are disabled under the learner's finger as they choose: the focus goes on to what
  // became of the grade, not to the page's top.
  useEffect(() => {
    const focus = document.activeElement;
    if (chosen && !wasChosen.current && (focus === document.body || panel.current?.contains(focus) === true)) status.current?.focus();
    wasChosen.current = chosen;
  }, [chosen]);
  return (
    <section ref={panel} className={css.grading} aria-labelledby="flashcard-grade" data-status={grading.status}>
      <h3 id="flashcard-grade" className={css.gradingTitle}>
        {m.gradeQuestion}
      </h3>
      <div className={css.grades} role="group" aria-labelledby="flashcard-grade">
        {reviewGrades.map((grade) => (
          <Button
            key={grade}
            className={css.gradeButton}
            data-grade={grade}
            data-suggested={grading.suggested === grade ? '' : undefined}
            data-chosen={grading.chosen === grade ? '' : undefined}
            isDisabled={chosen}
            onPress={() => onGrade(grade)}
          >
            <span className={css.gradeName}>{m.grades[grade].name}</span>
            <span className={css.gradeHint}>{m.grades[grade].hint}</span>
            {grading.suggested === grade ? <span className={css.gradeSuggested}>{m.gradeSuggested}</span> : null}
          </Button>
        ))}
      </div>
      <p ref={status} className={css.gradeStatus} role="status" tabIndex={-1} data-testid="flashcard-grade-status">
        {statusText(grading)}
      </p>
    </section>
  );
}

/** The grade chosen and what became of it: 'Hard. Comes back in 15 minutes.'; nothing before a choice. */
function statusText({ status, chosen, due }: GradingView): string {
  if (chosen === null) return '';
  const outcome = {
    choose: '',
    sending: m.gradeSending,
    kept: m.gradeKept,
    refused: m.gradeRefused,
    sent: due === null ? '' : learningMessages.comesBack(timeUntil(due, new Date())),
  }[status];
  return m.gradeLine(m.grades[chosen].name, outcome);
}
