/**
 * A stylist's own length of a service (a junior takes longer): a junior with 45 minutes for a
 * 30-minute men's cut is offered only starts that fit 45 minutes, books 45 and blocks 45; the other
 * stylists keep 30, and "any stylist" honours each one's length. The length is 5 to 600 minutes in
 * steps of 5, and never ends before a service's processing time does.
 */
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { guest, SERVICE, slotId, weekday } from '../../scripts/support/demo-salon';
import { bookingSegments, bookings } from '../../src/server/db/schema';
import type { StylistOption } from '../../src/shared/contract/stylists';
import { colourUpdate, freeStylists, offeredTimes } from '../fixtures/admin-world';
import { openSalon } from '../support/open-salon';

/** Two stylists who do the men's cut: the junior gets 45 minutes, the senior keeps the cut's 30. */
let junior: StylistOption;
let senior: StylistOption;

const { server, t } = openSalon();
beforeAll(async () => {
  const res = await server.call('stylistsByServices', { service_ids: [SERVICE.mensCut] });
  const cutters = res.body.data as StylistOption[];
  expect(cutters.length).toBeGreaterThanOrEqual(2);
  [junior, senior] = cutters as [StylistOption, StylistOption];
});

const setMinutes = (stylistId: number, serviceId: number, minutes: unknown, price = 30) =>
  server.call(
    'stylistServiceUpdate',
    { stylist_id: stylistId, service_id: serviceId, price, duration_minutes: minutes } as never,
    { token: t.admin },
  );

let n = 0;
const book = (date: string, time: string, stylist: number) =>
  server.call('book', {
    ...guest,
    full_name: `Client ${++n}`,
    email: `length${n}@example.com`,
    phone_number: `9${String(5000000 + n).padStart(7, '0')}`,
    selected_service_ids: [SERVICE.mensCut],
    stylist_id: stylist,
    booking_date: date,
    start_slot_id: slotId(time),
    payment_keyword: 'card',
  });

async function lengthOf(bookingId: number) {
  const [b] = await server.deps.db.select().from(bookings).where(eq(bookings.id, bookingId));
  const segments = await server.deps.db
    .select()
    .from(bookingSegments)
    .where(eq(bookingSegments.bookingId, bookingId))
    .orderBy(asc(bookingSegments.startsAt));
  return {
    stylist: b!.stylistId,
    minutes: b!.durationMinutes,
    busy: segments.map((s) => (s.endsAt.getTime() - s.startsAt.getTime()) / 60_000),
  };
}

describe("a stylist's own length of a service", () => {
  it("is saved, listed and cleared through the stylist's services calls", async () => {
    const saved = await setMinutes(junior.id, SERVICE.mensCut, 45);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ service_id: SERVICE.mensCut, price: 30, duration_minutes: 45 });
    // a price change alone keeps it
    const repriced = await server.call(
      'stylistServiceUpdate',
      { stylist_id: junior.id, service_id: SERVICE.mensCut, price: 32 },
      { token: t.admin },
    );
    expect(repriced.body.data).toMatchObject({ price: 32, duration_minutes: 45 });
    const listed = await server.call('stylistServices', { stylist_id: junior.id }, { token: t.staff });
    expect(listed.body.data!.find((s) => s.service_id === SERVICE.mensCut)?.duration_minutes).toBe(45);
    const cleared = await setMinutes(junior.id, SERVICE.mensCut, null);
    expect(cleared.body.data).toMatchObject({ duration_minutes: null });
    expect((await setMinutes(junior.id, SERVICE.mensCut, '')).body.data).toMatchObject({
      duration_minutes: null,
    });
  });

  it('refuses lengths out of range, off the 5-minute step, not numbers, or ending inside processing', async () => {
    for (const bad of [0, 3, 601, 47, 12.5, 'abc', -5, 2_147_483_648]) {
      const res = await setMinutes(junior.id, SERVICE.mensCut, bad);
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.code).toBe('validation');
      expect(res.body.field_errors).toHaveProperty('duration_minutes');
    }
    // a colour with processing from minute 30 for 40: 70 minutes leaves no finishing part
    const colourLinks = await server.call('stylistsByServices', { service_ids: [SERVICE.colour] });
    const colourist = (colourLinks.body.data as StylistOption[])[0]!;
    await server.call(
      'servicesUpdate',
      {
        ...(await colourUpdate(server, t.admin)),
        processing_start_minutes: 30,
        processing_minutes: 40,
      } as never,
      { token: t.admin },
    );
    const tooShort = await setMinutes(colourist.id, SERVICE.colour, 70, 80);
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.field_errors).toHaveProperty('duration_minutes');
    expect((await setMinutes(colourist.id, SERVICE.colour, 75, 80)).status).toBe(200);
    // adding a service with a bad length is refused too
    const add = await server.call(
      'stylistServiceAdd',
      { stylist_id: senior.id, service_id: 999_999, price: 10, duration_minutes: 7 } as never,
      { token: t.admin },
    );
    expect(add.status).toBe(400);
    await setMinutes(colourist.id, SERVICE.colour, null, 80);
  });

  it('offers the junior only starts that fit 45 minutes, books 45 and blocks 45; the senior keeps 30', async () => {
    const date = weekday(3);
    await setMinutes(junior.id, SERVICE.mensCut, null);
    const before = await offeredTimes(server, junior.id, date, [SERVICE.mensCut]);
    // the junior's own price too: the booking is priced at it
    expect((await setMinutes(junior.id, SERVICE.mensCut, 45, 32)).status).toBe(200);
    const after = await offeredTimes(server, junior.id, date, [SERVICE.mensCut]);
    // the last half hour of the junior's day no longer holds a 45-minute cut
    expect(before.at(-1)).toBeDefined();
    expect(after).not.toContain(before.at(-1));
    expect(after).toEqual(before.slice(0, -1));

    const cut = await book(date, '10:00', junior.id);
    expect(cut.status).toBe(200);
    expect(cut.body.data).toMatchObject({ appointment_end_time: '10:45' });
    expect(await lengthOf(cut.body.data!.id)).toEqual({ stylist: junior.id, minutes: 45, busy: [45] });
    // 10:30 would start inside the junior's 45 minutes
    const offered = await offeredTimes(server, junior.id, date, [SERVICE.mensCut]);
    expect(offered).not.toContain('10:00');
    expect(offered).not.toContain('10:30');
    expect(offered).toContain('11:00');
    expect((await book(date, '10:30', junior.id)).status).toBe(409);

    const other = await book(date, '10:00', senior.id);
    expect(other.status).toBe(200);
    expect(other.body.data).toMatchObject({ appointment_end_time: '10:30' });
    expect(await lengthOf(other.body.data!.id)).toEqual({ stylist: senior.id, minutes: 30, busy: [30] });
    expect(await offeredTimes(server, senior.id, date, [SERVICE.mensCut])).toContain('10:30');
    // the price stays the stylist's own
    expect(Number(cut.body.data!.total_amount)).toBe(32);
  });

  it('shows each stylist their own length when choosing by time, and "any stylist" honours each', async () => {
    const date = weekday(4);
    expect((await setMinutes(junior.id, SERVICE.mensCut, 45)).status).toBe(200);
    const free = await server.call('stylistsAvailable', {
      booking_date: date,
      start_slot_id: slotId('11:00'),
      selected_service_ids: [SERVICE.mensCut],
    });
    const options = free.body.data as StylistOption[];
    expect(options.find((o) => o.id === junior.id)?.duration_minutes).toBe(45);
    expect(options.find((o) => o.id === senior.id)?.duration_minutes).toBe(30);

    const before = await freeStylists(server, date);
    expect((await book(date, '10:00', junior.id)).status).toBe(200);
    expect((await book(date, '10:00', senior.id)).status).toBe(200);
    const after = await freeStylists(server, date);
    // at 10:30 the senior is free again, the junior is still cutting
    expect(after.get('10:30')).toBe(before.get('10:30')! - 1);
    expect(after.get('11:00')).toBe(before.get('11:00'));

    // "any stylist": each booking lasts its stylist's length
    const placed: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await book(date, '13:00', 0);
      if (res.status !== 200) continue;
      const got = await lengthOf(res.body.data!.id);
      expect(got.minutes).toBe(got.stylist === junior.id ? 45 : 30);
      expect(got.busy).toEqual([got.minutes]);
      placed.push(got.stylist);
    }
    expect(placed.length).toBeGreaterThan(0);
    // and when only the junior is left free at a time, the booking is theirs and lasts 45
    const alone = await onlyJuniorFree(date);
    const res = await book(date, alone, 0);
    expect(res.status).toBe(200);
    expect(await lengthOf(res.body.data!.id)).toEqual({ stylist: junior.id, minutes: 45, busy: [45] });
  });
});

describe("a move to another stylist takes that stylist's length", () => {
  const move = (bookingId: number, stylist: number, date: string, time: string) =>
    server.call(
      'bookingMove',
      {
        booking_id: bookingId,
        stylist_id: stylist,
        booking_date: date,
        start_slot_id: slotId(time),
        notify_customer: false,
      } as never,
      { token: t.staff },
    );

  it("the desk's move of the junior's 45 minutes to the senior makes it 30, and back 45", async () => {
    const date = weekday(6);
    expect((await setMinutes(junior.id, SERVICE.mensCut, 45)).status).toBe(200);
    const cut = await book(date, '10:00', junior.id);
    expect(cut.status).toBe(200);
    const id = cut.body.data!.id;
    expect((await move(id, senior.id, date, '11:00')).status).toBe(200);
    expect(await lengthOf(id)).toEqual({ stylist: senior.id, minutes: 30, busy: [30] });
    expect((await move(id, junior.id, date, '14:00')).status).toBe(200);
    expect(await lengthOf(id)).toEqual({ stylist: junior.id, minutes: 45, busy: [45] });
    // the junior's 45 minutes block 14:30 for them
    expect((await book(date, '14:30', junior.id)).status).toBe(409);
    // a move at the same stylist keeps the shape as booked
    expect((await move(id, junior.id, date, '15:00')).status).toBe(200);
    expect(await lengthOf(id)).toEqual({ stylist: junior.id, minutes: 45, busy: [45] });
  });
});

/** A time at which every other men's-cut stylist is booked (each booked at 15:00 here), the junior not. */
async function onlyJuniorFree(date: string): Promise<string> {
  const res = await server.call('stylistsByServices', { service_ids: [SERVICE.mensCut] });
  for (const s of res.body.data as StylistOption[])
    if (s.id !== junior.id) expect((await book(date, '15:00', s.id)).status).toBe(200);
  return '15:00';
}
