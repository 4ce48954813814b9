// The Admin's learners (docs/access.md#admin-learners): search accounts, read one, disable and
// enable it (docs/access.md#disabled-accounts), change its role (docs/access.md#role-changes).
// Admin only; every change is audited in the transaction that makes it (docs/content.md#audit).
import { adminLearnerMessages as words } from '@proshno/engine';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAdminAction } from '../audit/adminActions';
import type { Db } from '../db/connect';
import { refreshTokens, roles, users } from '../db/schema';
import { refusals } from '../exam/refusals';
import type { ApiContext } from '../http/context';
import { fail } from '../http/errors';
import { operationRoutes, type JsonResponse } from '../http/route';
import { FORBIDDEN, principalOf } from './bearer';
import { learnerDetail, learnerSummary, searchLearners, type AdminLearnerJson } from './adminLearnersSearch';
import { isRole, type RoleName } from './tokens';

export async function adminLearnersRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);

  operation('adminSearchLearners', async (request): Promise<JsonResponse<'adminSearchLearners', 200>> => {
    principalOf(request, ['Admin']);
    const { q, role, disabled, page } = request.query;
    return searchLearners(ctx.db, { text: q ?? '', role: role ?? null, disabled: disabled === undefined ? null : disabled === 'true', page: Number(page ?? 1) }, ctx.now());
  });

  operation('adminLearnerDetail', async (request): Promise<JsonResponse<'adminLearnerDetail', 200>> => {
    principalOf(request, ['Admin']);
    const found = await learnerDetail(ctx.db, Number(request.params.id), ctx.now());
    if (found === null) throw fail(404, refusals.notFound);
    return found;
  });

  operation('adminDisableLearner', async (request): Promise<JsonResponse<'adminDisableLearner', 200>> => {
    const { userId } = principalOf(request, ['Admin']);
    const id = Number(request.params.id);
    if (id === userId) throw fail(409, words.ownAccount);
    return change(ctx, id, async (tx, account, now) => {
      if (account.disabledAt !== null) return false;
      await refuseLastAdmin(tx, account, userId);
      await tx.update(users).set({ disabledAt: now }).where(eq(users.id, id));
      // docs/access.md#disabled-accounts: no renewal from now on, whatever the tokens already held.
      await tx.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.userId, id), isNull(refreshTokens.revokedAt)));
      await recordAdminAction(tx, { actor: userId, action: 'account.disable', target: { kind: 'account', id }, before: { disabled_at: null }, after: { disabled_at: now }, at: now });
      return true;
    });
  });

  operation('adminEnableLearner', async (request): Promise<JsonResponse<'adminEnableLearner', 200>> => {
    const { userId } = principalOf(request, ['Admin']);
    const id = Number(request.params.id);
    return change(ctx, id, async (tx, account, now) => {
      if (account.disabledAt === null) return false;
      await tx.update(users).set({ disabledAt: null }).where(eq(users.id, id));
      await recordAdminAction(tx, { actor: userId, action: 'account.enable', target: { kind: 'account', id }, before: { disabled_at: account.disabledAt }, after: { disabled_at: null }, at: now });
      return true;
    });
  });

  operation('adminSetLearnerRole', async (request): Promise<JsonResponse<'adminSetLearnerRole', 200>> => {
    const { userId } = principalOf(request, ['Admin']);
    const id = Number(request.params.id);
    const { role } = request.body;
    if (id === userId) throw fail(409, words.ownRole);
    return change(ctx, id, async (tx, account, now) => {
      if (account.role === role) return false;
      await refuseLastAdmin(tx, account, userId);
      const [wanted] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, role));
      if (!wanted) throw new Error(`role ${role} is missing`);
      await tx.update(users).set({ roleId: wanted.id }).where(eq(users.id, id));
      await recordAdminAction(tx, { actor: userId, action: 'account.role', target: { kind: 'account', id }, before: { role: account.role }, after: { role }, at: now });
      return true;
    });
  });
}

type Account = { id: number; role: RoleName; disabledAt: Date | null };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs `apply` on the account, locked, in one transaction with its audit entry; `apply` answers
 * whether it changed anything. A change reaches this replica's bearer check at once and the others'
 * within ACCOUNT_STANDING_SECONDS (./adminLearnersStatus.ts). Answers the account as it is after.
 */
async function change(ctx: ApiContext, id: number, apply: (tx: Tx, account: Account, now: Date) => Promise<boolean>): Promise<AdminLearnerJson> {
  const now = ctx.now();
  const changed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: users.id, role: roles.name, disabledAt: users.disabledAt })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(users.id, id))
      .for('update', { of: users });
    if (!row || !isRole(row.role)) throw fail(404, refusals.notFound);
    return apply(tx, { id: row.id, role: row.role, disabledAt: row.disabledAt }, now);
  });
  if (changed) ctx.tokens.accountChanged(id, now);
  const after = await learnerSummary(ctx.db, id, now);
  if (after === null) throw fail(404, refusals.notFound);
  return after;
}

/**
 * docs/access.md#role-changes: at least one enabled Admin always remains. The enabled Admins are
 * locked, so two Admins demoting or disabling each other at once cannot both succeed; the second
 * finds the other the last one (409), or finds itself no longer an enabled Admin (403).
 */
async function refuseLastAdmin(tx: Tx, account: Account, actor: number): Promise<void> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(roles.name, 'Admin'), isNull(users.disabledAt)))
    .for('update', { of: users });
  const enabledAdmin = account.role === 'Admin' && account.disabledAt === null;
  if (enabledAdmin && admins.length <= 1) throw fail(409, words.lastAdmin);
  if (!admins.some((admin) => admin.id === actor)) throw fail(403, FORBIDDEN);
}
