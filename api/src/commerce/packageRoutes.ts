// GET package/ and package/{id}/ (docs/api.md#study-plan-paths) and default-discount/.
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { INVOICE_DISCOUNT_PERCENT } from '@proshno/engine';
import { principalOf } from '../access/bearer';
import { packageDescriptions } from '../db/commerceSchema';
import type { Db } from '../db/connect';
import { packages } from '../db/schema';
import type { ApiContext } from '../http/context';
import { fail } from '../http/errors';
import { operationRoutes, type JsonResponse } from '../http/route';
import { takaOf } from './money';

type PackageView = JsonResponse<'getPackage', 200>;

export function packageRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const operation = operationRoutes(app, ctx.tokens);
  operation(
    'listPackages',
    async (request): Promise<JsonResponse<'listPackages', 200>> => {
      principalOf(request);
      const { active, type, type__in: typeIn } = request.query;
      const types = typeIn?.split(',').map((t) => t.trim()).filter((t) => t !== '');
      const rows = (await ctx.db.select().from(packages).orderBy(asc(packages.id))).filter(
        (p) =>
          (active === undefined || p.active === (active === 'true')) &&
          (type === undefined || p.type === type) &&
          (types === undefined || types.includes(p.type)),
      );
      return viewsOf(ctx.db, rows);
    },
  );

  operation(
    'getPackage',
    async (request): Promise<PackageView> => {
      principalOf(request);
      const rows = await ctx.db.select().from(packages).where(eq(packages.id, Number(request.params.id)));
      const [view] = await viewsOf(ctx.db, rows);
      if (view === undefined) throw fail(404, 'Not found.');
      return view;
    },
  );

  operation('getDefaultDiscount', async (request): Promise<JsonResponse<'getDefaultDiscount', 200>> => {
    principalOf(request);
    // docs/constants.md#vat: discount 0 %.
    return { discount: INVOICE_DISCOUNT_PERCENT };
  });
}

async function viewsOf(db: Db, rows: Array<typeof packages.$inferSelect>): Promise<PackageView[]> {
  const ids = rows.map((p) => p.id);
  const lines = ids.length
    ? await db.select().from(packageDescriptions).where(inArray(packageDescriptions.packageId, ids)).orderBy(asc(packageDescriptions.position))
    : [];
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    type: p.type,
    orginal_price: takaOf(p.orginalPricePoisha),
    total_price: takaOf(p.totalPricePoisha),
    duration: p.durationDays,
    active: p.active,
    descriptions: lines.filter((d) => d.packageId === p.id).map((d) => ({ id: d.id, data: d.data })),
  }));
}
