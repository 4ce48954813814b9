// Issuing and rotating refresh tokens. A refresh token is spent when used; presenting a spent one
// again means it was stolen or replayed, so its whole family is revoked, except when the same
// browser presents it again within seconds: two tabs renewing at once (docs/access.md#refresh-race).
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { refreshTokens } from '../db/schema';
import type { ApiContext } from '../http/context';
import { fail } from '../http/errors';
import { NOT_VALID } from './bearer';
import type { Principal } from './tokens';

/** What sessions need of the api: its database, token signer and clock. */
export type SessionDeps = Pick<ApiContext, 'db' | 'tokens' | 'now'>;

export type TokenPair = { access: string; refresh: string };

/** A new access token and a refresh token that starts (or continues) a family. */
export async function issueTokens({ db, tokens }: SessionDeps, principal: Principal, family?: string): Promise<TokenPair> {
  const refresh = await tokens.refresh(principal.userId, family);
  await db.insert(refreshTokens).values({
    jti: refresh.jti,
    userId: principal.userId,
    family: refresh.family,
    expiresAt: refresh.expiresAt,
  });
  return { access: await tokens.access({ ...principal, family: refresh.family }), refresh: refresh.token };
}

/**
 * docs/access.md#refresh-race: how long after a token was spent the same browser may present it
 * again and get a pair of its own instead of losing the sign-in (a second tab that renewed at the
 * same moment, or whose answer was lost on a bad line).
 */
export const REFRESH_RACE_GRACE_MS = 10_000;

/** Who presents a refresh token: a digest of their address and browser, never kept in clear. */
export function presenterOf(address: string, userAgent: string | undefined): string {
  return createHash('sha256').update(`${address}\n${userAgent ?? ''}`).digest('base64url').slice(0, 32);
}

type RefreshRow = typeof refreshTokens.$inferSelect;

/** Spends `token` for `presenter` and returns its successor; any misuse answers 401. */
export async function rotate(
  deps: SessionDeps,
  token: string,
  presenter: string,
  principalOf: (userId: number) => Promise<Principal | null>,
): Promise<TokenPair> {
  const { db, tokens, now } = deps;
  const claims = await tokens.readRefresh(token);
  if (!claims) throw fail(401, NOT_VALID);
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.jti, claims.jti));
  if (!row || row.userId !== claims.userId) throw fail(401, NOT_VALID);
  if (row.revokedAt) return renewAfterRace(deps, row, presenter, principalOf);
  const principal = await principalOf(row.userId);
  if (!principal) throw fail(401, NOT_VALID);
  const next = await tokens.refresh(row.userId, row.family);
  const rotated = await db.transaction(async (tx) => {
    const spent = await tx
      .update(refreshTokens)
      .set({ revokedAt: now(), replacedBy: next.jti, spentBy: presenter })
      .where(and(eq(refreshTokens.jti, row.jti), isNull(refreshTokens.revokedAt)))
      .returning({ jti: refreshTokens.jti });
    if (spent.length === 0) return false;
    await tx.insert(refreshTokens).values({
      jti: next.jti,
      userId: row.userId,
      family: row.family,
      expiresAt: next.expiresAt,
    });
    return true;
  });
  if (!rotated) {
    // Lost a race with another use of the same token: read who won and judge it as a second use.
    const [spent] = await db.select().from(refreshTokens).where(eq(refreshTokens.jti, row.jti));
    return renewAfterRace(deps, spent ?? row, presenter, principalOf);
  }
  return { access: await tokens.access({ ...principal, family: row.family }), refresh: next.token };
}

/**
 * A spent token presented again. The same browser within the grace, while its sign-in still
 * lives, gets a new pair in the same family (each tab then holds its own); anyone else, later,
 * or after a logout is a replay, and the whole family is revoked.
 */
async function renewAfterRace(
  deps: SessionDeps,
  row: RefreshRow,
  presenter: string,
  principalOf: (userId: number) => Promise<Principal | null>,
): Promise<TokenPair> {
  const { now } = deps;
  const benign =
    row.revokedAt !== null &&
    row.replacedBy !== null &&
    row.spentBy === presenter &&
    now().getTime() - row.revokedAt.getTime() <= REFRESH_RACE_GRACE_MS &&
    (await familyLives(deps, row.family));
  const principal = benign ? await principalOf(row.userId) : null;
  if (principal === null) {
    await revokeFamily(deps, row.family);
    throw fail(401, NOT_VALID);
  }
  return issueTokens(deps, principal, row.family);
}

/** Whether a family still holds a live token: logout, a password change or a replay leaves none. */
async function familyLives({ db }: SessionDeps, family: string): Promise<boolean> {
  const live = await db
    .select({ jti: refreshTokens.jti })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)))
    .limit(1);
  return live.length > 0;
}

/** Logout: revokes this refresh token if it is ours; unknown or spent tokens are already dead. */
export async function revoke({ db, tokens, now }: SessionDeps, token: string): Promise<void> {
  const claims = await tokens.readRefresh(token);
  if (!claims) return;
  await db
    .update(refreshTokens)
    .set({ revokedAt: now() })
    .where(and(eq(refreshTokens.jti, claims.jti), isNull(refreshTokens.revokedAt)));
}

async function revokeFamily({ db, now }: SessionDeps, family: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now() })
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
}
