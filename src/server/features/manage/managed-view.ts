/** Bookings as their owner sees them: times, stylist, services, money, and what they may do now. */
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { ManagedBooking } from '#shared/contract/manage';
import { allowances } from '#shared/domain/booking-policy';
import type { Db, Tx } from '../../db/connect';
import { readSalonProfile } from '../../db/salon-settings';
import { bookingServices, ratings, services } from '../../db/schema';
import { bookingsWithStylistAndStart } from '../../domain/booking-store/lists';
import { awaitingPaymentNow, payableByLinkNow, withId } from '../../domain/booking-store/predicates';
import { protectionOfRow } from '../../domain/protection/protection-view';
import { appointmentTimes } from '../../domain/wire-names';
import type { Lang } from '../../i18n/catalogue';
import { feeLeftToPay, lateCancelFee, lateCancelWithFee } from '../../jobs/fees/assess-fee';

export async function managedBookings(
  db: Db | Tx,
  where: SQL | undefined,
  lang: Lang,
  now: Date,
  limit = 200,
): Promise<ManagedBooking[]> {
  const rows = await bookingsWithStylistAndStart(db, where, limit);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.b.id);
  const lines = await db
    .select({ bs: bookingServices, nameZh: services.nameZh })
    .from(bookingServices)
    .innerJoin(services, eq(services.id, bookingServices.serviceId))
    .where(inArray(bookingServices.bookingId, ids))
    .orderBy(asc(bookingServices.position));
  const rated = new Set(
    (await db.select({ id: ratings.bookingId }).from(ratings).where(inArray(ratings.bookingId, ids))).map(
      (r) => r.id,
    ),
  );
  const salon = await readSalonProfile(db);
  return rows.map(({ b, stylistName, startTime }) => {
    const a = allowances(b, now);
    const holding = awaitingPaymentNow(b, now);
    const payable = holding || payableByLinkNow(b, now);
    const late = !a.canCancel && lateCancelWithFee(b, now);
    return {
      id: b.id,
      ...appointmentTimes(b.bookingDate, startTime, b.durationMinutes),
      starts_at: b.startsAt.toISOString(),
      ends_at: b.endsAt.toISOString(),
      stylist_id: b.stylistId,
      stylist_name: stylistName,
      services: lines
        .filter((l) => l.bs.bookingId === b.id)
        .map(({ bs, nameZh }) => ({
          service_id: bs.serviceId,
          name: lang === 'zh' && nameZh ? nameZh : bs.name,
          duration_minutes: bs.durationMinutes,
          price: Number(bs.price),
        })),
      subtotal: Number(b.subtotal),
      discount_amount: Number(b.discountAmount),
      promo_code: b.promoCode,
      total_amount: Number(b.totalAmount),
      status: b.status,
      payment_state: b.paymentState,
      payment_method: b.paymentMethod,
      refund_amount: Number(b.refundAmount),
      policy: {
        cancel_cutoff_hours: b.cancelCutoffHours,
        reschedule_cutoff_hours: b.rescheduleCutoffHours,
        max_reschedules: b.maxReschedules,
      },
      reschedule_count: b.rescheduleCount,
      ics_sequence: b.icsSequence,
      upcoming: a.upcoming,
      can_cancel: a.canCancel || late,
      cancel_deadline: a.cancelDeadline.toISOString(),
      can_reschedule: a.canReschedule,
      reschedule_deadline: a.rescheduleDeadline.toISOString(),
      refund_on_cancel: a.refundOnCancel,
      can_rate: b.status === 'completed' && !rated.has(b.id),
      rated: rated.has(b.id),
      can_pay: payable || b.feeState === 'awaiting_customer',
      pay_until: holding ? b.holdExpiresAt!.toISOString() : null,
      salon_phone: salon.phone,
      ...protectionOfRow(b),
      cancel_fee_now: late ? lateCancelFee(b) : 0,
      fee_due: b.feeState === 'awaiting_customer' ? feeLeftToPay(b) : 0,
    };
  });
}

/** One booking as its owner sees it. */
export async function managedBooking(
  db: Db | Tx,
  id: number,
  lang: Lang,
  now: Date,
): Promise<ManagedBooking> {
  const [one] = await managedBookings(db, withId(id), lang, now, 1);
  if (!one) throw new Error(`booking ${id} vanished`);
  return one;
}
