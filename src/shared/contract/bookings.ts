/** Making a booking and a customer's own bookings. */
import { z } from 'zod';
import { BookingStatus, PaymentState } from '../enums';
import { Email, Id, IdOrZero, IsoDate, OptionalEmail, Phone, Required, Text } from '../fields';
import { BookingProtectionView } from './protection';
import { ServiceIdList } from './stylists';

export const BookRequest = z.object({
  /** 0 for a guest; otherwise it must be the signed-in customer's id. */
  customer_id: IdOrZero,
  full_name: z.string().trim().max(100).default(''),
  phone_number: z
    .string()
    .max(40)
    .transform((s) => s.replace(/\D/g, ''))
    .default(''),
  email: z.string().trim().max(254).default(''),
  selected_service_ids: ServiceIdList,
  /** 0 lets the salon pick a free stylist who does every chosen service. */
  stylist_id: IdOrZero,
  booking_date: IsoDate,
  start_slot_id: Id,
  end_slot_id: IdOrZero.default(0),
  Notes: Text(500).default(''),
  payment_keyword: z.string().trim().max(40).optional(),
  promo_code: z.string().trim().max(40).optional(),
  /**
   * The total (after the promo) the client showed on its Pay button. When sent, the server books
   * only at exactly that total, or answers 409 `price_changed` with the new total in `data`.
   */
  expected_total: z.coerce.number().min(0).max(1_000_000).optional(),
  /**
   * The customer's own booking still waiting for its online payment, given up for this one (they
   * came back from the card page and chose to pay at the salon): its time is released first. The
   * manage token proves it is theirs (a signed-in owner may leave it out).
   */
  replaces: z.object({ booking_id: Id, manage_token: z.string().trim().max(500).optional() }).optional(),
});
export type BookRequest = z.infer<typeof BookRequest>;

/**
 * A guest's contact at checkout (docs/product.md §5): name, email and a phone of at least 8 digits. The
 * book call takes the fields loosely (a signed-in customer sends none) and checks them with this
 * when the booking is a guest's; the checkout form checks the same.
 */
export const GuestContact = z.object({ full_name: Required(100), email: Email, phone_number: Phone });
export type GuestContact = z.infer<typeof GuestContact>;

/** A new client the front desk types in: name and phone required, email optional. */
export const DeskClientContact = z.object({
  full_name: Required(100),
  phone_number: Phone,
  email: OptionalEmail,
});

export const BookingService = z.object({
  name: z.string(),
  description: z.string(),
  duration_minutes: z.number().int(),
  price: z.number(),
});
export type BookingService = z.infer<typeof BookingService>;

export const PaymentInfo = z.object({
  payment_transaction_id: z.string().nullable(),
  payment_reference_no: z.string().nullable(),
  card_no: z.string().nullable(),
  card_orgn: z.string().nullable(),
});
export type PaymentInfo = z.infer<typeof PaymentInfo>;

export const BookResponse = z.object({
  id: z.number().int(),
  proceed_to_pay: z.boolean(),
  appointment_date: z.string(),
  appointment_start_time: z.string(),
  appointment_end_time: z.string(),
  appointment_services: z.array(BookingService),
  stylist_id: z.number().int(),
  stylist_name: z.string(),
  subtotal: z.number(),
  discount_amount: z.number(),
  promo_code: z.string().nullable(),
  total_amount: z.number(),
  status: BookingStatus,
  payment_state: PaymentState,
  /** When an unpaid booking's hold on its slots ends (ISO instant), or null. */
  hold_expires_at: z.string().nullable(),
  payment_Info: PaymentInfo.nullable(),
  /**
   * The booking's manage token (the capability to pay for, see, move and cancel it without an
   * account); returned by the book call only.
   */
  manage_token: z.string().optional(),
  /**
   * No-show protection: `deposit_amount` is what checkout charges (the rest, `balance_due`, is paid
   * at the salon); with `card_required` checkout takes amount 0 and saves a card without a charge.
   */
  ...BookingProtectionView.shape,
});
export type BookResponse = z.infer<typeof BookResponse>;

/** The `data` of a 409 `price_changed`: what the booking costs now, and each service's price. */
export const PriceChanged = z.object({
  stylist_id: z.number().int(),
  subtotal: z.number(),
  discount_amount: z.number(),
  total_amount: z.number(),
  services: z.array(z.object({ service_id: z.number().int(), price: z.number() })),
});
export type PriceChanged = z.infer<typeof PriceChanged>;
