/**
 * No slot squatting: a guest (or a script) may hold only a few unpaid online-payment bookings at a
 * time, counted per email, per phone and per address (MAX_UNPAID_HOLDS, default 2). Holds that
 * have lapsed do not count. The check runs inside the booking's transaction, after its insert,
 * under advisory locks on those three keys taken then: parallel requests cannot slip past it
 * together (each counts after the one before it committed), and one guest's, or one address's,
 * bookings wait on each other only for a count and a commit, never for a whole booking.
 */
import { and, gt, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { bookings } from '../../db/schema';
import type { Contact } from '../../domain/insert-booking';
import { ApiError } from '../../http/api-error';

export async function assertHoldAllowed(
  tx: Tx,
  contact: Contact,
  clientAddress: string | null,
  now: Date,
  max: number,
  /** The hold this transaction has just inserted (not counted against itself). */
  newHoldId: number,
): Promise<void> {
  const keys = [`email:${contact.email.toLowerCase()}`, `phone:${contact.phone}`];
  if (clientAddress) keys.push(`addr:${clientAddress}`);
  // one lock order for everyone, so two bookings never wait on each other in a circle; all in one
  // statement (the sorted subquery feeds the locks in its order), one round trip instead of three
  const ordered = sql.join(
    keys.sort().map((key, i) => sql`(${`hold:${key}`}, ${i})`),
    sql`, `,
  );
  await tx.execute(
    sql`select count(pg_advisory_xact_lock(hashtextextended(k, 0))) from (select k from (values ${ordered}) as v(k, n) order by n) as ordered`,
  );
  const who = [
    sql`lower(${bookings.customerEmail}) = ${contact.email.toLowerCase()}`,
    sql`${bookings.customerPhone} = ${contact.phone}`,
  ];
  if (clientAddress) who.push(sql`${bookings.clientAddress} = ${clientAddress}`);
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        sql`${bookings.status} = 'pending'`,
        inArray(bookings.paymentState, ['unpaid', 'failed']),
        isNotNull(bookings.holdExpiresAt),
        gt(bookings.holdExpiresAt, now),
        // the new time held for a paid booking's move is not a booking of its own
        isNull(bookings.rescheduleOf),
        ne(bookings.id, newHoldId),
        or(...who),
      ),
    );
  if ((row?.n ?? 0) >= max) throw new ApiError(429, 'too_many_holds', 'too_many_unpaid_holds', { max });
}
