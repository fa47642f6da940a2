import { describe, expect, it } from 'vitest';
import type { TimeSlot } from '#shared/contract/availability';
import { gridTimes } from '#shared/domain/slots';
import { defaultWorkingHours, hoursForForm, hoursValid, primaryShift } from './working-hours';

const slots: TimeSlot[] = gridTimes().map((t, i) => ({
  id: i + 1,
  start_time: t,
  end_time: t,
  display_time: t,
}));

describe('weekly working hours', () => {
  it('defaults to Mon-Fri 09:00-17:00, Sat 10:00-16:00 and Sunday off, all seven days', () => {
    const hours = defaultWorkingHours(slots);
    expect(hours.map((h) => h.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(hours[0]).toEqual({ weekday: 1, available: true, start_slot_id: 1, end_slot_id: 17 });
    expect(hours[5]).toEqual({ weekday: 6, available: true, start_slot_id: 3, end_slot_id: 15 });
    expect(hours[6]).toEqual({ weekday: 0, available: false, start_slot_id: null, end_slot_id: null });
  });

  it('keeps saved days and fills missing ones with the defaults', () => {
    const hours = hoursForForm(
      [{ weekday: 3, available: false, start_slot_id: null, end_slot_id: null }],
      slots,
    );
    expect(hours[2]).toMatchObject({ weekday: 3, available: false });
    expect(hours[0]).toMatchObject({ weekday: 1, available: true, start_slot_id: 1 });
  });

  it('needs a start and a later end on every working day', () => {
    const hours = defaultWorkingHours(slots);
    expect(hoursValid(hours, slots)).toBe(true);
    expect(hoursValid([{ ...hours[0]!, end_slot_id: null }], slots)).toBe(false);
    expect(hoursValid([{ ...hours[0]!, start_slot_id: 9, end_slot_id: 9 }], slots)).toBe(false);
    expect(
      hoursValid([{ weekday: 0, available: false, start_slot_id: null, end_slot_id: null }], slots),
    ).toBe(true);
  });

  it('sends the first working day’s hours as the stylist’s shift', () => {
    expect(primaryShift(defaultWorkingHours(slots))).toEqual({ start: 1, end: 17 });
  });
});
