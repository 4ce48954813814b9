// What the browser keeps and passes between tabs for an exam (docs/exam.md#timer: the progress kept in
// browser storage; docs/exam.md#autosave: another tab's choices; docs/exam.md#offline: the question
// set and the answers kept on the device), read back through one schema each.
// Missing, corrupt or foreign data reads as nothing, never a crash.
import * as v from 'valibot';
import type { OptionId, QuestionId } from './answering';
import type { ExamData, ExamQuestion, StoredProgress } from './examMachine';
import { storedChoice, storedId as id } from './storedId';

const storedProgress = v.pipe(
  v.string(),
  v.parseJson(),
  v.object({
    index: v.number(),
    startedAt: v.pipe(v.number(), v.finite()),
    // A bookmark that is not a question id is dropped; no list (older versions) is no bookmarks.
    bookmarks: v.fallback(
      v.pipe(
        v.array(v.unknown()),
        v.transform((items) => items.flatMap((item) => idsIn(item))),
      ),
      [],
    ),
    // The choices shown when the exam was last stored, the clock's deadline (ms) and a submit that
    // waits for the network (docs/exam.md#offline); older versions kept none of them.
    answers: v.fallback(v.optional(v.record(v.string(), v.nullable(id))), undefined),
    deadline: v.fallback(v.optional(v.pipe(v.number(), v.finite())), undefined),
    submitting: v.fallback(v.optional(v.boolean()), undefined),
    // What the server confirmed holding (docs/exam.md#answer-delivery); kept since issue 26.
    confirmed: v.fallback(v.optional(v.record(v.string(), storedChoice({ chosenAt: v.fallback(v.optional(v.pipe(v.number(), v.finite())), undefined) }))), undefined),
    // The time on screen per question (docs/exam.md#question-time); kept since issue 32.
    spent: v.fallback(v.optional(v.record(v.string(), v.pipe(v.number(), v.finite(), v.minValue(0)))), undefined),
  }),
);

/** The question index, start timestamp and bookmarks kept for an exam, or null when none or unreadable. */
export function parseStoredProgress(text: string | null): StoredProgress | null {
  const read = v.safeParse(storedProgress, text);
  return read.success ? read.output : null;
}

/**
 * What a tab tells the exam's other tabs: a choice made there (with when, docs/exam.md#latest-choice),
 * or, with `confirmed`, a save the server confirmed. Older tabs send neither `chosenAt` nor `confirmed`,
 * and name the option `optionId` (./storedId).
 */
export type SharedAnswer = { questionId: QuestionId; option: OptionId | null; chosenAt?: number | undefined; confirmed?: boolean | undefined };

const sharedAnswer = storedChoice({
  questionId: id,
  chosenAt: v.fallback(v.optional(v.pipe(v.number(), v.finite())), undefined),
  confirmed: v.fallback(v.optional(v.boolean()), undefined),
});

/** A choice (or confirmation) another tab on the same exam broadcast, or null for any other message. */
export function parseSharedAnswer(data: unknown): SharedAnswer | null {
  const read = v.safeParse(sharedAnswer, data);
  if (!read.success) return null;
  const { questionId, option, chosenAt, confirmed } = read.output;
  return { questionId, option, ...(chosenAt === undefined ? {} : { chosenAt }), ...(confirmed === undefined ? {} : { confirmed }) };
}

/** What a tab tells the exam's other tabs once it has finished the exam (docs/exam.md#ended-elsewhere). */
export const examEndedMessage = { ended: true } as const;

/** True when another tab on the same exam says it finished the exam. */
export function isExamEndedMessage(data: unknown): boolean {
  return v.is(v.object({ ended: v.literal(true) }), data);
}

/** The question set and the exam row kept on the device once they have arrived (docs/exam.md#offline). */
export type StoredExam = { exam: ExamData; questions: ExamQuestion[] };

const part = v.object({
  id: v.optional(id),
  type: v.picklist(['text', 'image', 'latex', 'math']),
  data: v.string(),
  width: v.fallback(v.optional(v.nullable(v.number())), undefined),
  height: v.fallback(v.optional(v.nullable(v.number())), undefined),
});
const parts = v.array(part);
const optional = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema));

const storedExam = v.pipe(
  v.string(),
  v.parseJson(),
  v.object({
    exam: v.object({
      id: v.optional(id),
      title: v.optional(v.string()),
      status: v.picklist(['created', 'finished']),
      timelimit: v.pipe(v.number(), v.finite()),
      time_remaining: optional(v.number()),
      mark_per_qn: v.number(),
      negative_mark_per_qn: v.nullable(v.number()),
      type: optional(v.object({ id: v.number(), name: v.string() })),
      subjects: optional(v.array(v.string())),
      university: optional(v.string()),
      unit: optional(v.string()),
      contest_role: optional(v.picklist(['sitting', 'practice'])),
    }),
    questions: v.array(
      v.pipe(
        v.object({
          id,
          question_data: parts,
          options: v.array(v.object({ id, data: parts, is_answer: optional(v.boolean()) })),
          option: v.optional(v.nullable(id)),
          // Copies kept before issue 30 hold the choice as REST's one-item array.
          choosed_options: v.optional(v.array(id)),
          explanation_data: optional(parts),
          subject: v.optional(v.string()),
          // The server's bookmark when the copy was kept (docs/exam.md#bookmarks-on-server).
          bookmarked: v.optional(v.boolean()),
          // The language it is shown in, and whether it is the other version (docs/i18n.md#questions).
          language: optional(v.picklist(['en', 'bn'])),
          fallback: optional(v.boolean()),
        }),
        v.transform(({ choosed_options, option, ...question }): ExamQuestion => ({ ...question, option: option ?? choosed_options?.[0] ?? null })),
      ),
    ),
  }),
);

/** The exam kept on the device, or null when none, unreadable or from an unknown version. */
export function parseStoredExam(text: string | null): StoredExam | null {
  const read = v.safeParse(storedExam, text);
  return read.success ? read.output : null;
}

export function serializeStoredExam(stored: StoredExam): string {
  return JSON.stringify({ exam: stored.exam, questions: stored.questions });
}

/** The item as a question id, or nothing when it is none. */
function idsIn(item: unknown): number[] {
  const read = v.safeParse(id, item);
  return read.success ? [read.output] : [];
}
