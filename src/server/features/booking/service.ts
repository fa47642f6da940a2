/**
 * Booking an appointment. The price is the server's (the stylist's prices minus the promo); the
 * time is claimed by inserting the booking, and the database's overlap constraint decides a race:
 * no read-then-write decides who gets a slot. With stylist_id 0 the salon picks a free stylist who
 * does every chosen service, fewest bookings that day first, in the same transaction.
 */
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { BookRequest, BookResponse } from '../../../shared/contract/bookings';
import { priceBooking, promoPercent } from '../../../shared/domain/promo';
import { isBookableDate, salonInstant } from '../../../shared/domain/window';
import { type Db, PG_EXCLUSION_VIOLATION, PG_UNIQUE_VIOLATION, sqlState, type Tx } from '../../db/connect';
import { readSalonProfile } from '../../db/salon-settings';
import { bookingServices, bookings } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Lang } from '../../i18n/catalogue';
import { bookingConfirmed } from '../../jobs/booking-events';
import { releaseLapsedHolds } from '../../jobs/holds';
import { ApiError, badRequest, conflict } from '../../plugins/api-error';
import type { Principal } from '../../plugins/auth';
import { freeStartsByStylist } from '../availability/free-starts';
import {
  loadChosenServices,
  type Qualified,
  qualifiedStylists,
  type ServiceRow,
} from '../availability/qualified';
import { loadGrid } from '../availability/working-cells';
import { bookingView } from './booking-view';
import { type Contact, resolveContact } from './contact';

export const PAY_AT_SALON = 'salon';
const ONLINE_METHODS = ['card', 'ewallet'];

class SlotTaken extends Error {}

export type BookInput = {
  body: BookRequest;
  principal: Principal | null;
  lang: Lang;
  idempotencyKey: string | null;
};

export async function bookAppointment(deps: Deps, input: BookInput): Promise<BookResponse> {
  const { db } = deps;
  const { body, lang } = input;
  if (input.idempotencyKey) {
    const again = await replay(db, input.idempotencyKey, body, lang);
    if (again) return again;
  }
  const now = deps.now();
  const contact = await resolveContact(db, body, input.principal, lang);
  const salon = await readSalonProfile(db);
  if (!isBookableDate(body.booking_date, salon.time_zone, now)) throw badRequest('date_out_of_window');
  const cell = (await loadGrid(db)).find((c) => c.id === body.start_slot_id);
  if (!cell) throw badRequest('slot_unknown');

  const method = body.payment_keyword || 'card';
  const payAtSalon = method === PAY_AT_SALON;
  if (!(ONLINE_METHODS.includes(method) || (payAtSalon && salon.allow_pay_at_salon)))
    throw badRequest('unknown_payment_method');
  if (body.promo_code && promoPercent(body.promo_code) === null) throw badRequest('invalid_promo');

  const chosen = await loadChosenServices(db, body.selected_service_ids);
  const duration = chosen.reduce((m, s) => m + s.durationMinutes, 0);
  const startsAt = salonInstant(body.booking_date, cell.startTime, salon.time_zone);
  if (startsAt <= now) throw badRequest('slot_in_past');
  const endsAt = new Date(startsAt.getTime() + duration * 60_000);

  const candidates = await pickCandidates(deps, body, duration, salon.time_zone, now);
  const holdMinutes = deps.config.holdMinutesOverride ?? salon.payment_hold_minutes;
  const total = (q: Qualified) =>
    priceBooking(
      chosen.map((s) => q.prices.get(s.id) ?? Number(s.price)),
      body.promo_code,
    );

  try {
    const id = await db.transaction(async (tx) => {
      for (const q of candidates) {
        // each candidate in a savepoint: losing one to a race must not abort the whole transaction
        const inserted = await tx
          .transaction(async (sp) => {
            await releaseLapsedHolds(sp, now, q.stylist.id);
            return insertBooking(sp, {
              q,
              chosen,
              contact,
              body,
              startsAt,
              endsAt,
              duration,
              price: total(q),
              method,
              payAtSalon,
              now,
              holdMinutes,
              idempotencyKey: input.idempotencyKey,
            });
          })
          .catch((e) => {
            if (sqlState(e) === PG_EXCLUSION_VIOLATION) return null;
            throw e;
          });
        if (inserted) {
          // nothing to pay (at the salon, or a free visit): confirmed now, and the email says so
          if (payAtSalon || total(q).total_amount === 0)
            await bookingConfirmed(tx, deps, inserted, { paid: false, lang });
          return inserted;
        }
      }
      throw new SlotTaken();
    });
    return (await bookingView(db, id, lang))!;
  } catch (e) {
    if (e instanceof SlotTaken)
      throw new ApiError(409, 'slot_taken', body.stylist_id ? 'slot_taken' : 'no_stylist_free');
    if (input.idempotencyKey && sqlState(e) === PG_UNIQUE_VIOLATION) {
      const again = await replay(db, input.idempotencyKey, body, lang);
      if (again) return again;
    }
    throw e;
  }
}

/** The same Idempotency-Key again: the first answer, or 409 if the key was used for another booking. */
async function replay(db: Db, key: string, body: BookRequest, lang: Lang): Promise<BookResponse | null> {
  const [b] = await db.select().from(bookings).where(eq(bookings.idempotencyKey, key));
  if (!b) return null;
  const same =
    b.bookingDate === body.booking_date &&
    b.startSlotId === body.start_slot_id &&
    (!body.stylist_id || b.stylistId === body.stylist_id);
  if (!same) throw conflict('idempotency_conflict');
  return bookingView(db, b.id, lang);
}

/** The stylist asked for, or every qualified stylist free then, fewest bookings that day first. */
async function pickCandidates(
  deps: Deps,
  body: BookRequest,
  duration: number,
  timeZone: string,
  now: Date,
): Promise<Qualified[]> {
  const { db } = deps;
  const qualified = await qualifiedStylists(db, body.selected_service_ids, body.stylist_id || undefined);
  if (body.stylist_id && qualified.length === 0) throw badRequest('stylist_not_found');
  const free = await freeStartsByStylist(db, {
    stylistIds: qualified.map((q) => q.stylist.id),
    date: body.booking_date,
    durationMinutes: duration,
    grid: await loadGrid(db),
    timeZone,
    now,
  });
  const open = qualified.filter((q) => free.get(q.stylist.id)?.has(body.start_slot_id));
  if (open.length === 0) {
    if (body.stylist_id) throw new ApiError(409, 'slot_taken', 'slot_not_offered');
    throw new ApiError(409, 'slot_taken', 'no_stylist_free');
  }
  if (open.length === 1) return open;
  const loads = await db
    .select({ stylistId: bookings.stylistId, n: count() })
    .from(bookings)
    .where(
      and(
        inArray(
          bookings.stylistId,
          open.map((q) => q.stylist.id),
        ),
        eq(bookings.bookingDate, body.booking_date),
        ne(bookings.status, 'cancelled'),
      ),
    )
    .groupBy(bookings.stylistId);
  const load = (id: number) => Number(loads.find((l) => l.stylistId === id)?.n ?? 0);
  return [...open].sort((a, b) => load(a.stylist.id) - load(b.stylist.id) || a.stylist.id - b.stylist.id);
}

type InsertArgs = {
  q: Qualified;
  chosen: ServiceRow[];
  contact: Contact;
  body: BookRequest;
  startsAt: Date;
  endsAt: Date;
  duration: number;
  price: ReturnType<typeof priceBooking>;
  method: string;
  payAtSalon: boolean;
  now: Date;
  holdMinutes: number;
  idempotencyKey: string | null;
};

async function insertBooking(tx: Tx, a: InsertArgs): Promise<number> {
  const free = a.price.total_amount === 0;
  const confirmedNow = a.payAtSalon || free;
  const [row] = await tx
    .insert(bookings)
    .values({
      customerId: a.contact.customerId,
      customerName: a.contact.name,
      customerEmail: a.contact.email,
      customerPhone: a.contact.phone,
      stylistId: a.q.stylist.id,
      bookingDate: a.body.booking_date,
      startSlotId: a.body.start_slot_id,
      startsAt: a.startsAt,
      endsAt: a.endsAt,
      durationMinutes: a.duration,
      subtotal: a.price.subtotal,
      discountAmount: a.price.discount_amount,
      promoCode: a.price.percent ? a.body.promo_code!.trim().toUpperCase() : null,
      totalAmount: a.price.total_amount,
      status: confirmedNow ? 'confirmed' : 'pending',
      paymentState: confirmedNow ? 'not_required' : 'unpaid',
      paymentMethod: a.method,
      holdExpiresAt: confirmedNow ? null : new Date(a.now.getTime() + a.holdMinutes * 60_000),
      notes: a.body.Notes,
      idempotencyKey: a.idempotencyKey,
    })
    .returning({ id: bookings.id });
  await tx.insert(bookingServices).values(
    a.chosen.map((s, i) => ({
      bookingId: row!.id,
      serviceId: s.id,
      name: s.name,
      description: s.description,
      durationMinutes: s.durationMinutes,
      price: a.q.prices.get(s.id) ?? Number(s.price),
      position: i,
    })),
  );
  return row!.id;
}
