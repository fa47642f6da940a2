/**
 * The first statement of a customer's booking transaction, built once: the chosen services and the
 * candidates' own prices as committed now (never from a cache: what is charged is what the salon
 * asks today), after taking the guest's hold locks and then one candidate's time lock (with the
 * release of that stylist's lapsed holds). For a named stylist it also reads their bookings and
 * blocks that day, which decide whether the time is free. One round trip where there were four; the
 * locks are taken in that order by every booking, so two never wait on each other in a circle.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { preparedStatement } from '../../db/prepared';
import { services, stylistServices, stylists } from '../../db/schema';
import { freeStylistTimeClaim, stylistTimeClaim } from '../../domain/availability/blocks';
import { type Busy, busyAsJson, busyFromJson } from '../../domain/availability/free-starts';
import type { ChosenService, PricedStylist } from '../../domain/availability/qualified';
import { invalid } from '../../domain/domain-error';
import { holdLocks } from './unpaid-holds';

type Opening = {
  serviceIds: number[];
  /**
   * The candidates, in the order they will be tried: one's time is claimed (the first, or with
   * several, the first with no booking then whose time no other booking is claiming now), and is
   * to be tried first.
   */
  stylistIds: number[];
  /** The guest's hold lock keys, in order (none when paying at the salon). */
  holdKeys: string[];
  now: Date;
  /** The date whose bookings and blocks of the first candidate are read too (a named stylist). */
  busyOn?: string;
  /** The booking's time, as the catalogue was read before (for choosing among several candidates). */
  time: { startsAt: Date; endsAt: Date };
};

type Row = {
  id: number;
  name: string;
  description: string;
  duration_minutes: number;
  processing_start_minutes: number;
  processing_minutes: number;
  buffer_minutes: number;
  price: string;
  stylist_id: number | null;
  stylist_price: string | null;
  stylist_minutes: number | null;
  claimed: number;
  busy?: Parameters<typeof busyFromJson>[0];
};

/** A named stylist's time lock, waited for while another booking holds it. */
function namedTimeLock(db: Parameters<typeof stylistTimeClaim>[0]) {
  const { lock, release } = stylistTimeClaim(db);
  return sql`time_lock as materialized (select ${lock}, ${sql.placeholder('stylist')}::int as stylist from hold_locks),
      released as (${release})`;
}

/**
 * For "any stylist", the first candidate with no booking then whose lock no other booking holds is
 * claimed, so a rush for one time spreads over the stylists.
 */
function anyTimeLock(db: Parameters<typeof freeStylistTimeClaim>[0]) {
  const { claim, release } = freeStylistTimeClaim(db);
  return sql`time_lock as materialized (select ${claim} as stylist from hold_locks),
      released as (${release(sql`(select stylist from time_lock)`)})`;
}

const opening = preparedStatement('open-booking', {
  build: (db, shape: 'named' | 'any') => {
    const timeLock = shape === 'named' ? namedTimeLock(db) : anyTimeLock(db);
    const busy = shape === 'named' ? sql`, ${busyAsJson(db)} as busy` : sql``;
    // the CTEs run in the order their results feed each other: the hold locks, then the time lock
    return sql`with hold_locks as materialized (select ${holdLocks} as n),
      ${timeLock}
      select ${services.id} as id, ${services.name} as name, ${services.description} as description,
        ${services.durationMinutes} as duration_minutes,
        ${services.processingStartMinutes} as processing_start_minutes,
        ${services.processingMinutes} as processing_minutes, ${services.bufferMinutes} as buffer_minutes,
        ${services.price} as price,
        ${stylists.id} as stylist_id, ${stylistServices.price} as stylist_price,
        ${stylistServices.durationMinutes} as stylist_minutes,
        (select stylist from time_lock) as claimed${busy}
      from ${services}
      left join ${stylistServices} on ${stylistServices.serviceId} = ${services.id}
        and ${stylistServices.stylistId} = any(${sql.placeholder('stylists')})
      left join ${stylists} on ${stylists.id} = ${stylistServices.stylistId} and ${stylists.isActive}
      where ${services.id} = any(${sql.placeholder('services')}) and ${services.isActive}`;
  },
  bind: (o: Opening) => ({
    services: o.serviceIds,
    stylists: o.stylistIds,
    stylist: o.stylistIds[0],
    hold_keys: o.holdKeys,
    now: o.now,
    ...(o.busyOn ? {} : { starts_at: o.time.startsAt, ends_at: o.time.endsAt }),
    ...(o.busyOn ? { ids: o.stylistIds.slice(0, 1), date: o.busyOn } : {}),
  }),
});

/** Opens the booking: what it charges, and which candidates still do every service. */
export async function openBooking(
  tx: Tx,
  o: Opening,
): Promise<{
  chosen: ChosenService[];
  qualified: Map<number, PricedStylist>;
  claimed: number;
  busy: Busy[];
}> {
  const unique = [...new Set(o.serviceIds)];
  const rows = await opening<Row>(tx, o.busyOn ? 'named' : 'any', { ...o, serviceIds: unique });
  const byId = new Map<number, ChosenService>();
  const qualified = new Map<number, PricedStylist>();
  for (const r of rows) {
    byId.set(r.id, {
      id: r.id,
      name: r.name,
      description: r.description,
      durationMinutes: r.duration_minutes,
      processingStartMinutes: r.processing_start_minutes,
      processingMinutes: r.processing_minutes,
      bufferMinutes: r.buffer_minutes,
      price: Number(r.price),
    });
    if (r.stylist_id === null || r.stylist_price === null) continue;
    const q = qualified.get(r.stylist_id) ?? {
      stylist: { id: r.stylist_id },
      prices: new Map<number, number>(),
      minutes: new Map<number, number>(),
    };
    q.prices.set(r.id, Number(r.stylist_price));
    // the stylist's own length of the service, as committed now (a junior takes longer)
    if (r.stylist_minutes !== null) (q.minutes as Map<number, number>).set(r.id, Number(r.stylist_minutes));
    qualified.set(r.stylist_id, q);
  }
  if (byId.size !== unique.length) throw invalid('unknown_services');
  for (const [id, q] of qualified) if (q.prices.size !== unique.length) qualified.delete(id);
  return {
    chosen: unique.map((id) => byId.get(id)!),
    qualified,
    claimed: Number(rows[0]?.claimed ?? o.stylistIds[0]),
    busy: busyFromJson(rows[0]?.busy ?? []),
  };
}
