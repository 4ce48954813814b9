// Issuing and rotating refresh tokens. A refresh token is spent when used; presenting a spent one
// again means it was stolen or replayed, so its whole family is revoked.
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

/** Spends `token` and returns its successor; any misuse answers 401. */
export async function rotate(
  deps: SessionDeps,
  token: string,
  principalOf: (userId: number) => Promise<Principal | null>,
): Promise<TokenPair> {
  const { db, tokens, now } = deps;
  const claims = await tokens.readRefresh(token);
  if (!claims) throw fail(401, NOT_VALID);
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.jti, claims.jti));
  if (!row || row.userId !== claims.userId) throw fail(401, NOT_VALID);
  if (row.revokedAt) {
    await revokeFamily(deps, row.family);
    throw fail(401, NOT_VALID);
  }
  const principal = await principalOf(row.userId);
  if (!principal) throw fail(401, NOT_VALID);
  const next = await tokens.refresh(row.userId, row.family);
  const rotated = await db.transaction(async (tx) => {
    const spent = await tx
      .update(refreshTokens)
      .set({ revokedAt: now(), replacedBy: next.jti })
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
    // Lost a race with another use of the same token: that is reuse too.
    await revokeFamily(deps, row.family);
    throw fail(401, NOT_VALID);
  }
  return { access: await tokens.access({ ...principal, family: row.family }), refresh: next.token };
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
