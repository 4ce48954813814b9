// The browser side of the exam engine's injected I/O (docs/exam.md#timer; docs/exam.md#autosave: answers kept
// in the browser until the server has them; docs/exam.md#offline: the question set kept on the
// device): per-exam storage, the wall clock, connectivity and the blocked back navigation. No rule
// lives here; the machines decide, this only connects.
import {
  parseQueue,
  parseStoredExam,
  parseStoredProgress,
  serializeQueue,
  serializeStoredExam,
  tickerOn,
  type SaveQueue,
  type StoredExam,
  type StoredProgress,
} from '@proshno/engine';

type ExamId = number | string;

const progressKey = (examId: ExamId) => `proshno.exam.${examId}.progress`;
const answersKey = (examId: ExamId) => `proshno.exam.${examId}.answers`;
const questionsKey = (examId: ExamId) => `proshno.exam.${examId}.questions`;

/** The question index, start timestamp and bookmarks kept per exam, or null when none (or unreadable). */
export function readProgress(examId: ExamId): StoredProgress | null {
  return parseStoredProgress(read(progressKey(examId)));
}

export function writeProgress(examId: ExamId, progress: StoredProgress): void {
  write(progressKey(examId), JSON.stringify(progress));
}

/** Removes the exam's progress, its question set and its answer queue: submitted, cancelled or already finished. */
export function clearProgress(examId: ExamId): void {
  remove(progressKey(examId));
  remove(questionsKey(examId));
  remove(answersKey(examId));
}

/** The question set kept on the device, or null when none (or unreadable). */
export function readStoredExam(examId: ExamId): StoredExam | null {
  return parseStoredExam(read(questionsKey(examId)));
}

export function writeStoredExam(examId: ExamId, exam: StoredExam): void {
  write(questionsKey(examId), serializeStoredExam(exam));
}

/** Answer saves the server has not acknowledged yet. */
export function readPendingSaves(examId: ExamId): SaveQueue {
  return parseQueue(read(answersKey(examId)));
}

export function writePendingSaves(examId: ExamId, queue: SaveQueue): void {
  if (queue.length === 0) remove(answersKey(examId));
  else write(answersKey(examId), serializeQueue(queue));
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

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the queue still lives in memory and the server copy is the backup.
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // As above.
  }
}
