/**
 * No slot squatting: a guest (or a script) may hold only a few unpaid online-payment bookings at a
 * time, counted per email, per phone and per address (MAX_UNPAID_HOLDS, default 2). Holds that
 * have lapsed do not count. Inside the booking's transaction, advisory locks on those three keys
 * are taken by its first statement and the holds are counted by its insert, after them: parallel
 * requests cannot slip past the count together (each counts after the one before it committed).
 * Both are expressions that ride on statements the booking makes anyway, so the check costs no
 * round trip of its own.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Contact } from '../../domain/insert-booking';
import type { HoldOwner } from '../../domain/unpaid-holds';
import { ApiError } from '../../http/api-error';

/** Whose holds a guest's booking counts: their email, their phone and the caller's address. */
export const holdOwnerOf = (contact: Contact, address: string | null): HoldOwner => ({
  email: contact.email.toLowerCase(),
  phone: contact.phone,
  address,
});

/** Takes the owner's locks, as an expression worth the number of locks taken. */
export function lockHoldOwner(owner: HoldOwner): SQL<number> {
  const keys = [`email:${owner.email}`, `phone:${owner.phone}`];
  if (owner.address) keys.push(`addr:${owner.address}`);
  // one lock order for everyone, so two bookings never wait on each other in a circle (the sorted
  // subquery feeds the locks in its order)
  const ordered = sql.join(
    keys.sort().map((key, i) => sql`(${`hold:${key}`}, ${i})`),
    sql`, `,
  );
  return sql<number>`(select count(pg_advisory_xact_lock(hashtextextended(k, 0))) from (select k from (values ${ordered}) as v(k, n) order by n) as ordered)`;
}

/** Refuses one more hold when the owner already has `max` (the new one not counted). */
export function assertHoldAllowed(held: number, max: number): void {
  if (held >= max) throw new ApiError(429, 'too_many_holds', 'too_many_unpaid_holds', { max });
}
