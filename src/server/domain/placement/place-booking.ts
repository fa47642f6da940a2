/**
 * Placing a booking: the one command that writes a new booking's time (the customer's booking, the
 * front desk's, a held time a caller makes with `payAtSalon: false` and `holdUntil`). It writes the
 * booking, its services, its busy segments (each service's busy parts and the clean-up after:
 * shared/domain/service-time.ts) and its first history line in one statement, built once for each
 * shape. The segments' exclusion constraint refuses a taken time (`timeTaken`, 409), and a block
 * of the stylist's time (checked under the stylist's time lock, in the same statement) refuses it
 * with TimeBlocked. The price is the caller's rule, applied to the stylist's prices.
 */

import { type SQL, sql } from 'drizzle-orm';
import type { BookRequest } from '#shared/contract/bookings';
import type { PriceBreakdown } from '#shared/domain/promo';
import type { BookingKind, BookingPaymentMethod } from '#shared/enums';
import { isNullRefusedIn, type Tx } from '../../db/connect';
import { preparedStatement } from '../../db/prepared';
import { bookingChanges, bookingServices, bookings, stylistBlocks } from '../../db/schema';
import type { ChangeEvent } from '../../events/change-bus';
import type { Lang } from '../../i18n/catalogue';
import { claimStylistTime, TimeBlocked } from '../availability/blocks';
import type { ChosenService, PricedStylist } from '../availability/qualified';
import { visitWith } from '../availability/stylist-visit';
import { type Actor, bookingChangeValues } from '../booking-history';
import { type HoldOwner, unpaidHoldsOf } from '../booking-store/predicates';
import { type BookingViewJson, bookingViewJson } from '../booking-view-json';
import type { Contact } from '../insert-booking';
import type { PolicySnapshot } from './booking-terms';
import { asTimeTaken, segmentsAt, segmentsInsert } from './segments';

/** How the booking is priced from the stylist's own prices (the promo's terms applied by the caller's rule). */
export type PricingRule = (q: PricedStylist) => PriceBreakdown;

export type PlaceArgs = {
  q: PricedStylist;
  chosen: ChosenService[];
  contact: Contact;
  body: BookRequest;
  startsAt: Date;
  pricing: PricingRule;
  /** None for a held time that is not a booking (a waitlist offer's). */
  method: BookingPaymentMethod | null;
  /** What the row is: a booking unless the caller holds time for something else. */
  kind?: BookingKind;
  payAtSalon: boolean;
  now: Date;
  /** When an unpaid booking stops holding its time (booking-terms.ts: the salon's hold; a payment link or an offer holds longer). */
  holdUntil: Date | null;
  idempotencyKey: string | null;
  lang: Lang;
  /** Who is booking, for the history; by default the customer or guest themselves. */
  actor?: Actor;
  /** The salon's policy now (booking-terms.ts): the booking keeps a copy of it. */
  policy: PolicySnapshot;
  clientAddress: string | null;
  /** The caller's transaction already claimed this stylist's time (claimStylistTime). */
  timeClaimed?: boolean;
  /** Whose running unpaid holds the same statement counts (read after the caller's locks). */
  countHoldsOf?: HoldOwner;
  /** The channel to NOTIFY of the day's change from the same statement (delivered on commit). */
  notifyChannel?: string | null;
};

export type Placed = {
  id: number;
  unpaidHolds: number;
  view: BookingViewJson;
  /** The price the rule gave. */
  price: PriceBreakdown;
  endsAt: Date;
};

/**
 * Each key of a record as a placeholder of that name, with a prefix. Wrapped in SQL, so that the
 * driver encodes the value (drizzle's column encoders fail on a NULL sent for a placeholder).
 */
function placeholders<T extends Record<string, unknown>>(record: T, prefix: string) {
  return Object.fromEntries(Object.keys(record).map((k) => [k, sql`${sql.placeholder(prefix + k)}`])) as {
    [K in keyof T]: SQL;
  };
}

/** The same record's values under the prefixed names. */
const prefixed = (record: Record<string, unknown>, prefix: string) =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [prefix + k, v]));

/** What one booking writes; the statement is built from its keys, and sent with its values. */
function writtenBy(a: PlaceArgs, price: PriceBreakdown) {
  // every booking writes the protection columns, so each shape's statement has the same placeholders
  const { protection, ...cutoffs } = a.policy;
  const confirmedNow = a.payAtSalon || price.total_amount === 0;
  // the stylist's own lengths of the services (a junior takes longer)
  const { minutes, parts } = visitWith(a.chosen, a.q);
  const endsAt = new Date(a.startsAt.getTime() + minutes * 60_000);
  const booking = {
    customerId: a.contact.customerId,
    customerName: a.contact.name,
    customerEmail: a.contact.email,
    customerPhone: a.contact.phone,
    stylistId: a.q.stylist.id,
    bookingDate: a.body.booking_date,
    startSlotId: a.body.start_slot_id,
    endsAt,
    durationMinutes: minutes,
    subtotal: price.subtotal,
    discountAmount: price.discount_amount,
    promoCode: price.promo_code,
    totalAmount: price.total_amount,
    status: confirmedNow ? 'confirmed' : 'pending',
    paymentState: confirmedNow ? 'not_required' : 'unpaid',
    paymentMethod: a.method,
    kind: a.kind ?? 'booking',
    holdExpiresAt: confirmedNow ? null : a.holdUntil,
    notes: a.body.Notes ?? null,
    idempotencyKey: a.idempotencyKey,
    language: a.lang,
    ...cutoffs,
    ...protection,
    clientAddress: a.clientAddress,
  };
  const services = a.chosen.map((s) => ({
    serviceId: s.id,
    name: s.name,
    description: s.description,
    durationMinutes: s.durationMinutes,
    price: a.q.prices.get(s.id) ?? Number(s.price),
  }));
  const actor =
    a.actor ??
    (a.contact.customerId
      ? ({ kind: 'customer', id: a.contact.customerId, name: a.contact.name } as const)
      : ({ kind: 'guest', name: a.contact.name } as const));
  const history = bookingChangeValues({ kind: 'created', actor }, a.now);
  // a new booking is active: its segments count from the start
  const segments = segmentsAt(a.q.stylist.id, a.startsAt, parts).map(({ active: _, ...s }) => s);
  return { booking, services, history, segments };
}

type Rows = ReturnType<typeof writtenBy>;
type Input = Rows & { startsAt: Date; now: Date; owner: HoldOwner | null; notify: string | null };
/** What changes the statement's text: how many services and segments, whose holds are counted, a NOTIFY. */
type Shape = `${number}:${number}:${'none' | 'guest' | 'guest+address'}:${'notify' | 'quiet'}`;

const insertStatement = preparedStatement('insert-booking', {
  build: (db, shape: Shape, input: Input) => {
    const [, , holds, notify] = shape.split(':');
    const booking = placeholders(input.booking, 'b_');
    // a block of the stylist's time leaves the start NULL, which the column refuses: the booking
    // is refused by its own statement, with no read of its own before it (not-null is checked
    // before the overlap constraint, so a block is reported even where a booking overlaps too)
    const startsAt = sql.placeholder('starts_at');
    const blocked = sql`${stylistBlocks.stylistId} = ${booking.stylistId} and ${stylistBlocks.startsAt} < ${booking.endsAt} and ${stylistBlocks.endsAt} > ${startsAt}`;
    const bookingInsert = db
      .insert(bookings)
      .values({
        ...booking,
        startsAt: sql`(case when exists (select 1 from ${stylistBlocks} where ${blocked}) then null else ${startsAt}::timestamptz end)`,
      })
      .returning();
    // the booking, its services and its history line in one statement (one round trip, not
    // three): the later inserts take the id the first returns
    const created = sql`(select id from new_booking)`;
    const servicesInsert = db
      .insert(bookingServices)
      .values(
        input.services.map((service, i) => ({
          ...placeholders(service, `s${i}_`),
          bookingId: created,
          position: i,
        })),
      )
      .returning({
        bookingId: bookingServices.bookingId,
        serviceId: bookingServices.serviceId,
        name: bookingServices.name,
        description: bookingServices.description,
        durationMinutes: bookingServices.durationMinutes,
        price: bookingServices.price,
        position: bookingServices.position,
      });
    const segmentsWrite = segmentsInsert(
      db,
      input.segments.map((segment, i) => ({
        ...placeholders(segment, `g${i}_`),
        bookingId: created,
        active: sql`true`,
      })),
    );
    const history = db
      .insert(bookingChanges)
      .values({ ...placeholders(input.history, 'h_'), bookingId: created });
    const held =
      holds === 'none'
        ? sql`0`
        : unpaidHoldsOf(
            {
              email: sql.placeholder('owner_email'),
              phone: sql.placeholder('owner_phone'),
              address: holds === 'guest+address' ? sql.placeholder('owner_address') : null,
            },
            sql.placeholder('now'),
          );
    // the booking as its answer shows it, so that no read follows the commit
    const view = bookingViewJson({ booking: 'new_booking', bookedServices: 'new_services', inserted: true });
    const notified =
      notify === 'notify'
        ? sql`pg_notify(${sql.placeholder('channel')}, ${sql.placeholder('change')})`
        : sql`null`;
    return sql`with new_booking as (${bookingInsert.getSQL()}), new_services as (${servicesInsert.getSQL()}), new_history as (${history.getSQL()}), new_segments as (${segmentsWrite.getSQL()}) select id, ${held} as unpaid_holds, ${notified} as notified, ${view} as view from new_booking`;
  },
  bind: (input: Input) => ({
    ...prefixed(input.booking, 'b_'),
    starts_at: input.startsAt,
    ...Object.fromEntries(input.services.flatMap((s, i) => Object.entries(prefixed(s, `s${i}_`)))),
    ...Object.fromEntries(input.segments.flatMap((s, i) => Object.entries(prefixed(s, `g${i}_`)))),
    ...prefixed(input.history, 'h_'),
    ...(input.owner
      ? {
          owner_email: input.owner.email,
          owner_phone: input.owner.phone,
          owner_address: input.owner.address,
          now: input.now,
        }
      : {}),
    ...(input.notify
      ? {
          channel: input.notify,
          change: JSON.stringify({
            topic: 'bookings',
            date: input.booking.bookingDate,
          } satisfies ChangeEvent),
        }
      : {}),
  }),
});

/**
 * Places a booking inside the caller's transaction. Refuses with `timeTaken` (DomainError
 * 'slot_taken': another booking's busy part or clean-up is there; on PostgreSQL the transaction is
 * lost, so a caller trying another stylist does so in a savepoint or a new transaction) or
 * TimeBlocked (a break or time off of the stylist).
 */
export async function placeBooking(tx: Tx, a: PlaceArgs): Promise<Placed> {
  if (!a.timeClaimed) await claimStylistTime(tx, a.q.stylist.id, a.now);
  const owner = a.countHoldsOf ?? null;
  const price = a.pricing(a.q);
  const input: Input = {
    ...writtenBy(a, price),
    startsAt: a.startsAt,
    now: a.now,
    owner,
    notify: a.notifyChannel ?? null,
  };
  const shape: Shape = `${input.services.length}:${input.segments.length}:${owner ? (owner.address ? 'guest+address' : 'guest') : 'none'}:${input.notify ? 'notify' : 'quiet'}`;
  const [row] = await insertStatement<{ id: number; unpaid_holds: number; view: BookingViewJson }>(
    tx,
    shape,
    input,
  ).catch((e) => {
    if (isNullRefusedIn(e, 'starts_at')) throw new TimeBlocked();
    return asTimeTaken(e);
  });
  return {
    id: Number(row!.id),
    unpaidHolds: Number(row!.unpaid_holds),
    view: row!.view,
    price,
    endsAt: input.booking.endsAt,
  };
}
