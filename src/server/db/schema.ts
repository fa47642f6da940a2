/**
 * The database: one Postgres schema for PGlite and PostgreSQL alike. Money is numeric(10,2);
 * instants are timestamptz; salon-local dates are `date`. The overlap constraint on booking
 * segments and the btree_gist extension live in a custom migration (drizzle cannot express EXCLUDE).
 */

import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { FeeCharging, FeeKind, FeeState, ProtectionKind } from '#shared/domain/protection';
import type { Closure, OpeningDay } from '#shared/domain/salon-hours';
import { DEFAULT_OPENING_HOURS } from '#shared/domain/salon-hours';
import type {
  BookingKind,
  BookingPaymentMethod,
  BookingStatus,
  OnlinePaymentType,
  PaymentState,
} from '#shared/enums';
import { DEFAULT_SALON_TZ, type Lang } from '#shared/salon-time';

const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const instant = (name: string) => timestamp(name, { withTimezone: true });

export const salonSettings = pgTable('salon_settings', {
  id: integer('id').primaryKey().default(1),
  name: text('name').notNull(),
  nameZh: text('name_zh').notNull().default(''),
  tagline: text('tagline').notNull().default(''),
  taglineZh: text('tagline_zh').notNull().default(''),
  phone: text('phone').notNull(),
  /** Where the salon is told of its customers' cancellations and moves ('' is nowhere). */
  email: text('email').notNull().default(''),
  address: text('address').notNull(),
  timeZone: text('time_zone').notNull().default(DEFAULT_SALON_TZ),
  currency: text('currency').notNull().default('S$'),
  allowPayAtSalon: boolean('allow_pay_at_salon').notNull().default(false),
  paymentHoldMinutes: integer('payment_hold_minutes').notNull().default(15),
  reminderLeadMinutes: integer('reminder_lead_minutes').notNull().default(1440),
  /** The policy new bookings are made under (each booking keeps its own copy). */
  cancelCutoffHours: integer('cancel_cutoff_hours').notNull().default(24),
  rescheduleCutoffHours: integer('reschedule_cutoff_hours').notNull().default(24),
  maxReschedules: integer('max_reschedules').notNull().default(2),
  /** The salon's hours: seven weekdays (Sunday 0), each open-close or closed (both null). */
  openingHours: jsonb('opening_hours')
    .$type<OpeningDay[]>()
    .notNull()
    .default([...DEFAULT_OPENING_HOURS]),
  /** Dates the salon is closed, each range with its reason. */
  closures: jsonb('closures').$type<Closure[]>().notNull().default([]),
  bookingWindowDays: integer('booking_window_days').notNull().default(14),
  slotMinutes: integer('slot_minutes').notNull().default(30),
  minNoticeMinutes: integer('min_notice_minutes').notNull().default(0),
  /** No-show protection (shared/domain/protection.ts): new bookings copy it, as the cut-offs. */
  protection: text('protection').notNull().default('none'),
  depositPercent: integer('deposit_percent'),
  depositFixed: money('deposit_fixed'),
  lateCancelFeePercent: integer('late_cancel_fee_percent').notNull().default(0),
  noShowFeePercent: integer('no_show_fee_percent').notNull().default(0),
  appliesTo: text('applies_to').notNull().default('everyone'),
  feeCharging: text('fee_charging').notNull().default('automatic'),
  protectionMinTotal: money('protection_min_total').notNull().default(0),
  /** Guests' personal data on bookings older than this many months is anonymised by a job. */
  guestDataMonths: integer('guest_data_months').notNull().default(24),
  /** How freed time goes to the waitlist: first_in_line, broadcast or off. */
  waitlistMode: text('waitlist_mode').notNull().default('first_in_line'),
  /** How long a waitlist offer holds its time before it passes on. */
  waitlistOfferMinutes: integer('waitlist_offer_minutes').notNull().default(15),
});

/** Server secrets generated on first start (payment signing, rating links). */
export const appSecrets = pgTable('app_secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Back-office accounts: role 1 Super Admin, 2 Staff. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    roleId: smallint('role_id').notNull().default(2),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
  ],
);

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** 1 male, 2 female, 3 other; null when the customer did not say. */
    gender: smallint('gender'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    customerType: text('customer_type').notNull().default('registered'),
    avatarUrl: text('avatar_url'),
    isActive: boolean('is_active').notNull().default(true),
    /** What the front desk notes about a client (allergies, preferences); staff only. */
    staffNotes: text('staff_notes').notNull().default(''),
    /** When the customer's personal data was erased (the row stays for the salon's records). */
    erasedAt: instant('erased_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customers_username_key').on(sql`lower(${t.username})`),
    // clients the front desk adds by phone may have no email: only real addresses are unique
    uniqueIndex('customers_email_key').on(sql`lower(${t.email})`).where(sql`${t.email} <> ''`),
    index('customers_phone').on(t.phoneNumber),
  ],
);

/** Opaque bearer tokens, stored only as SHA-256 hashes. */
export const sessions = pgTable('sessions', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  expiresAt: instant('expires_at').notNull(),
  revokedAt: instant('revoked_at'),
  createdAt: createdAt(),
});

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameZh: text('name_zh'),
  description: text('description').notNull().default(''),
  descriptionZh: text('description_zh'),
  durationMinutes: integer('duration_minutes').notNull().default(30),
  /**
   * Processing time (a colour developing): from this minute of the service, for
   * `processingMinutes`, the client stays but the stylist is free for another client.
   */
  processingStartMinutes: integer('processing_start_minutes').notNull().default(0),
  processingMinutes: integer('processing_minutes').notNull().default(0),
  /** Clean-up after the service: the stylist is busy, the client has gone (never part of the visit). */
  bufferMinutes: integer('buffer_minutes').notNull().default(0),
  price: money('price').notNull().default(0),
  imageUrl: text('image_url'),
  categoryId: integer('category_id')
    .notNull()
    .default(10)
    .references(() => categories.id),
  isActive: boolean('is_active').notNull().default(true),
  /** This service's own no-show protection (a colour asks a deposit, a fringe trim nothing); null follows the salon. */
  protection: text('protection'),
  createdAt: createdAt(),
});

export const stylists = pgTable('stylists', {
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull().default(''),
  specialty: text('speciality').notNull().default(''),
  /** The specialties in Chinese ('' = show the English ones), like a service's Chinese name. */
  specialtyZh: text('speciality_zh').notNull().default(''),
  experienceYears: integer('experience_years').notNull().default(0),
  photoUrl: text('photo_url'),
  isActive: boolean('is_active').notNull().default(true),
  shiftStartSlotId: integer('shift_start_slot_id'),
  shiftEndSlotId: integer('shift_end_slot_id'),
  createdAt: createdAt(),
});

/** The services a stylist does, at their own price. */
export const stylistServices = pgTable(
  'stylist_services',
  {
    stylistId: integer('stylist_id')
      .notNull()
      .references(() => stylists.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    price: money('price').notNull(),
    /** This stylist's length of the service (a junior takes longer); null: the service's own. */
    durationMinutes: integer('duration_minutes'),
  },
  (t) => [
    primaryKey({ columns: [t.stylistId, t.serviceId] }),
    check(
      'stylist_services_duration',
      sql`${t.durationMinutes} is null or (${t.durationMinutes} between 5 and 600 and ${t.durationMinutes} % 5 = 0)`,
    ),
  ],
);

/**
 * Every time of day a slot may start, on the 5-minute lattice, by a lasting id (see
 * shared/domain/slots.ts); the salon's grid is the part of it its hours and step choose.
 */
export const timeSlots = pgTable('time_slots', {
  id: integer('id').primaryKey(),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
  displayTime: text('display_time').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

/** Default weekly hours, all seven days (0 Sunday ... 6 Saturday). */
export const weeklyHours = pgTable(
  'stylist_weekly_hours',
  {
    stylistId: integer('stylist_id')
      .notNull()
      .references(() => stylists.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startSlotId: integer('start_slot_id'),
    endSlotId: integer('end_slot_id'),
    available: boolean('available').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.stylistId, t.weekday] })],
);

/** Per-date overrides from the shifts modal. */
export const shifts = pgTable(
  'stylist_shifts',
  {
    stylistId: integer('stylist_id')
      .notNull()
      .references(() => stylists.id, { onDelete: 'cascade' }),
    shiftDate: date('shift_date', { mode: 'string' }).notNull(),
    startSlotId: integer('start_slot_id'),
    endSlotId: integer('end_slot_id'),
    dayOff: boolean('day_off').notNull().default(false),
    updatedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.stylistId, t.shiftDate] })],
);

/** Published bookable slots: one row per stylist, date and grid cell. */
export const stylistSlots = pgTable(
  'stylist_slots',
  {
    stylistId: integer('stylist_id')
      .notNull()
      .references(() => stylists.id, { onDelete: 'cascade' }),
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    timeSlotId: integer('time_slot_id')
      .notNull()
      .references(() => timeSlots.id),
  },
  (t) => [
    primaryKey({ columns: [t.stylistId, t.slotDate, t.timeSlotId] }),
    index('stylist_slots_date').on(t.slotDate),
  ],
);

/**
 * The ways a guest's unpaid holds are found (lower-case email, phone, address), as keys that are
 * NULL unless the booking is pending. The count of a guest's holds asks for these keys and never
 * says `status = 'pending'` itself: a plan may then read only these indexes, not walk the whole of
 * another index of pending bookings (which PostgreSQL's statistics may believe empty after a quiet
 * hour, in a rush that has filled it with holds).
 */
export const holdKeys = (t: {
  status: AnyPgColumn;
  customerEmail: AnyPgColumn;
  customerPhone: AnyPgColumn;
  clientAddress: AnyPgColumn;
}) => {
  const whilePending = (key: SQL) => sql`(case when ${t.status} = 'pending' then ${key} end)`;
  return {
    email: whilePending(sql`lower(${t.customerEmail})`),
    phone: whilePending(sql`${t.customerPhone}`),
    address: whilePending(sql`${t.clientAddress}`),
  };
};

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    stylistId: integer('stylist_id')
      .notNull()
      .references(() => stylists.id),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    startSlotId: integer('start_slot_id')
      .notNull()
      .references(() => timeSlots.id),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    subtotal: money('subtotal').notNull(),
    discountAmount: money('discount_amount').notNull().default(0),
    promoCode: text('promo_code'),
    totalAmount: money('total_amount').notNull(),
    status: text('status').$type<BookingStatus>().notNull().default('pending'),
    paymentState: text('payment_state').$type<PaymentState>().notNull().default('unpaid'),
    /** None on a hold that is not a booking (a move's or a waitlist offer's held time). */
    paymentMethod: text('payment_method').$type<BookingPaymentMethod>(),
    holdExpiresAt: instant('hold_expires_at'),
    notes: text('notes').notNull().default(''),
    idempotencyKey: text('idempotency_key').unique(),
    statusChangedBy: text('status_changed_by'),
    statusChangedAt: instant('status_changed_at'),
    reminderSentAt: instant('reminder_sent_at'),
    /** The language the booking was made in: every message about it uses this one. */
    language: text('language').$type<Lang>().notNull().default('en'),
    /** The salon's policy when the booking was made: a later edit never changes these terms. */
    cancelCutoffHours: integer('cancel_cutoff_hours').notNull().default(24),
    rescheduleCutoffHours: integer('reschedule_cutoff_hours').notNull().default(24),
    maxReschedules: integer('max_reschedules').notNull().default(2),
    rescheduleCount: integer('reschedule_count').notNull().default(0),
    /** The calendar event's SEQUENCE: raised on every change the customer is told about. */
    icsSequence: integer('ics_sequence').notNull().default(0),
    cancelReason: text('cancel_reason'),
    /** What the salon owes back after a move to a cheaper stylist or a cancellation (decimal S$). */
    refundAmount: money('refund_amount').notNull().default(0),
    /** The address the booking came from, as the limits count it (an IPv6 prefix): unpaid holds are limited per address too. */
    clientAddress: text('client_address'),
    /**
     * Set on a time held for a paid booking's move to a dearer stylist: this row claims the new
     * time under the overlap constraint while the difference is paid; the booking named here moves
     * onto it once that payment succeeds. Never a booking of its own (no customer, no messages).
     */
    rescheduleOf: integer('reschedule_of').references((): AnyPgColumn => bookings.id, {
      onDelete: 'cascade',
    }),
    /**
     * What the row is: a booking, or time held for something else (`move_hold`: the new time of a
     * dearer move, `reschedule_of` naming its booking; `waitlist_hold`: a waitlist offer's time
     * until an entry claims it, when it becomes a booking). Ask this, never the other columns.
     */
    kind: text('kind').$type<BookingKind>().notNull().default('booking'),
    /** The no-show protection the booking was made under (its copy, with its own deposit). */
    protection: text('protection').$type<ProtectionKind>().notNull().default('none'),
    depositAmount: money('deposit_amount').notNull().default(0),
    lateCancelFeePercent: integer('late_cancel_fee_percent').notNull().default(0),
    noShowFeePercent: integer('no_show_fee_percent').notNull().default(0),
    feeCharging: text('fee_charging').$type<FeeCharging>().notNull().default('automatic'),
    /** The provider's reference of the card kept on file for this booking (never the card itself). */
    savedCardRef: text('saved_card_ref'),
    /** A late-cancellation or no-show fee: its amount, state and why (`late_cancel` / `no_show`). */
    feeAmount: money('fee_amount').notNull().default(0),
    feeState: text('fee_state').$type<FeeState>().notNull().default('none'),
    feeKind: text('fee_kind').$type<FeeKind>(),
    /** Set once, by the one request that claims the fee's charge: a second never charges again. */
    feeClaimedAt: instant('fee_claimed_at'),
    feeDecidedBy: text('fee_decided_by'),
    feeWaiveReason: text('fee_waive_reason'),
    /** What the client paid at the counter on the day (the balance after a deposit), and how. */
    balancePaidAmount: money('balance_paid_amount'),
    balancePaidMethod: text('balance_paid_method'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('bookings_date').on(t.bookingDate),
    index('bookings_stylist_date').on(t.stylistId, t.bookingDate),
    index('bookings_customer').on(t.customerId),
    // a promo code's first visit and uses per customer find a customer's bookings by email or phone
    index('bookings_customer_email').on(sql`lower(${t.customerEmail})`),
    index('bookings_customer_phone').on(t.customerPhone),
    // a guest's running unpaid holds are counted on every online booking (domain/booking-store/predicates.ts, unpaidHoldsOf): found
    // by email, phone or address among pending bookings only, not by reading every booking
    ...Object.entries(holdKeys(t)).map(([name, key]) =>
      index(`bookings_hold_${name}`).on(key).where(sql`${key} is not null`),
    ),
    // and every booking first releases its stylist's lapsed holds: found by when they end
    index('bookings_pending_hold_end').on(t.stylistId, t.holdExpiresAt).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * The stylist's busy time of a booking: each service's busy parts in order and the clean-up after
 * (`kind` 'busy' or 'buffer'). The database refuses two overlapping active segments of one stylist
 * (an exclusion constraint, migration 0023); a booking's processing gap has no segment, so another
 * client fits there. `active` follows the booking's status (a trigger: false once cancelled).
 * Written only by the placement command (domain/placement).
 */
export const bookingSegments = pgTable(
  'booking_segments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    stylistId: integer('stylist_id')
      .notNull()
      .references(() => stylists.id),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    kind: text('kind').notNull().default('busy'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('booking_segments_booking').on(t.bookingId)],
);

/** The services of a booking, with the name, duration and price they had when booked. */
export const bookingServices = pgTable(
  'booking_services',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    durationMinutes: integer('duration_minutes').notNull(),
    price: money('price').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.serviceId] })],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull().unique(),
    provider: text('provider').notNull(),
    method: text('method').$type<OnlinePaymentType>().notNull(),
    amount: money('amount').notNull(),
    state: text('state').notNull().default('pending'),
    resultCode: text('result_code'),
    resultDescription: text('result_description'),
    referenceNo: text('reference_no'),
    cardNo: text('card_no'),
    cardOrgn: text('card_orgn'),
    refundDue: boolean('refund_due').notNull().default(false),
    /** What is paid for: the booking itself, or the difference of a move to a dearer stylist. */
    purpose: text('purpose').notNull().default('booking'),
    /** For a move's difference: the held new time (`bookings.reschedule_of`) it pays for. */
    moveHoldId: integer('move_hold_id').references((): AnyPgColumn => bookings.id, { onDelete: 'set null' }),
    /** The provider's own id of the checkout it opened for this order (Stripe's Checkout Session), for look-ups. */
    providerSession: text('provider_session'),
    createdAt: createdAt(),
    settledAt: instant('settled_at'),
  },
  (t) => [index('payments_booking').on(t.bookingId)],
);

/**
 * The provider's server-to-server notifications that proved authentic, one row per provider event:
 * a replayed event finds its row and changes nothing; Settings shows when the last one came.
 */
export const paymentNotices = pgTable(
  'payment_notices',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    orderId: text('order_id'),
    receivedAt: instant('received_at').notNull(),
  },
  (t) => [uniqueIndex('payment_notices_event').on(t.provider, t.eventId)],
);

export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    stylistId: integer('stylist_id')
      .notNull()
      .references(() => stylists.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('ratings_stylist').on(t.stylistId)],
);

/** Durable outgoing messages: webhooks and emails, sent at least once with backoff. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    dedupeKey: text('dedupe_key').unique(),
    payload: jsonb('payload').notNull(),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lockedUntil: instant('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (t) => [index('outbox_due').on(t.state, t.nextAttemptAt)],
);

/**
 * A booking's history: every change (create, status, move, reschedule, cancel, payment) with who
 * made it and when. Rows are only ever added.
 */
export const bookingChanges = pgTable(
  'booking_changes',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** customer, guest, staff or system */
    actorKind: text('actor_kind').notNull(),
    /** the staff user's or the customer's id; null for guests and the system */
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull().default(''),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('booking_changes_booking').on(t.bookingId)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/**
 * Uploaded images (service pictures, stylist photos), in the database so that every instance
 * serves every image. Keyed by content (`<sha256>.<ext>`): the same bytes are stored once, and a
 * key never changes meaning, so it can be cached for ever.
 */
export const images = pgTable('images', {
  key: text('key').primaryKey(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/**
 * Devices that receive web push. `scope` says what a row covers: `customer:<id>` (every booking of a
 * signed-in customer) or `booking:<id>` (the one booking a guest's manage token proved). One device
 * (endpoint) may have several rows; a 404 or 410 from its push service deletes them all.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    scope: text('scope').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_scope').on(t.endpoint, t.scope),
    index('push_subscriptions_customer').on(t.customerId),
    index('push_subscriptions_booking').on(t.bookingId),
  ],
);

/**
 * Time a stylist is not bookable although on shift: a break, training, time off. From the start
 * slot up to (not including) the end slot of a salon-local date; `starts_at`/`ends_at` are the same
 * range as instants, so it can be compared with bookings.
 */
export const stylistBlocks = pgTable(
  'stylist_blocks',
  {
    id: serial('id').primaryKey(),
    stylistId: integer('stylist_id')
      .notNull()
      .references(() => stylists.id, { onDelete: 'cascade' }),
    blockDate: date('block_date', { mode: 'string' }).notNull(),
    startSlotId: integer('start_slot_id')
      .notNull()
      .references(() => timeSlots.id),
    /** Exclusive; 0 means "to the end of the day". */
    endSlotId: integer('end_slot_id').notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    /** break, training, time_off or other */
    reason: text('reason').notNull(),
    createdBy: text('created_by').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('stylist_blocks_date').on(t.blockDate, t.stylistId)],
);

/**
 * Abuse-limit counters shared by every instance on PostgreSQL, in the shape rate-limiter-flexible's
 * PostgreSQL store reads and writes (`expire` is epoch milliseconds). Unused on the embedded
 * database, where the counters live in memory.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/** Password reset links: single use, short-lived, stored only as the SHA-256 of their token. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user').on(t.userId), index('password_resets_customer').on(t.customerId)],
);

/**
 * The salon's promo codes. A code gives either a percentage or an amount off the prices of the
 * services it names (all services when none are named), between two salon dates (inclusive; none
 * is open-ended). The counts are read from `promotion_uses` under a lock on the promotion's row,
 * so no counter here can drift from the uses that hold.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    /** Written in capitals: codes are matched without regard to case. */
    code: text('code').notNull(),
    percentOff: integer('percent_off'),
    amountOff: money('amount_off'),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    firstVisitOnly: boolean('first_visit_only').notNull().default(false),
    usesPerCustomer: integer('uses_per_customer'),
    maxUses: integer('max_uses'),
    serviceIds: integer('service_ids').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotions_code').on(t.code),
    check('promotions_one_kind', sql`(${t.percentOff} is null) <> (${t.amountOff} is null)`),
  ],
);

/**
 * One row per booking that took a promotion, written in the booking's transaction, with the terms
 * it was given (a later edit or removal of the code never reprices a booking that is moved). A use
 * counts while its booking is not cancelled: a cancellation or a lapsed hold gives it back.
 */
export const promotionUses = pgTable(
  'promotion_uses',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    promotionId: integer('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    code: text('code').notNull(),
    percentOff: integer('percent_off'),
    amountOff: money('amount_off'),
    serviceIds: integer('service_ids').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
  },
  (t) => [index('promotion_uses_promotion').on(t.promotionId)],
);

/**
 * The daily backup's claim: one row per salon day, inserted by the instance that takes that day's
 * backup (whoever inserts first), so a restart or a second process never takes it twice.
 */
export const backupRuns = pgTable('backup_runs', {
  day: date('day').primaryKey(),
  claimedAt: instant('claimed_at').notNull().defaultNow(),
});

/**
 * Who changed what in the back office, and when. Append-only: a trigger refuses UPDATE, DELETE and
 * TRUNCATE (migration 0025), so not even the app's own database user can rewrite it. Clients are
 * named by id only and secrets never appear, so an erasure never needs to touch this table.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: instant('at').notNull().defaultNow(),
    /** staff, customer or system */
    actorKind: text('actor_kind').notNull(),
    actorId: integer('actor_id'),
    /** 1 Super Admin, 2 Staff; null for customers and the system */
    actorRole: smallint('actor_role'),
    actorName: text('actor_name').notNull().default(''),
    /** The caller's address as the limits count it (an IPv6 prefix); null for jobs. */
    clientAddress: text('client_address'),
    /** The call's name in the route table (e.g. `usersUpdate`), or a job's. */
    action: text('action').notNull(),
    /** What was changed, e.g. `user:4`, `booking:120`, `settings`. */
    target: text('target').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at').on(t.at), index('audit_log_actor').on(t.actorId, t.at)],
);

/**
 * A back-office write under way: its audit line, written before the call runs and taken away in
 * the transaction that adds the line once the call has succeeded (or when it fails). One left
 * behind means the process stopped in between; the jobs turn it into a line marked unconfirmed.
 */
export const auditIntents = pgTable('audit_intents', {
  id: serial('id').primaryKey(),
  startedAt: instant('started_at').notNull().defaultNow(),
  line: jsonb('line').notNull(),
});

/** The guest-data sweep's claim: one instance at a time runs it, at most once a day. */
export const guestDataSweeps = pgTable('guest_data_sweeps', {
  id: integer('id').primaryKey().default(1),
  claimedUntil: instant('claimed_until'),
  lastRunAt: instant('last_run_at'),
});

/** One time of a waitlist entry: a salon-local date and a window of start times (HH:mm). */
export type WaitlistPreference = { date: string; from_time: string; to_time: string };

/**
 * People waiting for a time that was full: the services, a stylist (null: any), up to five dated
 * windows and until when the entry lasts. `state`: waiting, offered (an offer runs), booked, left or
 * expired. A guest proves an entry is theirs with its signed link (links/waitlist-links.ts).
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    serviceIds: integer('service_ids').array().notNull(),
    stylistId: integer('stylist_id').references(() => stylists.id, { onDelete: 'cascade' }),
    preferences: jsonb('preferences').$type<WaitlistPreference[]>().notNull(),
    /** The last salon date the entry may be offered a time (inclusive). */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    language: text('language').notNull().default('en'),
    state: text('state').notNull().default('waiting'),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('waitlist_entries_waiting').on(t.state, t.createdAt),
    index('waitlist_entries_customer').on(t.customerId),
  ],
);

/**
 * A time offered to a waitlist entry. The time itself is held by a pending booking row
 * (`hold_booking_id`, made by domain/waitlist/offer-hold.ts) under the overlap constraint, as a
 * payment hold is; in broadcast several entries' offers share one hold, and the first claim wins.
 * `state`: sent, seen, claimed, lapsed, taken (another entry claimed the shared hold) or withdrawn.
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    holdBookingId: integer('hold_booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    stylistId: integer('stylist_id').notNull(),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    startSlotId: integer('start_slot_id').notNull(),
    state: text('state').notNull().default('sent'),
    /** Who made it: the waitlist job, or a staff member's manual offer. */
    madeBy: text('made_by').notNull().default('system'),
    expiresAt: instant('expires_at').notNull(),
    seenAt: instant('seen_at'),
    settledAt: instant('settled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // an entry is offered one time at a time, on every instance
    uniqueIndex('waitlist_offers_one_open').on(t.entryId).where(sql`${t.state} in ('sent', 'seen')`),
    index('waitlist_offers_hold').on(t.holdBookingId),
    index('waitlist_offers_open_end').on(t.expiresAt).where(sql`${t.state} in ('sent', 'seen')`),
  ],
);
