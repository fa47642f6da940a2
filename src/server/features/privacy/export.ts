/**
 * A customer's own data, as JSON: their profile, bookings (with services), payments, ratings and
 * the devices that receive their notifications. Found by the session's customer id alone, never by
 * email: a guest booking someone else made with this address is not theirs to download.
 */
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { AccountExport } from '#shared/contract/privacy';
import type { Db } from '../../db/connect';
import {
  bookingServices,
  customers,
  payments,
  pushSubscriptions,
  ratings,
  stylists,
  waitlistEntries,
} from '../../db/schema';
import { customerBookingsWithStylist } from '../../domain/booking-store/person';
import { missing } from '../../domain/domain-error';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function bookingsOf(db: Db, customerId: number) {
  const rows = await customerBookingsWithStylist(db, customerId);
  const ids = rows.map((r) => r.b.id);
  const lines = ids.length
    ? await db
        .select()
        .from(bookingServices)
        .where(inArray(bookingServices.bookingId, ids))
        .orderBy(asc(bookingServices.position))
    : [];
  return rows.map(({ b, stylist }) => ({
    id: b.id,
    booking_date: b.bookingDate,
    starts_at: iso(b.startsAt),
    ends_at: iso(b.endsAt),
    stylist,
    services: lines
      .filter((l) => l.bookingId === b.id)
      .map((l) => ({ name: l.name, duration_minutes: l.durationMinutes, price: l.price })),
    status: b.status,
    payment_state: b.paymentState,
    payment_method: b.paymentMethod,
    subtotal: b.subtotal,
    discount_amount: b.discountAmount,
    promo_code: b.promoCode,
    total_amount: b.totalAmount,
    refund_amount: b.refundAmount,
    customer_name: b.customerName,
    customer_email: b.customerEmail,
    customer_phone: b.customerPhone,
    language: b.language,
    cancel_reason: b.cancelReason,
    created_at: iso(b.createdAt),
  }));
}

/** The customer's waitlist entries (their account's; a guest's entries have no account). */
async function waitlistEntriesOf(db: Db, customerId: number): Promise<Record<string, unknown>[]> {
  const rows = await db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.customerId, customerId))
    .orderBy(asc(waitlistEntries.id));
  return rows.map((e) => ({
    id: e.id,
    service_ids: e.serviceIds,
    stylist_id: e.stylistId,
    preferences: e.preferences,
    expires_on: e.expiresOn,
    state: e.state,
    full_name: e.fullName,
    email: e.email,
    phone: e.phone,
    language: e.language,
    booking_id: e.bookingId,
    created_at: iso(e.createdAt),
  }));
}

export async function exportAccount(db: Db, customerId: number, now: Date): Promise<AccountExport> {
  const [c] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!c) throw missing();
  const theirBookings = await bookingsOf(db, customerId);
  const ids = theirBookings.map((b) => b.id);
  const paid = ids.length
    ? await db
        .select()
        .from(payments)
        .where(inArray(payments.bookingId, ids))
        .orderBy(asc(payments.createdAt))
    : [];
  const rated = await db
    .select({ r: ratings, stylist: stylists.fullName })
    .from(ratings)
    .innerJoin(stylists, eq(stylists.id, ratings.stylistId))
    .where(eq(ratings.customerId, customerId));
  const devices = await db
    .select()
    .from(pushSubscriptions)
    .where(
      or(
        eq(pushSubscriptions.customerId, customerId),
        ids.length ? inArray(pushSubscriptions.bookingId, ids) : undefined,
      ),
    );
  return {
    exported_at: now.toISOString(),
    profile: {
      full_name: c.fullName,
      username: c.username,
      email: c.email,
      phone_number: c.phoneNumber,
      gender: c.gender,
      date_of_birth: c.dateOfBirth,
      created_at: iso(c.createdAt),
    },
    bookings: theirBookings,
    payments: paid.map((p) => ({
      booking_id: p.bookingId,
      order_id: p.orderId,
      provider: p.provider,
      method: p.method,
      amount: p.amount,
      state: p.state,
      purpose: p.purpose,
      card_no: p.cardNo,
      created_at: iso(p.createdAt),
      settled_at: iso(p.settledAt),
    })),
    ratings: rated.map(({ r, stylist }) => ({
      booking_id: r.bookingId,
      stylist,
      rating: r.rating,
      comment: r.comment,
      created_at: iso(r.createdAt),
    })),
    // the push service's address says which browser; its keys are secrets of the device, not data
    push_devices: devices.map((d) => ({
      push_service: new URL(d.endpoint).host,
      scope: d.scope,
      created_at: iso(d.createdAt),
    })),
    waitlist_entries: await waitlistEntriesOf(db, customerId),
  };
}
