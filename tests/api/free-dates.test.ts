/**
 * The date strip opens on the first day with a free time and marks days that have none: one call
 * tells, for the 14 bookable dates, which have any free start for the chosen services and stylist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday, SERVICE, STYLIST } from '../../scripts/support/demo-salon';
import { adminToken, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const freeDates = (over: Record<string, unknown> = {}) =>
  server.call('freeDates', {
    selected_service_ids: [SERVICE.womensCut],
    stylist_id: STYLIST.mei,
    ...over,
  } as never);

/** Salon-local weekday (0 Sunday) of an ISO date. */
const weekdayOf = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();

describe('dates with a free time', () => {
  it('lists the 14 bookable dates from today, Sundays (the demo salon is closed) without free times', async () => {
    const res = await freeDates();
    expect(res.status).toBe(200);
    const days = res.body.data!;
    expect(days).toHaveLength(14);
    expect(days[0]!.date).toBe(daysFromToday(0));
    for (const d of days.slice(1)) expect(d.has_free_times).toBe(weekdayOf(d.date) !== 0);
  });

  it('marks a day with no free time once its every start is taken', async () => {
    const token = await adminToken(server);
    // Mei's shift on a chosen date becomes a day off: nothing is free that day
    const day = (await freeDates()).body.data!.find((d, i) => i > 0 && d.has_free_times)!.date;
    const off = await server.call(
      'saveShifts',
      { stylist_id: STYLIST.mei, shifts: [{ shift_date: day, day_off: true }] },
      { token },
    );
    expect(off.status).toBe(200);
    const after = (await freeDates()).body.data!;
    expect(after.find((d) => d.date === day)!.has_free_times).toBe(false);
    // any stylist: Daniel and Kenji still cut hair that day
    const any = (await freeDates({ stylist_id: 0 })).body.data!;
    expect(any.find((d) => d.date === day)!.has_free_times).toBe(true);
  });

  it('agrees with the free times of each date', async () => {
    const days = (await freeDates({ stylist_id: STYLIST.kenji })).body.data!;
    for (const d of days) {
      const slots = await server.call('slotsByStylist', {
        booking_date: d.date,
        selected_service_ids: [SERVICE.womensCut],
        stylist_id: STYLIST.kenji,
      });
      expect(slots.body.data!.length > 0).toBe(d.has_free_times);
    }
  });

  it('refuses an unknown stylist and bad input', async () => {
    expect((await freeDates({ stylist_id: 999 })).status).toBe(400);
    expect((await freeDates({ stylist_id: 2 ** 40 })).status).toBe(400);
    expect((await freeDates({ selected_service_ids: [] })).status).toBe(400);
  });
});
