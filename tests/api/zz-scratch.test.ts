import { eq, sql } from 'drizzle-orm';
import { it } from 'vitest';
import { bookings, salonSettings, outbox } from '../../src/server/db/schema';
import { enqueueDueReminders } from '../../src/server/jobs/reminders';
import { STYLIST, weekday, SERVICE } from '../support/demo';
import { startTestServer } from '../support/test-server';
import { bookAndPay } from './payments-support';
it('x', async () => {
  const server = await startTestServer();
  const { booking, ret } = await bookAndPay(server, { stylist: STYLIST.priya, service: SERVICE.brows, date: weekday(7), time: '10:00' });
  await server.call('paymentStatus', ret);
  await server.deps.db.update(salonSettings).set({ reminderLeadMinutes: 14 * 24 * 60 });
  await server.deps.db.update(bookings).set({ createdAt: sql`${bookings.startsAt} - interval '20 days'` }).where(eq(bookings.id, booking.id));
  console.log(await server.deps.db.select({s: bookings.status, st: bookings.startsAt, c: bookings.createdAt, r: bookings.reminderSentAt}).from(bookings).where(eq(bookings.id, booking.id)));
  console.log(await enqueueDueReminders(server.deps));
  console.log((await server.deps.db.select().from(outbox)).map(o => [o.kind, o.bookingId]));
  await server.close();
});
