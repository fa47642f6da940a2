/** Stylists: the customer's choice list and the back office's records. */
import { z } from 'zod';
import { Email, Id, IsoDate, PageInfo, Phone } from '../fields';
import { Service } from './catalogue';

export const FormBool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on'])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

export const StylistOption = z.object({
  id: z.number().int(),
  full_name: z.string(),
  speciality: z.string(),
  specialties: z.array(z.string()),
  /** The specialties in Chinese ('' and [] when not given: show the English ones). */
  speciality_zh: z.string(),
  specialties_zh: z.array(z.string()),
  experience_years: z.number().int(),
  photo_url: z.string().nullable(),
  ratings: z.number().nullable(),
  reviews_count: z.number().int(),
  /** Sum of this stylist's prices for the chosen services. */
  price: z.number(),
  duration_minutes: z.number().int(),
  services: z.array(z.object({ service_id: z.number().int(), price: z.number() })),
});
export type StylistOption = z.infer<typeof StylistOption>;

export const ServiceIdList = z.array(Id).min(1, 'required').max(10);
export const StylistsByServicesRequest = z.object({ service_ids: ServiceIdList });
export type StylistsByServicesRequest = z.infer<typeof StylistsByServicesRequest>;

/** Date-and-time-first: the stylists free at a chosen date and start slot. */
export const StylistsAvailableRequest = z.object({
  booking_date: IsoDate,
  start_slot_id: Id,
  selected_service_ids: ServiceIdList,
});
export type StylistsAvailableRequest = z.infer<typeof StylistsAvailableRequest>;

export const WorkingHours = z.object({
  weekday: z.number().int().min(0).max(6), // 0 Sunday ... 6 Saturday
  start_slot_id: z.number().int().positive().nullable(),
  end_slot_id: z.number().int().positive().nullable(),
  available: z.boolean(),
});
export type WorkingHours = z.infer<typeof WorkingHours>;

/**
 * A stylist's own length of a service, in minutes (a junior takes longer): 5 to 600, a multiple of 5;
 * null (or an empty field) for the service's own length. It changes the final busy part only
 * (shared/domain/service-time.ts, withStylistMinutes).
 */
export const StylistMinutes = z.preprocess(
  (v) => (v === '' ? null : v),
  z.coerce
    .number()
    .int('stylist_minutes')
    .min(5, 'stylist_minutes')
    .max(600, 'stylist_minutes')
    .multipleOf(5, 'stylist_minutes')
    .nullable(),
);

export const StylistService = z.object({
  service_id: z.number().int(),
  price: z.number(),
  /** This stylist's length of the service; null: the service's own. */
  duration_minutes: z.number().int().nullable(),
  service: Service,
});
export type StylistService = z.infer<typeof StylistService>;

export const Stylist = z.object({
  id: z.number().int(),
  full_name: z.string(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  speciality: z.string(),
  specialties: z.array(z.string()),
  speciality_zh: z.string(),
  specialties_zh: z.array(z.string()),
  experience_years: z.number().int(),
  profile_image: z.string().nullable(),
  photo_url: z.string().nullable(),
  is_active: z.boolean(),
  shift_start_slot_id: z.number().int().nullable(),
  shift_end_slot_id: z.number().int().nullable(),
  ratings: z.number().nullable(),
  reviews_count: z.number().int(),
  services: z.array(StylistService),
  working_hours: z.array(WorkingHours),
});
export type Stylist = z.infer<typeof Stylist>;

export const StylistPage = PageInfo.extend({ stylists: z.array(Stylist) });
export type StylistPage = z.infer<typeof StylistPage>;

/** A stylist's price for a service: at least 0; a non-numeric entry reads as 0 (docs/product.md §5). */
export const ServicePrice = z.object({
  service_id: Id,
  price: z.preprocess(
    (v) => (v === '' || v === null || Number.isNaN(Number(v)) ? 0 : v),
    z.coerce.number().min(0).max(100000),
  ),
  /** Absent: keeps the stylist's length of the service; null: the service's own. */
  duration_minutes: StylistMinutes.optional(),
});
export type ServicePrice = z.infer<typeof ServicePrice>;

/** A slot id from a form select; an empty select ('' or 0) means none. */
const OptionalSlot = z.preprocess(
  (v) => (v === '' || v === null || v === 0 || v === '0' ? undefined : v),
  Id.optional(),
);

/**
 * The stylist form, multipart on the wire (photo as file part `profile_image`). `services` may be
 * repeated ids (priced at the service's default) or, in `service_prices`, a JSON list of
 * `{service_id, price}` (a price there wins). When neither is sent, an update keeps the stylist's
 * services; to clear them send `service_prices` as `[]` (or one empty `services` part).
 * `working_hours` is a JSON list of weekdays (0 Sunday ... 6 Saturday): the days sent replace
 * those days; on add, days not sent get the salon defaults (Mon-Fri 09:00-17:00, Sat 10:00-16:00,
 * Sun off), and without any `working_hours` the legacy `shift_start_slot_id`/`shift_end_slot_id`
 * pair, when given, sets Monday to Friday.
 */
export const StylistForm = z.object({
  full_name: z.string().trim().min(1, 'required').max(100),
  email: Email,
  phone_number: Phone,
  speciality: z.string().trim().min(1, 'required').max(200),
  /** Optional; an update without it keeps the Chinese specialties as they are. */
  speciality_zh: z.string().trim().max(200).optional(),
  experience_years: z.coerce
    .number()
    .catch(0)
    .transform((n) => Math.max(0, Math.floor(n)))
    .pipe(z.number().int().min(0).max(80)),
  shift_start_slot_id: OptionalSlot,
  shift_end_slot_id: OptionalSlot,
  is_active: FormBool.default(true),
  services: z.array(Id).max(100).optional(),
  service_prices: z.array(ServicePrice).max(100).optional(),
  working_hours: z.array(WorkingHours).max(7).optional(),
});
export type StylistForm = z.infer<typeof StylistForm>;
export const StylistUpdateForm = StylistForm.extend({ id: Id });
export type StylistUpdateForm = z.infer<typeof StylistUpdateForm>;

export const StylistServiceRequest = z.object({
  stylist_id: Id,
  service_id: Id,
  price: z.coerce.number().min(0).max(100000),
  /** Absent: an update keeps the stylist's length of the service; null: the service's own. */
  duration_minutes: StylistMinutes.optional(),
});
export type StylistServiceRequest = z.infer<typeof StylistServiceRequest>;
export const StylistServiceRemove = z.object({ stylist_id: Id, service_id: Id });
export const ByStylist = z.object({ stylist_id: Id });
