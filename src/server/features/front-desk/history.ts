/** A booking's history for the details sheet, oldest first. */
import type { BookingHistoryEntry } from '#shared/contract/front-desk';
import type { Db } from '../../db/connect';
import { readBookingHistory } from '../../domain/booking-history';
import { bookingRow } from '../../domain/booking-store/rows';
import { missing } from '../../domain/domain-error';

export async function bookingHistory(db: Db, bookingId: number): Promise<BookingHistoryEntry[]> {
  if (!(await bookingRow(db, bookingId))) throw missing('admin_booking_not_found');
  const rows = await readBookingHistory(db, bookingId);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    actor_kind: r.actorKind as BookingHistoryEntry['actor_kind'],
    actor_name: r.actorName,
    details: (r.details ?? {}) as Record<string, unknown>,
    created_at: r.createdAt.toISOString(),
  }));
}
