/**
 * The free times an entry could be offered on one date: the salon's free starts for its services
 * (with its stylist, or any who does them all), inside its window, earliest first. The offer's
 * hold decides a race: a time read here as free may be taken before it is held.
 */

import type { SalonProfile } from '#shared/contract/back-office';
import { salonDayOn } from '#shared/domain/salon-hours';
import { visitParts } from '#shared/domain/service-time';
import { isBookableDate } from '#shared/domain/window';
import type { Db } from '../../db/connect';
import { freeStartsByStylist } from '../availability/free-starts';
import { loadChosenServices, qualifiedStylists } from '../availability/qualified';
import { visitsOf } from '../availability/stylist-visit';
import { type GridCell, loadGrid } from '../availability/working-cells';
import { fitsWindow, type Window } from './fits';

export type FreeTime = {
  date: string;
  startSlotId: number;
  startTime: string;
  stylistId: number;
  durationMinutes: number;
};

export type Wanted = { serviceIds: number[]; stylistId: number | null; date: string; window: Window };

/** The free times that suit, earliest first (for one time, the stylists in the catalogue's order). */
export async function freeTimesFor(
  db: Db,
  salon: SalonProfile,
  wanted: Wanted,
  now: Date,
): Promise<FreeTime[]> {
  if (!isBookableDate(wanted.date, salon.time_zone, now, salon.booking_window_days)) return [];
  if (salonDayOn(salon, wanted.date).closed) return [];
  const chosen = await loadChosenServices(db, wanted.serviceIds).catch(() => null);
  if (!chosen) return [];
  // the stylist's busy parts of the visit (a processing gap leaves them free for others)
  const visit = visitParts(chosen);
  const qualified = await qualifiedStylists(db, wanted.serviceIds, wanted.stylistId ?? undefined);
  if (qualified.length === 0) return [];
  // each stylist's own lengths of the services (a junior takes longer)
  const visitOf = visitsOf(chosen, qualified);
  const grid: GridCell[] = await loadGrid(db);
  const free = await freeStartsByStylist(db, {
    stylistIds: qualified.map((q) => q.stylist.id),
    date: wanted.date,
    visit,
    visitOf,
    grid,
    timeZone: salon.time_zone,
    now,
    noticeMinutes: salon.min_notice_minutes,
  });
  const times: FreeTime[] = [];
  for (const cell of grid) {
    for (const q of qualified) {
      const duration = visitOf(q.stylist.id).minutes;
      if (!fitsWindow(wanted.window, cell.startTime, duration)) continue;
      if (free.get(q.stylist.id)?.has(cell.id))
        times.push({
          date: wanted.date,
          startSlotId: cell.id,
          startTime: cell.startTime,
          stylistId: q.stylist.id,
          durationMinutes: duration,
        });
    }
  }
  return times;
}
