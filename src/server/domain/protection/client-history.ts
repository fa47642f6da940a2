/**
 * Whether a client is new or has missed a booking before, for a protection policy that applies
 * to new clients only or to clients with a past no-show. A client is known by their account, their
 * email or their phone, as the front desk knows them; read only when the policy asks.
 */
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { ClientHistory } from '#shared/domain/protection';
import type { Db, Tx } from '../../db/connect';
import { bookings } from '../../db/schema';

export async function clientHistory(
  db: Db | Tx,
  who: { customerId: number | null; email: string; phone: string },
): Promise<ClientHistory> {
  const same = or(
    who.customerId ? eq(bookings.customerId, who.customerId) : undefined,
    who.email ? sql`lower(${bookings.customerEmail}) = lower(${who.email})` : undefined,
    who.phone ? eq(bookings.customerPhone, who.phone) : undefined,
  );
  if (!same) return { returning: false, pastNoShow: false };
  const [row] = await db
    .select({
      completed: sql<number>`count(*) filter (where ${bookings.status} = 'completed')`,
      noShows: sql<number>`count(*) filter (where ${bookings.status} = 'no_show')`,
    })
    .from(bookings)
    .where(and(same, ne(bookings.status, 'cancelled')));
  return { returning: Number(row?.completed ?? 0) > 0, pastNoShow: Number(row?.noShows ?? 0) > 0 };
}
