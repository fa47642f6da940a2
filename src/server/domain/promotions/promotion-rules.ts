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
import { eq } from 'drizzle-orm';
import type { PromoRefusal } from '#shared/contract/promotions';
import { appliesTo, type PromoTerms } from '#shared/domain/promo';
import type { Db, Tx } from '../../db/connect';
import { promotions } from '../../db/schema';
import { promotionUsesHeld } from '../booking-store/lists';
import { hasBookingHeld } from '../booking-store/person';
import { ofPerson } from '../booking-store/predicates';

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
    if ((await promotionUsesHeld(db, p.id, now)) >= p.maxUses) return 'used_up';
  }
  if (!person) return null;
  if (p.firstVisitOnly) {
    if (await hasBookingHeld(db, ofPerson(person), now)) return 'first_visit_only';
  }
  if (p.usesPerCustomer !== null) {
    if ((await promotionUsesHeld(db, p.id, now, ofPerson(person))) >= p.usesPerCustomer)
      return 'customer_limit';
  }
  return null;
}

/** The promotion of a code (any case), locked until the transaction ends when `lock` is set. */
export async function findPromotion(db: Db | Tx, code: string, lock = false): Promise<PromotionRow | null> {
  const q = db.select().from(promotions).where(eq(promotions.code, code.trim().toUpperCase()));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}
