/**
 * A waitlist offer's held time becomes the claimer's booking. The hold was placed as every booking
 * is (waitlist/offer-hold.ts); claiming it names the customer and gives it the terms the salon asks
 * of that customer for its total (booking-terms.ts), exactly as the book call would: the accepted
 * payment method, the deposit or card a protection policy asks, the policy snapshot and the hold.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { bookingServices, services } from '../../db/schema';
import type { Lang } from '../../i18n/catalogue';
import { type BookingRow, updateBookingRow } from '../booking-store/rows';
import type { Contact } from '../insert-booking';
import { customerTerms, holdEndsAt, type PaymentAsked, type SalonTerms } from './booking-terms';

/** Whether the claimed booking is confirmed now (nothing to pay online). */
export type Claimed = { confirmed: boolean };

export async function claimHeldTime(
  tx: Tx,
  hold: BookingRow,
  claim: { contact: Contact; lang: Lang; payment: PaymentAsked; terms: SalonTerms; now: Date },
): Promise<Claimed> {
  const overrides = await tx
    .select({ protection: services.protection })
    .from(bookingServices)
    .innerJoin(services, eq(services.id, bookingServices.serviceId))
    .where(eq(bookingServices.bookingId, hold.id));
  const asksFor = await customerTerms(tx, claim.terms, {
    payment: claim.payment,
    serviceOverrides: overrides.map((o) => o.protection),
    contact: claim.contact,
  });
  const asks = asksFor(Number(hold.totalAmount));
  const confirmed = asks.payAtSalon || Number(hold.totalAmount) === 0;
  const { protection, ...cutoffs } = asks.policy;
  // claimed, the held time is a booking: the claimer's, on the terms the salon asks of them
  await updateBookingRow(tx, hold.id, {
    kind: 'booking',
    customerId: claim.contact.customerId,
    customerName: claim.contact.name,
    customerEmail: claim.contact.email,
    customerPhone: claim.contact.phone,
    language: claim.lang,
    paymentMethod: asks.method,
    status: confirmed ? 'confirmed' : 'pending',
    paymentState: confirmed ? 'not_required' : 'unpaid',
    holdExpiresAt: confirmed ? null : holdEndsAt(claim.terms, claim.now),
    ...cutoffs,
    ...protection,
    updatedAt: claim.now,
  });
  return { confirmed };
}
