// docs/access.md#disabled-accounts, docs/access.md#role-changes: an access token is signed for 15
// minutes, so disabling an account, enabling it or changing its role must also stop the tokens
// already issued. Each change is an audit entry (`account.*`, api/src/audit/adminActions.ts) written
// in the change's transaction; every replica reads the entries newer than its last look, at most
// once per ACCOUNT_STANDING_SECONDS and only when a request comes, into a map of account → when it
// last changed. An access token signed before its account's last change is refused like an expired
// one, so the browser renews it: refused when the account is disabled, with its role now otherwise.
// One small query per replica every few seconds, whatever the number of learners: no per-account
// read on the bearer check, the hot path of every request (docs/architecture.md#hot-path). The
// replica that made a change knows it at once.
import { ACCESS_TOKEN_SECONDS } from '@proshno/engine';
import { and, gt, like } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { adminActions } from '../db/auditSchema';
import type { Principal, Tokens } from './tokens';

/** The longest a replica goes without reading the newer account changes: the others' delay. */
export const ACCOUNT_STANDING_SECONDS = 5;

/**
 * Each look reads back this far before the previous one, so an entry committed late with an earlier
 * `at` (a slow transaction, another replica's clock a little behind) is still seen.
 */
const LOOK_BACK_MS = 60_000;

/** Tokens whose access tokens are also refused when signed before their account's last change. */
export function withAccountStanding(tokens: Tokens, db: Db, now: () => Date): Tokens {
  /** Account id → the last change's instant (ms), for changes within an access token's lifetime. */
  const changedAt = new Map<number, number>();
  let lookedAt = Number.NEGATIVE_INFINITY;
  let looking: Promise<void> | null = null;

  const remember = (userId: number, at: number) => {
    if (at > (changedAt.get(userId) ?? Number.NEGATIVE_INFINITY)) changedAt.set(userId, at);
  };
  const look = async (at: number) => {
    // The first look reads the changes of the last 15 minutes: older ones outlive no token.
    const since = Number.isFinite(lookedAt) ? lookedAt - LOOK_BACK_MS : at - ACCESS_TOKEN_SECONDS * 1000;
    const rows = await db
      .select({ target: adminActions.target, at: adminActions.at })
      .from(adminActions)
      .where(and(like(adminActions.target, 'account:%'), gt(adminActions.at, new Date(since))));
    for (const row of rows) remember(Number(row.target.slice('account:'.length)), row.at.getTime());
    // Changes older than any live token are forgotten.
    for (const [userId, when] of changedAt) if (when < at - ACCESS_TOKEN_SECONDS * 1000) changedAt.delete(userId);
    lookedAt = at;
  };
  /** Reads the newer changes when the last look is older than ACCOUNT_STANDING_SECONDS; one look at a time. */
  const current = async () => {
    const at = now().getTime();
    if (at - lookedAt < ACCOUNT_STANDING_SECONDS * 1000) return;
    looking ??= look(at).finally(() => {
      looking = null;
    });
    await looking;
  };

  return {
    ...tokens,
    async readAccess(token) {
      const principal = await tokens.readAccess(token);
      if (principal === null) return null;
      await current();
      return standsAfterChanges(principal, changedAt.get(principal.userId)) ? principal : null;
    },
    accountChanged(userId, at) {
      remember(userId, at.getTime());
      tokens.accountChanged(userId, at);
    },
  };
}

/**
 * A token stands unless its account changed after the instant it was signed; one signed in the very
 * millisecond of the change stands (the new sign-in an enable or a role change allows).
 */
function standsAfterChanges(principal: Principal, changed: number | undefined): boolean {
  return changed === undefined || (principal.issuedAtMs ?? 0) >= changed;
}
