/**
 * The visit a stylist gives: the chosen services' parts with the stylist's own lengths of them (a
 * junior takes longer; shared/domain/service-time.ts, withStylistMinutes). The one place that
 * turns services and a stylist into parts: the free starts offered, the placement of a booking and
 * a move to another stylist all ask here.
 */
import { type ServiceTime, visitParts, withStylistMinutes } from '#shared/domain/service-time';
import type { Visit } from './free-starts';
import type { PricedStylist } from './qualified';

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
