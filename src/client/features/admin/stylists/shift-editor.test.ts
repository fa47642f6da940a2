import { describe, expect, it } from 'vitest';
import type { TimeSlot } from '#shared/contract/availability';
import { gridTimes } from '#shared/domain/slots';
import {
  canSaveShifts,
  changedShifts,
  dayProblem,
  defaultSlotPair,
  initialDays,
  setDayOff,
  setShiftTime,
  shiftWeeks,
} from './shift-editor';

const slots: TimeSlot[] = gridTimes().map((t, i) => ({
  id: i + 1,
  start_time: t,
  end_time: t,
  display_time: t,
}));
const weeks = shiftWeeks('2026-01-07');
const dates = weeks.flat();

describe('shift editor', () => {
  it('shows four weekly blocks of seven days from this week’s Monday', () => {
    expect(weeks).toHaveLength(4);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks[0]![0]).toBe('2026-01-05');
    expect(weeks[3]![6]).toBe('2026-02-01');
  });

  it('starts a day with nothing saved as working, with no slots and unmodified', () => {
    const [day] = initialDays(dates, [], '2026-01-05');
    expect(day).toMatchObject({ dayOff: false, start: null, end: null, modified: false });
  });

  it('starts a saved day from the server’s shift', () => {
    const days = initialDays(
      dates,
      [
        {
          shift_date: '2026-01-06',
          shift_start_slot_id: 3,
          shift_end_slot_id: 15,
          day_off: false,
          source: 'weekly',
        },
        {
          shift_date: '2026-01-07',
          shift_start_slot_id: null,
          shift_end_slot_id: null,
          day_off: true,
          source: 'override',
        },
      ],
      '2026-01-05',
    );
    expect(days[1]).toMatchObject({ start: 3, end: 15, dayOff: false, modified: false });
    expect(days[2]).toMatchObject({ dayOff: true, modified: false });
  });

  it('marks a day modified when Day Off is ticked', () => {
    const [day] = initialDays(dates, [], '2026-01-05');
    expect(setDayOff(day!, true, slots)).toMatchObject({ dayOff: true, modified: true });
  });

  it('restores a default slot pair when Day Off is unticked', () => {
    const [day] = initialDays(dates, [], '2026-01-05');
    const back = setDayOff(setDayOff(day!, true, slots), false, slots);
    expect(back).toMatchObject({ dayOff: false, start: 1, end: 17, modified: true }); // 09:00 to 17:00
    expect(defaultSlotPair([])).toEqual({ start: 1, end: 2 }); // no slots loaded
  });

  it('sends only the modified days', () => {
    const days = initialDays(dates, [], '2026-01-05');
    days[0] = setDayOff(days[0]!, true, slots);
    days[1] = setShiftTime(setShiftTime(days[1]!, 'start', 3), 'end', 9);
    expect(changedShifts(days)).toEqual([
      { shift_date: '2026-01-05', day_off: true, shift_start_slot_id: null, shift_end_slot_id: null },
      { shift_date: '2026-01-06', day_off: false, shift_start_slot_id: 3, shift_end_slot_id: 9 },
    ]);
  });

  it('never sends days before today', () => {
    const days = initialDays(dates, [], '2026-01-07');
    expect(days[0]!.locked).toBe(true);
    days[0] = setDayOff(days[0]!, true, slots);
    expect(changedShifts(days)).toEqual([]);
  });

  it('allows saving only with a stylist, a change, valid times and not while saving', () => {
    const days = initialDays(dates, [], '2026-01-05');
    expect(canSaveShifts(days, slots, 1, false)).toBe(false); // nothing changed
    days[2] = setShiftTime(days[2]!, 'start', 5);
    expect(dayProblem(days[2]!, slots)).toBe('missing');
    expect(canSaveShifts(days, slots, 1, false)).toBe(false);
    days[2] = setShiftTime(days[2]!, 'end', 4);
    expect(dayProblem(days[2]!, slots)).toBe('order');
    days[2] = setShiftTime(days[2]!, 'end', 10);
    expect(canSaveShifts(days, slots, 1, false)).toBe(true);
    expect(canSaveShifts(days, slots, null, false)).toBe(false);
    expect(canSaveShifts(days, slots, 1, true)).toBe(false);
  });
});
