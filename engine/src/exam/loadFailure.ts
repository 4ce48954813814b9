// Why the exam screen could not show an exam, and what it tells the learner: a missing exam and a
// scheduled one opened before its start are said as such, with the way home; only a failure that
// a reload can mend offers Reload.
import { isRefusal, refusalCodes } from '../access/refusal';
import { formatDhakaDateTime } from '../shell/time';
import { examScreenMessages } from './screenMessages';

export type ExamLoadFailure =
  /** No such exam for this learner (or no exam id in the address). */
  | { kind: 'notFound' }
  /** A scheduled exam before its start; `startsAt` is ISO-8601 UTC. */
  | { kind: 'notStarted'; startsAt: string }
  /** Anything else (offline, a server error): a reload may help. */
  | { kind: 'failed' };

/** Thrown by the web's loader when the server refuses the questions because the exam has not started. */
export class ExamNotStartedError extends Error {
  readonly startsAt: string;
  constructor(startsAt: string) {
    super(`The exam starts at ${startsAt}`);
    this.name = 'ExamNotStartedError';
    this.startsAt = startsAt;
  }
}

export function examLoadFailureOf(error: unknown): ExamLoadFailure {
  if (error instanceof ExamNotStartedError) return { kind: 'notStarted', startsAt: error.startsAt };
  return isRefusal(error, refusalCodes.notFound) ? { kind: 'notFound' } : { kind: 'failed' };
}

/** 'This exam starts at 23/11/2026, 12:05 am.' */
export function examStartsAt(startsAt: string): string {
  return examScreenMessages.startsAt.replace('{time}', formatDhakaDateTime(startsAt));
}

export function examLoadFailureMessage(failure: ExamLoadFailure): string {
  switch (failure.kind) {
    case 'notFound':
      return examScreenMessages.notFound;
    case 'notStarted':
      return examStartsAt(failure.startsAt);
    case 'failed':
      return examScreenMessages.loadFailed;
  }
}
