/**
 * The salon's promo codes, kept by a Super Admin (the route table checks the role). Codes are
 * unique regardless of case (409); a code names only services the salon has. A change applies to
 * bookings made after it: a booking keeps the terms it was given with its use. Removing a code
 * keeps the bookings' discounts and their record of the code.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type {
  Promotion,
  PromotionAddRequest,
  PromotionList,
  PromotionUpdateRequest,
} from '#shared/contract/promotions';
import { type Db, PG_UNIQUE_VIOLATION, sqlState } from '../../db/connect';
import { promotions, services } from '../../db/schema';
import { promotionUseCounts } from '../../domain/booking-store/lists';
import { invalid, missing, refused } from '../../domain/domain-error';
import type { PromotionRow } from '../../domain/promotions/promotion-rules';

const toPromotion = (p: PromotionRow, uses: number): Promotion => ({
  id: p.id,
  code: p.code,
  percent_off: p.percentOff,
  amount_off: p.amountOff === null ? null : Number(p.amountOff),
  valid_from: p.validFrom,
  valid_to: p.validTo,
  first_visit_only: p.firstVisitOnly,
  uses_per_customer: p.usesPerCustomer,
  max_uses: p.maxUses,
  service_ids: p.serviceIds,
  uses,
});

/** Every code, with the uses its bookings hold now. */
export async function listPromotions(db: Db, now: Date): Promise<PromotionList> {
  const rows = await db.select().from(promotions).orderBy(asc(promotions.code));
  const counts = await promotionUseCounts(db, now);
  const uses = new Map(counts.map((c) => [c.id, c.n]));
  return { promotions: rows.map((p) => toPromotion(p, uses.get(p.id) ?? 0)) };
}

const columnsOf = (body: PromotionAddRequest) => ({
  code: body.code,
  percentOff: body.percent_off,
  amountOff: body.amount_off,
  validFrom: body.valid_from,
  validTo: body.valid_to,
  firstVisitOnly: body.first_visit_only,
  usesPerCustomer: body.uses_per_customer,
  maxUses: body.max_uses,
  serviceIds: [...new Set(body.service_ids)],
});

async function assertServicesExist(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: services.id })
    .from(services)
    .where(inArray(services.id, [...ids]));
  if (found.length !== new Set(ids).size) throw invalid('unknown_services');
}

const codeTaken = (error: unknown, code: string) =>
  sqlState(error) === PG_UNIQUE_VIOLATION ? refused('promotion_code_taken', { code }) : error;

export async function addPromotion(db: Db, body: PromotionAddRequest): Promise<Promotion> {
  await assertServicesExist(db, body.service_ids);
  const [row] = await db
    .insert(promotions)
    .values(columnsOf(body))
    .returning()
    .catch((e) => Promise.reject(codeTaken(e, body.code)));
  return toPromotion(row!, 0);
}

export async function updatePromotion(db: Db, body: PromotionUpdateRequest, now: Date): Promise<Promotion> {
  await assertServicesExist(db, body.service_ids);
  const [row] = await db
    .update(promotions)
    .set({ ...columnsOf(body), updatedAt: now })
    .where(eq(promotions.id, body.id))
    .returning()
    .catch((e) => Promise.reject(codeTaken(e, body.code)));
  if (!row) throw missing('promotion_not_found');
  const listed = await listPromotions(db, now);
  return listed.promotions.find((p) => p.id === row.id) ?? toPromotion(row, 0);
}

export async function removePromotion(db: Db, id: number): Promise<void> {
  const removed = await db.delete(promotions).where(eq(promotions.id, id)).returning({ id: promotions.id });
  if (removed.length === 0) throw missing('promotion_not_found');
}
