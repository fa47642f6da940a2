/** The signed-in customer's bookings: upcoming (soonest first) and past (latest first). */
import { eq } from 'drizzle-orm';
import type { MyBookings } from '../../../shared/contract/manage';
import type { Db } from '../../db/connect';
import { bookings } from '../../db/schema';
import type { Lang } from '../../i18n/catalogue';
import { managedBookings } from './managed-view';

export async function customerBookings(
  db: Db,
  customerId: number,
  lang: Lang,
  now: Date,
): Promise<MyBookings> {
  const all = await managedBookings(db, eq(bookings.customerId, customerId), lang, now);
  return { upcoming: all.filter((b) => b.upcoming).reverse(), past: all.filter((b) => !b.upcoming) };
}
