/**
 * The waitlist: joining when no time is free, leaving, the offers of freed time and claiming one,
 * and the desk's view of who waits. Times are `HH:mm` in the salon's zone; a guest proves an entry
 * or an offer is theirs with the signed token the server gave (never with an id or an email).
 */
import { z } from 'zod';
import { MAX_WAITLIST_PREFERENCES } from '../constants';
import { Email, Id, IdOrZero, IsoDate, Phone, Required } from '../fields';
import { ManageToken } from './manage';
import { ServiceIdList } from './stylists';

export const WAITLIST_MODES = ['first_in_line', 'broadcast', 'off'] as const;
export const WaitlistMode = z.enum(WAITLIST_MODES);
export type WaitlistMode = z.infer<typeof WaitlistMode>;

const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalid_format');

/** One window: a date and the start times that suit (from inclusive, to exclusive). */
export const WaitlistPreference = z
  .object({ date: IsoDate, from_time: ClockTime, to_time: ClockTime })
  .refine((p) => p.from_time < p.to_time, { message: 'waitlist_window_order', path: ['to_time'] });
export type WaitlistPreference = z.infer<typeof WaitlistPreference>;

/** The guest's contact, checked when no customer is signed in (the same rule as the checkout). */
export const WaitlistGuest = z.object({ full_name: Required(100), phone_number: Phone, email: Email });
export type WaitlistGuest = z.infer<typeof WaitlistGuest>;

export const WaitlistJoinRequest = z.object({
  service_ids: ServiceIdList,
  /** 0 is any stylist who does every chosen service. */
  stylist_id: IdOrZero,
  preferences: z
    .array(WaitlistPreference)
    .min(1, 'required')
    .max(MAX_WAITLIST_PREFERENCES, 'waitlist_too_many_preferences'),
  /** The last date to be offered a time; by default the last preferred date. */
  expires_on: IsoDate.optional(),
  full_name: z.string().trim().max(100).default(''),
  phone_number: z.string().max(40).default(''),
  email: z.string().trim().max(254).default(''),
});
export type WaitlistJoinRequest = z.input<typeof WaitlistJoinRequest>;

export const WaitlistEntryState = z.enum(['waiting', 'offered', 'booked', 'left', 'expired']);
export type WaitlistEntryState = z.infer<typeof WaitlistEntryState>;
export const WaitlistOfferState = z.enum(['sent', 'seen', 'claimed', 'lapsed', 'taken', 'withdrawn']);
export type WaitlistOfferState = z.infer<typeof WaitlistOfferState>;

/** An offer as its holder or the desk sees it. */
export const WaitlistOfferView = z.object({
  id: z.number().int(),
  entry_id: z.number().int(),
  state: WaitlistOfferState,
  booking_date: z.string(),
  start_time: z.string(),
  stylist_id: z.number().int(),
  stylist_name: z.string(),
  service_names: z.array(z.string()),
  total_amount: z.number(),
  /** When the hold on the time ends (ISO instant). */
  expires_at: z.string(),
});
export type WaitlistOfferView = z.infer<typeof WaitlistOfferView>;

export const WaitlistEntryView = z.object({
  id: z.number().int(),
  state: WaitlistEntryState,
  full_name: z.string(),
  service_ids: z.array(z.number().int()),
  service_names: z.array(z.string()),
  stylist_id: z.number().int(),
  stylist_name: z.string().nullable(),
  preferences: z.array(z.object({ date: z.string(), from_time: z.string(), to_time: z.string() })),
  expires_on: z.string(),
  created_at: z.string(),
  /** The offer running now, or the last one. */
  offer: WaitlistOfferView.nullable(),
  /** For its owner, the running offer's page (`/waitlist/offer/:id?t=`); absent otherwise. */
  offer_path: z.string().optional(),
});
export type WaitlistEntryView = z.infer<typeof WaitlistEntryView>;

export const WaitlistJoined = z.object({
  id: z.number().int(),
  /** A guest's proof that the entry is theirs (to leave it); absent for a signed-in customer. */
  manage_token: z.string().optional(),
});
export type WaitlistJoined = z.infer<typeof WaitlistJoined>;

export const WaitlistLeaveRequest = z.object({ entry_id: Id, manage_token: ManageToken.optional() });
export type WaitlistLeaveRequest = z.infer<typeof WaitlistLeaveRequest>;

/** A guest's leave link's page reads the entry (changes nothing); the token is the link's `t`. */
export const WaitlistEntryRequest = z.object({ entry_id: Id, manage_token: ManageToken });
export type WaitlistEntryRequest = z.infer<typeof WaitlistEntryRequest>;

/** What the leave link's page shows: the entry, without its offers or contact. */
export const WaitlistEntryPage = WaitlistEntryView.omit({ offer: true, offer_path: true, full_name: true });
export type WaitlistEntryPage = z.infer<typeof WaitlistEntryPage>;

/** The offer link's page reads the offer (changes nothing); the token is the link's `t`. */
export const WaitlistOfferRequest = z.object({ offer_id: Id, token: ManageToken });
export type WaitlistOfferRequest = z.infer<typeof WaitlistOfferRequest>;

export const WaitlistClaimRequest = WaitlistOfferRequest.extend({
  /** `salon` to pay at the salon where the salon allows it; otherwise the card checkout follows. */
  payment_keyword: z.string().trim().max(40).optional(),
});
export type WaitlistClaimRequest = z.infer<typeof WaitlistClaimRequest>;

/** The desk: entries with a preference between two dates (inclusive). */
export const WaitlistListRequest = z
  .object({ from: IsoDate, to: IsoDate })
  .refine((r) => r.from <= r.to, { message: 'invalid_date', path: ['to'] });
export type WaitlistListRequest = z.infer<typeof WaitlistListRequest>;

/** The desk offers one entry a time it chose (a free cell it tapped). */
export const WaitlistManualOfferRequest = z.object({
  entry_id: Id,
  booking_date: IsoDate,
  start_slot_id: Id,
  stylist_id: Id,
});
export type WaitlistManualOfferRequest = z.infer<typeof WaitlistManualOfferRequest>;

/** Waiting entries per preferred date, for the dashboard ("3 waiting for Saturday"). */
export const WaitlistCounts = z.array(z.object({ date: z.string(), count: z.number().int() }));
export type WaitlistCounts = z.infer<typeof WaitlistCounts>;

/** What the offer link's page shows. */
export const WaitlistOfferPage = WaitlistOfferView.extend({
  salon_time_zone: z.string(),
  /** Whether the salon lets this booking be paid at the salon. */
  allow_pay_at_salon: z.boolean(),
});
export type WaitlistOfferPage = z.infer<typeof WaitlistOfferPage>;
