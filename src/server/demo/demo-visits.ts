/**
 * Demo past visits: completed, paid bookings over the last four weeks, most of them rated with a
 * comment, so the demo stylists show real ratings and the demo customer (demo / demo1234) has
 * visits to look back on and two still to rate. Runs once per database, after the demo salon.
 */

import { addDays, format, getDay, parseISO } from 'date-fns';
import { visitParts } from '#shared/domain/service-time';
import { salonInstant } from '#shared/salon-instant';
import { salonToday } from '#shared/salon-time';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { bookingServices, bookings, payments, ratings } from '../db/schema';
import { isTimeTaken, segmentsAt, writeSegments } from '../domain/placement/segments';
import { claimDemoSeed, readDemoCast } from './demo-cast';

type Visit = {
  /** Index of the stylist in id order, and of the stylist's services to book. */
  stylist: number;
  services: number[];
  daysAgo: number;
  time: string;
  /** 'demo' for the demo customer, else a guest's name. */
  who: string;
  rating?: number;
  comment?: string;
};

const VISITS: Visit[] = [
  {
    stylist: 0,
    services: [0],
    daysAgo: 3,
    time: '10:00',
    who: 'demo',
    rating: 5,
    comment: 'Mei listened to exactly what I wanted. Best colour I have had in years.',
  },
  {
    stylist: 0,
    services: [2],
    daysAgo: 9,
    time: '13:00',
    who: 'Hannah Goh',
    rating: 5,
    comment: 'Beautiful balayage, so natural. Worth every cent.',
  },
  {
    stylist: 0,
    services: [0],
    daysAgo: 17,
    time: '11:00',
    who: 'Tan Jia Hui',
    rating: 4,
    comment: '发色很自然，服务很贴心。',
  },
  {
    stylist: 1,
    services: [0],
    daysAgo: 4,
    time: '09:30',
    who: 'Marcus Lee',
    rating: 5,
    comment: 'Quick, sharp and friendly. Will be back.',
  },
  {
    stylist: 1,
    services: [0],
    daysAgo: 12,
    time: '15:00',
    who: 'Ethan Wong',
    rating: 4,
    comment: 'Good cut, a short wait at the start.',
  },
  { stylist: 1, services: [1], daysAgo: 24, time: '10:30', who: 'demo' },
  { stylist: 2, services: [0], daysAgo: 2, time: '14:00', who: 'demo' },
  {
    stylist: 2,
    services: [0, 2],
    daysAgo: 8,
    time: '11:30',
    who: 'Nurul Huda',
    rating: 5,
    comment: 'Gorgeous nail art, still perfect after three weeks.',
  },
  {
    stylist: 2,
    services: [1],
    daysAgo: 19,
    time: '15:00',
    who: 'Chloe Lim',
    rating: 5,
    comment: 'Relaxing pedicure and a spotless station.',
  },
  {
    stylist: 3,
    services: [0],
    daysAgo: 5,
    time: '10:00',
    who: 'Amanda Teo',
    rating: 5,
    comment: 'My skin has never felt better. Sofia explains every step.',
  },
  {
    stylist: 3,
    services: [1],
    daysAgo: 15,
    time: '14:30',
    who: 'Rachel Koh',
    rating: 4,
    comment: 'Lovely facial; the room was a little cold.',
  },
  {
    stylist: 4,
    services: [0],
    daysAgo: 6,
    time: '12:00',
    who: 'Sarah Ng',
    rating: 5,
    comment: 'Kenji is a true artist with scissors.',
  },
  {
    stylist: 4,
    services: [2],
    daysAgo: 13,
    time: '10:00',
    who: 'Daniel Chua',
    rating: 5,
    comment: '技术一流，非常专业。',
  },
  {
    stylist: 4,
    services: [1],
    daysAgo: 26,
    time: '15:30',
    who: 'demo',
    rating: 4,
    comment: 'Great cut, and booking online was easy.',
  },
  {
    stylist: 5,
    services: [0],
    daysAgo: 7,
    time: '10:30',
    who: 'Priyanka Das',
    rating: 5,
    comment: 'My wedding makeup was flawless all day.',
  },
  {
    stylist: 5,
    services: [1],
    daysAgo: 20,
    time: '13:30',
    who: 'Grace Tan',
    rating: 4,
    comment: 'Neat brows, quick and gentle.',
  },
];

/** A working day for the visit: Sundays move to Saturday, Saturday hours start at 10:00. */
function visitDate(today: string, v: Visit): { date: string; time: string } {
  let d = addDays(parseISO(today), -v.daysAgo);
  if (getDay(d) === 0) d = addDays(d, -1);
  const saturday = getDay(d) === 6;
  return {
    date: format(d, 'yyyy-MM-dd'),
    time: saturday && (v.time < '10:00' || v.time >= '14:00') ? '11:00' : v.time,
  };
}

const emailOf = (name: string) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`;

export async function seedDemoVisits(db: Db, _config: Config): Promise<void> {
  if (!(await claimDemoSeed(db, 'demo_visits_seeded'))) return;
  const { tz, team, grid, stylistAt, demoCustomer } = await readDemoCast(db);
  if (team.length === 0) return;
  const today = salonToday(tz);

  for (const [i, v] of VISITS.entries()) {
    const { stylist, menu } = stylistAt(v.stylist);
    if (menu.length === 0) continue;
    const chosen = [...new Set(v.services.map((k) => menu[k % menu.length]!))];
    const { date, time } = visitDate(today, v);
    const slot = grid.find((g) => g.startTime === time);
    if (!slot) continue;
    const duration = chosen.reduce((sum, o) => sum + o.service.durationMinutes, 0);
    const total = chosen.reduce((sum, o) => sum + Math.round(Number(o.price) * 100), 0) / 100;
    const startsAt = salonInstant(date, time, tz);
    const endsAt = new Date(startsAt.getTime() + duration * 60_000);
    const customer =
      v.who === 'demo' && demoCustomer
        ? demoCustomer
        : { id: null, name: v.who, email: emailOf(v.who), phone: `9${String(1000000 + i * 7919).slice(-7)}` };
    try {
      await db.transaction(async (tx) => {
        const [b] = await tx
          .insert(bookings)
          .values({
            customerId: customer.id,
            customerName: customer.name,
            customerEmail: customer.email,
            customerPhone: customer.phone,
            stylistId: stylist.id,
            bookingDate: date,
            startSlotId: slot.id,
            startsAt,
            endsAt,
            durationMinutes: duration,
            subtotal: total,
            totalAmount: total,
            status: 'completed',
            paymentState: 'paid',
            paymentMethod: i % 3 === 0 ? 'ewallet' : 'card',
            statusChangedBy: 'frontdesk',
            statusChangedAt: endsAt,
            reminderSentAt: new Date(startsAt.getTime() - 24 * 3600_000),
            createdAt: new Date(startsAt.getTime() - 3 * 24 * 3600_000),
            updatedAt: endsAt,
          })
          .returning({ id: bookings.id });
        const bookingId = b!.id;
        const parts = visitParts(chosen.map((o) => o.service)).parts;
        await writeSegments(tx, bookingId, segmentsAt(stylist.id, startsAt, parts));
        await tx.insert(bookingServices).values(
          chosen.map((o, position) => ({
            bookingId,
            serviceId: o.service.id,
            name: o.service.name,
            description: o.service.description,
            durationMinutes: o.service.durationMinutes,
            price: Number(o.price),
            position,
          })),
        );
        await tx.insert(payments).values({
          bookingId,
          orderId: `DEMO${bookingId}-PAID`,
          provider: 'sandbox',
          method: i % 3 === 0 ? 'ewallet' : 'card',
          amount: total,
          state: 'paid',
          resultCode: '0000',
          resultDescription: 'Payment successful',
          referenceNo: `SBXDEMO${bookingId}`,
          cardNo: i % 3 === 0 ? '****4567' : '424242******4242',
          cardOrgn: i % 3 === 0 ? 'GRABPAY' : 'VISA',
          createdAt: new Date(startsAt.getTime() - 3 * 24 * 3600_000),
          settledAt: new Date(startsAt.getTime() - 3 * 24 * 3600_000 + 120_000),
        });
        if (v.rating) {
          await tx.insert(ratings).values({
            bookingId,
            customerId: customer.id,
            stylistId: stylist.id,
            rating: v.rating,
            comment: v.comment ?? '',
            createdAt: new Date(Math.min(Date.now(), endsAt.getTime() + 5 * 3600_000)),
          });
        }
      });
    } catch (e) {
      // Another demo booking already holds that time: leave this visit out.
      if (!isTimeTaken(e)) throw e;
    }
  }
}
