/**
 * Clients, as the front desk sees them: every person who booked (client-identity.ts says who is
 * who), with their visits (completed bookings), no-shows and notes. A customer is a client by id;
 * a guest client, known only from their bookings, gets a customer row of their own when the desk
 * first writes a note about them.
 */

import { randomUUID } from 'node:crypto';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ClientBooking, ClientDetail, ClientPage, ClientRow } from '#shared/contract/front-desk';
import type { PagedRequest } from '#shared/fields';
import { bookedServiceNames } from '../../db/booked-service-names';
import { type Db, rowsOf } from '../../db/connect';
import { likeAny, pageInfo } from '../../db/paging';
import { bookings, customers, stylists, timeSlots } from '../../db/schema';
import type { Deps } from '../../deps';
import { bookingRow } from '../../domain/booking-store/rows';
import { missing } from '../../domain/domain-error';
import { protectionOfRow } from '../../domain/protection/protection-view';
import type { Lang } from '../../i18n/catalogue';
import { guestKey, ofCustomer, ofGuest, ofGuestClients } from './client-identity';

/** No argon2 hash looks like this: a client the desk records cannot sign in until they register. */
const NO_PASSWORD = '!';

async function tallies(db: Db, whose: SQL) {
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
    .where(whose);
  return {
    visits: Number(t?.visits ?? 0),
    no_shows: Number(t?.noShows ?? 0),
    total_spent: Number(t?.spent ?? 0),
    last_visit: t?.lastVisit ? String(t.lastVisit) : null,
  };
}

type Person = {
  id: number;
  booking_id: number | null;
  full_name: string;
  phone_number: string;
  email: string;
  key: string | null;
};

/** Customers and guest clients (each by their latest booking), as one list. */
const people = sql`(
  select ${customers.id} as id, null::int as booking_id, ${customers.fullName} as full_name,
    ${customers.phoneNumber} as phone_number, ${customers.email} as email, null::text as key
  from ${customers}
  union all
  select 0, g.booking_id, g.full_name, g.phone_number, g.email, g.key from (
    select distinct on (${guestKey}) ${guestKey} as key, ${bookings.id} as booking_id,
      ${bookings.customerName} as full_name, ${bookings.customerPhone} as phone_number,
      ${bookings.customerEmail} as email
    from ${bookings} where ${ofGuestClients}
    order by ${guestKey}, ${bookings.startsAt} desc
  ) g
) people`;

const whoseBookings = (p: Pick<Person, 'id' | 'email' | 'phone_number' | 'key'>): SQL =>
  p.id > 0 ? ofCustomer({ id: p.id, email: p.email, phoneNumber: p.phone_number }) : ofGuest(p.key ?? '');

async function toRow(db: Db, p: Person): Promise<ClientRow & { total_spent: number }> {
  return {
    id: p.id,
    booking_id: p.booking_id,
    full_name: p.full_name,
    phone_number: p.phone_number,
    email: p.email,
    ...(await tallies(db, whoseBookings(p))),
  };
}

export async function listClients(db: Db, q: PagedRequest): Promise<ClientPage> {
  const p = likeAny(q.search_text);
  const digits = q.search_text.replace(/\D/g, '');
  const where = q.search_text
    ? sql`where full_name ilike ${p} or email ilike ${p}${digits.length >= 3 ? sql` or phone_number ilike ${likeAny(digits)}` : sql``}`
    : sql``;
  const [total] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from ${people} ${where}`),
  );
  const rows = rowsOf<Person>(
    await db.execute(
      sql`select * from ${people} ${where} order by full_name, id, booking_id
        limit ${q.page_size} offset ${(q.page_number - 1) * q.page_size}`,
    ),
  );
  const clients = await Promise.all(
    rows.map(async (person) => {
      const { total_spent: _, ...row } = await toRow(db, person);
      return row;
    }),
  );
  return { clients, ...pageInfo(Number(total?.n ?? 0), q) };
}

/** The client a request names: a customer by id, or whoever made the booking named. */
async function findClient(
  db: Db,
  id: number,
  bookingId: number | undefined,
): Promise<Person & { notes: string }> {
  if (id > 0) {
    const [c] = await db.select().from(customers).where(eq(customers.id, id));
    if (!c) throw missing('front_desk_client_not_found');
    return { ...personOf(c), notes: c.staffNotes };
  }
  const b = await bookingRow(db, bookingId ?? 0);
  if (b?.kind !== 'booking') throw missing('front_desk_client_not_found');
  const [owner] = b.customerId
    ? await db.select().from(customers).where(eq(customers.id, b.customerId))
    : await db
        .select()
        .from(customers)
        .where(
          sql`(${customers.email} <> '' and lower(${customers.email}) = lower(${b.customerEmail})) or (${b.customerPhone} <> '' and ${customers.phoneNumber} = ${b.customerPhone})`,
        )
        .orderBy(customers.id)
        .limit(1);
  if (owner) return { ...personOf(owner), notes: owner.staffNotes };
  const key = b.customerEmail ? `e:${b.customerEmail.toLowerCase()}` : `t:${b.customerPhone}`;
  const [latest] = await db
    .select({
      id: bookings.id,
      name: bookings.customerName,
      phone: bookings.customerPhone,
      email: bookings.customerEmail,
    })
    .from(bookings)
    .where(ofGuest(key))
    .orderBy(desc(bookings.startsAt))
    .limit(1);
  const who = latest ?? { id: b.id, name: b.customerName, phone: b.customerPhone, email: b.customerEmail };
  return {
    id: 0,
    booking_id: who.id,
    full_name: who.name,
    phone_number: who.phone,
    email: who.email,
    key,
    notes: '',
  };
}

const personOf = (c: typeof customers.$inferSelect): Person => ({
  id: c.id,
  booking_id: null,
  full_name: c.fullName,
  phone_number: c.phoneNumber,
  email: c.email,
  key: null,
});

export async function getClient(
  deps: Deps,
  req: { id: number; booking_id?: number | undefined },
  lang: Lang,
): Promise<ClientDetail> {
  const { db } = deps;
  const person = await findClient(db, req.id, req.booking_id);
  const rows = await db
    .select({ b: bookings, stylist: stylists.fullName, time: timeSlots.startTime })
    .from(bookings)
    .innerJoin(stylists, eq(stylists.id, bookings.stylistId))
    .innerJoin(timeSlots, eq(timeSlots.id, bookings.startSlotId))
    .where(whoseBookings(person))
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
    status: r.b.status,
    fee_amount: Number(r.b.feeAmount),
    fee_state: protectionOfRow(r.b).fee_state,
  });
  const ahead = (r: (typeof rows)[number]) =>
    r.b.endsAt > now && (r.b.status === 'pending' || r.b.status === 'confirmed');
  return {
    ...(await toRow(db, person)),
    notes: person.notes,
    upcoming: rows.filter(ahead).map(toBooking).reverse(),
    past: rows.filter((r) => !ahead(r)).map(toBooking),
  };
}

/** Saves the desk's notes; a guest client is recorded as a client of the salon first. */
export async function updateClientNotes(
  db: Db,
  req: { id: number; booking_id?: number | undefined; notes: string },
): Promise<number> {
  const person = await findClient(db, req.id, req.booking_id);
  let id = person.id;
  if (id === 0) {
    const [row] = await db
      .insert(customers)
      .values({
        fullName: person.full_name,
        username: `client-${randomUUID()}`,
        email: person.email,
        phoneNumber: person.phone_number,
        passwordHash: NO_PASSWORD,
        customerType: 'salon',
      })
      .returning({ id: customers.id });
    id = row!.id;
  }
  await db.update(customers).set({ staffNotes: req.notes }).where(eq(customers.id, id));
  return id;
}
