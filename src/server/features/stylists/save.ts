/**
 * Adding and updating a stylist, in one transaction: the record, the services they do at their own
 * prices (removed ones deleted, kept ones updated, new ones added), the seven days of weekly hours,
 * and their bookable slots republished for today and the next 27 days. A change of hours that
 * would strand a booking is refused with the booking named, and nothing of the save is kept.
 */

import { addDays, format, parseISO } from 'date-fns';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { StylistForm, StylistUpdateForm } from '#shared/contract/stylists';
import { stylistMinutesProblem } from '#shared/domain/service-time';
import { salonToday } from '#shared/salon-time';
import type { Db, Tx } from '../../db/connect';
import { readSalonProfile } from '../../db/salon-settings';
import { services, stylistServices, stylists } from '../../db/schema';
import { datesBetween, publishSlots } from '../../domain/availability/publish';
import { assertNoneStranded } from '../../domain/availability/strand';
import { hoursOnDates, loadGrid } from '../../domain/availability/working-cells';
import { invalid, missing, refused } from '../../domain/domain-error';
import { type Day, readWeek, resolveWeek, writeWeek } from './hours';

/** How far ahead a save republishes: today and the next 27 days (the 4-week window). */
const WINDOW_DAYS = 27;
const cents = (n: number) => Math.round(n * 100) / 100;

/** A service's price for the stylist, and their length of it (undefined: kept as it is). */
type Wanted = { price: number; minutes: number | null | undefined };

/** The wanted services and prices, or null when the form says nothing about services. */
async function wantedPrices(tx: Tx, form: StylistForm): Promise<Map<number, Wanted> | null> {
  if (form.services === undefined && form.service_prices === undefined) return null;
  const ids = [
    ...new Set([...(form.services ?? []), ...(form.service_prices ?? []).map((p) => p.service_id)]),
  ];
  const rows = ids.length ? await tx.select().from(services).where(inArray(services.id, ids)) : [];
  if (rows.length !== ids.length) throw invalid('service_not_found');
  const wanted = new Map<number, Wanted>(
    rows.map((r) => [r.id, { price: Number(r.price), minutes: undefined }]),
  );
  for (const p of form.service_prices ?? []) {
    const service = rows.find((r) => r.id === p.service_id)!;
    if (typeof p.duration_minutes === 'number' && stylistMinutesProblem(service, p.duration_minutes))
      throw invalid('no_finishing_part');
    wanted.set(p.service_id, { price: cents(p.price), minutes: p.duration_minutes });
  }
  return wanted;
}

/** Makes the stylist's services exactly `wanted`. */
async function syncServices(tx: Tx, stylistId: number, wanted: Map<number, Wanted>): Promise<void> {
  const current = await tx.select().from(stylistServices).where(eq(stylistServices.stylistId, stylistId));
  const gone = current.filter((c) => !wanted.has(c.serviceId)).map((c) => c.serviceId);
  if (gone.length)
    await tx
      .delete(stylistServices)
      .where(and(eq(stylistServices.stylistId, stylistId), inArray(stylistServices.serviceId, gone)));
  for (const c of current) {
    const w = wanted.get(c.serviceId);
    if (!w) continue;
    const minutes = w.minutes === undefined ? c.durationMinutes : w.minutes;
    if (w.price !== Number(c.price) || minutes !== c.durationMinutes) {
      await tx
        .update(stylistServices)
        .set({ price: w.price, durationMinutes: minutes })
        .where(and(eq(stylistServices.stylistId, stylistId), eq(stylistServices.serviceId, c.serviceId)));
    }
  }
  const fresh = [...wanted].filter(([id]) => !current.some((c) => c.serviceId === id));
  if (fresh.length)
    await tx.insert(stylistServices).values(
      fresh.map(([serviceId, w]) => ({
        stylistId,
        serviceId,
        price: w.price,
        durationMinutes: w.minutes ?? null,
      })),
    );
}

async function assertEmailFree(tx: Tx, email: string, exceptId?: number): Promise<void> {
  const [other] = await tx
    .select({ id: stylists.id })
    .from(stylists)
    .where(
      and(sql`lower(${stylists.email}) = lower(${email})`, exceptId ? ne(stylists.id, exceptId) : undefined),
    );
  if (other) throw refused('stylist_email_taken', { email });
}

const columns = (form: StylistForm, week: readonly Day[]) => {
  const monday = week.find((d) => d.weekday === 1 && d.available);
  return {
    fullName: form.full_name,
    email: form.email,
    phoneNumber: form.phone_number,
    specialty: form.speciality,
    ...(form.speciality_zh === undefined ? {} : { specialtyZh: form.speciality_zh }),
    experienceYears: form.experience_years,
    isActive: form.is_active,
    // the API's single shift pair mirrors Monday's hours
    shiftStartSlotId: monday?.startSlotId ?? form.shift_start_slot_id ?? null,
    shiftEndSlotId: monday?.endSlotId ?? form.shift_end_slot_id ?? null,
  };
};

/** Saves the week and republishes the window, refusing a change that strands a booking. */
async function saveWeekAndPublish(tx: Tx, stylistId: number, week: readonly Day[], now: Date): Promise<void> {
  const { time_zone } = await readSalonProfile(tx);
  const today = salonToday(time_zone, now);
  const until = format(addDays(parseISO(today), WINDOW_DAYS), 'yyyy-MM-dd');
  const dates = datesBetween(today, until);
  const grid = await loadGrid(tx);
  const before = await hoursOnDates(tx, stylistId, dates);
  await writeWeek(tx, stylistId, week);
  const after = await hoursOnDates(tx, stylistId, dates);
  await assertNoneStranded(tx, { stylistId, grid, before, after, now });
  await publishSlots(tx, stylistId, today, until);
}

export async function addStylist(
  db: Db,
  form: StylistForm,
  photoUrl: string | null,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    await assertEmailFree(tx, form.email);
    const week = resolveWeek(await loadGrid(tx), form, null);
    const [row] = await tx
      .insert(stylists)
      .values({ ...columns(form, week), photoUrl })
      .returning({ id: stylists.id });
    const id = row!.id;
    await syncServices(tx, id, (await wantedPrices(tx, form)) ?? new Map());
    await saveWeekAndPublish(tx, id, week, now);
    return id;
  });
}

/** Updates a stylist; returns the photo URL it had, so a replaced photo can be removed. */
export async function updateStylist(
  db: Db,
  form: StylistUpdateForm,
  photoUrl: string | null,
  now: Date,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(stylists).where(eq(stylists.id, form.id)).for('update');
    if (!current) throw missing('stylist_record_not_found');
    await assertEmailFree(tx, form.email, form.id);
    const week = resolveWeek(await loadGrid(tx), form, await readWeek(tx, form.id));
    await tx
      .update(stylists)
      .set(photoUrl ? { ...columns(form, week), photoUrl } : columns(form, week))
      .where(eq(stylists.id, form.id));
    const wanted = await wantedPrices(tx, form);
    if (wanted) await syncServices(tx, form.id, wanted);
    await saveWeekAndPublish(tx, form.id, week, now);
    return current.photoUrl;
  });
}
