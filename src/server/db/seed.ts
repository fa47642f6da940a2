/**
 * Seeding. `seedBase` gives every database the fixed reference data (the grid, categories, a salon
 * profile). The demo salon's own seed (demo/seed-demo.ts) publishes slots and hashes passwords, so
 * it lives above the database layer; what it shares with the features stays here: the demo
 * accounts and a stylist's default weekly hours.
 */

import {
  displayTime,
  gridTimes,
  minutesToTime,
  SLOT_LATTICE_MINUTES,
  SLOT_MINUTES,
  slotIdOf,
  timeToMinutes,
} from '#shared/domain/slots';
import type { Config } from '../config';
import type { Db } from './connect';
import { DEMO_SALON } from './demo-salon';
import { categories, salonSettings, timeSlots } from './schema';

export const CATEGORY_ROWS = [
  { id: 1, nameEn: 'Hair', nameZh: '美发', sortOrder: 1 },
  { id: 2, nameEn: 'Nails', nameZh: '美甲', sortOrder: 2 },
  { id: 3, nameEn: 'Skincare', nameZh: '护肤', sortOrder: 3 },
  { id: 4, nameEn: 'Beauty', nameZh: '美容', sortOrder: 4 },
  { id: 5, nameEn: 'Spa', nameZh: '水疗', sortOrder: 5 },
  { id: 10, nameEn: 'General', nameZh: '综合', sortOrder: 10 },
];

export async function seedBase(db: Db, config: Config): Promise<void> {
  await db.insert(categories).values(CATEGORY_ROWS).onConflictDoNothing();
  // every time of day a slot may start, by its lasting id (migration 0017 adds the same rows)
  const grid = gridTimes('00:00', '23:55', SLOT_LATTICE_MINUTES).map((t) => ({
    id: slotIdOf(t),
    startTime: t,
    endTime: minutesToTime((timeToMinutes(t) + SLOT_MINUTES) % (24 * 60)),
    displayTime: displayTime(t),
  }));
  // a restart finds them all: reading 288 ids is cheaper than offering 288 rows to ON CONFLICT
  const present = new Set((await db.select({ id: timeSlots.id }).from(timeSlots)).map((r) => r.id));
  const missing = grid.filter((row) => !present.has(row.id));
  if (missing.length > 0) await db.insert(timeSlots).values(missing).onConflictDoNothing();
  await db
    .insert(salonSettings)
    .values({ id: 1, ...DEMO_SALON, timeZone: config.salonTz })
    .onConflictDoNothing();
}

export const DEMO_ADMIN = { username: 'admin', password: 'admin123' };
export const DEMO_CUSTOMER = { username: 'demo', password: 'demo1234' };
export const DEMO_STAFF = { username: 'frontdesk', password: 'frontdesk123' };

/** Mon-Fri 09:00-17:00, Sat 10:00-16:00, Sun off: slot ids of the 09:00-based grid. */
export function defaultWeeklyHours(slotIdOf: (time: string) => number) {
  return [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
    if (weekday === 0) return { weekday, startSlotId: null, endSlotId: null, available: false };
    if (weekday === 6)
      return { weekday, startSlotId: slotIdOf('10:00'), endSlotId: slotIdOf('16:00'), available: true };
    return { weekday, startSlotId: slotIdOf('09:00'), endSlotId: slotIdOf('17:00'), available: true };
  });
}
