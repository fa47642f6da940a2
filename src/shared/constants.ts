/**
 * Plain values shared by every side, with no zod, so the client can import them at run time
 * without shipping the schema library. `enums.ts` builds its schemas from these.
 */
/** `no_show`: the client did not come; the booking keeps its (past) time. */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;
/**
 * What a row of the bookings table is: a booking (a payment hold included: a real booking waiting
 * for its online payment), or time held for something else: the new time of a paid booking's move
 * to a dearer stylist (`move_hold`), or freed time offered to the waitlist (`waitlist_hold`).
 */
export const BOOKING_KINDS = ['booking', 'move_hold', 'waitlist_hold'] as const;
/** The methods a checkout pays by online. */
export const ONLINE_PAYMENT_TYPES = ['card', 'ewallet'] as const;
/** The payment method a booking keeps: an online one, at the salon, or a link the front desk emailed. */
export const BOOKING_PAYMENT_METHODS = [...ONLINE_PAYMENT_TYPES, 'salon', 'link'] as const;
export const ROLE_SUPER_ADMIN = 1;
export const ROLE_STAFF = 2;
/** General is category 10: the default category id of the API's clients. */
export const CATEGORY_GENERAL = 10;

/** The shortest password each kind of account may choose (password-rule.ts): staff open the back office. */
export const PASSWORD_MIN_LENGTH = { staff: 12, customer: 8 } as const;
export const PASSWORD_MAX_LENGTH = 200;
export type PasswordHolder = keyof typeof PASSWORD_MIN_LENGTH;

/** The most dated windows one waitlist entry may ask for. */
export const MAX_WAITLIST_PREFERENCES = 5;

/** The windows the wizard offers for a date: morning, afternoon, evening or any time. */
export const WAITLIST_WINDOWS = {
  any: { from_time: '00:00', to_time: '23:59' },
  morning: { from_time: '00:00', to_time: '12:00' },
  afternoon: { from_time: '12:00', to_time: '17:00' },
  evening: { from_time: '17:00', to_time: '23:59' },
} as const;
export type WaitlistWindow = keyof typeof WAITLIST_WINDOWS;
