/**
 * The salon's settings: one row, read by anyone (the customer header), changed by a Super Admin.
 * A change of hours, step or closures publishes every stylist's time again within the new hours, in
 * the same transaction, and answers the bookings left outside them (never cancelled: the desk moves
 * them).
 */
import { eq, gte, max } from 'drizzle-orm';
import type { SalonProfile, SalonSettingsSaved, SalonSettingsUpdate } from '#shared/contract/back-office';
import { hoursOffStep } from '#shared/contract/salon-hours';
import { addDaysIso, salonToday } from '#shared/salon-time';
import type { Db, Tx } from '../../db/connect';
import { invalidateReads } from '../../db/read-cache';
import { readSalonProfile } from '../../db/salon-settings';
import { salonSettings, stylistSlots } from '../../db/schema';
import { publishSlots } from '../../domain/availability/publish';
import { invalid } from '../../domain/domain-error';
import { protectionOf } from './protection-policy';
import { strandedBookings } from './stranded';

const HOURS_KEYS = ['opening_hours', 'closures', 'slot_minutes'] as const;

/** Saves settings the contract has already validated; the hours an update leaves out stay as saved. */
export async function saveSalonProfile(
  db: Db,
  p: SalonSettingsUpdate,
  now: Date,
): Promise<SalonSettingsSaved> {
  const before = await readSalonProfile(db);
  const next: SalonProfile = {
    ...p,
    opening_hours: p.opening_hours ?? before.opening_hours,
    closures: p.closures ?? before.closures,
    booking_window_days: p.booking_window_days ?? before.booking_window_days,
    slot_minutes: p.slot_minutes ?? before.slot_minutes,
    min_notice_minutes: p.min_notice_minutes ?? before.min_notice_minutes,
    ...protectionOf(p, before),
    waitlist_mode: p.waitlist_mode ?? before.waitlist_mode,
    waitlist_offer_minutes: p.waitlist_offer_minutes ?? before.waitlist_offer_minutes,
  };
  const offStep = hoursOffStep(next);
  if (offStep.length > 0) throw invalid('opening_hours_off_step', { step: next.slot_minutes });
  const hoursChanged = HOURS_KEYS.some((k) => JSON.stringify(before[k]) !== JSON.stringify(next[k]));
  const stranded = await db.transaction(async (tx) => {
    await tx.update(salonSettings).set(columnsOf(next)).where(eq(salonSettings.id, 1));
    if (!hoursChanged) return [];
    await publishAgain(tx, salonToday(next.time_zone, now), next.booking_window_days);
    return strandedBookings(tx, next, now);
  });
  invalidateReads(db); // the profile, the grid and the published times are cached for a few seconds
  const saved = await readSalonProfile(db);
  return stranded.length > 0 ? { ...saved, stranded_bookings: stranded } : saved;
}

function columnsOf(p: SalonProfile) {
  return {
    name: p.name,
    nameZh: p.name_zh,
    tagline: p.tagline,
    taglineZh: p.tagline_zh,
    phone: p.phone,
    email: p.email,
    address: p.address,
    timeZone: p.time_zone,
    currency: p.currency,
    allowPayAtSalon: p.allow_pay_at_salon,
    paymentHoldMinutes: p.payment_hold_minutes,
    reminderLeadMinutes: p.reminder_lead_minutes,
    cancelCutoffHours: p.cancel_cutoff_hours,
    rescheduleCutoffHours: p.reschedule_cutoff_hours,
    maxReschedules: p.max_reschedules,
    openingHours: p.opening_hours,
    closures: p.closures,
    bookingWindowDays: p.booking_window_days,
    slotMinutes: p.slot_minutes,
    minNoticeMinutes: p.min_notice_minutes,
    protection: p.protection,
    depositPercent: p.deposit_percent,
    depositFixed: p.deposit_fixed,
    lateCancelFeePercent: p.late_cancel_fee_percent,
    noShowFeePercent: p.no_show_fee_percent,
    appliesTo: p.applies_to,
    feeCharging: p.fee_charging,
    protectionMinTotal: p.protection_min_total,
    guestDataMonths: p.guest_data_months,
    waitlistMode: p.waitlist_mode,
    waitlistOfferMinutes: p.waitlist_offer_minutes,
  };
}

/**
 * Publishes every stylist's time again from today, through the last date they were published for
 * (or the booking window, if later): cells on the old step or outside the new hours are withdrawn,
 * cells on the new step within them are added.
 */
async function publishAgain(tx: Tx, today: string, windowDays: number): Promise<void> {
  const published = await tx
    .select({ stylistId: stylistSlots.stylistId, last: max(stylistSlots.slotDate) })
    .from(stylistSlots)
    .where(gte(stylistSlots.slotDate, today))
    .groupBy(stylistSlots.stylistId);
  const windowEnd = addDaysIso(today, windowDays - 1);
  for (const { stylistId, last } of published)
    await publishSlots(tx, stylistId, today, last && last > windowEnd ? last : windowEnd);
}
