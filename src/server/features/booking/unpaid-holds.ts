/**
 * No slot squatting: a guest (or a script) may hold only a few unpaid online-payment bookings at a
 * time, counted per email, per phone and per address (MAX_UNPAID_HOLDS, default 2). Holds that
 * have lapsed do not count. Inside the booking's transaction, advisory locks on those three keys
 * are taken by its first read (open-booking.ts) and the holds are counted by its insert: parallel
 * requests cannot slip past the count together (each counts after the one before it committed).
 * Both are expressions that ride on statements the booking makes anyway, so the check costs no
 * round trip of its own.
 */
import { sql } from 'drizzle-orm';
import type { HoldOwner } from '../../domain/booking-store/predicates';
import { tooManyHolds } from '../../domain/domain-error';
import type { Contact } from '../../domain/insert-booking';

/** Whose holds a guest's booking counts: their email, their phone and the caller's address. */
export const holdOwnerOf = (contact: Contact, address: string | null): HoldOwner => ({
  email: contact.email.toLowerCase(),
  phone: contact.phone,
  address,
});

/** The owner's lock keys, in the one order every booking takes them (never a circle of waits). */
export function holdLockKeys(owner: HoldOwner): string[] {
  const keys = [`email:${owner.email}`, `phone:${owner.phone}`];
  if (owner.address) keys.push(`addr:${owner.address}`);
  return keys.sort().map((key) => `hold:${key}`);
}

/** Takes the locks of the keys in the placeholder `hold_keys`, in its order; worth their number. */
export const holdLocks = sql<number>`(select count(pg_advisory_xact_lock(hashtextextended(k, 0))) from (select k from unnest(${sql.placeholder('hold_keys')}::text[]) with ordinality as v(k, n) order by n) as ordered)`;

/** Refuses one more hold when the owner already has `max` (the new one not counted). */
export function assertHoldAllowed(held: number, max: number): void {
  if (held >= max) throw tooManyHolds('too_many_unpaid_holds', { max });
}
