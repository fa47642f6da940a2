/**
 * Deleting a stylist. Refused (409, with the count) while they have bookings still ahead, so no
 * customer is left with a visit nobody will do. A stylist with only past or cancelled bookings is
 * deactivated instead of deleted, so those records keep their stylist; one who was never booked is
 * deleted with their services, hours, shifts and slots.
 */
import { and, count, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { bookings, stylists } from '../../db/schema';
import { missing, refused } from '../../domain/domain-error';

export type Removal = { deactivated: boolean; photoUrl: string | null };

export async function removeStylist(db: Db, id: number, now: Date): Promise<Removal> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(stylists).where(eq(stylists.id, id)).for('update');
    if (!row) throw missing('stylist_record_not_found');
    const [ahead] = await tx
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.stylistId, id), ne(bookings.status, 'cancelled'), gt(bookings.endsAt, now)));
    const upcoming = Number(ahead?.n ?? 0);
    if (upcoming > 0) throw refused('stylist_has_bookings', { count: upcoming });
    const [any] = await tx.select({ n: count() }).from(bookings).where(eq(bookings.stylistId, id));
    if (Number(any?.n ?? 0) > 0) {
      await tx.update(stylists).set({ isActive: false }).where(eq(stylists.id, id));
      return { deactivated: true, photoUrl: row.photoUrl };
    }
    await tx.delete(stylists).where(eq(stylists.id, id));
    return { deactivated: false, photoUrl: row.photoUrl };
  });
}
