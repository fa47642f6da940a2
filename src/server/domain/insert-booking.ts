/**
 * Who a new booking is for and how they pay, as every path that books says it. The booking itself
 * is written by the placement command (placement/place-booking.ts).
 */
import type { BookingPaymentMethod } from '#shared/enums';

/** Who the booking is for: a customer's account (with their profile's details) or a guest. */
export type Contact = { customerId: number | null; name: string; email: string; phone: string };

/** The payment keyword of paying at the salon: the booking is confirmed without an online payment. */
export const PAY_AT_SALON = 'salon' as const satisfies BookingPaymentMethod;
