// docs/exam.md#bookmarks-on-server: the bookmark sender sends the newest wish per question, keeps one
// that found no network until the browser is back online, and drops one the server refused.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { NetworkError } from '../access/serverError';
import { SaveError } from './autosave';
import { bookmarkSender, type BookmarkWish } from './bookmarkSync';

type Sent = BookmarkWish & { examId: number | string };

/** A send whose outcome the test decides per call: 'ok', 'offline' or a refusal's status. */
function fakeServer(outcomes: Array<'ok' | 'offline' | number>) {
  const sent: Sent[] = [];
  const held = new Map<number | string, boolean>();
  let calls = 0;
  const send = async (bookmark: Sent): Promise<void> => {
    const outcome = outcomes[calls++] ?? 'ok';
    sent.push(bookmark);
    if (outcome === 'offline') throw new NetworkError('offline');
    if (typeof outcome === 'number') throw new SaveError('refused', outcome);
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
