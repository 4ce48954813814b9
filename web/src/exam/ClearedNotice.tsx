// Under the question (docs/exam.md#clear-undo): a tap on the chosen option cleared it, so the page
// says which question lost its answer and offers Undo, which puts it back and saves it again. The
// words are announced politely; Undo sits beside them, outside the announced region.
import { clearedNoticeOf, examScreenMessages } from '@proshno/engine';
import { useSelector } from '@xstate/react';
import { Button } from 'react-aria-components';
import * as controls from '../controls/controls.css';
import * as css from './exam.css';
import type { ExamActor } from './useExamActor';

export function ClearedNotice({ actor, disabled }: { actor: ExamActor; disabled: boolean }) {
  const notice = useSelector(actor, (s) => clearedNoticeOf(s.context.cleared), (a, b) => a?.text === b?.text && a?.undo === b?.undo);
  return (
    <div className={css.cleared} data-shown={notice === null ? undefined : true}>
      <p className={css.clearedText} role="status">
        {notice?.text}
      </p>
      {notice?.undo === true ? (
        <Button className={controls.button({ kind: 'secondary' })} isDisabled={disabled} onPress={() => actor.send({ type: 'UNDO_CLEAR', at: Date.now() })}>
          {examScreenMessages.undo}
        </Button>
      ) : null}
    </div>
  );
}
