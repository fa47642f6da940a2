/** The salon profile: one row, read by anyone (the customer header), changed by a Super Admin. */
import { eq } from 'drizzle-orm';
import type { SalonProfile } from '../../../shared/contract/back-office';
import type { Db } from '../../db/connect';
import { invalidateReads } from '../../db/read-cache';
import { readSalonProfile } from '../../db/salon-settings';
import { salonSettings } from '../../db/schema';

/** Saves a profile the contract has already validated (time zone from the IANA list, bounded minutes). */
export async function saveSalonProfile(db: Db, p: SalonProfile): Promise<SalonProfile> {
  await db
    .update(salonSettings)
    .set({
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
    })
    .where(eq(salonSettings.id, 1));
  invalidateReads(db); // the profile is cached for a few seconds; answer with what was saved
  return readSalonProfile(db);
}
