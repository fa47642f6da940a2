/** A visit as the rating page shows it, and the signed-in customer's visits still to rate. */
import { eq } from 'drizzle-orm';
import type { RatingState } from '#shared/contract/ratings';
import type { Db } from '../../db/connect';
import { ratings } from '../../db/schema';
import { unratedVisitsOf } from '../../domain/booking-store/person';
import { missing } from '../../domain/domain-error';
import { appointmentTimes } from '../../domain/wire-names';
import type { Lang } from '../../i18n/catalogue';
import { loadBookingRecord, localised } from '../../jobs/booking-record';

const PENDING_LIMIT = 50;

export async function ratingState(db: Db, bookingId: number, lang: Lang): Promise<RatingState> {
  const rec = await loadBookingRecord(db, bookingId);
  if (!rec) throw missing('booking_not_found');
  const [rating] = await db.select().from(ratings).where(eq(ratings.bookingId, bookingId)).limit(1);
  return {
    booking_id: rec.booking.id,
    customer_id: rec.booking.customerId ?? 0,
    stylist_id: rec.stylist.id,
    stylist_name: rec.stylist.fullName,
    stylist_photo_url: rec.stylist.photoUrl,
    ...appointmentTimes(rec.booking.bookingDate, rec.startTime),
    services: rec.services.map((s) => ({ service_id: s.serviceId, name: localised(s, lang).name })),
    completed: rec.booking.status === 'completed',
    rated: !!rating,
    rating: rating?.rating ?? null,
    comment: rating ? rating.comment : null,
  };
}

/** Completed visits of a customer without a rating, the latest first. */
export async function pendingRatings(db: Db, customerId: number, lang: Lang): Promise<RatingState[]> {
  const rows = await unratedVisitsOf(db, customerId, PENDING_LIMIT);
  const out: RatingState[] = [];
  for (const r of rows) out.push(await ratingState(db, r.id, lang));
  return out;
}
