/** The grid, per-date shifts and slot generation (issue 3, docs/decisions.md, docs/product.md §4, 5, 9). */
import { addDays, format, parseISO } from 'date-fns';
import { and, eq, gte, lte } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { stylistSlots } from '../../src/server/db/schema';
import { bookAsGuest, demoStylist, offeredTimes, salonDate, slotId } from '../fixtures/admin-world';
import { openSalon } from '../support/open-salon';

let slot: (time: string) => Promise<number>;
const { server, t } = openSalon();
beforeAll(async () => {
  slot = (time) => slotId(server, time);
});

const plus = (date: string, days: number) => format(addDays(parseISO(date), days), 'yyyy-MM-dd');

/** The n-th Monday-to-Friday date from tomorrow on (inside the customer's 14-day window for small n). */
async function workday(n: number): Promise<string> {
  let found = 0;
  for (let i = 1; ; i++) {
    const d = await salonDate(server, i);
    const day = parseISO(d).getDay();
    if (day >= 1 && day <= 5 && found++ === n) return d;
  }
}

async function cells(stylistId: number, from: string, to = from): Promise<number> {
  const rows = await server.deps.db
    .select()
    .from(stylistSlots)
    .where(
      and(
        eq(stylistSlots.stylistId, stylistId),
        gte(stylistSlots.slotDate, from),
        lte(stylistSlots.slotDate, to),
      ),
    );
  return rows.length;
}

describe('the grid', () => {
  it('lists the 18 half-hour slots from 09:00 to 17:30 with their display times', async () => {
    const res = await server.call('timeslotsActive', {}, { token: t.staff });
    expect(res.status).toBe(200);
    const grid = res.body.data!;
    expect(grid).toHaveLength(18);
    expect(grid[0]).toEqual({ id: 1, start_time: '09:00', end_time: '09:30', display_time: '9:00 AM' });
    expect(grid[17]).toMatchObject({ start_time: '17:30', display_time: '5:30 PM' });
  });

  it('answers 401 without a token and 403 for a customer', async () => {
    expect((await server.call('timeslotsActive', {})).status).toBe(401);
    expect((await server.call('timeslotsActive', {}, { token: t.customer })).status).toBe(403);
    expect(
      (await server.call('saveShifts', { stylist_id: 1, shifts: [] }, { token: t.customer })).status,
    ).toBe(403);
    expect((await server.call('generateSlots', { stylist_id: 1 }, { token: t.customer })).status).toBe(403);
  });
});

describe('saving shifts', () => {
  it('changes only the dates sent; a day off clears that date and the customer sees no times at once', async () => {
    const daniel = await demoStylist(server, 'Daniel Tan');
    const day = await workday(0);
    const next = plus(day, 1);
    const service = [daniel.serviceIds[0]!];
    expect((await offeredTimes(server, daniel.id, day, service)).length).toBeGreaterThan(0);
    const nextBefore = await cells(daniel.id, next);
    const res = await server.call(
      'saveShifts',
      { stylist_id: daniel.id, shifts: [{ shift_date: day, day_off: true }] },
      { token: t.staff },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Schedule updated successfully');
    expect(res.body.data).toEqual([
      {
        shift_date: day,
        shift_start_slot_id: null,
        shift_end_slot_id: null,
        day_off: true,
        source: 'override',
      },
    ]);
    expect(await offeredTimes(server, daniel.id, day, service)).toEqual([]);
    expect(await cells(daniel.id, day)).toBe(0);
    expect(await cells(daniel.id, next)).toBe(nextBefore);
  });

  it('publishes a working day from its start slot up to, not including, its end slot', async () => {
    const daniel = await demoStylist(server, 'Daniel Tan');
    const day = await workday(1);
    const res = await server.call(
      'saveShifts',
      {
        stylist_id: daniel.id,
        shifts: [
          {
            shift_date: day,
            shift_start_slot_id: await slot('12:00'),
            shift_end_slot_id: await slot('15:00'),
          },
        ],
      },
      { token: t.admin },
    );
    expect(res.status).toBe(200);
    expect(await cells(daniel.id, day)).toBe(6);
    const mensCut = (await server.call('servicesAll', {}, { token: t.admin })).body.data!.find(
      (s) => s.name === "Men's Cut",
    )!;
    expect(await offeredTimes(server, daniel.id, day, [mensCut.id])).toEqual([
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
    ]);
  });

  it('turns a day off back into a working day', async () => {
    const daniel = await demoStylist(server, 'Daniel Tan');
    const day = await workday(0);
    await server.call(
      'saveShifts',
      {
        stylist_id: daniel.id,
        shifts: [
          {
            shift_date: day,
            shift_start_slot_id: await slot('09:00'),
            shift_end_slot_id: await slot('17:00'),
          },
        ],
      },
      { token: t.admin },
    );
    expect(await cells(daniel.id, day)).toBe(16);
  });

  it('refuses a shift that starts after or when it ends, naming the date', async () => {
    const day = await workday(2);
    for (const [from, to] of [
      ['15:00', '10:00'],
      ['10:00', '10:00'],
    ]) {
      const res = await server.call(
        'saveShifts',
        {
          stylist_id: 1,
          shifts: [
            { shift_date: day, shift_start_slot_id: await slot(from!), shift_end_slot_id: await slot(to!) },
          ],
        },
        { token: t.admin },
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`On ${day} the shift must start before it ends`);
    }
  });

  it('refuses a working day without both times, a repeated date, a date that does not exist, and no dates', async () => {
    const day = await workday(2);
    const missing = await server.call(
      'saveShifts',
      { stylist_id: 1, shifts: [{ shift_date: day, shift_start_slot_id: await slot('10:00') }] },
      { token: t.admin },
    );
    expect(missing.body.message).toBe(`Please select a start and end time for ${day}`);
    const twice = await server.call(
      'saveShifts',
      {
        stylist_id: 1,
        shifts: [
          { shift_date: day, day_off: true },
          { shift_date: day, day_off: true },
        ],
      },
      { token: t.admin },
    );
    expect(twice.status).toBe(400);
    const bogus = await server.call(
      'saveShifts',
      { stylist_id: 1, shifts: [{ shift_date: '2030-02-30', day_off: true }] },
      { token: t.admin },
    );
    expect(bogus.status).toBe(400);
    expect((await server.call('saveShifts', { stylist_id: 1, shifts: [] }, { token: t.admin })).status).toBe(
      400,
    );
  });

  it('asks to select a stylist when none is chosen, and answers 404 for an unknown one', async () => {
    const day = await workday(2);
    const none = await server.call(
      'saveShifts',
      { stylist_id: 0, shifts: [{ shift_date: day, day_off: true }] },
      { token: t.admin },
    );
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual(['stylist_id: Please select a stylist']);
    const ghost = await server.call(
      'saveShifts',
      { stylist_id: 99999, shifts: [{ shift_date: day, day_off: true }] },
      { token: t.admin },
    );
    expect(ghost.status).toBe(404);
  });

  it('refuses a change that would strand a booking, naming it, and changes nothing', async () => {
    const aisha = await demoStylist(server, 'Aisha Rahman');
    const day = await workday(3);
    await bookAsGuest(server, {
      stylistId: aisha.id,
      date: day,
      time: '10:00',
      serviceIds: [aisha.serviceIds[0]!],
      name: 'Irene Booked',
    });
    const before = await cells(aisha.id, day);
    for (const shift of [
      { shift_date: day, day_off: true },
      { shift_date: day, shift_start_slot_id: await slot('12:00'), shift_end_slot_id: await slot('17:00') },
    ]) {
      const res = await server.call(
        'saveShifts',
        { stylist_id: aisha.id, shifts: [shift] },
        { token: t.admin },
      );
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        `This change would leave Irene Booked's booking on ${day} at 10:00 AM outside the stylist's hours. Move or cancel that booking first.`,
      );
    }
    expect(await cells(aisha.id, day)).toBe(before);
    const shifts = await server.call('shifts', { stylist_id: aisha.id, from_date: day }, { token: t.admin });
    expect(shifts.body.data![0]).toMatchObject({ shift_date: day, source: 'weekly' });
    // a shorter day that still covers the booking is fine
    const ok = await server.call(
      'saveShifts',
      {
        stylist_id: aisha.id,
        shifts: [
          {
            shift_date: day,
            shift_start_slot_id: await slot('09:00'),
            shift_end_slot_id: await slot('11:00'),
          },
        ],
      },
      { token: t.admin },
    );
    expect(ok.status).toBe(200);
  });
});

describe('reading shifts', () => {
  it('gives 4 weeks from today, each day from its saved shift or the weekly hours', async () => {
    const priya = await demoStylist(server, 'Priya Nair');
    const day = await workday(4);
    await server.call(
      'saveShifts',
      { stylist_id: priya.id, shifts: [{ shift_date: day, day_off: true }] },
      { token: t.admin },
    );
    const res = await server.call('shifts', { stylist_id: priya.id }, { token: t.staff });
    expect(res.status).toBe(200);
    const days = res.body.data!;
    expect(days).toHaveLength(28);
    expect(days[0]!.shift_date).toBe(await salonDate(server, 0));
    expect(days.find((d) => d.shift_date === day)).toEqual({
      shift_date: day,
      shift_start_slot_id: null,
      shift_end_slot_id: null,
      day_off: true,
      source: 'override',
    });
    const sunday = days.find((d) => parseISO(d.shift_date).getDay() === 0)!;
    expect(sunday).toMatchObject({ day_off: true, source: 'weekly' });
    const saturday = days.find((d) => parseISO(d.shift_date).getDay() === 6)!;
    expect(saturday).toMatchObject({
      day_off: false,
      source: 'weekly',
      shift_start_slot_id: await slot('10:00'),
      shift_end_slot_id: await slot('16:00'),
    });
  });

  it('starts the window at from_date when given', async () => {
    const from = await salonDate(server, 7);
    const res = await server.call('shifts', { stylist_id: 1, from_date: from }, { token: t.staff });
    expect(res.body.data![0]!.shift_date).toBe(from);
    expect(res.body.data![27]!.shift_date).toBe(plus(from, 27));
  });
});

describe('generating slots', () => {
  it('publishes 4 weeks from today by default and creates nothing twice', async () => {
    const sofia = await demoStylist(server, 'Sofia Marquez');
    const today = await salonDate(server, 0);
    const until = plus(today, 27);
    const published = await cells(sofia.id, today, until);
    await server.deps.db
      .delete(stylistSlots)
      .where(and(eq(stylistSlots.stylistId, sofia.id), gte(stylistSlots.slotDate, plus(today, 7))));
    const missing = published - (await cells(sofia.id, today, until));
    expect(missing).toBeGreaterThan(0);
    const first = await server.call('generateSlots', { stylist_id: sofia.id }, { token: t.staff });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Time slots generated');
    expect(first.body.data).toEqual({ created: missing, from_date: today, to_date: until });
    const again = await server.call('generateSlots', { stylist_id: sofia.id }, { token: t.staff });
    expect(again.body.data!.created).toBe(0);
    expect(await cells(sofia.id, today, until)).toBe(published);
  });

  it('publishes a from/to range (Add Time Slots) once, however often it is asked', async () => {
    const kenji = await demoStylist(server, 'Kenji Watanabe');
    const from = await salonDate(server, 30);
    const to = plus(from, 6); // a whole week: 5 days of 16 cells and a Saturday of 12
    const res = await server.call(
      'generateSlots',
      { stylist_id: kenji.id, from_date: from, to_date: to },
      { token: t.admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Time slots added');
    expect(res.body.data).toEqual({ created: 5 * 16 + 12, from_date: from, to_date: to });
    const again = await server.call(
      'generateSlots',
      { stylist_id: kenji.id, from_date: from, to_date: to },
      { token: t.admin },
    );
    expect(again.body.data!.created).toBe(0);
    expect(await cells(kenji.id, from, to)).toBe(92);
  });

  it('validates the range: "Please select a valid date range" and "Start date cannot be after end date"', async () => {
    const from = await salonDate(server, 3);
    for (const body of [{ from_date: from }, { to_date: from }, { from_date: '', to_date: '' }]) {
      const res = await server.call('generateSlots', { stylist_id: 1, ...body }, { token: t.admin });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe('Please select a valid date range');
    }
    // a date that is not on the calendar is refused by the shared schema, naming the field
    const impossible = await server.call(
      'generateSlots',
      { stylist_id: 1, from_date: '2030-02-31', to_date: '2030-03-02' },
      { token: t.admin },
    );
    expect(impossible.status).toBe(400);
    expect(impossible.body.errors.join(' ')).toMatch(/from_date/);
    const reversed = await server.call(
      'generateSlots',
      { stylist_id: 1, from_date: plus(from, 2), to_date: from },
      { token: t.admin },
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('Start date cannot be after end date');
    const huge = await server.call(
      'generateSlots',
      { stylist_id: 1, from_date: from, to_date: plus(from, 800) },
      { token: t.admin },
    );
    expect(huge.status).toBe(400);
  });

  it('asks to select a stylist, and answers 404 for an unknown one', async () => {
    const none = await server.call('generateSlots', { stylist_id: 0 }, { token: t.admin, lang: 'zh' });
    expect(none.body.errors).toEqual(['stylist_id: 请选择发型师']);
    expect((await server.call('generateSlots', { stylist_id: 99999 }, { token: t.admin })).status).toBe(404);
  });
});
