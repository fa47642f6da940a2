/**
 * What a row of the bookings table is, as conditions and checks: its kind (a booking, or time held
 * for a move or a waitlist offer), whether it holds its place, and the unpaid holds: running
 * ("awaiting payment") or lapsed. Ask `kind` for what a row is, never the payment method or
 * `reschedule_of`. The back office's counts compare with the database's clock, the one the release
 * job's rows were written against.
 */
import { and, eq, inArray, isNotNull, lte, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { BookingKind, BookingPaymentMethod, BookingStatus, PaymentState } from '#shared/enums';
import { bookings, holdKeys } from '../../db/schema';

/** Who the status history names for changes the server makes on its own. */
export const SYSTEM_ACTOR = 'system';

/** Rows of this kind, as a condition. */
export const ofKind = (kind: BookingKind) => eq(bookings.kind, kind);

/** The row with this id, as a condition. */
export const withId = (id: number): SQL => eq(bookings.id, id);

/** The rows with these ids, as a condition. */
export const withIds = (ids: readonly number[]): SQL => inArray(bookings.id, [...ids]);

/** Rows of this person: their account, or the same email (any case) or phone (its digits); none when nothing names them. */
export function ofPerson(person: { customerId: number | null; email: string; phone: string }): SQL {
  const same: SQL[] = [];
  if (person.customerId) same.push(eq(bookings.customerId, person.customerId));
  const email = person.email.trim().toLowerCase();
  if (email) same.push(sql`lower(${bookings.customerEmail}) = ${email}`);
  const phone = person.phone.replace(/\D/g, '');
  if (phone) same.push(eq(bookings.customerPhone, phone));
  return same.length ? (or(...same) as SQL) : sql`false`;
}

/** Rows of this signed-in customer, as a condition. */
export const ofCustomer = (customerId: number): SQL => eq(bookings.customerId, customerId);

/** A booking, not time held for a move or a waitlist offer. */
export const isBooking = ofKind('booking');

/**
 * A row that holds its place at `now`: not cancelled, and not an unpaid hold that lapsed (a promo
 * code's use and a first visit count while it does).
 */
export const holdsItsPlace = (now: Date): SQL =>
  sql`(${bookings.status} <> 'cancelled' and not (${bookings.status} = 'pending' and ${bookings.paymentState} in ('unpaid', 'failed') and ${bookings.holdExpiresAt} is not null and ${bookings.holdExpiresAt} <= ${now}))`;

/** Which bookings hold a time that has lapsed at `now` (of one stylist, or all). */
export function lapsedHoldConditions(
  now: Date | Placeholder<'now'>,
  stylistId?: number | Placeholder<'stylist'> | SQL,
): SQL[] {
  const conditions = [
    // a literal, not a parameter: a prepared statement's plan may then use the partial index of
    // pending bookings by stylist and hold end
    sql`${bookings.status} = 'pending'`,
    inArray(bookings.paymentState, ['unpaid', 'failed']),
    isNotNull(bookings.holdExpiresAt),
    lte(bookings.holdExpiresAt, now),
  ];
  if (stylistId !== undefined) conditions.push(eq(bookings.stylistId, stylistId));
  return conditions;
}

/** The payment method of a booking the front desk made with an emailed payment link. */
export const PAY_BY_LINK = 'link' as const satisfies BookingPaymentMethod;

const unpaid = sql`${bookings.paymentState} in ('unpaid', 'failed') and ${bookings.holdExpiresAt} is not null`;

/** A hold whose time is still running. */
export const awaitingPayment = sql`(${bookings.status} = 'pending' and ${unpaid} and ${bookings.holdExpiresAt} > now())`;

/** A hold that ran out: past its time, or cancelled by the server for that reason. */
export const lapsedHold = sql`((${bookings.status} = 'pending' and ${unpaid} and ${bookings.holdExpiresAt} <= now())
  or (${bookings.status} = 'cancelled' and ${bookings.statusChangedBy} = 'system' and ${unpaid}))`;

/** Every booking except holds that ran out. */
export const notLapsedHold = sql`not ${lapsedHold}`;

/** An unpaid booking whose hold still runs: the only kind a checkout accepts. */
export function awaitingPaymentNow(
  b: { status: BookingStatus; paymentState: PaymentState; holdExpiresAt: Date | null },
  now: Date,
): boolean {
  return (
    b.status === 'pending' &&
    (b.paymentState === 'unpaid' || b.paymentState === 'failed') &&
    !!b.holdExpiresAt &&
    b.holdExpiresAt.getTime() > now.getTime()
  );
}

/**
 * A booking without a hold that the front desk sent a payment link for: booked (pending or
 * confirmed), not paid yet, still ahead. Its owner may pay it online until it starts; it may
 * still be paid at the salon.
 */
export function payableByLinkNow(
  b: {
    kind: BookingKind;
    status: BookingStatus;
    paymentState: PaymentState;
    paymentMethod: BookingPaymentMethod | null;
    holdExpiresAt: Date | null;
    startsAt: Date;
  },
  now: Date,
): boolean {
  return (
    b.paymentMethod === PAY_BY_LINK &&
    (b.status === 'pending' || b.status === 'confirmed') &&
    (b.paymentState === 'unpaid' || b.paymentState === 'failed') &&
    !b.holdExpiresAt &&
    b.kind === 'booking' &&
    b.startsAt.getTime() > now.getTime()
  );
}

/** Whose holds are counted together: a guest's email (lower case) and phone, and their address. */
export type HoldOwner<V = string> = { email: V; phone: V; address: V | null };

/**
 * How many unpaid holds the owner has running at `now`, as an expression (the booking's insert
 * reads it, after the owner's locks). Its values may be a statement's placeholders.
 */
export function unpaidHoldsOf(owner: HoldOwner<string | Placeholder>, now: Date | Placeholder): SQL<number> {
  const { email, phone, address } = holdKeys(bookings);
  const who = [sql`${email} = ${owner.email}`, sql`${phone} = ${owner.phone}`];
  if (owner.address) who.push(sql`${address} = ${owner.address}`);
  // pending is in the keys (NULL otherwise), never asked for on its own: see holdKeys
  const running = and(
    or(...who),
    inArray(bookings.paymentState, ['unpaid', 'failed']),
    isNotNull(bookings.holdExpiresAt),
    sql`${bookings.holdExpiresAt} > ${now}`,
    // time held for a move or a waitlist offer is not a booking of its own
    isBooking,
  );
  return sql<number>`(select count(*)::int from ${bookings} where ${running})`;
}
