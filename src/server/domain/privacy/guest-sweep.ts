/**
 * Guests' personal data is kept for `guest_data_months` (Settings) after their visit, then
 * anonymised: bookings made without an account, and clients the desk added who have not come
 * since. One instance at a time runs the sweep (a claim on its row), at most once a day; a sweep
 * with more to do than one pass allows carries on at the next pass.
 */
import { and, eq, gte, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { readSalonProfile } from '../../db/salon-settings';
import { bookings, customers, guestDataSweeps } from '../../db/schema';
import { writeAuditLine } from '../audit/audit-row';
import { anonymiseBookings, eraseCustomer } from './anonymise';

const BATCH = 200;
const BATCHES_PER_PASS = 10;
const CLAIM_MS = 10 * 60_000;
const DAY_MS = 24 * 3600_000;

/** The moment `months` months before `now` (calendar months, in UTC: a day either way is immaterial). */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

async function claim(db: Db, now: Date): Promise<boolean> {
  const claimed = await db
    .update(guestDataSweeps)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(
      and(
        eq(guestDataSweeps.id, 1),
        or(isNull(guestDataSweeps.claimedUntil), lt(guestDataSweeps.claimedUntil, now)),
        or(
          isNull(guestDataSweeps.lastRunAt),
          lte(guestDataSweeps.lastRunAt, new Date(now.getTime() - DAY_MS)),
        ),
      ),
    )
    .returning({ id: guestDataSweeps.id });
  return claimed.length > 0;
}

/** Guest bookings that ended before the cut-off and still carry a name, an email or a phone. */
async function oldGuestBookings(db: Db, cutoff: Date): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        isNull(bookings.customerId),
        lt(bookings.endsAt, cutoff),
        or(ne(bookings.customerName, ''), ne(bookings.customerEmail, ''), ne(bookings.customerPhone, '')),
      ),
    )
    .limit(BATCH);
  return rows.map((r) => r.id);
}

/** Clients the desk added (no account), not yet erased, with no booking since the cut-off. */
async function oldDeskClients(db: Db, cutoff: Date): Promise<number[]> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        ne(customers.customerType, 'registered'),
        isNull(customers.erasedAt),
        lt(customers.createdAt, cutoff),
        sql`not exists (select 1 from ${bookings} where ${bookings.customerId} = ${customers.id} and ${gte(bookings.endsAt, cutoff)})`,
      ),
    )
    .limit(BATCH);
  return rows.map((r) => r.id);
}

/** One pass of the sweep, when it is due and this instance wins the claim; returns what it anonymised. */
export async function sweepGuestData(
  db: Db,
  now: Date,
): Promise<{ bookings: number; clients: number } | null> {
  if (!(await claim(db, now))) return null;
  const months = (await readSalonProfile(db)).guest_data_months;
  const cutoff = monthsBefore(now, months);
  let done = { bookings: 0, clients: 0 };
  let finished = false;
  for (let pass = 0; pass < BATCHES_PER_PASS && !finished; pass++) {
    const guestIds = await oldGuestBookings(db, cutoff);
    const clientIds = await oldDeskClients(db, cutoff);
    await db.transaction(async (tx) => {
      await anonymiseBookings(tx, guestIds, now);
      for (const id of clientIds) await eraseCustomer(tx, id, now, { byContact: false });
    });
    done = { bookings: done.bookings + guestIds.length, clients: done.clients + clientIds.length };
    finished = guestIds.length < BATCH && clientIds.length < BATCH;
  }
  if (done.bookings || done.clients) {
    await writeAuditLine(
      db,
      {
        actor: { kind: 'system' },
        address: null,
        action: 'guestDataSweep',
        target: `older than ${months} months`,
        after: done,
      },
      now,
    );
  }
  await db
    .update(guestDataSweeps)
    .set({ claimedUntil: null, lastRunAt: finished ? now : undefined })
    .where(eq(guestDataSweeps.id, 1));
  return done;
}
