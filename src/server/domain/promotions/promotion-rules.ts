/**
 * When a promo code applies. A code is looked up without regard to case; it applies from its first
 * to its last salon date (both inclusive) on the day it is used, to a booking with at least one of
 * the services it names, while fewer than `max_uses` bookings hold it; with `first_visit_only`, to
 * a customer with no booking that still holds its time, and with `uses_per_customer`, while the
 * customer's own bookings hold fewer uses.
 *
 * A customer is a signed-in customer's account, or anyone with the same email (in any case) or the
 * same phone digits: a guest who books again with one of those is the same customer. A use is held
 * by a booking that is not cancelled and whose unpaid hold has not lapsed: a cancellation, and a
 * hold that runs out, give the use back.
 */
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { PromoRefusal } from '#shared/contract/promotions';
import { appliesTo, type PromoTerms } from '#shared/domain/promo';
import type { Db, Tx } from '../../db/connect';
import { bookings, promotions, promotionUses } from '../../db/schema';
import { holdsItsPlace, isBooking } from '../booking-store/predicates';

export type PromotionRow = typeof promotions.$inferSelect;

/** Who the code is used by: the booking's customer account, email and phone. */
export type PromoPerson = { customerId: number | null; email: string; phone: string };

export function termsOf(p: {
  code: string;
  percentOff: number | null;
  amountOff: number | string | null;
  serviceIds: number[];
}): PromoTerms {
  return {
    code: p.code,
    percent_off: p.percentOff,
    amount_off: p.amountOff === null ? null : Number(p.amountOff),
    service_ids: p.serviceIds,
  };
}

/** The bookings of this customer: their account, or the same email or phone. */
function ofPerson(person: PromoPerson): SQL {
  const same: SQL[] = [];
  if (person.customerId) same.push(eq(bookings.customerId, person.customerId));
  const email = person.email.trim().toLowerCase();
  if (email) same.push(sql`lower(${bookings.customerEmail}) = ${email}`);
  const phone = person.phone.replace(/\D/g, '');
  if (phone) same.push(eq(bookings.customerPhone, phone));
  return same.length ? (or(...same) as SQL) : sql`false`;
}

/** Why the code does not apply on this salon date to these services; null when it does. */
export function refusalByTerms(
  p: PromotionRow,
  today: string,
  serviceIds: readonly number[],
): PromoRefusal | null {
  if (p.validFrom && today < p.validFrom) return 'not_yet_valid';
  if (p.validTo && today > p.validTo) return 'expired';
  if (!appliesTo(termsOf(p), serviceIds)) return 'not_for_services';
  return null;
}

/** Why the code's count of uses, or this customer's visits and uses, refuse it; null when they do not. */
export async function refusalByUses(
  db: Db | Tx,
  p: PromotionRow,
  person: PromoPerson | null,
  now: Date,
): Promise<PromoRefusal | null> {
  if (p.maxUses !== null) {
    const [held] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(promotionUses)
      .innerJoin(bookings, eq(bookings.id, promotionUses.bookingId))
      .where(and(eq(promotionUses.promotionId, p.id), holdsItsPlace(now)));
    if ((held?.n ?? 0) >= p.maxUses) return 'used_up';
  }
  if (!person) return null;
  if (p.firstVisitOnly) {
    const [visit] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(ofPerson(person), isBooking, holdsItsPlace(now)))
      .limit(1);
    if (visit) return 'first_visit_only';
  }
  if (p.usesPerCustomer !== null) {
    const [mine] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(promotionUses)
      .innerJoin(bookings, eq(bookings.id, promotionUses.bookingId))
      .where(and(eq(promotionUses.promotionId, p.id), ofPerson(person), holdsItsPlace(now)));
    if ((mine?.n ?? 0) >= p.usesPerCustomer) return 'customer_limit';
  }
  return null;
}

/** The promotion of a code (any case), locked until the transaction ends when `lock` is set. */
export async function findPromotion(db: Db | Tx, code: string, lock = false): Promise<PromotionRow | null> {
  const q = db.select().from(promotions).where(eq(promotions.code, code.trim().toUpperCase()));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}
