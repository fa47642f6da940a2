/**
 * The signed-in customer's bookings: upcoming (soonest first) and past (latest first), split by the
 * clock alone, so a booking cancelled for a time still ahead stays under Upcoming, shown cancelled.
 */
import type { MyBookings } from '#shared/contract/manage';
import type { Db } from '../../db/connect';
import { ofCustomer } from '../../domain/booking-store/predicates';
import type { Lang } from '../../i18n/catalogue';
import { managedBookings } from './managed-view';

export async function customerBookings(
  db: Db,
  customerId: number,
  lang: Lang,
  now: Date,
): Promise<MyBookings> {
  const all = await managedBookings(db, ofCustomer(customerId), lang, now);
  const ahead = (b: (typeof all)[number]) => new Date(b.ends_at).getTime() > now.getTime();
  return { upcoming: all.filter(ahead).reverse(), past: all.filter((b) => !ahead(b)) };
}
