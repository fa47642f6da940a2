/**
 * What each back-office write changes, for its audit line: the target's name (`user:4`) and its
 * state read just before and just after the call. A write without an entry here is still recorded
 * (its request, secrets cut out, as the "after"); an entry only makes the line say more.
 *
 * Clients appear by id only: a booking's or a client's name, email, phone and free-text notes are
 * never read into the trail (notes by their length), so an erasure leaves nothing behind in it.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { RouteName } from '#shared/contract/routes';
import type { Db } from '../../db/connect';
import {
  bookings,
  customers,
  promotions,
  salonSettings,
  services,
  stylistBlocks,
  stylistServices,
  stylists,
  users,
} from '../../db/schema';

type Bag = Record<string, unknown>;
type Read = (db: Db, id: number) => Promise<unknown>;
export type AuditSubject = {
  /** The id of what is changed: from the request, or (for an add) from the answer. */
  id: (body: Bag, result: Bag) => number | null;
  kind: string;
  read?: Read;
};

const num = (v: unknown): number | null => (typeof v === 'number' && v > 0 ? v : null);
const fromBody =
  (key: string) =>
  (body: Bag): number | null =>
    num(body[key]);
const fromResult = (_body: Bag, result: Bag) => num(result?.id);

async function first(db: Db, table: PgTable, where: SQL | undefined, omit: string[] = []): Promise<unknown> {
  const [row] = (await db.select().from(table).where(where).limit(1)) as Bag[];
  if (!row) return null;
  return Object.fromEntries(Object.entries(row).filter(([k]) => !omit.includes(k)));
}

const userRow: Read = (db, id) => first(db, users, eq(users.id, id), ['passwordHash']);
const serviceRow: Read = (db, id) => first(db, services, eq(services.id, id));
const stylistRow: Read = (db, id) => first(db, stylists, eq(stylists.id, id));
const promotionRow: Read = (db, id) => first(db, promotions, eq(promotions.id, id));
const blockRow: Read = (db, id) => first(db, stylistBlocks, eq(stylistBlocks.id, id));
const settingsRow: Read = (db) => first(db, salonSettings, eq(salonSettings.id, 1));

/** A booking as the trail keeps it: its time, state and money, not its client's contact details. */
const bookingRow: Read = async (db, id) => {
  const [b] = await db
    .select({
      id: bookings.id,
      customerId: bookings.customerId,
      stylistId: bookings.stylistId,
      bookingDate: bookings.bookingDate,
      startSlotId: bookings.startSlotId,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      status: bookings.status,
      paymentState: bookings.paymentState,
      totalAmount: bookings.totalAmount,
      refundAmount: bookings.refundAmount,
      depositAmount: bookings.depositAmount,
      feeAmount: bookings.feeAmount,
      feeState: bookings.feeState,
      balancePaidAmount: bookings.balancePaidAmount,
      balancePaidMethod: bookings.balancePaidMethod,
      rescheduleCount: bookings.rescheduleCount,
      notes: bookings.notes,
    })
    .from(bookings)
    .where(eq(bookings.id, id));
  if (!b) return null;
  const { notes, ...rest } = b;
  return { ...rest, notesLength: notes.length };
};

/** A client as the trail keeps it: whether they are active or erased, never who they are. */
const clientRow: Read = async (db, id) => {
  const [c] = await db
    .select({
      id: customers.id,
      customerType: customers.customerType,
      isActive: customers.isActive,
      erasedAt: customers.erasedAt,
      staffNotes: customers.staffNotes,
    })
    .from(customers)
    .where(eq(customers.id, id));
  if (!c) return null;
  const { staffNotes, ...rest } = c;
  return { ...rest, staffNotesLength: staffNotes.length };
};

/** A stylist's price for one service: both ids are its key, so its id here is the stylist's. */
function stylistServiceSubject(): AuditSubject {
  let serviceId = 0;
  return {
    kind: 'stylist',
    id: (body) => {
      serviceId = num(body.service_id) ?? 0;
      return num(body.stylist_id);
    },
    read: (db, id) =>
      first(
        db,
        stylistServices,
        and(eq(stylistServices.stylistId, id), eq(stylistServices.serviceId, serviceId)),
      ),
  };
}

const user = (id: AuditSubject['id']): AuditSubject => ({ kind: 'user', id, read: userRow });
const service = (id: AuditSubject['id']): AuditSubject => ({ kind: 'service', id, read: serviceRow });
const stylist = (id: AuditSubject['id']): AuditSubject => ({ kind: 'stylist', id, read: stylistRow });
const promotion = (id: AuditSubject['id']): AuditSubject => ({ kind: 'promotion', id, read: promotionRow });
const booking = (id: AuditSubject['id']): AuditSubject => ({ kind: 'booking', id, read: bookingRow });
const block = (id: AuditSubject['id']): AuditSubject => ({ kind: 'block', id, read: blockRow });
const client = (id: AuditSubject['id']): AuditSubject => ({ kind: 'client', id, read: clientRow });

/** Per call: a fresh subject (some remember a part of the request between before and after). */
export const auditSubjects: Partial<Record<RouteName, () => AuditSubject>> = {
  usersAdd: () => user(fromResult),
  usersUpdate: () => user(fromBody('id')),
  usersDelete: () => user(fromBody('id')),
  usersSetPassword: () => user(fromBody('id')),
  servicesAdd: () => service(fromResult),
  servicesUpdate: () => service(fromBody('id')),
  servicesDelete: () => service(fromBody('id')),
  stylistsAdd: () => stylist(fromResult),
  stylistsUpdate: () => stylist(fromBody('id')),
  stylistsDelete: () => stylist(fromBody('id')),
  stylistServiceAdd: stylistServiceSubject,
  stylistServiceUpdate: stylistServiceSubject,
  stylistServiceRemove: stylistServiceSubject,
  saveShifts: () => ({ kind: 'stylist', id: fromBody('stylist_id') }),
  generateSlots: () => ({ kind: 'stylist', id: fromBody('stylist_id') }),
  settingsUpdate: () => ({ kind: 'settings', id: () => 1, read: settingsRow }),
  promotionsAdd: () => promotion(fromResult),
  promotionsUpdate: () => promotion(fromBody('id')),
  promotionsRemove: () => promotion(fromBody('id')),
  updateStatus: () => booking(fromBody('booking_id')),
  bookingCreate: () => booking(fromResult),
  bookingMove: () => booking(fromBody('booking_id')),
  bookingNotes: () => booking(fromBody('booking_id')),
  paymentLinkResend: () => booking(fromBody('booking_id')),
  paymentLinkSend: () => booking(fromBody('booking_id')),
  feesWaive: () => booking(fromBody('booking_id')),
  feesCharge: () => booking(fromBody('booking_id')),
  balancePaid: () => booking(fromBody('booking_id')),
  // a refund owed is an outbox message: its id is all the line needs (the booking's is in the outbox)
  refundRetry: () => ({ kind: 'refund', id: fromBody('id') }),
  // "Back up now" names no record: the line says a backup was taken, by whom and when
  backupsTake: () => ({ kind: 'backup', id: () => null }),
  // the desk offers a waitlist entry a time: the entry (by id only: it names a person)
  waitlistManualOffer: () => ({ kind: 'waitlist_entry', id: fromBody('entry_id') }),
  blocksAdd: () => block(fromResult),
  blocksRemove: () => block(fromBody('id')),
  clientsUpdateNotes: () => client(fromBody('id')),
  clientsErase: () => client(fromBody('client_id')),
};

/** Request fields that name a client or hold their words: left out where a request is kept. */
export const CLIENT_FIELDS = ['full_name', 'email', 'phone_number', 'customer_name', 'notes', 'staff_notes'];
