/**
 * Who can do a set of services: active stylists who offer every one of them, with their own price
 * for each. Also checks that the services exist and are active.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect';
import { cachedRead } from '../../db/read-cache';
import { services, stylistServices, stylists } from '../../db/schema';
import { invalid } from '../domain-error';

export type ServiceRow = typeof services.$inferSelect;
export type StylistRow = typeof stylists.$inferSelect;
/** `minutes`: the stylist's own length of a service, where they have one (a junior takes longer). */
export type Qualified = { stylist: StylistRow; prices: Map<number, number>; minutes: Map<number, number> };
/** What a booking's insert needs of a service: its name, description, time in parts and list price. */
export type ChosenService = Pick<
  ServiceRow,
  | 'id'
  | 'name'
  | 'description'
  | 'durationMinutes'
  | 'processingStartMinutes'
  | 'processingMinutes'
  | 'bufferMinutes'
  | 'price'
>;
/** What pricing a booking needs of a stylist: who, and their own price of each service. */
export type PricedStylist = {
  stylist: Pick<StylistRow, 'id'>;
  prices: Map<number, number>;
  /** The stylist's own lengths of services (stylist-visit.ts); none: the services' own. */
  minutes?: ReadonlyMap<number, number>;
};

/** The chosen services in the order chosen; 400 when one is unknown or inactive. */
export async function loadChosenServices(db: Db | Tx, ids: readonly number[]): Promise<ServiceRow[]> {
  const unique = [...new Set(ids)];
  const rows = await cachedRead(db, `chosen:${[...unique].sort().join(',')}`, () =>
    db
      .select()
      .from(services)
      .where(and(inArray(services.id, unique), eq(services.isActive, true))),
  );
  if (rows.length !== unique.length) throw invalid('unknown_services');
  return unique.map((id) => rows.find((r) => r.id === id)!);
}

export function qualifiedStylists(
  db: Db | Tx,
  serviceIds: readonly number[],
  onlyStylistId?: number,
): Promise<Qualified[]> {
  const unique = [...new Set(serviceIds)].sort((a, b) => a - b);
  return cachedRead(db, `qualified:${unique.join(',')}:${onlyStylistId ?? 0}`, () =>
    loadQualified(db, unique, onlyStylistId),
  );
}

async function loadQualified(db: Db | Tx, unique: number[], onlyStylistId?: number): Promise<Qualified[]> {
  const links = await db
    .select({
      stylist: stylists,
      serviceId: stylistServices.serviceId,
      price: stylistServices.price,
      minutes: stylistServices.durationMinutes,
    })
    .from(stylistServices)
    .innerJoin(stylists, eq(stylists.id, stylistServices.stylistId))
    .where(
      and(
        inArray(stylistServices.serviceId, unique),
        eq(stylists.isActive, true),
        onlyStylistId ? eq(stylists.id, onlyStylistId) : undefined,
      ),
    );
  const byStylist = new Map<number, Qualified>();
  for (const l of links) {
    const q = byStylist.get(l.stylist.id) ?? {
      stylist: l.stylist,
      prices: new Map<number, number>(),
      minutes: new Map<number, number>(),
    };
    q.prices.set(l.serviceId, Number(l.price));
    if (l.minutes !== null) q.minutes.set(l.serviceId, l.minutes);
    byStylist.set(l.stylist.id, q);
  }
  return [...byStylist.values()]
    .filter((q) => q.prices.size === unique.length)
    .sort((a, b) => a.stylist.id - b.stylist.id);
}
