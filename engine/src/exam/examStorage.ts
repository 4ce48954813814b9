// What the browser keeps and passes between tabs for an exam (docs/exam.md#timer: the progress kept in
// browser storage; docs/exam.md#autosave: another tab's choices), read back through one schema each.
// Missing, corrupt or foreign data reads as nothing, never a crash.
import * as v from 'valibot';
import type { OptionId, QuestionId } from './answering';
import type { StoredProgress } from './examMachine';

const id = v.union([v.number(), v.string()]);

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
        v.transform((items) => items.filter((item) => v.is(id, item))),
      ),
      [],
    ),
  }),
);

/** The question index, start timestamp and bookmarks kept for an exam, or null when none or unreadable. */
export function parseStoredProgress(text: string | null): StoredProgress | null {
  const read = v.safeParse(storedProgress, text);
  return read.success ? read.output : null;
}

const sharedAnswer = v.object({ questionId: id, optionId: v.nullable(id) });

/** A choice another tab on the same exam broadcast, or null for any other message. */
export function parseSharedAnswer(data: unknown): { questionId: QuestionId; optionId: OptionId | null } | null {
  const read = v.safeParse(sharedAnswer, data);
  return read.success ? read.output : null;
}
