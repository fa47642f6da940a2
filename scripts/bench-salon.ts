/**
 * Grows the demo salon to `total` stylists (all doing men's cuts and colours) with 4 weeks of
 * slots, for benchmarks; a tenth of the services have processing time.
 */
import { addDays, format } from 'date-fns';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../src/server/config';
import type { Db } from '../src/server/db/connect';
import {
  bookingSegments,
  bookings,
  services,
  stylistServices,
  stylists,
  timeSlots,
  weeklyHours,
} from '../src/server/db/schema';
import { defaultWeeklyHours } from '../src/server/db/seed';
import { publishSlots } from '../src/server/domain/availability/publish';
import { segmentsInsert } from '../src/server/domain/placement/segments';
import { salonToday } from '../src/shared/salon-time';

export async function addBenchStylists(db: Db, config: Config, total: number): Promise<void> {
  const grid = await db.select().from(timeSlots);
  const slotIdOf = (t: string) => grid.find((g) => g.startTime === t)!.id;
  const today = salonToday(config.salonTz);
  const until = format(addDays(new Date(`${today}T00:00:00Z`), 27), 'yyyy-MM-dd');
  // a tenth of the services (1 in 10 by id: the colour, the event makeup) have processing time
  await db
    .update(services)
    .set({
      processingStartMinutes: sql`${services.durationMinutes} / 3`,
      processingMinutes: sql`${services.durationMinutes} / 3`,
      bufferMinutes: 10,
    })
    .where(eq(sql`${services.id} % 10`, 3));
  const existing = await db.select({ id: stylists.id }).from(stylists);
  for (const s of existing)
    await db
      .insert(stylistServices)
      .values([
        { stylistId: s.id, serviceId: 2, price: 40 },
        { stylistId: s.id, serviceId: 3, price: 120 },
      ])
      .onConflictDoNothing();
  for (let i = existing.length + 1; i <= total; i++) {
    const [row] = await db
      .insert(stylists)
      .values({ fullName: `Bench Stylist ${i}`, email: `bench${i}@tress.salon`, specialty: 'Cuts' })
      .returning();
    await db.insert(stylistServices).values([
      { stylistId: row!.id, serviceId: 2, price: 40 },
      { stylistId: row!.id, serviceId: 3, price: 120 },
    ]);
    await db
      .insert(weeklyHours)
      .values(defaultWeeklyHours(slotIdOf).map((h) => ({ stylistId: row!.id, ...h })));
    await publishSlots(db, row!.id, today, until);
  }
}

/**
 * Gives the salon the past a working salon has: `days` of completed, paid bookings (a few an hour
 * per stylist), and the planner's statistics of them. A benchmark on empty tables measures plans
 * that no salon in business runs: PostgreSQL plans a statement for tables as it last saw them, and
 * a new database has never been looked at.
 */
export async function addBookingHistory(db: Db, config: Config, days: number): Promise<void> {
  await db.execute(sql`insert into ${bookings} (customer_name, customer_email, customer_phone, stylist_id,
      booking_date, start_slot_id, starts_at, ends_at, duration_minutes, subtotal, total_amount, status,
      payment_state, payment_method, language)
    select 'Past Guest', 'past' || n || '@example.com', (70000000 + n)::text, stylist, day, slot,
      starts_at, starts_at + interval '30 minutes', 30, 40, 40, 'completed', 'paid', 'card', 'en'
    from (
      select row_number() over () as n, ${stylists.id} as stylist, day::date as day, ${timeSlots.id} as slot,
        (day::date + ${timeSlots.startTime}::time) at time zone ${config.salonTz} as starts_at
      from ${stylists}, ${timeSlots},
        generate_series(current_date - ${days}::int, current_date - 1, interval '1 day') as day
      where ${timeSlots.startTime} in ('10:00', '11:00', '13:00', '14:00', '15:00', '16:00')
    ) as past
    on conflict do nothing`);
  // the demo's own visits keep their time: a past booking over one of them is left out
  await db.execute(sql`delete from ${bookings} as past where past.customer_name = 'Past Guest'
    and exists (select 1 from ${bookingSegments} as s where s.stylist_id = past.stylist_id and s.active
      and tstzrange(s.starts_at, s.ends_at, '[)') && tstzrange(past.starts_at, past.ends_at, '[)'))`);
  // their busy time, as the placement command writes it: one segment each
  const past = await db
    .select({
      id: bookings.id,
      stylistId: bookings.stylistId,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
    })
    .from(bookings)
    .where(eq(bookings.customerName, 'Past Guest'));
  for (let i = 0; i < past.length; i += 1000)
    await segmentsInsert(
      db,
      past.slice(i, i + 1000).map(({ id, ...b }) => ({ ...b, bookingId: id, kind: 'busy', active: true })),
    );
  await db.execute(sql`analyze`);
}
