/**
 * Clients, as the front desk sees them: every customer (registered online or added at the desk),
 * with their visits (completed bookings), no-shows and notes. A client's bookings are theirs by
 * customer id, plus guest bookings made with the client's email before they had an account.
 */
import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { ClientBooking, ClientDetail, ClientPage, ClientRow } from '../../../shared/contract/front-desk';
import type { BookingStatus } from '../../../shared/enums';
import type { PagedRequest } from '../../../shared/fields';
import { bookedServiceNames } from '../../db/booked-service-names';
import type { Db } from '../../db/connect';
import { likeAny, pageInfo } from '../../db/paging';
import { bookings, customers, stylists, timeSlots } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../http/api-error';
import type { Lang } from '../../i18n/catalogue';

type CustomerRow = typeof customers.$inferSelect;

/** The bookings that belong to a client (see the header). */
function ofClient(c: Pick<CustomerRow, 'id' | 'email'>): SQL {
  const byId = eq(bookings.customerId, c.id);
  if (!c.email) return byId;
  return or(
    byId,
    and(isNull(bookings.customerId), sql`lower(${bookings.customerEmail}) = lower(${c.email})`),
  )!;
}

async function tallies(db: Db, c: CustomerRow) {
  const [t] = await db
    .select({
      visits: sql<number>`count(*) filter (where ${bookings.status} = 'completed')`,
      noShows: sql<number>`count(*) filter (where ${bookings.status} = 'no_show')`,
      spent: sql<string>`coalesce(sum(${bookings.totalAmount}) filter (where ${bookings.status} = 'completed'), 0)`,
      lastVisit: sql<
        string | null
      >`max(${bookings.bookingDate}) filter (where ${bookings.status} = 'completed')`,
    })
    .from(bookings)
    .where(ofClient(c));
  return {
    visits: Number(t?.visits ?? 0),
    no_shows: Number(t?.noShows ?? 0),
    total_spent: Number(t?.spent ?? 0),
    last_visit: t?.lastVisit ? String(t.lastVisit) : null,
  };
}

async function toRow(db: Db, c: CustomerRow): Promise<ClientRow & { total_spent: number }> {
  return {
    id: c.id,
    full_name: c.fullName,
    phone_number: c.phoneNumber,
    email: c.email,
    ...(await tallies(db, c)),
  };
}

export async function listClients(db: Db, q: PagedRequest): Promise<ClientPage> {
  const p = likeAny(q.search_text);
  const digits = q.search_text.replace(/\D/g, '');
  const where = q.search_text
    ? or(
        ilike(customers.fullName, p),
        ilike(customers.email, p),
        digits.length >= 3 ? ilike(customers.phoneNumber, likeAny(digits)) : undefined,
      )
    : undefined;
  const [total] = await db.select({ n: count() }).from(customers).where(where);
  const rows = await db
    .select()
    .from(customers)
    .where(where)
    .orderBy(customers.fullName, customers.id)
    .limit(q.page_size)
    .offset((q.page_number - 1) * q.page_size);
  const clients = await Promise.all(
    rows.map(async (c) => {
      const { total_spent: _, ...row } = await toRow(db, c);
      return row;
    }),
  );
  return { clients, ...pageInfo(Number(total?.n ?? 0), q) };
}

export async function getClient(deps: Deps, id: number, lang: Lang): Promise<ClientDetail> {
  const { db } = deps;
  const [c] = await db.select().from(customers).where(eq(customers.id, id));
  if (!c) throw notFound('front_desk_client_not_found');
  const rows = await db
    .select({ b: bookings, stylist: stylists.fullName, time: timeSlots.startTime })
    .from(bookings)
    .innerJoin(stylists, eq(stylists.id, bookings.stylistId))
    .innerJoin(timeSlots, eq(timeSlots.id, bookings.startSlotId))
    .where(ofClient(c))
    .orderBy(desc(bookings.startsAt))
    .limit(200);
  const names = await bookedServiceNames(
    db,
    rows.map((r) => r.b.id),
    lang,
  );
  const now = deps.now();
  const toBooking = (r: (typeof rows)[number]): ClientBooking => ({
    id: r.b.id,
    date: r.b.bookingDate,
    time: r.time,
    stylist_name: r.stylist,
    services: names.get(r.b.id) ?? [],
    total_amount: Number(r.b.totalAmount),
    status: r.b.status as BookingStatus,
  });
  const ahead = (r: (typeof rows)[number]) =>
    r.b.endsAt > now && (r.b.status === 'pending' || r.b.status === 'confirmed');
  return {
    ...(await toRow(db, c)),
    notes: c.staffNotes,
    upcoming: rows.filter(ahead).map(toBooking).reverse(),
    past: rows.filter((r) => !ahead(r)).map(toBooking),
  };
}

export async function updateClientNotes(db: Db, id: number, notes: string): Promise<void> {
  const rows = await db
    .update(customers)
    .set({ staffNotes: notes })
    .where(eq(customers.id, id))
    .returning({ id: customers.id });
  if (rows.length === 0) throw notFound('front_desk_client_not_found');
}
