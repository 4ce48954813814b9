// The answer autosave queue of issue 3 (docs/exam.md#autosave): every choice is one idempotent write, kept
// in the browser until the server has it. Only the latest unsent choice per question matters.
import * as v from 'valibot';
import type { OptionId, QuestionId } from './answering';

export type ExamId = number | string;
/** One idempotent write: the question's chosen option, or null when the choice was cleared. */
export type AnswerSave = { examId: ExamId; questionId: QuestionId; optionId: OptionId | null };
/** Pending saves in the order their questions were first chosen; at most one per question. */
export type SaveQueue = AnswerSave[];

/** The first retry waits 1 s, then 2 s, 4 s ... */
export const AUTOSAVE_RETRY_BASE_MS = 1000;
/** ... never more than 30 s. */
export const AUTOSAVE_RETRY_MAX_MS = 30_000;

function sameQuestion(a: AnswerSave, b: AnswerSave): boolean {
  return a.examId === b.examId && a.questionId === b.questionId;
}

/** Queues a choice; a newer choice replaces the unsent older one of its question in place. */
export function enqueue(queue: SaveQueue, save: AnswerSave): SaveQueue {
  const entry: AnswerSave = { examId: save.examId, questionId: save.questionId, optionId: save.optionId };
  if (!queue.some((queued) => sameQuestion(queued, save))) return [...queue, entry];
  return queue.map((queued) => (sameQuestion(queued, save) ? entry : queued));
}

/** The save to send next. */
export function head(queue: SaveQueue): AnswerSave | undefined {
  return queue[0];
}

/**
 * Removes an acknowledged save, only while the queued choice is still the acknowledged one:
 * a newer choice made while the older was in flight stays queued.
 */
export function acknowledge(queue: SaveQueue, save: AnswerSave): SaveQueue {
  return queue.filter((queued) => !(sameQuestion(queued, save) && queued.optionId === save.optionId));
}

export function serializeQueue(queue: SaveQueue): string {
  return JSON.stringify(queue);
}

const id = v.union([v.string(), v.pipe(v.number(), v.finite())]);
const storedQueue = v.pipe(v.string(), v.parseJson(), v.array(v.object({ examId: id, questionId: id, optionId: v.nullable(id) })));

/** Reads a stored queue; missing, corrupt or foreign data is an empty queue, never a crash. */
export function parseQueue(text: string | null | undefined): SaveQueue {
  const read = v.safeParse(storedQueue, text);
  return read.success ? read.output.reduce<SaveQueue>(enqueue, []) : [];
}

/** Wait before retry number `failures` (1 = after the first failure): 1 s, 2 s, 4 s ... capped at 30 s. */
export function retryDelayMs(failures: number): number {
  const exponent = Math.max(0, failures - 1);
  return Math.min(AUTOSAVE_RETRY_MAX_MS, AUTOSAVE_RETRY_BASE_MS * 2 ** exponent);
}

/** Failures after which the delay stops growing (2^5 s > 30 s); the machine's counter stops there. */
export const AUTOSAVE_MAX_FAILURES = Math.ceil(Math.log2(AUTOSAVE_RETRY_MAX_MS / AUTOSAVE_RETRY_BASE_MS)) + 1;

/** A failed save; `status` is the HTTP status when the server answered (absent for network errors). */
export class SaveError extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.name = 'SaveError';
    this.status = status;
  }
}

/**
 * The server refused for good (a 4xx other than 408 timeout and 429 too many requests, e.g. the
 * exam is finished or its time is over): retrying cannot help. Anything else may pass later.
 */
export function isRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  const { status } = error;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429;
}
