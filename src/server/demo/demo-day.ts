/**
 * The demo salon's working day: bookings placed relative to the day the server first starts, so a
 * new user opening the calendar sees a real day rather than an empty grid: some today (those
 * already over are completed), some in the next two days, one no-show yesterday, and a lunch break.
 * Runs once per database, after the demo salon and its past visits. Times already taken are left
 * out (the overlap constraint decides, as everywhere).
 */

import { randomUUID } from 'node:crypto';
import { addDays, format, parseISO } from 'date-fns';
import { sql } from 'drizzle-orm';
import { visitParts } from '#shared/domain/service-time';
import { salonInstant } from '#shared/salon-instant';
import { salonToday } from '#shared/salon-time';
import type { Db } from '../db/connect';
import { bookingServices, bookings, customers, stylistBlocks } from '../db/schema';
import { recordBookingChange } from '../domain/booking-history';
import { isTimeTaken, segmentsAt, writeSegments } from '../domain/placement/segments';
import { claimDemoSeed, readDemoCast } from './demo-cast';

/** Names match demo-visits.ts where a client came before (their past visits count for them). */
type Planned = { stylist: number; service: number; day: number; time: string; who: string; noShow?: boolean };

const PLAN: Planned[] = [
  { stylist: 0, service: 0, day: 0, time: '10:00', who: 'Olivia Tan' },
  { stylist: 0, service: 1, day: 0, time: '14:00', who: 'demo' },
  { stylist: 1, service: 0, day: 0, time: '09:30', who: 'Jason Lim' },
  { stylist: 1, service: 0, day: 0, time: '15:30', who: 'Wei Ming' },
  { stylist: 2, service: 0, day: 0, time: '11:00', who: 'Siti Rahman' },
  { stylist: 3, service: 0, day: 0, time: '13:00', who: 'Li Na' },
  { stylist: 4, service: 0, day: 0, time: '16:00', who: 'Ryan Koh' },
  { stylist: 5, service: 1, day: 0, time: '12:00', who: 'Mei Ling' },
  { stylist: 0, service: 0, day: 1, time: '11:00', who: 'Joanne Yeo' },
  { stylist: 2, service: 1, day: 1, time: '15:00', who: 'Farah Aziz' },
  { stylist: 4, service: 1, day: 1, time: '10:30', who: 'Kelvin Ho' },
  { stylist: 3, service: 1, day: 2, time: '14:00', who: 'Angela Chen' },
  { stylist: 1, service: 0, day: -1, time: '16:00', who: 'Marcus Lee', noShow: true },
];

const emailOf = (name: string) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`;

/** A client the front desk added (no password: they cannot sign in until they register). */
async function frontDeskClient(db: Db, name: string, phone: string) {
  const email = emailOf(name);
  const [known] = await db.select().from(customers).where(sql`lower(${customers.email}) = ${email}`);
  if (known) return { id: known.id, name, email, phone: known.phoneNumber };
  const [row] = await db
    .insert(customers)
    .values({
      fullName: name,
      username: `client-${randomUUID()}`,
      email,
      phoneNumber: phone,
      passwordHash: '!',
      customerType: 'salon',
      staffNotes: name === 'Marcus Lee' ? 'Prefers a text reminder the day before.' : '',
    })
    .returning({ id: customers.id });
  return { id: row!.id, name, email, phone };
}

export async function seedDemoDay(db: Db): Promise<void> {
  if (!(await claimDemoSeed(db, 'demo_day_seeded'))) return;
  const { tz, team, grid, stylistAt, demoCustomer } = await readDemoCast(db);
  if (team.length === 0) return;
  const now = new Date();
  const today = salonToday(tz, now);
  const dateOf = (day: number) => format(addDays(parseISO(today), day), 'yyyy-MM-dd');

  for (const [i, p] of PLAN.entries()) {
    const { stylist, menu: listed } = stylistAt(p.stylist);
    // a day's bookings favour the shorter services: the shortest first (a stable sort keeps id order)
    const menu = [...listed].sort((a, b) => a.service.durationMinutes - b.service.durationMinutes);
    const slot = grid.find((g) => g.startTime === p.time);
    if (menu.length === 0 || !slot) continue;
    const o = menu[p.service % menu.length]!;
    const date = dateOf(p.day);
    const startsAt = salonInstant(date, p.time, tz);
    const endsAt = new Date(startsAt.getTime() + o.service.durationMinutes * 60_000);
    const status = p.noShow ? 'no_show' : endsAt <= now ? 'completed' : 'confirmed';
    const who =
      p.who === 'demo' && demoCustomer
        ? demoCustomer
        : await frontDeskClient(db, p.who, `8${String(2000000 + i * 6151).slice(-7)}`);
    try {
      await db.transaction(async (tx) => {
        const [b] = await tx
          .insert(bookings)
          .values({
            customerId: who.id,
            customerName: who.name,
            customerEmail: who.email,
            customerPhone: who.phone,
            stylistId: stylist.id,
            bookingDate: date,
            startSlotId: slot.id,
            startsAt,
            endsAt,
            durationMinutes: o.service.durationMinutes,
            subtotal: Number(o.price),
            totalAmount: Number(o.price),
            status,
            paymentState: 'not_required',
            paymentMethod: 'salon',
            statusChangedBy: status === 'confirmed' ? null : 'Rachel Ong',
            statusChangedAt: status === 'confirmed' ? null : endsAt,
            createdAt: new Date(startsAt.getTime() - 2 * 24 * 3600_000),
          })
          .returning({ id: bookings.id });
        await writeSegments(tx, b!.id, segmentsAt(stylist.id, startsAt, visitParts([o.service]).parts));
        await tx.insert(bookingServices).values({
          bookingId: b!.id,
          serviceId: o.service.id,
          name: o.service.name,
          description: o.service.description,
          durationMinutes: o.service.durationMinutes,
          price: Number(o.price),
          position: 0,
        });
        const created = new Date(Math.min(now.getTime(), startsAt.getTime() - 2 * 24 * 3600_000));
        await recordBookingChange(tx, b!.id, { kind: 'created', actor: { kind: 'system' } }, created);
        if (status !== 'confirmed')
          await recordBookingChange(
            tx,
            b!.id,
            { kind: 'status', actor: { kind: 'system' }, details: { from: 'confirmed', to: status } },
            new Date(Math.min(now.getTime(), endsAt.getTime())),
          );
      });
    } catch (e) {
      if (!isTimeTaken(e)) throw e;
    }
  }
  // Mei's lunch break today, drawn on the calendar and not offered to customers
  const mei = team[0]!;
  const [noon, one] = [grid.find((g) => g.startTime === '12:00'), grid.find((g) => g.startTime === '13:00')];
  if (noon && one)
    await db.insert(stylistBlocks).values({
      stylistId: mei.id,
      blockDate: today,
      startSlotId: noon.id,
      endSlotId: one.id,
      startsAt: salonInstant(today, '12:00', tz),
      endsAt: salonInstant(today, '13:00', tz),
      reason: 'break',
      createdBy: 'Rachel Ong',
    });
}
