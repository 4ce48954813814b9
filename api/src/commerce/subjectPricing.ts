// A subject's custom-plan price (BDT per day) and status, for GET /api/exam/v1/grade/ (docs/api.md#shape-grade:
// subjects with price and status). A subject without a price row is not offered.
import { subjectPrices } from '../db/commerceSchema';
import type { Db } from '../db/connect';
import { takaOf } from './money';

export type SubjectPricing = { price: number; status: boolean };

export async function subjectPricing(db: Db): Promise<(subjectId: number) => SubjectPricing> {
  const rows = await db.select().from(subjectPrices);
  const bySubject = new Map(rows.map((r) => [r.subjectId, { price: takaOf(r.pricePoisha), status: r.status }]));
  return (subjectId) => bySubject.get(subjectId) ?? { price: 0, status: false };
}
