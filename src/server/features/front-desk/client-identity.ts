/**
 * Who a booking's person is, for the front desk: every person who booked is a client. A booking
 * made by a customer (signed in, or recorded at the desk) is theirs; a guest booking belongs to the
 * customer with the same email or phone, when there is one; otherwise to a guest client, the guest
 * bookings with that email (or, without an email, that phone). A guest client has no customer row
 * yet: it is addressed by one of its bookings (the latest one in the list).
 *
 * Matching by email or phone is for the salon's eyes only: it never gives anyone a booking
 * (a customer's own bookings are theirs by customer id and session alone).
 */
import { and, isNull, not, type SQL, sql } from 'drizzle-orm';
import { bookings, customers } from '../../db/schema';
import { isBooking } from '../../domain/booking-store/predicates';

/** The guest client a booking without a customer belongs to: its email, else its phone. */
export const guestKey = sql<string>`(case when ${bookings.customerEmail} <> '' then 'e:' || lower(${bookings.customerEmail}) else 't:' || ${bookings.customerPhone} end)`;

/** A guest booking whose email or phone is a customer's: it is shown as that customer's. */
const matchesCustomer = sql`exists (select 1 from ${customers} c where (c.email <> '' and lower(c.email) = lower(${bookings.customerEmail})) or (${bookings.customerPhone} <> '' and c.phone_number = ${bookings.customerPhone}))`;

/** Real bookings made without a customer (time held for a move or a waitlist offer is not one). */
const guestMade = and(isNull(bookings.customerId), isBooking)!;

/** Guest bookings that belong to no customer: the bookings of guest clients. */
export const ofGuestClients: SQL = and(guestMade, not(matchesCustomer))!;

/** The bookings of a customer: theirs by id, and guest bookings with their email or phone. */
export function ofCustomer(c: { id: number; email: string; phoneNumber: string }): SQL {
  const sameEmail = c.email ? sql`lower(${bookings.customerEmail}) = lower(${c.email})` : sql`false`;
  const samePhone = c.phoneNumber ? sql`${bookings.customerPhone} = ${c.phoneNumber}` : sql`false`;
  return sql`(${bookings.customerId} = ${c.id} or (${guestMade} and (${sameEmail} or ${samePhone})))`;
}

/** The bookings of the guest client with this key. */
export const ofGuest = (key: string): SQL => and(ofGuestClients, sql`${guestKey} = ${key}`)!;
