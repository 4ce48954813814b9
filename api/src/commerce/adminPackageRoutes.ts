// The Admin's packages and custom-plan subject prices (docs/content.md#packages-admin): list with the
// retired ones, create, edit, retire and offer again, and each subject's price per day. Admin role
// only (docs/access.md#roles); every change is audited with its before and after in its own transaction.
import { and, asc, count, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { salesAdminMessages as m, standardDuration } from '@proshno/engine';
import { principalOf } from '../access/bearer';
import { recordAdminAction } from '../audit/adminActions';
import { packageDescriptions, subjectPrices } from '../db/commerceSchema';
import type { Db } from '../db/connect';
import { violatedUniqueConstraint } from '../db/errors';
import { grades, subjects } from '../db/practiceSchema';
import { packages, subscriptions } from '../db/schema';
import type { ApiContext } from '../http/context';
import { fail } from '../http/errors';
import { operationRoutes, type JsonBody, type JsonResponse } from '../http/route';
import { nameTwinsOf, setNameTwin } from '../practice/nameTwins';

type AdminPackage = JsonResponse<'adminUpdatePackage', 200>;
type PackageInput = JsonBody<'adminCreatePackage'>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export function adminPackageRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const operation = operationRoutes(app, ctx.tokens);

  operation('adminListPackages', async (request): Promise<JsonResponse<'adminListPackages', 200>> => {
    principalOf(request, ['Admin']);
    return packagesJson(ctx.db, await ctx.db.select().from(packages).orderBy(asc(packages.id)), ctx.now());
  });

  operation('adminCreatePackage', async (request, reply): Promise<AdminPackage> => {
    const { userId } = principalOf(request, ['Admin']);
    const input = checked(request.body);
    const id = await ctx.db.transaction(async (tx) => {
      await refuseTakenName(tx, input.name, null);
      const [made] = await tx.insert(packages).values({ ...columnsOf(input), active: true }).returning();
      if (made === undefined) throw new Error('package not stored');
      await writeDescriptions(tx, made.id, input.descriptions);
      await writeTwins(tx, input);
      await recordAdminAction(tx, { actor: userId, action: 'package.create', target: { kind: 'package', id: made.id }, before: null, after: input, at: ctx.now() });
      return made.id;
    }).catch(nameTaken);
    reply.code(201);
    return packageById(ctx.db, id, ctx.now());
  });

  operation('adminUpdatePackage', async (request): Promise<AdminPackage> => {
    const { userId } = principalOf(request, ['Admin']);
    const id = Number(request.params.id);
    const input = checked(request.body);
    await ctx.db.transaction(async (tx) => {
      const before = await editable(tx, id);
      await refuseTakenName(tx, input.name, id);
      await tx.update(packages).set(columnsOf(input)).where(eq(packages.id, id));
      await tx.delete(packageDescriptions).where(eq(packageDescriptions.packageId, id));
      await writeDescriptions(tx, id, input.descriptions);
      await writeTwins(tx, input);
      await recordAdminAction(tx, { actor: userId, action: 'package.update', target: { kind: 'package', id }, before, after: input, at: ctx.now() });
    }).catch(nameTaken);
    return packageById(ctx.db, id, ctx.now());
  });

  operation('adminSetPackageActive', async (request): Promise<AdminPackage> => {
    const { userId } = principalOf(request, ['Admin']);
    const id = Number(request.params.id);
    const { active } = request.body;
    await ctx.db.transaction(async (tx) => {
      const before = await editable(tx, id);
      if (before.active === active) return;
      await tx.update(packages).set({ active }).where(eq(packages.id, id));
      const action = active ? 'package.restore' : 'package.retire';
      await recordAdminAction(tx, { actor: userId, action, target: { kind: 'package', id }, before: { active: before.active }, after: { active }, at: ctx.now() });
    });
    return packageById(ctx.db, id, ctx.now());
  });

  operation('adminListSubjectPrices', async (request): Promise<JsonResponse<'adminListSubjectPrices', 200>> => {
    principalOf(request, ['Admin']);
    return subjectPriceRows(ctx.db, undefined);
  });

  operation('adminUpdateSubjectPrice', async (request): Promise<JsonResponse<'adminUpdateSubjectPrice', 200>> => {
    const { userId } = principalOf(request, ['Admin']);
    const subjectId = Number(request.params.id);
    const { price_poisha: pricePoisha, status } = request.body;
    await ctx.db.transaction(async (tx) => {
      const [subject] = await tx.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, subjectId));
      if (subject === undefined) throw fail(404, 'Not found.');
      const [before] = await tx.select().from(subjectPrices).where(eq(subjectPrices.subjectId, subjectId));
      await tx
        .insert(subjectPrices)
        .values({ subjectId, pricePoisha, status })
        .onConflictDoUpdate({ target: subjectPrices.subjectId, set: { pricePoisha, status } });
      await recordAdminAction(tx, {
        actor: userId,
        action: 'subject_price.update',
        target: { kind: 'subject', id: subjectId },
        before: before === undefined ? null : { price_poisha: before.pricePoisha, status: before.status },
        after: { price_poisha: pricePoisha, status },
        at: ctx.now(),
      });
    });
    const [row] = await subjectPriceRows(ctx.db, subjectId);
    if (row === undefined) throw fail(404, 'Not found.');
    return row;
  });
}

/** docs/content.md#packages-admin: the price is at most the original; a standard type lasts its fixed days. */
function checked(input: PackageInput): PackageInput {
  if (input.total_price_poisha > input.orginal_price_poisha) throw fail(400, m.packagePriceAboveOriginal);
  if (input.type !== 'offer' && input.duration_days !== standardDuration(input.type)) throw fail(400, m.packageDaysOfType(standardDuration(input.type)));
  const bengaliLines = input.bengali_descriptions ?? [];
  if (bengaliLines.length > input.descriptions.length) throw fail(400, m.packageTwinLinesAboveLines);
  return {
    ...input,
    name: input.name.trim(),
    descriptions: input.descriptions.map((line) => line.trim()),
    bengali: input.bengali?.trim() ?? '',
    bengali_descriptions: bengaliLines.map((line) => line.trim()),
  };
}

/** The Bengali twins the form sent, of the name and of each line by its place (docs/i18n.md#names). */
async function writeTwins(tx: Tx, input: PackageInput): Promise<void> {
  await setNameTwin(tx, input.name, input.bengali);
  const lines = input.bengali_descriptions ?? [];
  for (const [i, line] of input.descriptions.entries()) await setNameTwin(tx, line, lines[i]);
}

function columnsOf(input: PackageInput) {
  return {
    name: input.name,
    type: input.type,
    orginalPricePoisha: input.orginal_price_poisha,
    totalPricePoisha: input.total_price_poisha,
    durationDays: input.duration_days,
  };
}

/** The package as it was, for the audit; the custom plan's own package is priced by its subjects. */
async function editable(tx: Tx, id: number) {
  const [row] = await tx.select().from(packages).where(eq(packages.id, id)).for('update');
  if (row === undefined) throw fail(404, 'Not found.');
  if (row.type === 'custom') throw fail(400, m.customPlanNotEditable);
  const lines = await tx.select({ data: packageDescriptions.data }).from(packageDescriptions).where(eq(packageDescriptions.packageId, id)).orderBy(asc(packageDescriptions.position));
  return { ...row, descriptions: lines.map((l) => l.data) };
}

/** Names are unique whatever their letter case. */
async function refuseTakenName(tx: Tx, name: string, except: number | null): Promise<void> {
  const same = sql`lower(${packages.name}) = lower(${name})`;
  const [taken] = await tx.select({ id: packages.id }).from(packages).where(except === null ? same : and(same, ne(packages.id, except)));
  if (taken !== undefined) throw fail(409, m.packageNameTaken);
}

/** Two Admins creating one name at once: the unique index refuses the second. */
function nameTaken(error: unknown): never {
  if (violatedUniqueConstraint(error) !== null) throw fail(409, m.packageNameTaken);
  throw error;
}

async function writeDescriptions(tx: Tx, packageId: number, lines: readonly string[]): Promise<void> {
  if (lines.length > 0) await tx.insert(packageDescriptions).values(lines.map((data, position) => ({ packageId, position, data })));
}

async function packageById(db: Db, id: number, now: Date): Promise<AdminPackage> {
  const [view] = await packagesJson(db, await db.select().from(packages).where(eq(packages.id, id)), now);
  if (view === undefined) throw fail(404, 'Not found.');
  return view;
}

async function packagesJson(db: Db, rows: Array<typeof packages.$inferSelect>, now: Date): Promise<AdminPackage[]> {
  const ids = rows.map((p) => p.id);
  if (ids.length === 0) return [];
  const lines = await db.select().from(packageDescriptions).where(inArray(packageDescriptions.packageId, ids)).orderBy(asc(packageDescriptions.position));
  const [twins, running] = await Promise.all([
    nameTwinsOf(db, [...rows.map((p) => p.name), ...lines.map((l) => l.data)]),
    db
      .select({ packageId: subscriptions.packageId, n: count() })
      .from(subscriptions)
      .where(and(inArray(subscriptions.packageId, ids), gt(subscriptions.toDate, now)))
      .groupBy(subscriptions.packageId),
  ]);
  return rows.map((p) => {
    const own = lines.filter((d) => d.packageId === p.id).map((d) => d.data);
    return {
    id: p.id,
    name: p.name,
    bengali: twins.get(p.name) ?? null,
    type: p.type,
    orginal_price_poisha: p.orginalPricePoisha,
    total_price_poisha: p.totalPricePoisha,
    duration_days: p.durationDays,
    active: p.active,
    descriptions: own,
    bengali_descriptions: own.map((line) => twins.get(line) ?? null),
    running_subscriptions: running.find((r) => r.packageId === p.id)?.n ?? 0,
    };
  });
}

async function subjectPriceRows(db: Db, subjectId: number | undefined): Promise<JsonResponse<'adminListSubjectPrices', 200>> {
  const rows = await db
    .select({ subjectId: subjects.id, subject: subjects.name, grade: grades.name, pricePoisha: subjectPrices.pricePoisha, status: subjectPrices.status })
    .from(subjects)
    .innerJoin(grades, eq(grades.id, subjects.gradeId))
    .leftJoin(subjectPrices, eq(subjectPrices.subjectId, subjects.id))
    .where(subjectId === undefined ? undefined : eq(subjects.id, subjectId))
    .orderBy(asc(grades.name), asc(subjects.name));
  // A subject without a price row is not offered (./subjectPricing.ts).
  return rows.map((r) => ({ subject_id: r.subjectId, subject: r.subject, grade: r.grade, price_poisha: r.pricePoisha ?? 0, status: r.status ?? false }));
}
