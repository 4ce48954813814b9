// GET package/ and package/{id}/ (spec 001 §7 Package lists) and default-discount/.
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { INVOICE_DISCOUNT_PERCENT } from '@proshno/engine';
import { principalOf } from '../auth/bearer';
import { packageDescriptions } from '../db/commerceSchema';
import type { Db } from '../db/connect';
import { packages } from '../db/schema';
import type { ApiContext } from '../http/context';
import { fail } from '../http/errors';
import { contractRoute, routePath, type JsonResponse } from '../http/route';
import { takaOf } from './money';

type PackageView = JsonResponse<'getPackage', 200>;

export function packageRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const listPath = '/api/study-plan/v1/package/';
  app.get<{ Querystring: { active?: 'true' | 'false'; type?: string; type__in?: string } }>(
    listPath,
    contractRoute('get', listPath, ctx.tokens),
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

  const onePath = '/api/study-plan/v1/package/{id}/';
  app.get<{ Params: { id: string } }>(
    routePath(onePath),
    contractRoute('get', onePath, ctx.tokens),
    async (request): Promise<PackageView> => {
      principalOf(request);
      const rows = await ctx.db.select().from(packages).where(eq(packages.id, Number(request.params.id)));
      const [view] = await viewsOf(ctx.db, rows);
      if (view === undefined) throw fail(404, 'Not found.');
      return view;
    },
  );

  const discountPath = '/api/study-plan/v1/default-discount/';
  app.get(discountPath, contractRoute('get', discountPath, ctx.tokens), async (request): Promise<JsonResponse<'getDefaultDiscount', 200>> => {
    principalOf(request);
    // spec 001 §9: discount 0 %.
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
