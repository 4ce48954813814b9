// One question of the exam (docs/exam.md#screen): its number, the bookmark toggle, its body and the
// options A to D, each a button that sends CHOOSE.
import { examScreenMessages, fillIn, langOf, optionLetter, type ExamQuestion, type OptionId } from '@proshno/engine';
import Star from 'lucide-react/icons/star';
import { memo, useEffect, useRef, type RefObject } from 'react';
import { Button, ToggleButton } from 'react-aria-components';
import { ContentParts } from '../content/ContentParts';
import { OtherVersionNote } from '../content/OtherVersionNote';
import * as css from './exam.css';
import type { ExamActor } from './useExamActor';


/** Memoised: the saving indicator and the clock change without it. */
export const QuestionCard = memo(function QuestionCard(props: {
  actor: ExamActor;
  barRef: RefObject<HTMLElement | null>;
  question: ExamQuestion;
  number: number;
  bookmarked: boolean;
  chosen: OptionId | null;
  disabled: boolean;
}) {
  const { actor, barRef, question, number, bookmarked, chosen, disabled } = props;
  const card = useRef<HTMLElement>(null);
  // Moving on from the buttons below a long question leaves the new question's start under the
  // sticky bar: bring it back just below the bar.
  useEffect(() => {
    const top = card.current?.getBoundingClientRect().top;
    const below = barRef.current?.getBoundingClientRect().bottom;
    if (top !== undefined && below !== undefined && top < below) window.scrollBy({ top: top - below - 8 });
  }, [question.id, barRef]);
  return (
    <article ref={card} className={css.card} aria-labelledby="question-number">
      <div className={css.cardHead}>
        <h2 id="question-number" className={css.questionNumber} tabIndex={-1}>
          {fillIn(examScreenMessages.questionNumber, { number })}
        </h2>
        <ToggleButton
          className={css.bookmark}
          isSelected={bookmarked}
          isDisabled={disabled}
          onChange={() => actor.send({ type: 'TOGGLE_BOOKMARK' })}
        >
          <Star aria-hidden="true" size={16} fill={bookmarked ? 'currentColor' : 'none'} /> {bookmarked ? examScreenMessages.bookmarked : examScreenMessages.bookmark}
        </ToggleButton>
      </div>
      <OtherVersionNote question={question} />
      <ContentParts parts={question.question_data} lang={langOf(question)} />
      <div className={css.options} role="group" aria-label={examScreenMessages.options}>
        {question.options.map((option, i) => (
          <Button
            key={option.id}
            className={css.option}
            aria-pressed={chosen === option.id}
            isDisabled={disabled}
            onPress={() => actor.send({ type: 'CHOOSE', option: option.id, at: Date.now() })}
          >
            <span className={css.letter} aria-hidden="true">
              {optionLetter(i)}
            </span>
            <span className={css.visuallyHidden}>{fillIn(examScreenMessages.optionName, { letter: optionLetter(i) })}</span>
            <ContentParts parts={option.data} inline lang={langOf(question)} />
          </Button>
        ))}
      </div>
    </article>
  );
});
