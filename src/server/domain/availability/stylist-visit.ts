/**
 * The visit a stylist gives: the chosen services' parts with the stylist's own lengths of them (a
 * junior takes longer; shared/domain/service-time.ts, withStylistMinutes). The one place that
 * turns services and a stylist into parts: the free starts offered, the placement of a booking and
 * a move to another stylist all ask here.
 */

import { inArray } from 'drizzle-orm';
import { type ServiceTime, visitParts, withStylistMinutes } from '#shared/domain/service-time';
import type { Db, Tx } from '../../db/connect';
import { services } from '../../db/schema';
import { partsOf } from '../placement/segments';
import type { Visit } from './free-starts';
import { type PricedStylist, qualifiedStylists } from './qualified';

type Service = ServiceTime & { id: number };

/** The visit of `chosen` with this stylist (their lengths), or with none (the services' own). */
export function visitWith(chosen: readonly Service[], stylist?: Pick<PricedStylist, 'minutes'>): Visit {
  const own = stylist?.minutes;
  if (!own || own.size === 0) return visitParts(chosen);
  return visitParts(chosen.map((s) => withStylistMinutes(s, own.get(s.id))));
}

/** Each stylist's visit of `chosen`, by stylist id (for a look-up over several stylists). */
export function visitsOf(
  chosen: readonly Service[],
  stylists: readonly (Pick<PricedStylist, 'minutes'> & { stylist: { id: number } })[],
): (stylistId: number) => Visit {
  const byId = new Map(stylists.map((q) => [q.stylist.id, visitWith(chosen, q)]));
  const own = visitParts(chosen);
  return (id) => byId.get(id) ?? own;
}

/**
 * The shape a booking takes when it moves to `to` (a reschedule, the desk's move): its own shape as
 * booked, unless the stylist it leaves or the one it goes to has their own length of one of its
 * services; then the services with the new stylist's lengths (a junior's 45-minute cut is 30 with
 * a senior, and the other way round).
 */
export function movedVisit(
  booked: Visit,
  services: readonly Service[],
  from: Pick<PricedStylist, 'minutes'> | undefined,
  to: Pick<PricedStylist, 'minutes'> & { stylist: { id: number } },
  fromStylistId: number,
): Visit {
  if (to.stylist.id === fromStylistId) return booked;
  const own = (q?: Pick<PricedStylist, 'minutes'>) => services.some((s) => q?.minutes?.has(s.id));
  return own(from) || own(to) ? visitWith(services, to) : booked;
}

/**
 * For a booking about to move: the shape it takes with each stylist it could go to (`movedVisit`),
 * from its shape as booked, its services as they are now and the lengths of the stylist it leaves.
 */
export async function shapesForMove(
  db: Db | Tx,
  booking: { id: number; stylistId: number; startsAt: Date; durationMinutes: number },
  serviceIds: readonly number[],
): Promise<(to: Pick<PricedStylist, 'minutes'> & { stylist: { id: number } }) => Visit> {
  const parts = await partsOf(db, booking.id, booking.startsAt);
  const booked: Visit = {
    minutes: booking.durationMinutes,
    parts: parts.length > 0 ? parts : [{ start: 0, end: booking.durationMinutes, kind: 'busy' }],
  };
  const rows = serviceIds.length
    ? await db
        .select()
        .from(services)
        .where(inArray(services.id, [...serviceIds]))
    : [];
  const inOrder = serviceIds.flatMap((id) => rows.filter((r) => r.id === id));
  const [from] = await qualifiedStylists(db, serviceIds, booking.stylistId);
  return (to) => movedVisit(booked, inOrder, from, to, booking.stylistId);
}
