// A learner's answers still waiting on the device, sent from outside the exam page
// (docs/shell.md#logout-unsent, docs/exam.md#device-per-learner): before a logout, or when the
// learner signs in again. Fetched only then, so the shell's code stays without the exam's calls.
// Each exam's queue is sent by the exam's own autosave machine, so what is retried and what is
// dropped is decided where it always is; this only stops at the first save the queue keeps (no
// network, no answer, no valid token) and says how many still wait.
import { autosaveMachine, saveOutcomeOf, type AnswerSave, type ExamId, type LearnerId, type SaveQueue } from '@proshno/engine';
import type { Client } from 'urql';
import { createActor, fromPromise } from 'xstate';
import { countWaitingAnswers, readPendingSaves, writePendingSaves } from './browserExam';
import { sendWaitingReviews } from '../learning/waitingReviews';
import { countWaitingReviews, examsWithWaitingAnswers } from './waitingExams';
import { saveAnswer } from './examCalls';

/**
 * Sends the learner's waiting answers, exam by exam at once, and their waiting review answers
 * (docs/learning.md#delivery), through `client` (the learner's own:
 * web/src/access/session/SessionProvider.tsx, whose token is never another learner's); resolves with
 * how many still wait. `signal` stops it (the dialog was cancelled). `exams: false` leaves the exams'
 * queues to the exam page that is open, `reviews: false` the reviews to the review page.
 */
export async function sendWaitingAnswers(
  client: Client,
  learner: LearnerId,
  signal?: AbortSignal,
  { exams = true, reviews = true }: { exams?: boolean; reviews?: boolean } = {},
): Promise<number> {
  const [, left] = await Promise.all([
    exams ? Promise.all(examsWithWaitingAnswers(learner).map((examId) => sendQueue(client, learner, examId, signal))) : null,
    reviews ? sendWaitingReviews(client, learner, signal) : countWaitingReviews(learner),
  ]);
  return countWaitingAnswers(learner) + left;
}

function sendQueue(client: Client, learner: LearnerId, examId: ExamId, signal?: AbortSignal): Promise<void> {
  const queue = readPendingSaves(learner, examId);
  return new Promise((resolve) => {
    if (queue.length === 0 || signal?.aborted === true) {
      resolve();
      return;
    }
    /** The save that failed last, until the queue shows whether it was kept (try later) or dropped. */
    let failed: AnswerSave | null = null;
    const actor = createActor(
      autosaveMachine.provide({
        actors: {
          saveAnswer: fromPromise<void, AnswerSave>(async ({ input }) => {
            failed = null;
            try {
              await saveAnswer(client, input);
            } catch (error) {
              failed = input;
              // Not signed in any more (or not yet again): the save is kept for the next sign-in, never dropped.
              throw saveOutcomeOf(error) === 'awaitToken' ? new Error('the session has no valid token') : error;
            }
          }),
        },
        actions: { persistQueue: (_, { queue: left }) => keepUnsent(learner, examId, queue, left) },
      }),
      { input: { examId, queue } },
    );
    const finish = () => {
      actor.stop();
      resolve();
    };
    signal?.addEventListener('abort', finish, { once: true });
    actor.subscribe((snapshot) => {
      const { queue: left, inFlight } = snapshot.context;
      const refusedOrKept = failed;
      const kept = refusedOrKept !== null && inFlight === null && left.some((save) => sameChoice(save, refusedOrKept));
      if (left.length === 0 || kept) finish();
    });
    actor.start();
  });
}

/**
 * Stores the queue without the saves this sender has seen leave it; a choice the exam page (open in
 * another tab) added or changed meanwhile stays as that page stored it.
 */
function keepUnsent(learner: LearnerId, examId: ExamId, sent: SaveQueue, left: SaveQueue): void {
  const gone = sent.filter((save) => !left.some((kept) => sameChoice(kept, save)));
  const stored = readPendingSaves(learner, examId);
  writePendingSaves(
    learner,
    examId,
    stored.filter((save) => !gone.some((done) => sameChoice(done, save))),
  );
}


function sameChoice(a: AnswerSave, b: AnswerSave): boolean {
  return a.examId === b.examId && a.questionId === b.questionId && a.option === b.option;
}
