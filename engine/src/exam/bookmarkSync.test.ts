// docs/exam.md#bookmarks-on-server: the bookmark sender sends the newest wish per question, keeps one
// that found no network until the browser is back online, and drops one the server refused.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import { silentAutosave } from '../testing/fakes';
import { examMachine, type ExamLoad } from './examMachine';
import type { TickerInput } from './ticker';
import { NetworkError } from '../access/serverError';
import { SaveError } from './autosave';
import { bookmarkSender, type BookmarkWish } from './bookmarkSync';

type Sent = BookmarkWish & { examId: number };

/** The code the gateway gives each refusal's status (gateway/src/rest.ts). */
const codeOfStatus: Record<number, string> = { 400: 'BAD_REQUEST', 401: 'UNAUTHENTICATED', 404: 'NOT_FOUND' };

/** A send whose outcome the test decides per call: 'ok', 'offline' or a refusal's status. */
function fakeServer(outcomes: Array<'ok' | 'offline' | number>) {
  const sent: Sent[] = [];
  const held = new Map<number, boolean>();
  let calls = 0;
  const send = async (bookmark: Sent): Promise<void> => {
    const outcome = outcomes[calls++] ?? 'ok';
    sent.push(bookmark);
    if (outcome === 'offline') throw new NetworkError('offline');
    if (typeof outcome === 'number') throw new SaveError('refused', codeOfStatus[outcome]);
    held.set(bookmark.questionId, bookmark.bookmarked);
  };
  return { send, sent, held, calls: () => calls };
}

/** Waits until the server was called `count` times. */
async function settled(server: { calls: () => number }, count: number): Promise<void> {
  await expect.poll(() => server.calls()).toBe(count);
}

describe('bookmarkSender', () => {
  it('sends each wish, the newest per question', async () => {
    const server = fakeServer([]);
    const actor = createActor(bookmarkSender(server.send), { input: { examId: 7 } }).start();
    actor.send({ type: 'BOOKMARK', wishes: [{ questionId: 3, bookmarked: true }] });
    await settled(server, 1);
    expect(server.held.get(3)).toBe(true);
    actor.send({ type: 'BOOKMARK', wishes: [{ questionId: 3, bookmarked: false }] });
    await settled(server, 2);
    expect(server.held.get(3)).toBe(false);
    expect(server.sent.every((s) => s.examId === 7)).toBe(true);
    actor.stop();
  });

  it('keeps a wish that found no network and sends it once back online', async () => {
    const server = fakeServer(['offline']);
    const actor = createActor(bookmarkSender(server.send), { input: { examId: 7 } }).start();
    actor.send({ type: 'BOOKMARK', wishes: [{ questionId: 3, bookmarked: true }] });
    await settled(server, 1);
    expect(server.held.has(3)).toBe(false);
    actor.send({ type: 'ONLINE' });
    await settled(server, 2);
    expect(server.held.get(3)).toBe(true);
    actor.stop();
  });

  it('drops a wish the server refused, and keeps one waiting for a renewed token', async () => {
    const server = fakeServer([400, 401]);
    const actor = createActor(bookmarkSender(server.send), { input: { examId: 7 } }).start();
    actor.send({ type: 'BOOKMARK', wishes: [{ questionId: 99, bookmarked: true }, { questionId: 3, bookmarked: true }] });
    await settled(server, 2);
    actor.send({ type: 'ONLINE' });
    await settled(server, 3);
    expect(server.sent.map((s) => s.questionId)).toEqual([99, 3, 3]);
    expect(server.held.get(3)).toBe(true);
    actor.stop();
  });
});

describe('the exam machine and the server’s bookmarks', () => {
  const load: ExamLoad = {
    exam: { status: 'created', timelimit: 600, time_remaining: 600, mark_per_qn: 1, negative_mark_per_qn: null },
    questions: [1, 2, 3].map((id) => ({ id, question_data: [], options: [], option: null, bookmarked: id === 2 })),
  };

  it('shows the server’s and the device’s bookmarks together, sends the device’s the server lacks, and each toggle', async () => {
    const server = fakeServer([]);
    const machine = examMachine.provide({
      actors: {
        loadExam: fromPromise(async () => load),
        autosave: silentAutosave(),
        ticker: fromCallback<EventObject, TickerInput>(() => () => {}),
        bookmarkSync: bookmarkSender(server.send),
      },
    });
    const stored = { index: 2, startedAt: 0, bookmarks: [3] };
    const actor = createActor(machine, { input: { examId: 7, remainingParam: null, now: 0, stored } }).start();
    await expect.poll(() => actor.getSnapshot().matches({ running: 'answering' })).toBe(true);
    expect(actor.getSnapshot().context.sheet.bookmarks).toEqual([2, 3]);
    await settled(server, 1);
    expect(server.sent).toEqual([{ examId: 7, questionId: 3, bookmarked: true }]);
    // Question 3 is current: un-bookmarking it goes to the server too.
    actor.send({ type: 'TOGGLE_BOOKMARK' });
    await settled(server, 2);
    expect(server.held.get(3)).toBe(false);
    expect(actor.getSnapshot().context.sheet.bookmarks).toEqual([2]);
    actor.stop();
  });
});
