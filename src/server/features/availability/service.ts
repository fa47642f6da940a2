/**
 * The customer's availability calls: stylists for services, free start slots, stylists free at a
 * time, and which dates of the window have a free time at all.
 */

import type { FreeDate, FreeDatesRequest, SlotOption, SlotsRequest } from '#shared/contract/availability';
import type { StylistOption, StylistsAvailableRequest } from '#shared/contract/stylists';
import { salonDayOn } from '#shared/domain/salon-hours';
import { visitParts } from '#shared/domain/service-time';
import { specialtiesOf } from '#shared/domain/specialties';
import { bookableDates, isBookableDate } from '#shared/domain/window';
import type { Db } from '../../db/connect';
import { readSalonProfile } from '../../db/salon-settings';
import { ratingSummaries } from '../../db/stylist-ratings';
import { datesWithFreeStarts, freeStartsByStylist } from '../../domain/availability/free-starts';
import {
  loadChosenServices,
  type Qualified,
  qualifiedStylists,
  type ServiceRow,
} from '../../domain/availability/qualified';
import { visitsOf, visitWith } from '../../domain/availability/stylist-visit';
import { type GridCell, loadGrid } from '../../domain/availability/working-cells';
import { invalid } from '../../domain/domain-error';
import { personnelOf } from '../../domain/wire-names';

async function toOptions(
  db: Db,
  qualified: readonly Qualified[],
  chosen: readonly ServiceRow[],
): Promise<StylistOption[]> {
  const summaries = await ratingSummaries(
    db,
    qualified.map((q) => q.stylist.id),
  );
  return qualified.map((q) => {
    const { stylist, prices } = q;
    // this stylist's own length of the visit (a junior takes longer)
    const duration = visitWith(chosen, q).minutes;
    const summary = summaries.get(stylist.id);
    const services = chosen.map((s) => ({ service_id: s.id, price: prices.get(s.id) ?? Number(s.price) }));
    return {
      id: stylist.id,
      full_name: stylist.fullName,
      speciality: stylist.specialty,
      specialties: specialtiesOf(stylist.specialty),
      speciality_zh: stylist.specialtyZh,
      specialties_zh: specialtiesOf(stylist.specialtyZh),
      experience_years: stylist.experienceYears,
      photo_url: stylist.photoUrl,
      ratings: summary?.ratings ?? null,
      reviews_count: summary?.reviews_count ?? 0,
      price: Math.round(services.reduce((sum, s) => sum + s.price * 100, 0)) / 100,
      duration_minutes: duration,
      services,
    };
  });
}

export async function stylistsForServices(db: Db, serviceIds: readonly number[]): Promise<StylistOption[]> {
  const chosen = await loadChosenServices(db, serviceIds);
  return toOptions(db, await qualifiedStylists(db, serviceIds), chosen);
}

type Window = { timeZone: string; grid: GridCell[]; noticeMinutes: number; closed: boolean };

async function windowFor(db: Db, date: string, now: Date): Promise<Window> {
  const salon = await readSalonProfile(db);
  if (!isBookableDate(date, salon.time_zone, now, salon.booking_window_days))
    throw invalid('date_out_of_window', { days: salon.booking_window_days });
  return {
    timeZone: salon.time_zone,
    grid: await loadGrid(db),
    noticeMinutes: salon.min_notice_minutes,
    // a closed day offers nothing, even where a stylist's published time has not been withdrawn yet
    closed: salonDayOn(salon, date).closed,
  };
}

function freeFor(
  db: Db,
  qualified: readonly Qualified[],
  date: string,
  chosen: readonly ServiceRow[],
  w: Window,
  now: Date,
) {
  return freeStartsByStylist(db, {
    stylistIds: qualified.map((q) => q.stylist.id),
    date,
    visit: visitParts(chosen),
    visitOf: visitsOf(chosen, qualified),
    grid: w.grid,
    timeZone: w.timeZone,
    now,
    noticeMinutes: w.noticeMinutes,
  });
}

export async function freeSlots(db: Db, body: SlotsRequest, now: Date): Promise<SlotOption[]> {
  const w = await windowFor(db, body.booking_date, now);
  const { grid } = w;
  const chosen = await loadChosenServices(db, body.selected_service_ids);
  const qualified = await qualifiedStylists(db, body.selected_service_ids, body.stylist_id || undefined);
  if (body.stylist_id && qualified.length === 0) throw invalid('stylist_not_found');
  if (w.closed) return [];
  const free = await freeFor(db, qualified, body.booking_date, chosen, w, now);
  return grid.flatMap((cell) => {
    const count = [...free.values()].filter((set) => set.has(cell.id)).length;
    if (count === 0) return [];
    return [
      {
        id: cell.id,
        display_time: cell.displayTime,
        start_time: cell.startTime,
        end_time: cell.endTime,
        time: cell.startTime,
        available: true,
        ...personnelOf(body.stylist_id),
        date: body.booking_date,
        booking_id: null,
        free_stylists: count,
      },
    ];
  });
}

/**
 * The bookable dates, each saying whether any qualified (or the chosen) stylist has a free start,
 * and whether the salon is closed that day (with the closure's reason): a closed day is never
 * "full".
 */
export async function freeDates(db: Db, body: FreeDatesRequest, now: Date): Promise<FreeDate[]> {
  const salon = await readSalonProfile(db);
  const chosen = await loadChosenServices(db, body.selected_service_ids);
  const qualified = await qualifiedStylists(db, body.selected_service_ids, body.stylist_id || undefined);
  if (body.stylist_id && qualified.length === 0) throw invalid('stylist_not_found');
  const dates = bookableDates(salon.time_zone, now, salon.booking_window_days);
  const free = await datesWithFreeStarts(db, {
    stylistIds: qualified.map((q) => q.stylist.id),
    dates,
    visit: visitParts(chosen),
    visitOf: visitsOf(chosen, qualified),
    grid: await loadGrid(db),
    timeZone: salon.time_zone,
    now,
    noticeMinutes: salon.min_notice_minutes,
  });
  return dates.map((date) => {
    const day = salonDayOn(salon, date);
    return {
      date,
      has_free_times: !day.closed && (free.get(date) ?? false),
      closed: day.closed,
      closed_reason: day.closed ? day.reason : null,
    };
  });
}

export async function stylistsFreeAt(
  db: Db,
  body: StylistsAvailableRequest,
  now: Date,
): Promise<StylistOption[]> {
  const w = await windowFor(db, body.booking_date, now);
  if (!w.grid.some((c) => c.id === body.start_slot_id)) throw invalid('slot_unknown');
  const chosen = await loadChosenServices(db, body.selected_service_ids);
  const qualified = await qualifiedStylists(db, body.selected_service_ids);
  if (w.closed) return [];
  const free = await freeFor(db, qualified, body.booking_date, chosen, w, now);
  return toOptions(
    db,
    qualified.filter((q) => free.get(q.stylist.id)?.has(body.start_slot_id)),
    chosen,
  );
}
