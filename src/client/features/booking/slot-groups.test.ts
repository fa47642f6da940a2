import { describe, expect, it } from 'vitest';
import { freeTimeGroups, type SlotLike } from './slot-groups';

const slot = (id: number, start_time: string, available = true): SlotLike => ({
  id,
  start_time,
  display_time: start_time,
  available,
});

describe('slot grouping', () => {
  it('groups free times into morning (before 12:00), afternoon (before 17:00) and evening', () => {
    const groups = freeTimeGroups([
      slot(1, '09:00'),
      slot(2, '11:30'),
      slot(3, '12:00'),
      slot(4, '16:30'),
      slot(5, '17:00'),
      slot(6, '17:30'),
    ]);
    expect(groups.map((g) => [g.part, g.slots.map((s) => s.start_time)])).toEqual([
      ['morning', ['09:00', '11:30']],
      ['afternoon', ['12:00', '16:30']],
      ['evening', ['17:00', '17:30']],
    ]);
  });

  it('leaves out taken times and the parts of the day that have none free', () => {
    const groups = freeTimeGroups([slot(1, '09:00', false), slot(2, '13:00'), slot(3, '17:30', false)]);
    expect(groups).toEqual([{ part: 'afternoon', slots: [slot(2, '13:00')] }]);
  });

  it('keeps times in order even when the server sends them out of order', () => {
    const groups = freeTimeGroups([slot(2, '10:30'), slot(1, '09:00'), slot(3, '10:00')]);
    expect(groups[0]?.slots.map((s) => s.id)).toEqual([1, 3, 2]);
  });

  it('gives no groups for a fully booked day', () => {
    expect(freeTimeGroups([slot(1, '09:00', false)])).toEqual([]);
  });
});
