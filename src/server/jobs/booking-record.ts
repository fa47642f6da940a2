/** One booking with everything its messages and views show: services, stylist, start time, salon. */
import { asc, eq } from 'drizzle-orm';
import type { SalonProfile } from '#shared/contract/back-office';
import type { Db, Tx } from '../db/connect';
import { readSalonProfile } from '../db/salon-settings';
import { bookingServices, categories, services } from '../db/schema';
import { type BookingRow, bookingWithStylistAndSlot } from '../domain/booking-store/rows';
import type { Lang } from '../i18n/catalogue';

export type BookingRecord = {
  booking: BookingRow;
  services: {
    serviceId: number;
    name: string;
    description: string;
    nameZh: string | null;
    descriptionZh: string | null;
    durationMinutes: number;
    price: number;
    category: string;
  }[];
  stylist: { id: number; fullName: string; specialty: string; photoUrl: string | null };
  /** `HH:mm` and the grid's display form (`9:30 AM`). */
  startTime: string;
  displayTime: string;
  salon: SalonProfile;
};

export async function loadBookingRecord(db: Db | Tx, bookingId: number): Promise<BookingRecord | null> {
  const row = await bookingWithStylistAndSlot(db, bookingId);
  if (!row) return null;
  const lines = await db
    .select({
      serviceId: bookingServices.serviceId,
      name: bookingServices.name,
      description: bookingServices.description,
      nameZh: services.nameZh,
      descriptionZh: services.descriptionZh,
      durationMinutes: bookingServices.durationMinutes,
      price: bookingServices.price,
      category: categories.nameEn,
    })
    .from(bookingServices)
    .innerJoin(services, eq(services.id, bookingServices.serviceId))
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .where(eq(bookingServices.bookingId, bookingId))
    .orderBy(asc(bookingServices.position), asc(bookingServices.serviceId));
  return {
    booking: row.booking,
    services: lines.map((l) => ({ ...l, price: Number(l.price) })),
    stylist: {
      id: row.stylist.id,
      fullName: row.stylist.fullName,
      specialty: row.stylist.specialty,
      photoUrl: row.stylist.photoUrl,
    },
    startTime: row.slot.startTime,
    displayTime: row.slot.displayTime,
    salon: await readSalonProfile(db),
  };
}

/** A booked service's name and description in a language (Chinese when the service has them). */
export function localised(
  s: BookingRecord['services'][number],
  lang: Lang,
): { name: string; description: string } {
  return lang === 'zh'
    ? { name: s.nameZh || s.name, description: s.descriptionZh || s.description }
    : { name: s.name, description: s.description };
}
