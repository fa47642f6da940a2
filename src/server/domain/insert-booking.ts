/**
 * Writes a booking, its services and its first history line (the customer's booking and the front
 * desk's) in one statement; the overlap constraint refuses it if the time is taken, and a block of
 * the stylist's time (checked under the stylist's time lock) refuses it with TimeBlocked.
 */

import { sql } from 'drizzle-orm';
import type { BookRequest } from '../../shared/contract/bookings';
import type { priceBooking } from '../../shared/domain/promo';
import { rowsOf, type Tx } from '../db/connect';
import { bookingServices, bookings } from '../db/schema';
import type { Lang } from '../i18n/catalogue';
import { claimStylistTime, overlapsBlock, TimeBlocked } from './availability/blocks';
import type { Qualified, ServiceRow } from './availability/qualified';
import { type Actor, bookingChangeInsert } from './booking-history';

/** Who the booking is for: a customer's account (with their profile's details) or a guest. */
export type Contact = { customerId: number | null; name: string; email: string; phone: string };

/** The payment keyword of paying at the salon: the booking is confirmed without an online payment. */
export const PAY_AT_SALON = 'salon';

export type InsertArgs = {
  q: Qualified;
  chosen: ServiceRow[];
  contact: Contact;
  body: BookRequest;
  startsAt: Date;
  endsAt: Date;
  duration: number;
  price: ReturnType<typeof priceBooking>;
  method: string;
  payAtSalon: boolean;
  now: Date;
  holdMinutes: number;
  /** When the hold ends, instead of `holdMinutes` from now (a payment link holds longer). */
  holdUntil?: Date | null;
  idempotencyKey: string | null;
  lang: Lang;
  /** Who is booking, for the history; by default the customer or guest themselves. */
  actor?: Actor;
  /** The salon's policy now: the booking keeps a copy of it. */
  policy: { cancelCutoffHours: number; rescheduleCutoffHours: number; maxReschedules: number };
  clientAddress: string | null;
};

export async function insertBooking(tx: Tx, a: InsertArgs): Promise<number> {
  const free = a.price.total_amount === 0;
  const confirmedNow = a.payAtSalon || free;
  await claimStylistTime(tx, a.q.stylist.id, a.now);
  if (await overlapsBlock(tx, a.q.stylist.id, a.startsAt, a.endsAt)) throw new TimeBlocked();
  const booking = tx
    .insert(bookings)
    .values({
      customerId: a.contact.customerId,
      customerName: a.contact.name,
      customerEmail: a.contact.email,
      customerPhone: a.contact.phone,
      stylistId: a.q.stylist.id,
      bookingDate: a.body.booking_date,
      startSlotId: a.body.start_slot_id,
      startsAt: a.startsAt,
      endsAt: a.endsAt,
      durationMinutes: a.duration,
      subtotal: a.price.subtotal,
      discountAmount: a.price.discount_amount,
      promoCode: a.price.percent ? a.body.promo_code!.trim().toUpperCase() : null,
      totalAmount: a.price.total_amount,
      status: confirmedNow ? 'confirmed' : 'pending',
      paymentState: confirmedNow ? 'not_required' : 'unpaid',
      paymentMethod: a.method,
      holdExpiresAt: confirmedNow
        ? null
        : (a.holdUntil ?? new Date(a.now.getTime() + a.holdMinutes * 60_000)),
      notes: a.body.Notes,
      idempotencyKey: a.idempotencyKey,
      language: a.lang,
      ...a.policy,
      clientAddress: a.clientAddress,
    })
    .returning({ id: bookings.id });
  // the booking, its services and its history line in one statement (one round trip, not three):
  // the later inserts take the id the first returns
  const created = sql`(select id from new_booking)`;
  const services = tx.insert(bookingServices).values(
    a.chosen.map((s, i) => ({
      bookingId: created,
      serviceId: s.id,
      name: s.name,
      description: s.description,
      durationMinutes: s.durationMinutes,
      price: a.q.prices.get(s.id) ?? Number(s.price),
      position: i,
    })),
  );
  const actor =
    a.actor ??
    (a.contact.customerId
      ? ({ kind: 'customer', id: a.contact.customerId, name: a.contact.name } as const)
      : ({ kind: 'guest', name: a.contact.name } as const));
  const history = bookingChangeInsert(tx, created, { kind: 'created', actor }, a.now);
  const result = await tx.execute(
    sql`with new_booking as (${booking.getSQL()}), new_services as (${services.getSQL()}), new_history as (${history.getSQL()}) select id from new_booking`,
  );
  return Number(rowsOf<{ id: number }>(result)[0]!.id);
}
