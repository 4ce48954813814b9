// The exam's dialogs (docs/exam.md#submit, docs/exam.md#time-up, docs/exam.md#cancel-confirm): the
// submit confirmation, the time-up view and the question its Cancel asks, open and enabled as the
// engine's view of the exam says.
import { examScreenMessages, type ExamView } from '@proshno/engine';
import { Button } from 'react-aria-components';
import { ResidentDialog } from '../controls/ResidentDialog';
import * as controls from '../controls/controls.css';
import { SubmitButton } from './ExamNavigation';
import type { ExamActor } from './useExamActor';

export function ExamDialogs({ actor, view }: { actor: ExamActor; view: ExamView }) {
  return (
    <>
      <ResidentDialog
        isOpen={view.dialog === 'confirm'}
        onOpenChange={(open) => (open ? undefined : actor.send({ type: 'CANCEL' }))}
        role="alertdialog"
        ariaLabel={examScreenMessages.submitDialog}
        actions={
          <>
            <Button className={controls.button({ kind: 'secondary' })} onPress={() => actor.send({ type: 'CANCEL' })}>
              {examScreenMessages.cancel}
            </Button>
            <Button className={controls.button({ kind: 'primary' })} onPress={() => actor.send({ type: 'CONFIRM' })}>
              {examScreenMessages.submit}
            </Button>
          </>
        }
      >
        <p>{examScreenMessages.confirmSubmit}</p>
      </ResidentDialog>
      <ResidentDialog
        isOpen={view.dialog === 'timeUp'}
        role="alertdialog"
        ariaLabel={examScreenMessages.timeUpDialog}
        actions={
          <>
            {/* A contest sitting is never cancelled (docs/contest.md#one-sitting): Submit Exam only. */}
            {view.cancellable ? (
              <Button
                className={controls.button({ kind: 'secondary' })}
                isDisabled={!view.dialogEnabled}
                onPress={() => actor.send({ type: 'CANCEL' })}
              >
                {examScreenMessages.cancel}
              </Button>
            ) : null}
            <SubmitButton actor={actor} busy={view.busy} enabled={view.dialogEnabled}>
              {examScreenMessages.submitExam}
            </SubmitButton>
          </>
        }
      >
        <p>{examScreenMessages.timeUp}</p>
      </ResidentDialog>
      <CancelExamDialog actor={actor} view={view} />
    </>
  );
}

/** docs/exam.md#cancel-confirm: the time-up Cancel says the exam and its answers will be deleted, and asks. */
function CancelExamDialog({ actor, view }: { actor: ExamActor; view: ExamView }) {
  return (
    <ResidentDialog
      isOpen={view.dialog === 'confirmCancel'}
      // Escape keeps the exam, as Keep Exam does.
      onOpenChange={(open) => (open || !view.dialogEnabled ? undefined : actor.send({ type: 'CANCEL' }))}
      role="alertdialog"
      title={examScreenMessages.confirmCancelTitle}
      actions={
        <>
          <Button className={controls.button({ kind: 'secondary' })} isDisabled={!view.dialogEnabled} onPress={() => actor.send({ type: 'CANCEL' })}>
            {examScreenMessages.keepExam}
          </Button>
          <Button
            className={controls.button({ kind: 'primary' })}
            isPending={view.busy}
            isDisabled={!view.dialogEnabled}
            onPress={() => actor.send({ type: 'CONFIRM' })}
          >
            {examScreenMessages.deleteExam}
          </Button>
        </>
      }
    >
      <p>{examScreenMessages.confirmCancel}</p>
    </ResidentDialog>
  );
}
