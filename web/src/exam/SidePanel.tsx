// The exam's side panel (docs/exam.md#screen, docs/exam.md#filters): View / Hide Bookmarked and
// Unanswered with their counts, and Save for Revision.
import { canView, examScreenMessages, fillIn, revisionLabels, viewList, type AnswerSheet, type QuestionId } from '@proshno/engine';
import { memo } from 'react';
import { Button } from 'react-aria-components';
import { RevisionButton } from '../progress/revision/RevisionButton';
import * as controls from '../controls/controls.css';
import * as css from './exam.css';
import type { ExamActor } from './useExamActor';
import { useRevisionSave } from '../progress/revision/useRevisionSave';

const filters = [
  { view: 'bookmarked', label: examScreenMessages.bookmarked },
  { view: 'unanswered', label: examScreenMessages.unanswered },
] as const;

export const SidePanel = memo(function SidePanel(props: { actor: ExamActor; sheet: AnswerSheet; questionId: QuestionId | null; disabled: boolean }) {
  const { actor, sheet, questionId, disabled } = props;
  const saveForRevision = useRevisionSave();
  return (
    <aside className={css.panel} aria-label={examScreenMessages.questionFilters}>
      {filters.map(({ view, label }) => (
        <Button
          key={view}
          className={controls.button({ kind: sheet.view === view ? 'primary' : 'secondary', wide: true })}
          isDisabled={disabled || !canView(sheet, view)}
          onPress={() => actor.send({ type: 'SET_VIEW', view: sheet.view === view ? 'all' : view })}
        >
          {fillIn(sheet.view === view ? examScreenMessages.hideFilter : examScreenMessages.viewFilter, { filter: label, count: viewList(sheet, view).length })}
        </Button>
      ))}
      <RevisionButton
        wide
        isDisabled={questionId === null}
        onPress={() => {
          if (questionId !== null) void saveForRevision(questionId);
        }}
      >
        {revisionLabels.save}
      </RevisionButton>
    </aside>
  );
});
