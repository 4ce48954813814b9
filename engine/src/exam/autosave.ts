// The answer autosave queue of issue 3 (docs/exam.md#autosave): every choice is one idempotent write, kept
// in the browser until the server has it. Only the latest unsent choice per question matters.
import * as v from 'valibot';
import type { OptionId, QuestionId } from './answering';
import { refusalCodeOf, refusalMeaningOf, type RefusalMeaning } from '../access/refusal';
import { storedChoice, storedId as id } from './storedId';

export type ExamId = number;
/**
 * One idempotent write: the question's chosen option, or null when the choice was cleared, and when
 * it was chosen (ms since the epoch, the device's clock; absent in queues stored by older versions).
 * The server keeps the newest choice of a question (docs/exam.md#latest-choice).
 */
/** `spentMs`: the question's time on screen when it was chosen (docs/exam.md#question-time), absent in older queues. */
export type AnswerSave = { examId: ExamId; questionId: QuestionId; option: OptionId | null; chosenAt?: number | undefined; spentMs?: number | undefined };
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
  const entry: AnswerSave = {
    examId: save.examId,
    questionId: save.questionId,
    option: save.option,
    ...(save.chosenAt === undefined ? {} : { chosenAt: save.chosenAt }),
    ...(save.spentMs === undefined ? {} : { spentMs: save.spentMs }),
  };
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
  return queue.filter((queued) => !(sameQuestion(queued, save) && queued.option === save.option && queued.chosenAt === save.chosenAt));
}

/**
 * A choice of the question made elsewhere (another tab) at `chosenAt`: this queue's own save of it
 * is older (or undated) and would overwrite the newer choice, so it is dropped (docs/exam.md#latest-choice).
 */
export function supersede(queue: SaveQueue, questionId: QuestionId, chosenAt: number): SaveQueue {
  return queue.filter((queued) => queued.questionId !== questionId || (queued.chosenAt !== undefined && queued.chosenAt > chosenAt));
}

/** The queue with its head moved to the back: a save that must wait does not hold up the others. */
export function rotate(queue: SaveQueue, save: AnswerSave): SaveQueue {
  const index = queue.findIndex((queued) => sameQuestion(queued, save));
  if (index < 0) return queue;
  return [...queue.slice(0, index), ...queue.slice(index + 1), queue[index] ?? save];
}

export function serializeQueue(queue: SaveQueue): string {
  return JSON.stringify(queue);
}

// chosenAt is absent in queues stored before issue 26, spentMs before issue 32; such a save is sent without it.
const storedQueue = v.pipe(
  v.string(),
  v.parseJson(),
  v.array(
    storedChoice({
      examId: id,
      questionId: id,
      chosenAt: v.fallback(v.optional(v.pipe(v.number(), v.finite())), undefined),
      spentMs: v.fallback(v.optional(v.pipe(v.number(), v.finite(), v.minValue(0))), undefined),
    }),
  ),
);

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

/**
 * A failed save: `code` is the reason the server gave (GraphQL `extensions.code`,
 * docs/api.md#error-codes), absent when no answer came (offline, a dropped connection).
 */
export class SaveError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.name = 'SaveError';
    this.code = code;
  }
}

/**
 * What the queue does with a save that failed: drop it, send it again later, send it again later
 * without holding up a submit (`standing`), or wait for a new token.
 */
export type SaveOutcome = 'drop' | 'retry' | 'standing' | 'awaitToken';

const saveOutcomes: Record<RefusalMeaning, SaveOutcome> = { drop: 'drop', refresh: 'awaitToken', show: 'standing', retry: 'retry' };

/**
 * The one rule for a failed save (docs/exam.md#save-outcome), the refusal's meaning
 * (access/refusal.ts): only the exam's own refusal (time up, finished) drops it; an expired
 * token waits for the session's new one; no answer, a 5xx or 429 may pass later and is sent again.
 * A refusal the server will give again (forbidden, not found, bad request, not started) is kept
 * too, but a submit goes without waiting for it: the submitted script carries every shown choice
 * with when it was chosen.
 */
export function saveOutcomeOf(error: unknown): SaveOutcome {
  // A save is never given up without the server's own reason: a failure with no code is sent again.
  return refusalCodeOf(error) === undefined ? 'retry' : saveOutcomes[refusalMeaningOf(error)];
}
