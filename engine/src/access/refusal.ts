// What a refusal means to the learner: a refusal is told by its code (docs/api.md#error-codes), never
// by its HTTP status or its text. A module of its own, apart from ./serverError, so the pages that
// only sign in do not download the table (tests/e2e/budget.test.ts).
import { isNetworkFailure } from './serverError';

/**
 * Every reason the server gives for a refusal. The first group the gateway derives from the REST
 * status when the body names none (gateway/src/rest.ts `codeOf`); the rest the api puts in the
 * error body's `code`, and the gateway hands on as `extensions.code`.
 */
export const refusalCodes = {
  badRequest: 'BAD_REQUEST',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  unavailable: 'UNAVAILABLE',
  internal: 'INTERNAL',
  /** The exam's end plus the grace has passed: an answer sent now is not saved, ever. */
  timeUp: 'TIME_UP',
  /** The exam is finished (submitted, or finished at time-up). */
  finished: 'FINISHED',
  /** A scheduled exam or a contest before its start. */
  notStarted: 'NOT_STARTED',
  /** The learner's subscription does not cover a subject of what was asked for. */
  notCovered: 'NOT_COVERED',
  /** The questions of the exam are already chosen, so its subjects cannot change. */
  questionsChosen: 'QUESTIONS_CHOSEN',
  /** Only a scheduled exam that has not started can be moved. */
  notReschedulable: 'NOT_RESCHEDULABLE',
  /** A contest's registration closes at its start. */
  registrationClosed: 'REGISTRATION_CLOSED',
  /** Joining a contest the learner did not register for. */
  notRegistered: 'NOT_REGISTERED',
  /** A contest is joined once. */
  joinedOnce: 'JOINED_ONCE',
  /** The contest has ended: it can no longer be joined. */
  contestEnded: 'CONTEST_ENDED',
  /** The contest has not ended: its paper, review and results wait until then. */
  contestNotEnded: 'CONTEST_NOT_ENDED',
  /** A contest that has started cannot be changed or removed. */
  contestStarted: 'CONTEST_STARTED',
  /** A contest sitting is kept: it cannot be cancelled. */
  sittingKept: 'SITTING_KEPT',
  /** The question is in an exam of the learner that can still take answers: its review waits until then. */
  held: 'HELD',
} as const;

export type RefusalCode = (typeof refusalCodes)[keyof typeof refusalCodes];

/**
 * What a failed call means to the learner, the one rule every machine asks:
 * - `retry`: no answer, or the server could not answer now (offline, 5xx, too many requests); the
 *   same call may pass later.
 * - `refresh`: the access token was refused; the session renews it, then the call goes again.
 * - `drop`: the exam will never take this write (time up, finished); keep nothing to send.
 * - `show`: the server's answer stands however often it is asked; say it.
 */
export type RefusalMeaning = 'retry' | 'refresh' | 'drop' | 'show';

const meanings: Record<RefusalCode, RefusalMeaning> = {
  BAD_REQUEST: 'show',
  UNAUTHENTICATED: 'refresh',
  FORBIDDEN: 'show',
  NOT_FOUND: 'show',
  TOO_MANY_REQUESTS: 'retry',
  UNAVAILABLE: 'retry',
  INTERNAL: 'retry',
  TIME_UP: 'drop',
  FINISHED: 'drop',
  NOT_STARTED: 'show',
  NOT_COVERED: 'show',
  QUESTIONS_CHOSEN: 'show',
  NOT_RESCHEDULABLE: 'show',
  REGISTRATION_CLOSED: 'show',
  NOT_REGISTERED: 'show',
  JOINED_ONCE: 'show',
  CONTEST_ENDED: 'show',
  CONTEST_NOT_ENDED: 'show',
  CONTEST_STARTED: 'show',
  SITTING_KEPT: 'show',
  // A review kept on the device passes once the exam is over (docs/learning.md#delivery).
  HELD: 'retry',
};

function isRefusalCode(code: string): code is RefusalCode {
  return Object.prototype.hasOwnProperty.call(meanings, code);
}

/** The code a rejection carries (a ServerError's or SaveError's), if the server gave one. */
export function refusalCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/**
 * What a rejection means (see RefusalMeaning). A code this client does not know (a newer server's)
 * is a refusal to show. Without a code: no answer came (a NetworkError) may pass later; any other
 * failure is said as it is.
 */
export function refusalMeaningOf(error: unknown): RefusalMeaning {
  const code = refusalCodeOf(error);
  if (code !== undefined) return isRefusalCode(code) ? meanings[code] : 'show';
  return isNetworkFailure(error) ? 'retry' : 'show';
}

/** Whether a rejection is the server's refusal for this reason. */
export function isRefusal(error: unknown, code: RefusalCode): boolean {
  return refusalCodeOf(error) === code;
}
