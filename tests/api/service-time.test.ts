/**
 * Service time as salons book it: a colour's processing gap takes another client, its finishing
 * part and its clean-up do not, and the database decides a race for the gap. The colour here is
 * 120 minutes with processing from minute 30 for 40 and a 10-minute clean-up, at 10:00:
 * busy 10:00-10:30, free 10:30-11:10, busy 11:10-12:00, clean-up 12:00-12:10.
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guest, SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import { bookingSegments } from '../../src/server/db/schema';
import { colourUpdate, freeStylists, offeredTimes } from '../fixtures/admin-world';
import { openSalon } from '../support/open-salon';

const { server, t } = openSalon();

const COLOUR_PARTS = {
  duration_minutes: 120,
  processing_start_minutes: 30,
  processing_minutes: 40,
  buffer_minutes: 10,
};

async function setColourTime(parts: Partial<typeof COLOUR_PARTS>) {
  return server.call('servicesUpdate', { ...(await colourUpdate(server, t.admin)), ...parts } as never, {
    token: t.admin,
  });
}

let n = 0;
const book = (date: string, time: string, serviceIds: number[], stylist: number = STYLIST.mei) =>
  server.call('book', {
    ...guest,
    full_name: `Client ${++n}`,
    email: `client${n}@example.com`,
    phone_number: `9${String(3000000 + n).padStart(7, '0')}`,
    selected_service_ids: serviceIds,
    stylist_id: stylist,
    booking_date: date,
    start_slot_id: slotId(time),
    payment_keyword: 'card',
  });

const deskCreate = (date: string, time: string, serviceIds: number[]) =>
  server.call(
    'bookingCreate',
    {
      client_id: 0,
      full_name: `Desk Client ${++n}`,
      phone_number: `8${String(4000000 + n).padStart(7, '0')}`,
      email: '',
      selected_service_ids: serviceIds,
      stylist_id: STYLIST.mei,
      booking_date: date,
      start_slot_id: slotId(time),
      pay_at_salon: true,
    } as never,
    { token: t.staff },
  );

async function segmentsOf(bookingId: number) {
  const rows = await server.deps.db
    .select()
    .from(bookingSegments)
    .where(eq(bookingSegments.bookingId, bookingId))
    .orderBy(asc(bookingSegments.startsAt));
  return rows.map((r) => ({ kind: r.kind, minutes: (r.endsAt.getTime() - r.startsAt.getTime()) / 60_000 }));
}

describe("a service's time in parts", () => {
  it('saves processing time and clean-up, lists them, and refuses processing outside the service', async () => {
    const saved = await setColourTime(COLOUR_PARTS);
    expect(saved.status).toBe(200);
    const listed = await server.call('servicesList', { category_id: 0 } as never);
    expect(listed.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: SERVICE.colour, ...COLOUR_PARTS })]),
    );
    const outside = await setColourTime({ processing_start_minutes: 90, processing_minutes: 40 });
    expect(outside.status).toBe(400);
    expect(outside.body.errors.some((e) => e.startsWith('processing_minutes:'))).toBe(true);
    const plain = await server.call('servicesAdd', { name: 'Quick Trim' } as never, { token: t.admin });
    expect(plain.body.data).toMatchObject({
      processing_start_minutes: 0,
      processing_minutes: 0,
      buffer_minutes: 0,
    });
  });
});

describe('the processing gap', () => {
  it("books a cut into a colour's gap on the customer side, never into its finishing part or clean-up", async () => {
    await setColourTime(COLOUR_PARTS);
    const date = weekday(5);
    const colour = await book(date, '10:00', [SERVICE.colour]);
    expect(colour.status).toBe(200);
    expect(await segmentsOf(colour.body.data!.id)).toEqual([
      { kind: 'busy', minutes: 30 },
      { kind: 'busy', minutes: 50 },
      { kind: 'buffer', minutes: 10 },
    ]);
    // the visit the customer sees is the colour's two hours, without the clean-up
    expect(colour.body.data).toMatchObject({ appointment_end_time: '12:00' });

    const offered = await offeredTimes(server, STYLIST.mei, date, [SERVICE.mensCut]);
    expect(offered).toContain('10:30');
    expect(offered).not.toContain('10:00');
    expect(offered).not.toContain('11:00'); // would run into the finishing part
    expect(offered).not.toContain('11:30');
    expect(offered).not.toContain('12:00'); // inside the clean-up
    expect(offered).toContain('12:30');
    // a 60-minute cut does not fit the 40-minute gap
    expect(await offeredTimes(server, STYLIST.mei, date, [SERVICE.womensCut])).not.toContain('10:30');

    expect((await book(date, '11:00', [SERVICE.mensCut])).status).toBe(409);
    expect((await book(date, '12:00', [SERVICE.mensCut])).status).toBe(409);
    expect((await book(date, '10:30', [SERVICE.womensCut])).status).toBe(409);
    const cut = await book(date, '10:30', [SERVICE.mensCut]);
    expect(cut.status).toBe(200);
    expect((await book(date, '12:30', [SERVICE.mensCut])).status).toBe(200);
  });

  it('lets the front desk book the gap, and refuses the finishing part and the clean-up', async () => {
    await setColourTime(COLOUR_PARTS);
    const date = weekday(6);
    expect((await deskCreate(date, '10:00', [SERVICE.colour])).status).toBe(200);
    const finishing = await deskCreate(date, '11:00', [SERVICE.mensCut]);
    expect(finishing.status).toBe(409);
    expect(finishing.body.code).toBe('conflict');
    expect((await deskCreate(date, '12:00', [SERVICE.mensCut])).status).toBe(409);
    expect((await deskCreate(date, '10:30', [SERVICE.mensCut])).status).toBe(200);
    expect((await deskCreate(date, '10:30', [SERVICE.mensCut])).status).toBe(409);
  });

  it('counts the stylist free in the gap for "any stylist", and not in the finishing part', async () => {
    await setColourTime(COLOUR_PARTS);
    const date = weekday(9);
    const before = await freeStylists(server, date);
    expect((await book(date, '10:00', [SERVICE.colour])).status).toBe(200);
    const after = await freeStylists(server, date);
    expect(after.get('10:30')).toBe(before.get('10:30'));
    expect(after.get('11:00')).toBe(before.get('11:00')! - 1);
    expect(after.get('12:00')).toBe(before.get('12:00')! - 1);
    expect(after.get('12:30')).toBe(before.get('12:30'));
  });

  it('gives the gap to exactly one of 50 bookings racing for it', async () => {
    await setColourTime(COLOUR_PARTS);
    const date = weekday(7);
    expect((await book(date, '10:00', [SERVICE.colour])).status).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => book(date, '10:30', [SERVICE.mensCut])),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.some((s) => s >= 500)).toBe(false);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
  });

  it('moves the gap with the colour', async () => {
    await setColourTime(COLOUR_PARTS);
    const date = weekday(8);
    const colour = await book(date, '10:00', [SERVICE.colour]);
    expect(colour.status).toBe(200);
    const moved = await server.call(
      'bookingMove',
      {
        booking_id: colour.body.data!.id,
        stylist_id: STYLIST.mei,
        booking_date: date,
        start_slot_id: slotId('14:00'),
        notify_customer: false,
      } as never,
      { token: t.staff },
    );
    expect(moved.status).toBe(200);
    expect(await segmentsOf(colour.body.data!.id)).toEqual([
      { kind: 'busy', minutes: 30 },
      { kind: 'busy', minutes: 50 },
      { kind: 'buffer', minutes: 10 },
    ]);
    const offered = await offeredTimes(server, STYLIST.mei, date, [SERVICE.mensCut]);
    expect(offered).toEqual(expect.arrayContaining(['10:00', '10:30', '11:00', '14:30', '16:30']));
    expect(offered).not.toContain('14:00');
    expect(offered).not.toContain('15:00');
    expect(offered).not.toContain('16:00');
    expect((await deskCreate(date, '14:30', [SERVICE.mensCut])).status).toBe(200);
    expect((await deskCreate(date, '15:00', [SERVICE.mensCut])).status).toBe(409);
  });
});
