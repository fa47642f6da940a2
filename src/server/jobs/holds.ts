/**
 * Slot holds: an unpaid booking holds its time until `hold_expires_at`. Lapsed holds are released
 * (the booking cancelled, its time freed) by the job loop and, so that a customer never meets a
 * stale hold, right before a new booking of the same stylist. (Filled in by the payments feature.)
 */
import type { Db, Tx } from '../db/connect';

/** Cancels unpaid bookings whose hold has lapsed; returns their ids. Never touches paid bookings. */
export async function releaseLapsedHolds(_db: Db | Tx, _now: Date, _stylistId?: number): Promise<number[]> {
  return [];
}
