/** Enumerations shared by server and client. */
import { z } from 'zod';
import {
  BOOKING_KINDS,
  BOOKING_PAYMENT_METHODS,
  BOOKING_STATUSES,
  ONLINE_PAYMENT_TYPES,
  ROLE_STAFF,
  ROLE_SUPER_ADMIN,
} from './constants';

export { ROLE_SUPER_ADMIN } from './constants';

export const BookingStatus = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof BookingStatus>;

export const BookingKind = z.enum(BOOKING_KINDS);
export type BookingKind = z.infer<typeof BookingKind>;

/** The payment method a booking keeps (none on a hold that is not a booking). */
export const BookingPaymentMethod = z.enum(BOOKING_PAYMENT_METHODS);
export type BookingPaymentMethod = z.infer<typeof BookingPaymentMethod>;

/** Reports tolerate the American spelling `canceled`; it is read as `cancelled`. */
export const BookingStatusInput = z
  .enum([...BOOKING_STATUSES, 'canceled'])
  .transform((s): BookingStatus => (s === 'canceled' ? 'cancelled' : s));

/** Payment state is kept apart from the booking status (a paid booking is never expired by a job). */
export const PaymentState = z.enum(['unpaid', 'not_required', 'paid', 'failed', 'refund_due', 'refunded']);
export type PaymentState = z.infer<typeof PaymentState>;

export const RoleId = z.union([z.literal(ROLE_SUPER_ADMIN), z.literal(ROLE_STAFF)]);
export type RoleId = z.infer<typeof RoleId>;

/** Customer gender: 1 male, 2 female, 3 other or prefer not to say. */
export const Gender = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type Gender = z.infer<typeof Gender>;

export const OnlinePaymentType = z.enum(ONLINE_PAYMENT_TYPES);
export type OnlinePaymentType = z.infer<typeof OnlinePaymentType>;
