/**
 * A booking as its response shows it, built by the database as one JSON value, from the columns of
 * a relation that holds bookings: the table itself when a booking is read again, or the insert's own
 * `RETURNING` when one is made. The statement that books returns it, so the answer to a booking
 * needs no read of its own after the commit (one round trip fewer), and both ways give the same
 * value, turned into the response by one function (domain/booking-view.ts).
 */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { bookingServices, bookings, payments, services, stylists, timeSlots } from '../db/schema';

export type BookedService = {
  name: string;
  description: string;
  duration_minutes: number;
  price: number;
  name_zh: string | null;
  description_zh: string | null;
};

export type LastPayment = {
  order_id: string;
  reference_no: string | null;
  card_no: string | null;
  card_orgn: string | null;
};

/** What `bookingViewJson` builds (JSON: dates and instants as ISO text, amounts as numbers). */
export type BookingViewJson = {
  id: number;
  booking_date: string;
  start_time: string;
  duration_minutes: number;
  stylist_id: number;
  stylist_name: string;
  subtotal: number;
  discount_amount: number;
  promo_code: string | null;
  total_amount: number;
  status: string;
  payment_state: string;
  hold_expires_at: string | null;
  payment_method: string | null;
  /** The no-show protection the booking was made under, and its fee (domain/protection). */
  protection: string;
  deposit_amount: number;
  fee_amount: number;
  fee_state: string;
  balance_paid_amount: number | null;
  late_cancel_fee_percent: number;
  no_show_fee_percent: number;
  services: BookedService[];
  payment: LastPayment | null;
};

/** A column of `relation` by its name in the table (a CTE's `RETURNING` keeps the names). */
const columnOf = (relation: string, column: AnyColumn) =>
  sql`${sql.identifier(relation)}.${sql.identifier(column.name)}`;

type Source = {
  /** A relation with the bookings table's columns. */
  booking: string;
  /** Its services: booking_services, or the insert's CTE of them (the statement that inserts them cannot read them from the table). */
  bookedServices: string;
  /** A booking the same statement inserts: it has no payment yet. */
  inserted?: boolean;
};

/** The view of the booking in `source.booking`, with its services and its latest payment. */
export function bookingViewJson({ booking, bookedServices, inserted = false }: Source): SQL {
  const b = (column: AnyColumn) => columnOf(booking, column);
  const s = (column: AnyColumn) => columnOf(bookedServices, column);
  const latestPayment = inserted
    ? sql`null`
    : sql`(select json_build_object(
          'order_id', ${payments.orderId}, 'reference_no', ${payments.referenceNo},
          'card_no', ${payments.cardNo}, 'card_orgn', ${payments.cardOrgn})
        from ${payments} where ${payments.bookingId} = ${b(bookings.id)}
        order by ${payments.id} desc limit 1)`;
  return sql`json_build_object(
    'id', ${b(bookings.id)}, 'booking_date', ${b(bookings.bookingDate)},
    'start_time', (select ${timeSlots.startTime} from ${timeSlots} where ${timeSlots.id} = ${b(bookings.startSlotId)}),
    'duration_minutes', ${b(bookings.durationMinutes)}, 'stylist_id', ${b(bookings.stylistId)},
    'stylist_name', (select ${stylists.fullName} from ${stylists} where ${stylists.id} = ${b(bookings.stylistId)}),
    'subtotal', ${b(bookings.subtotal)}, 'discount_amount', ${b(bookings.discountAmount)},
    'promo_code', ${b(bookings.promoCode)}, 'total_amount', ${b(bookings.totalAmount)},
    'status', ${b(bookings.status)}, 'payment_state', ${b(bookings.paymentState)},
    'hold_expires_at', ${b(bookings.holdExpiresAt)}, 'payment_method', ${b(bookings.paymentMethod)},
    'protection', ${b(bookings.protection)}, 'deposit_amount', ${b(bookings.depositAmount)},
    'fee_amount', ${b(bookings.feeAmount)}, 'fee_state', ${b(bookings.feeState)},
    'balance_paid_amount', ${b(bookings.balancePaidAmount)},
    'late_cancel_fee_percent', ${b(bookings.lateCancelFeePercent)}, 'no_show_fee_percent', ${b(bookings.noShowFeePercent)},
    'services', coalesce((
      select json_agg(json_build_object(
        'name', ${s(bookingServices.name)}, 'description', ${s(bookingServices.description)},
        'duration_minutes', ${s(bookingServices.durationMinutes)}, 'price', ${s(bookingServices.price)},
        'name_zh', ${services.nameZh}, 'description_zh', ${services.descriptionZh}
      ) order by ${s(bookingServices.position)})
      from ${sql.identifier(bookedServices)} join ${services} on ${services.id} = ${s(bookingServices.serviceId)}
      where ${s(bookingServices.bookingId)} = ${b(bookings.id)}), '[]'::json),
    'payment', ${latestPayment})`;
}
