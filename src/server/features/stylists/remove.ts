/**
 * Deleting a stylist. Refused (409, with the count) while they have bookings still ahead, so no
 * customer is left with a visit nobody will do. A stylist with only past or cancelled bookings is
 * deactivated instead of deleted, so those records keep their stylist; one who was never booked is
 * deleted with their services, hours, shifts and slots.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { stylists } from '../../db/schema';
import { stylistBookingCount, stylistBookingsAhead } from '../../domain/booking-store/lists';
import { missing, refused } from '../../domain/domain-error';

export type Removal = { deactivated: boolean; photoUrl: string | null };

export async function removeStylist(db: Db, id: number, now: Date): Promise<Removal> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(stylists).where(eq(stylists.id, id)).for('update');
    if (!row) throw missing('stylist_record_not_found');
    const upcoming = await stylistBookingsAhead(tx, id, now);
    if (upcoming > 0) throw refused('stylist_has_bookings', { count: upcoming });
    if ((await stylistBookingCount(tx, id)) > 0) {
      await tx.update(stylists).set({ isActive: false }).where(eq(stylists.id, id));
      return { deactivated: true, photoUrl: row.photoUrl };
    }
    await tx.delete(stylists).where(eq(stylists.id, id));
    return { deactivated: false, photoUrl: row.photoUrl };
  });
}
