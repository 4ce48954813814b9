// The exam's keys (docs/exam.md#answering): A–D choose, the arrow keys move, Shift+B bookmarks.
import { optionIndexOfKey, type ExamQuestion } from '@proshno/engine';
import { useEffect } from 'react';
import type { ExamActor } from './useExamActor';

/** Never while typing in a field, nor while `enabled` is false (a dialog is open or an action runs). */
export function useExamKeyboard(actor: ExamActor, question: ExamQuestion | undefined, enabled: boolean) {
  useEffect(() => {
    if (!enabled || question === undefined) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target;
      if (target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
      const key = event.key.toUpperCase();
      // B is both an option letter and the bookmark key: plain b chooses, Shift+B bookmarks.
      const letter = event.shiftKey ? -1 : optionIndexOfKey(key);
      const option = letter >= 0 ? question.options[letter] : undefined;
      if (option !== undefined) actor.send({ type: 'CHOOSE', option: option.id, at: Date.now() });
      else if (key === 'B' && event.shiftKey) actor.send({ type: 'TOGGLE_BOOKMARK' });
      else if (event.key === 'ArrowRight') actor.send({ type: 'GO', move: 'next', at: Date.now() });
      else if (event.key === 'ArrowLeft') actor.send({ type: 'GO', move: 'back', at: Date.now() });
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actor, question, enabled]);
}
