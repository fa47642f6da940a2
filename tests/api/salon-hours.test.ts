/**
 * The salon's hours are its own: opening hours per weekday, closures, the booking window, the
 * grid's step and the minimum notice. The defaults are the hours every salon starts with; a change
 * moves the free times at once, and bookings it leaves outside the hours are listed, not dropped.
 * The server's clock is 07:00 on a Monday-to-Friday date, before the salon opens.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { guest, SERVICE, STYLIST, slotId, TZ, weekday } from '../../scripts/support/demo-salon';
import type { SalonProfile } from '../../src/shared/contract/back-office';
import { DEFAULT_SALON_HOURS } from '../../src/shared/domain/salon-hours';
import { salonInstant } from '../../src/shared/salon-instant';
import { addDaysIso } from '../../src/shared/salon-time';
import { adminToken, staffToken, startTestServer, type TestServer } from '../support/test-server';

const today = weekday(1);
const now = salonInstant(today, '07:00', TZ);
/** The n-th Monday-to-Friday date after the server's today. */
const workday = (n: number) => weekday(n, now);

let server: TestServer;
let admin: string;
let defaults: SalonProfile;
beforeAll(async () => {
  server = await startTestServer({}, { now: () => now });
  admin = await adminToken(server);
  defaults = (await server.call('settings', {})).body.data!;
});
afterAll(() => server.close());
afterEach(async () => {
  const res = await server.call('settingsUpdate', { ...defaults, ...DEFAULT_SALON_HOURS }, { token: admin });
  expect(res.status).toBe(200);
});

const setHours = (hours: Partial<SalonProfile>) =>
  server.call('settingsUpdate', { ...defaults, ...hours }, { token: admin });
const everyDay = (open: string | null, close: string | null) =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open, close }));
const startTimes = async (date: string, service: number, stylist: number) => {
  const res = await server.call('slotsByStylist', {
    booking_date: date,
    selected_service_ids: [service],
    stylist_id: stylist,
  });
  expect(res.status).toBe(200);
  return res.body.data!.map((s) => s.start_time);
};
const freeDates = async (stylist: number = STYLIST.daniel) =>
  (await server.call('freeDates', { selected_service_ids: [SERVICE.mensCut], stylist_id: stylist })).body
    .data!;
const book = (date: string, time: string, service: number, stylist: number) =>
  server.call('book', {
    ...guest,
    selected_service_ids: [service],
    stylist_id: stylist,
    booking_date: date,
    start_slot_id: slotId(time),
    payment_keyword: 'card',
  });

describe("the salon's hours", () => {
  it('start as 09:00 to 17:30 every day on a 30-minute grid, 14 days ahead, with no notice', () => {
    expect(defaults).toMatchObject({
      opening_hours: everyDay('09:00', '17:30'),
      closures: [],
      booking_window_days: 14,
      slot_minutes: 30,
      min_notice_minutes: 0,
    });
  });

  it('open 08:00 to 20:00: a stylist working those hours is offered from 08:00 to 19:30', async () => {
    const day = workday(2);
    const shift = (start: string, end: string) =>
      server.call(
        'saveShifts',
        {
          stylist_id: STYLIST.daniel,
          shifts: [{ shift_date: day, shift_start_slot_id: slotId(start), shift_end_slot_id: slotId(end) }],
        },
        { token: admin },
      );
    // before: 08:00 is not a time of the salon, so no stylist may work it
    expect((await shift('08:00', '20:00')).status).toBe(400);
    expect((await setHours({ opening_hours: everyDay('08:00', '20:00') })).status).toBe(200);
    expect((await shift('08:00', '20:00')).status).toBe(200);
    const times = await startTimes(day, SERVICE.mensCut, STYLIST.daniel);
    expect(times).toContain('08:00');
    expect(times).toContain('19:30');
    expect(times).not.toContain('20:00');
    expect((await book(day, '19:30', SERVICE.mensCut, STYLIST.daniel)).status).toBe(200);
  });

  it('closed on a date: nothing is offered, and the date list says closed, with the reason', async () => {
    const day = workday(3);
    expect((await freeDates()).find((d) => d.date === day)).toMatchObject({
      has_free_times: true,
      closed: false,
    });
    const res = await setHours({ closures: [{ from_date: day, to_date: day, reason: 'Public holiday' }] });
    expect(res.status).toBe(200);
    expect(await startTimes(day, SERVICE.mensCut, STYLIST.daniel)).toEqual([]);
    expect(await startTimes(day, SERVICE.mensCut, 0)).toEqual([]);
    expect((await freeDates()).find((d) => d.date === day)).toEqual({
      date: day,
      has_free_times: false,
      closed: true,
      closed_reason: 'Public holiday',
    });
    expect((await book(day, '10:00', SERVICE.mensCut, STYLIST.daniel)).status).toBe(409);
  });

  it('tells a closed weekday from a full one: a day no stylist works is full, not closed', async () => {
    const sunday = (await freeDates()).find((d) => new Date(`${d.date}T12:00:00Z`).getUTCDay() === 0)!;
    expect(sunday).toMatchObject({ has_free_times: false, closed: false, closed_reason: null });
    await setHours({
      opening_hours: everyDay('09:00', '17:30').map((d) =>
        d.weekday === 0 ? { ...d, open: null, close: null } : d,
      ),
    });
    expect((await freeDates()).find((d) => d.date === sunday.date)).toMatchObject({
      has_free_times: false,
      closed: true,
      closed_reason: null,
    });
  });

  it('bookable 60 days ahead: day 45 is offered once the stylist is published that far', async () => {
    let day = addDaysIso(today, 45);
    while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = addDaysIso(day, 1);
    const before = await server.call('slotsByStylist', {
      booking_date: day,
      selected_service_ids: [SERVICE.mensCut],
      stylist_id: STYLIST.daniel,
    });
    expect(before.status).toBe(400);
    expect((await setHours({ booking_window_days: 60 })).status).toBe(200);
    const generated = await server.call(
      'generateSlots',
      { stylist_id: STYLIST.daniel, weeks: 12 },
      { token: admin },
    );
    expect(generated.status).toBe(200);
    expect(await startTimes(day, SERVICE.mensCut, STYLIST.daniel)).toContain('10:00');
    const dates = await freeDates();
    expect(dates).toHaveLength(60);
    expect(dates.find((d) => d.date === day)!.has_free_times).toBe(true);
    const late = await server.call('slotsByStylist', {
      booking_date: addDaysIso(today, 60),
      selected_service_ids: [SERVICE.mensCut],
      stylist_id: STYLIST.daniel,
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('Please choose a date within the next 60 days');
  });

  it('on a 15-minute grid offers :15 and :45, and a 45-minute service takes 45 minutes, not an hour', async () => {
    const day = workday(4);
    expect(await startTimes(day, SERVICE.mensCut, STYLIST.daniel)).not.toContain('09:15');
    expect((await setHours({ slot_minutes: 15 })).status).toBe(200);
    const times = await startTimes(day, SERVICE.mensCut, STYLIST.daniel);
    expect(times).toContain('09:15');
    expect(times).toContain('09:45');
    expect((await book(day, '10:00', SERVICE.gelManicure, STYLIST.aisha)).status).toBe(200);
    const after = await startTimes(day, SERVICE.gelManicure, STYLIST.aisha);
    expect(after).not.toContain('10:30');
    expect(after).toContain('10:45');
  });

  it('keeps a booking that new hours leave out, and lists it for the desk to move', async () => {
    const day = workday(5);
    const booked = await book(day, '16:00', SERVICE.mensCut, STYLIST.daniel);
    expect(booked.status).toBe(200);
    const id = booked.body.data!.id;
    const weekdayOfDay = new Date(`${day}T12:00:00Z`).getUTCDay();
    const res = await setHours({
      opening_hours: everyDay('09:00', '17:30').map((d) =>
        d.weekday === weekdayOfDay ? { ...d, close: '15:00' } : d,
      ),
    });
    expect(res.status).toBe(200);
    const stranded = res.body.data!.stranded_bookings!;
    expect(stranded).toContainEqual(
      expect.objectContaining({
        booking_id: id,
        booking_date: day,
        start_time: '16:00',
        closed_reason: null,
      }),
    );
    // the demo salon's own visits that day from 15:00 on are listed too (and the 19:30 booking
    // of the 08:00-20:00 test, now outside the hours again)
    for (const b of stranded.filter((b) => b.booking_date === day))
      expect(b.start_time >= '15:00').toBe(true);
    const desk = await server.call('strandedBookings', {}, { token: await staffToken(server) });
    expect(desk.status).toBe(200);
    expect(desk.body.data!).toEqual(stranded);
    expect(await startTimes(day, SERVICE.mensCut, STYLIST.daniel)).not.toContain('15:00');
    expect((await server.call('strandedBookings', {})).status).toBe(401);
  });

  it('with three hours of notice, offers and books nothing before 10:00 today', async () => {
    expect(await startTimes(today, SERVICE.mensCut, STYLIST.daniel)).toContain('09:00');
    expect((await setHours({ min_notice_minutes: 180 })).status).toBe(200);
    const times = await startTimes(today, SERVICE.mensCut, STYLIST.daniel);
    expect(times[0]).toBe('10:00');
    const early = await book(today, '09:30', SERVICE.mensCut, STYLIST.daniel);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('Bookings need 180 minutes of notice. Please choose a later time.');
  });

  it('refuses hours that make no sense', async () => {
    const refused = async (hours: Record<string, unknown>) => (await setHours(hours as never)).status;
    expect(await refused({ booking_window_days: 366 })).toBe(400);
    expect(await refused({ booking_window_days: 0 })).toBe(400);
    expect(await refused({ slot_minutes: 25 })).toBe(400);
    expect(await refused({ min_notice_minutes: -5 })).toBe(400);
    expect(await refused({ opening_hours: everyDay('09:00', '17:30').slice(1) })).toBe(400);
    expect(await refused({ opening_hours: everyDay('17:00', '09:00') })).toBe(400);
    expect(await refused({ opening_hours: everyDay('09:00', null) })).toBe(400);
    expect(await refused({ opening_hours: everyDay('9:00', '17:30') })).toBe(400);
    expect(
      await refused({ closures: [{ from_date: '2026-12-25', to_date: '2026-12-24', reason: 'x' }] }),
    ).toBe(400);
    expect(
      await refused({ closures: [{ from_date: '2026-02-30', to_date: '2026-03-01', reason: 'x' }] }),
    ).toBe(400);
    const offStep = await setHours({ slot_minutes: 60, opening_hours: everyDay('09:30', '17:00') });
    expect(offStep.status).toBe(400);
    expect(offStep.body.message).toBe('Opening and closing times must fall on the 60-minute grid');
    // a profile saved without hours keeps them
    await setHours({ booking_window_days: 30 });
    const { opening_hours, closures, booking_window_days, slot_minutes, min_notice_minutes, ...profile } =
      defaults;
    expect((await server.call('settingsUpdate', profile, { token: admin })).status).toBe(200);
    expect((await server.call('settings', {})).body.data!.booking_window_days).toBe(30);
  });
});
