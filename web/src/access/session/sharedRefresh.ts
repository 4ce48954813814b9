// One refresh for every tab of the browser (docs/access.md#refresh-race). A refresh token is spent
// when used, and a tab keeps its session in memory: a tab that renewed leaves the others holding a
// spent token, and spending it again, later, reads to the server as a thief's replay that signs
// the learner out everywhere, mid-exam included. So a tab renews under a lock the tabs share, and
// first looks in storage: when another tab of the same learner has renewed since, it renews with
// that pair's refresh token instead of spending its own. Where the browser has no Web Locks (older Chrome, a page
// served over plain http), two tabs may still renew at the same moment; the server lets the same
// browser do that within seconds.
import type { RefreshInput, TokenPair } from '@proshno/engine';
import { readSession, writeSession } from './storage';

const LOCK = 'proshno.refresh';

type LockManagerLike = { request: <T>(name: string, callback: () => Promise<T>) => Promise<T> };

function locksOf(): LockManagerLike | null {
  const locks = (navigator as Navigator & { locks?: LockManagerLike }).locks;
  return typeof locks?.request === 'function' ? locks : null;
}

export async function sharedRefresh(input: RefreshInput, renew: (refresh: string) => Promise<TokenPair>): Promise<TokenPair> {
  const once = async (): Promise<TokenPair> => {
    const stored = readSession();
    const same = stored !== null && input.learner !== null && stored.user.id === input.learner;
    // When another tab of this learner renewed since, its refresh token is the family's live one:
    // renew with it. Its access token was issued when that tab renewed, maybe minutes ago, and the
    // server may refuse it as it refused ours (a tab that took it as it was got a second 401).
    const pair = await renew(same ? stored.refreshToken : input.refresh);
    // Written before the lock is let go, so the next tab in line finds it.
    if (same) writeSession({ ...stored, accessToken: pair.access, refreshToken: pair.refresh });
    return pair;
  };
  const locks = locksOf();
  return locks === null ? once() : locks.request(LOCK, once);
}
