// The browser side of the exam engine's injected I/O (docs/exam.md#timer; docs/exam.md#autosave: answers kept
// in the browser until the server has them; docs/exam.md#offline: the question set kept on the
// device): per-exam storage, the wall clock, connectivity and the blocked back navigation. No rule
// lives here; the machines decide, this only connects. What it keeps is bound to the learner who
// chose it (docs/exam.md#device-per-learner), through the device storage of
// web/src/access/session/deviceData.ts.
import {
  examRecord,
  parseQueue,
  parseStoredExam,
  parseStoredProgress,
  serializeQueue,
  serializeStoredExam,
  tickerOn,
  type LearnerId,
  type SaveQueue,
  type StoredExam,
  type StoredProgress,
  type ExamId,
} from '@proshno/engine';
import { readLearnerRecord, removeLearnerRecord, writeLearnerRecord } from '../access/session/deviceData';
import { examsWithWaitingAnswers } from './waitingExams';

const progressKey = (examId: ExamId) => examRecord(examId, 'progress');
const answersKey = (examId: ExamId) => examRecord(examId, 'answers');
const questionsKey = (examId: ExamId) => examRecord(examId, 'questions');

/** The question index, start timestamp and bookmarks kept per exam, or null when none (or unreadable). */
export function readProgress(learner: LearnerId, examId: ExamId): StoredProgress | null {
  return parseStoredProgress(readLearnerRecord(learner, progressKey(examId)));
}

export function writeProgress(learner: LearnerId, examId: ExamId, progress: StoredProgress): void {
  writeLearnerRecord(learner, progressKey(examId), JSON.stringify(progress));
}

/** Removes the exam's progress, its question set and its answer queue: submitted, cancelled or already finished. */
export function clearProgress(learner: LearnerId, examId: ExamId): void {
  removeLearnerRecord(learner, progressKey(examId));
  removeLearnerRecord(learner, questionsKey(examId));
  removeLearnerRecord(learner, answersKey(examId));
}

/** The question set kept on the device, or null when none (or unreadable). */
export function readStoredExam(learner: LearnerId, examId: ExamId): StoredExam | null {
  return parseStoredExam(readLearnerRecord(learner, questionsKey(examId)));
}

export function writeStoredExam(learner: LearnerId, examId: ExamId, exam: StoredExam): void {
  writeLearnerRecord(learner, questionsKey(examId), serializeStoredExam(exam));
}

/** Answer saves the server has not acknowledged yet. */
export function readPendingSaves(learner: LearnerId, examId: ExamId): SaveQueue {
  return parseQueue(readLearnerRecord(learner, answersKey(examId)));
}

export function writePendingSaves(learner: LearnerId, examId: ExamId, queue: SaveQueue): void {
  if (queue.length === 0) removeLearnerRecord(learner, answersKey(examId));
  else writeLearnerRecord(learner, answersKey(examId), serializeQueue(queue));
}

/** How many answers the learner chose on this device, in any exam, that the server has not acknowledged. */
export function countWaitingAnswers(learner: LearnerId): number {
  return examsWithWaitingAnswers(learner).reduce<number>((count, examId) => count + readPendingSaves(learner, examId).length, 0);
}

/** The real clock for the exam's ticker: wall-clock readings, so a sleeping tab never drifts. */
export const browserTicker = tickerOn({
  now: () => Date.now(),
  setTimeout: (fn: () => void, ms: number) => window.setTimeout(fn, ms),
  clearTimeout: (id: number) => window.clearTimeout(id),
});

type ExamEventSink = {
  send(event: { type: 'ONLINE' } | { type: 'OFFLINE' } | { type: 'TICK'; now: number } | { type: 'BACK_NAVIGATION' }): void;
};

/**
 * Tells the exam about the network, a tab that wakes (a fresh clock reading at once) and a back
 * navigation, which is undone and reported so the learner stays on the exam. Returns the cleanup.
 */
export function connectBrowser(exam: ExamEventSink): () => void {
  // The browser's own reading decides, not the event's name: Chromium was seen firing 'online' at a
  // page being reloaded offline while navigator.onLine stayed false (docs/exam.md#submit-survives-reload).
  const network = () => exam.send({ type: navigator.onLine ? 'ONLINE' : 'OFFLINE' });
  const wake = () => {
    if (document.visibilityState === 'visible') exam.send({ type: 'TICK', now: Date.now() });
  };
  // One extra history entry: Back lands on it, and it is put back at once.
  window.history.pushState({ proshnoExamGuard: true }, '', window.location.href);
  const back = () => {
    window.history.pushState({ proshnoExamGuard: true }, '', window.location.href);
    exam.send({ type: 'BACK_NAVIGATION' });
  };
  window.addEventListener('online', network);
  window.addEventListener('offline', network);
  document.addEventListener('visibilitychange', wake);
  window.addEventListener('popstate', back);
  // The network may have come or gone while the questions loaded.
  network();
  return () => {
    window.removeEventListener('online', network);
    window.removeEventListener('offline', network);
    document.removeEventListener('visibilitychange', wake);
    window.removeEventListener('popstate', back);
  };
}
