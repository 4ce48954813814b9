// One refresh for every tab (docs/access.md#refresh-race): a tab that finds another tab's newer
// pair in storage renews with that pair's refresh token. Taking the stored pair as it was gave the
// tab an access token issued when the other tab renewed, which the server had refused again by
// then (tests/e2e/tokenExpiry.test.ts failed so on a busy machine: the second tab's History stayed
// empty).
import type { Session } from '@proshno/engine';
import { afterEach, expect, it } from 'vitest';
import { sharedRefresh } from './sharedRefresh';
import { readSession, writeSession } from './storage';

const stored = (refreshToken: string): Session => ({
  accessToken: 'access-of-the-other-tab',
  refreshToken,
  role: 'Default',
  image: null,
  user: { id: 7, full_name: 'Ayesha Rahman', email: 'learner@example.com' },
});

afterEach(() => window.localStorage.clear());

it("renews with another tab's newer refresh token, not the spent one this tab holds, and stores the new pair", async () => {
  writeSession(stored('refresh-2'));
  const spent: string[] = [];
  const pair = await sharedRefresh({ refresh: 'refresh-1', learner: 7 }, async (refresh) => {
    spent.push(refresh);
    return { access: 'access-3', refresh: 'refresh-3' };
  });
  expect(spent).toEqual(['refresh-2']);
  expect(pair).toEqual({ access: 'access-3', refresh: 'refresh-3' });
  expect(readSession()).toMatchObject({ accessToken: 'access-3', refreshToken: 'refresh-3' });
});

it("renews with this tab's own token when storage holds another learner's session", async () => {
  writeSession({ ...stored('refresh-9'), user: { id: 8, full_name: 'Karim Uddin', email: 'karim@example.com' } });
  const spent: string[] = [];
  await sharedRefresh({ refresh: 'refresh-1', learner: 7 }, async (refresh) => {
    spent.push(refresh);
    return { access: 'access-2', refresh: 'refresh-2' };
  });
  expect(spent).toEqual(['refresh-1']);
  expect(readSession()).toMatchObject({ refreshToken: 'refresh-9' });
});
