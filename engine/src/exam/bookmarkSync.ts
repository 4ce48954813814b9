// Bookmarks kept on the server with the exam (docs/exam.md#bookmarks-on-server): the exam machine
// tells this actor each bookmark the learner set or cleared, and it sends them one by one, the
// newest wish per question. Offline (no answer, or a 5xx) a wish waits and goes when the browser is
// back online (or holds a renewed token), at the next bookmark or the next start; a refusal the
// server would give again (by its code) drops it. The device keeps its
// own list in the exam's progress meanwhile, so nothing shown is lost.
import { fromCallback } from 'xstate';
import type { QuestionId } from './answering';
import { saveOutcomeOf, type ExamId } from './autosave';

export type BookmarkWish = { questionId: QuestionId; bookmarked: boolean };
export type BookmarkSyncInput = { examId: ExamId };
export type BookmarkSyncEvent = { type: 'BOOKMARK'; wishes: BookmarkWish[] } | { type: 'ONLINE' };
/** One idempotent write of a bookmark; rejects with the server's error. */
export type SendBookmark = (bookmark: BookmarkWish & { examId: ExamId }) => Promise<void>;

/** The bookmark sender the web provides as the exam machine's `bookmarkSync`, around its one write. */
export function bookmarkSender(send: SendBookmark) {
  return fromCallback<BookmarkSyncEvent, BookmarkSyncInput>(({ input, receive }) => {
    const wanted = new Map<QuestionId, boolean>();
    let sending = false;
    // Asked to send while a send was on its way (back online meanwhile): one more round after it.
    let again = false;
    let stopped = false;
    /** Sends the wishes in turn; stops at the first that found no network, which stays. */
    const drain = async (): Promise<void> => {
      for (let next = first(wanted); !stopped && next !== undefined; next = first(wanted)) {
        const [questionId, bookmarked] = next;
        try {
          await send({ examId: input.examId, questionId, bookmarked });
        } catch (error) {
          // No answer, or the server failed on its own: the wish waits for the network.
          if (!refused(error)) return;
        }
        // A newer wish for the question that came meanwhile stays to be sent.
        if (wanted.get(questionId) === bookmarked) wanted.delete(questionId);
      }
    };
    const flush = async (): Promise<void> => {
      if (sending) {
        again = true;
        return;
      }
      sending = true;
      try {
        do {
          again = false;
          await drain();
        } while (again && !stopped);
      } finally {
        sending = false;
      }
    };
    receive((event) => {
      if (event.type === 'BOOKMARK') for (const wish of event.wishes) wanted.set(wish.questionId, wish.bookmarked);
      void flush();
    });
    return () => {
      stopped = true;
    };
  });
}

function first(wanted: Map<QuestionId, boolean>): [QuestionId, boolean] | undefined {
  return wanted.entries().next().value;
}

/**
 * By the saves' one rule (docs/exam.md#save-outcome), read from the refusal's code: a refusal the
 * server gives again drops the wish; an expired token waits for the renewed one (the exam machine
 * passes TOKEN_RENEWED on as ONLINE); anything else is sent again.
 */
function refused(error: unknown): boolean {
  const outcome = saveOutcomeOf(error);
  return outcome === 'drop' || outcome === 'standing';
}
