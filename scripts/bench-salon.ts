/** Grows the demo salon to `total` stylists (all doing men's cuts) with 4 weeks of slots, for benchmarks. */
import { addDays, format } from 'date-fns';
import type { Config } from '../src/server/config';
import type { Db } from '../src/server/db/connect';
import { stylistServices, stylists, timeSlots, weeklyHours } from '../src/server/db/schema';
import { defaultWeeklyHours } from '../src/server/db/seed';
import { publishSlots } from '../src/server/domain/availability/publish';
import { salonToday } from '../src/shared/salon-time';

export async function addBenchStylists(db: Db, config: Config, total: number): Promise<void> {
  const grid = await db.select().from(timeSlots);
  const slotIdOf = (t: string) => grid.find((g) => g.startTime === t)!.id;
  const today = salonToday(config.salonTz);
  const until = format(addDays(new Date(`${today}T00:00:00Z`), 27), 'yyyy-MM-dd');
  const existing = await db.select({ id: stylists.id }).from(stylists);
  for (const s of existing)
    await db
      .insert(stylistServices)
      .values({ stylistId: s.id, serviceId: 2, price: 40 })
      .onConflictDoNothing();
  for (let i = existing.length + 1; i <= total; i++) {
    const [row] = await db
      .insert(stylists)
      .values({ fullName: `Bench Stylist ${i}`, email: `bench${i}@tress.salon`, speciality: 'Cuts' })
      .returning();
    await db.insert(stylistServices).values({ stylistId: row!.id, serviceId: 2, price: 40 });
    await db
      .insert(weeklyHours)
      .values(defaultWeeklyHours(slotIdOf).map((h) => ({ stylistId: row!.id, ...h })));
    await publishSlots(db, row!.id, today, until);
  }
}
