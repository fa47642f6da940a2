/**
 * A staff move's notice waits out the undo window: the client is told once the move can no longer
 * be undone, and a move undone in time tells nobody. The clock is moved, never waited for.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import { bookings, outbox } from '../../src/server/db/schema';
import { workOutbox } from '../../src/server/jobs/outbox-runner';
import { offeredTimes } from '../fixtures/admin-world';
import { openSalon } from '../support/open-salon';

let offsetMs = 0;
const { server, t } = openSalon({}, { now: () => new Date(Date.now() + offsetMs) });

const MOVE_KINDS = ['booking_rescheduled_email', 'booking_rescheduled'];

async function madeAt(n: number, date: string) {
  const [from, to] = await offeredTimes(server, STYLIST.mei, date, [SERVICE.womensCut]);
  const made = await server.call(
    'bookingCreate',
    {
      client_id: 0,
      full_name: `Moved Client ${n}`,
      phone_number: `8${String(n).padStart(7, '0')}`,
      email: `moved.${n}@example.com`,
      selected_service_ids: [SERVICE.womensCut],
      stylist_id: STYLIST.mei,
      booking_date: date,
      start_slot_id: slotId(from!),
    } as never,
    { token: t.staff },
  );
  expect(made.status).toBe(200);
  return { id: made.body.data!.id, from: from!, to: to! };
}

const move = (id: number, date: string, time: string) =>
  server.call(
    'bookingMove',
    { booking_id: id, booking_date: date, start_slot_id: slotId(time), stylist_id: STYLIST.mei },
    { token: t.staff },
  );

/** The move notices of a booking the outbox has sent. */
const sentMoves = async (id: number) =>
  (
    await server.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.bookingId, id), eq(outbox.state, 'sent')))
  ).filter((m) => MOVE_KINDS.includes(m.kind));

describe('a staff move’s notice', () => {
  it('waits out the undo window, then goes once', async () => {
    const date = weekday(2);
    const b = await madeAt(1, date);
    expect((await move(b.id, date, b.to)).status).toBe(200);
    await workOutbox(server.deps);
    expect(await sentMoves(b.id)).toEqual([]);
    offsetMs += 2 * 60_000;
    await workOutbox(server.deps);
    const sent = await sentMoves(b.id);
    expect(sent.map((m) => m.kind).sort()).toEqual([...MOVE_KINDS].sort());
  });

  it('sends nothing for a move undone in time', async () => {
    const date = weekday(3);
    const b = await madeAt(2, date);
    expect((await move(b.id, date, b.to)).status).toBe(200);
    offsetMs += 5_000;
    expect((await move(b.id, date, b.from)).status).toBe(200); // Undo
    offsetMs += 2 * 60_000;
    await workOutbox(server.deps);
    expect(await sentMoves(b.id)).toEqual([]);
    const left = await server.deps.db.select().from(outbox).where(eq(outbox.bookingId, b.id));
    expect(left.filter((m) => MOVE_KINDS.includes(m.kind))).toEqual([]);
  });

  it('tells of two quick moves once, from where the client last knew the booking', async () => {
    const date = weekday(4);
    const b = await madeAt(3, date);
    const [, , third] = await offeredTimes(server, STYLIST.mei, date, [SERVICE.womensCut]);
    const [first] = await server.deps.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect((await move(b.id, date, b.to)).status).toBe(200);
    expect((await move(b.id, date, third!)).status).toBe(200);
    offsetMs += 2 * 60_000;
    await workOutbox(server.deps);
    const sent = await sentMoves(b.id);
    expect(sent).toHaveLength(2);
    const hook = sent.find((m) => m.kind === 'booking_rescheduled')!.payload as {
      change: { previous: { starts_at: string } };
    };
    expect(hook.change.previous.starts_at).toBe(first!.startsAt.toISOString());
  });
});
