import { describe, expect, it } from 'vitest';
import { busyDay, forgetBusyDay, keepBusyDays, MAX_KEPT_DAYS } from './busy-day';
import type { Busy } from './free-starts';

const DAY = '2026-12-01';
const booking = (id: number): Busy => ({
  id,
  stylistId: 1,
  bookingDate: DAY,
  startsAt: new Date('2026-12-01T02:00:00Z'),
  endsAt: new Date('2026-12-01T02:30:00Z'),
  status: 'confirmed',
  paymentState: 'paid',
  holdExpiresAt: null,
  blocked: false,
});

/** A read of the day that counts itself and answers when told to. */
function reads() {
  const pending: ((rows: Busy[]) => void)[] = [];
  let count = 0;
  const read = () => {
    count++;
    return new Promise<readonly Busy[]>((resolve) => pending.push(resolve));
  };
  return { read, count: () => count, answer: (rows: Busy[]) => pending.shift()!(rows) };
}

describe("a day's busy time between look-ups", () => {
  it('reads a day once for every look-up of it until it changes', async () => {
    const db = {};
    keepBusyDays(db);
    const day = reads();
    const first = busyDay(db, DAY, [2, 1], day.read);
    const second = busyDay(db, DAY, [1, 2], day.read); // the same stylists, in another order
    day.answer([booking(1)]);
    expect(await first).toEqual([booking(1)]);
    expect(await second).toEqual([booking(1)]);
    expect(day.count()).toBe(1);
    forgetBusyDay(db, DAY);
    const third = busyDay(db, DAY, [1, 2], day.read);
    day.answer([booking(1), booking(2)]);
    expect(await third).toHaveLength(2);
    expect(day.count()).toBe(2);
  });

  it('reads the day again after a change made while a read of it was under way', async () => {
    const db = {};
    keepBusyDays(db);
    const day = reads();
    const before = busyDay(db, DAY, [1], day.read);
    forgetBusyDay(db, DAY); // a booking committed while the read was under way
    const after = busyDay(db, DAY, [1], day.read);
    day.answer([]);
    day.answer([booking(3)]);
    expect(await before).toEqual([]);
    expect(await after).toEqual([booking(3)]);
    expect(await busyDay(db, DAY, [1], day.read)).toEqual([booking(3)]);
    expect(day.count()).toBe(2);
  });

  it('keeps only its other days when one changes, and never a failed read', async () => {
    const db = {};
    keepBusyDays(db);
    const day = reads();
    const other = '2026-12-02';
    const kept = busyDay(db, other, [1], day.read);
    day.answer([]);
    await kept;
    const failing = busyDay(db, DAY, [1], () => Promise.reject(new Error('connection lost')));
    await expect(failing).rejects.toThrow('connection lost');
    const again = busyDay(db, DAY, [1], day.read);
    day.answer([]);
    await again;
    expect(day.count()).toBe(2); // the failed read was not kept
    forgetBusyDay(db, DAY);
    await busyDay(db, other, [1], day.read);
    expect(day.count()).toBe(2); // the other day is still kept
  });

  it('keeps a bounded number of days, the one first looked up going first', async () => {
    const db = {};
    keepBusyDays(db);
    let count = 0;
    const read = async () => {
      count++;
      return [];
    };
    for (let i = 0; i <= MAX_KEPT_DAYS; i++) await busyDay(db, DAY, [i], read);
    await busyDay(db, DAY, [MAX_KEPT_DAYS], read);
    expect(count).toBe(MAX_KEPT_DAYS + 1);
    await busyDay(db, DAY, [0], read);
    expect(count).toBe(MAX_KEPT_DAYS + 2);
  });

  it('reads every time for a database whose changes it is not told of at once (PostgreSQL)', async () => {
    const db = {};
    let count = 0;
    const read = async () => {
      count++;
      return [];
    };
    await busyDay(db, DAY, [1], read);
    await busyDay(db, DAY, [1], read);
    expect(count).toBe(2);
  });
});
