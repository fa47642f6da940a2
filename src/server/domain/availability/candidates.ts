/** Which stylists may take a booking: the one asked for, or every qualified one free then. */
import type { BookRequest } from '#shared/contract/bookings';
import type { Deps } from '../../deps';
import { invalid, timeTaken } from '../domain-error';
import { stylistsDay, type Visit } from './free-starts';
import { type Qualified, qualifiedStylists } from './qualified';
import { loadGrid } from './working-cells';

/**
 * The stylist asked for, or every qualified stylist free then, fewest bookings that day first.
 * With `busyLater`, a named stylist is checked here against their published cells and the clock
 * only: the caller reads their bookings and blocks in its transaction (one read fewer).
 */
export async function pickCandidates(
  deps: Deps,
  body: Pick<BookRequest, 'selected_service_ids' | 'stylist_id' | 'booking_date' | 'start_slot_id'>,
  /** The visit each stylist would give (stylist-visit.ts; a move keeps the booking's shape with its own). */
  visitOf: (q: Qualified) => Visit,
  timeZone: string,
  now: Date,
  { excludeBookingId, busyLater = false }: { excludeBookingId?: number; busyLater?: boolean } = {},
): Promise<Qualified[]> {
  const { db } = deps;
  const qualified = await qualifiedStylists(db, body.selected_service_ids, body.stylist_id || undefined);
  if (body.stylist_id && qualified.length === 0) throw invalid('stylist_not_found');
  const visits = new Map(qualified.map((q) => [q.stylist.id, visitOf(q)]));
  const { free, bookingsOf } = await stylistsDay(db, {
    stylistIds: qualified.map((q) => q.stylist.id),
    date: body.booking_date,
    visit: visits.values().next().value ?? { minutes: 0, parts: [] },
    visitOf: (id) => visits.get(id)!,
    grid: await loadGrid(db),
    timeZone,
    now,
    onlyCell: body.start_slot_id,
    ...(excludeBookingId ? { excludeBookingId } : {}),
    busyLater: busyLater && Boolean(body.stylist_id),
  });
  const open = qualified.filter((q) => free.get(q.stylist.id)?.has(body.start_slot_id));
  if (open.length === 0) {
    if (body.stylist_id) throw timeTaken('slot_not_offered');
    throw timeTaken('no_stylist_free');
  }
  // fewest bookings that day first (counted from the read of the free times), equally busy ones in
  // a random order: simultaneous bookings of one time (a rush) then go for different stylists
  // first, instead of all for the same one and all but one losing it
  const rank = new Map(open.map((q) => [q.stylist.id, bookingsOf(q.stylist.id) + Math.random()]));
  return [...open].sort((a, b) => rank.get(a.stylist.id)! - rank.get(b.stylist.id)!);
}
