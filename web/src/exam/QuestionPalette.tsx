// The question palette (docs/exam.md#palette): a numbered chip for every question of the current
// view, showing which are answered, bookmarked and current; a press jumps there. One tab stop: the
// arrow keys, Home and End move among the chips, so a keyboard reaches question 30 without 29 Nexts.
import { chipName, chipsOf, formatDigits, paletteName, type AnswerSheet, type QuestionId } from '@proshno/engine';
import Star from 'lucide-react/icons/star';
import { memo, useState, type KeyboardEvent } from 'react';
import { Button } from 'react-aria-components';
import * as css from './exam.css';
import type { ExamActor } from './useExamActor';

export const QuestionPalette = memo(function QuestionPalette(props: { actor: ExamActor; sheet: AnswerSheet; disabled: boolean }) {
  const { actor, sheet, disabled } = props;
  const chips = chipsOf(sheet);
  // The chip the Tab key lands on: the one last focused, else the current question, else the first.
  const [focused, setFocused] = useState<QuestionId | null>(null);
  const tabStop =
    chips.find((chip) => chip.questionId === focused)?.questionId ?? chips.find((chip) => chip.current)?.questionId ?? chips[0]?.questionId;
  return (
    <div className={css.palette} role="toolbar" aria-label={paletteName(sheet.view)} onKeyDown={moveFocus}>
      {chips.map((chip) => (
        <Chip
          key={chip.questionId}
          actor={actor}
          questionId={chip.questionId}
          number={chip.number}
          current={chip.current}
          answered={chip.answered}
          bookmarked={chip.bookmarked}
          tabStop={chip.questionId === tabStop}
          disabled={disabled}
          onFocused={setFocused}
        />
      ))}
    </div>
  );
});

/**
 * One chip, rendered again only when its own facts change: a choice changes one chip of an exam's
 * hundreds, and rendering them all again took most of a press's time on a slow phone
 * (docs/exam.md#palette; bench: choose an option → next frame).
 */
const Chip = memo(function Chip(props: {
  actor: ExamActor;
  questionId: QuestionId;
  number: number;
  current: boolean;
  answered: boolean;
  bookmarked: boolean;
  tabStop: boolean;
  disabled: boolean;
  onFocused: (questionId: QuestionId) => void;
}) {
  const { actor, questionId, bookmarked, onFocused } = props;
  return (
    <Button
      className={css.chip}
      aria-label={chipName(props)}
      aria-current={props.current ? 'true' : undefined}
      data-answered={props.answered || undefined}
      data-bookmarked={bookmarked || undefined}
      excludeFromTabOrder={!props.tabStop}
      isDisabled={props.disabled}
      onFocus={() => onFocused(questionId)}
      onPress={() => actor.send({ type: 'JUMP', questionId, at: Date.now() })}
    >
      {formatDigits(props.number)}
      {bookmarked ? <Star className={css.chipMark} aria-hidden="true" size={12} fill="currentColor" /> : null}
    </Button>
  );
});

/**
 * Left and Right move to the previous and next chip, Up and Down to the chip above or below in the
 * wrapped rows, Home and End to the first and last. The exam's own arrow keys (Back, Next) do not
 * also run while a chip has focus.
 */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const chips = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not([disabled])')];
  const from = chips.findIndex((chip) => chip === document.activeElement);
  if (from < 0) return;
  const target = targetOf(chips, from, event.key);
  if (target === undefined) return;
  event.preventDefault();
  event.stopPropagation();
  target.focus();
}

function targetOf(chips: HTMLButtonElement[], from: number, key: string): HTMLButtonElement | undefined {
  const here = chips[from];
  switch (key) {
    case 'ArrowRight':
      return chips[Math.min(from + 1, chips.length - 1)];
    case 'ArrowLeft':
      return chips[Math.max(from - 1, 0)];
    case 'Home':
      return chips[0];
    case 'End':
      return chips[chips.length - 1];
    case 'ArrowDown':
    case 'ArrowUp': {
      if (here === undefined) return undefined;
      const down = key === 'ArrowDown';
      const row = here.offsetTop;
      // The nearest chip by its left edge in the next row above or below.
      const rows = chips.filter((chip) => (down ? chip.offsetTop > row : chip.offsetTop < row));
      const nextRow = down ? Math.min(...rows.map((chip) => chip.offsetTop)) : Math.max(...rows.map((chip) => chip.offsetTop));
      const inRow = rows.filter((chip) => chip.offsetTop === nextRow);
      return inRow.reduce<HTMLButtonElement | undefined>(
        (best, chip) => (best === undefined || Math.abs(chip.offsetLeft - here.offsetLeft) < Math.abs(best.offsetLeft - here.offsetLeft) ? chip : best),
        undefined,
      ) ?? here;
    }
    default:
      return undefined;
  }
}
