/** Reading the salon profile (one row); every feature that needs the time zone or hold reads it here. */
import { eq } from 'drizzle-orm';
import type { SalonProfile } from '#shared/contract/back-office';
import type { Db, Tx } from './connect';
import { cachedRead } from './read-cache';
import { salonSettings } from './schema';

export function readSalonProfile(db: Db | Tx): Promise<SalonProfile> {
  return cachedRead(db, 'salon-profile', () => loadSalonProfile(db));
}

async function loadSalonProfile(db: Db | Tx): Promise<SalonProfile> {
  const [s] = await db.select().from(salonSettings).where(eq(salonSettings.id, 1));
  if (!s) throw new Error('salon settings are missing (seedBase did not run)');
  return {
    name: s.name,
    name_zh: s.nameZh,
    tagline: s.tagline,
    tagline_zh: s.taglineZh,
    phone: s.phone,
    email: s.email,
    address: s.address,
    time_zone: s.timeZone,
    currency: s.currency,
    allow_pay_at_salon: s.allowPayAtSalon,
    payment_hold_minutes: s.paymentHoldMinutes,
    reminder_lead_minutes: s.reminderLeadMinutes,
    cancel_cutoff_hours: s.cancelCutoffHours,
    reschedule_cutoff_hours: s.rescheduleCutoffHours,
    max_reschedules: s.maxReschedules,
    opening_hours: s.openingHours,
    closures: s.closures,
    booking_window_days: s.bookingWindowDays,
    slot_minutes: s.slotMinutes,
    min_notice_minutes: s.minNoticeMinutes,
    protection: s.protection as SalonProfile['protection'],
    deposit_percent: s.depositPercent,
    deposit_fixed: s.depositFixed,
    late_cancel_fee_percent: s.lateCancelFeePercent,
    no_show_fee_percent: s.noShowFeePercent,
    applies_to: s.appliesTo as SalonProfile['applies_to'],
    fee_charging: s.feeCharging as SalonProfile['fee_charging'],
    protection_min_total: s.protectionMinTotal,
    guest_data_months: s.guestDataMonths,
    waitlist_mode: s.waitlistMode as SalonProfile['waitlist_mode'],
    waitlist_offer_minutes: s.waitlistOfferMinutes,
  };
}
