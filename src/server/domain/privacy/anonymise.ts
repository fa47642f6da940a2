/**
 * Erasing a person: their personal fields are blanked wherever the salon keeps them, while the
 * salon's financial records (bookings' amounts, dates, services; payments; refunds owed) stay as
 * they are, so every report adds up the same afterwards. Used by a customer deleting their account,
 * by the desk erasing a client who asks, and by the job that anonymises old guests' bookings.
 * Everything runs in the caller's transaction.
 */
import { and, eq, inArray, isNull, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import {
  bookingChanges,
  bookings,
  customers,
  outbox,
  passwordResets,
  payments,
  pushSubscriptions,
  rateLimits,
  ratings,
  sessions,
  waitlistEntries,
} from '../../db/schema';

/** Outbox kinds that carry money, not words: a refund still owed goes out whoever asked to be forgotten. */
const MONEY_KINDS = ['refund'];
/** What an erased outbox message keeps: that it was there, not to whom or what it said. */
const ERASED_PAYLOAD = { erased: true };

/**
 * Blanks the contact details of these bookings and of everything that hangs off them: their
 * history's names, ratings' comments, the masked card numbers of their payments, their devices,
 * and the words of their outbox messages (those not yet sent are not sent).
 */
export async function anonymiseBookings(tx: Tx, bookingIds: number[], at: Date): Promise<void> {
  if (!bookingIds.length) return;
  const ids = inArray(bookings.id, bookingIds);
  await tx
    .update(bookings)
    .set({
      customerName: '',
      customerEmail: '',
      customerPhone: '',
      notes: '',
      clientAddress: null,
      updatedAt: at,
    })
    .where(ids);
  await tx
    .update(bookingChanges)
    .set({ actorName: '' })
    .where(
      and(
        inArray(bookingChanges.bookingId, bookingIds),
        inArray(bookingChanges.actorKind, ['customer', 'guest']),
      ),
    );
  await tx.update(ratings).set({ comment: '' }).where(inArray(ratings.bookingId, bookingIds));
  await tx.update(payments).set({ cardNo: null }).where(inArray(payments.bookingId, bookingIds));
  await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.bookingId, bookingIds));
  const messages = and(inArray(outbox.bookingId, bookingIds), notInArray(outbox.kind, MONEY_KINDS));
  await tx
    .update(outbox)
    .set({ state: 'failed', lastError: 'personal data erased', payload: ERASED_PAYLOAD })
    .where(and(messages, eq(outbox.state, 'pending')));
  await tx
    .update(outbox)
    .set({ payload: ERASED_PAYLOAD })
    .where(and(messages, ne(outbox.state, 'pending')));
}

/** Outbox messages addressed to these emails that belong to no booking (reset links, their requests). */
async function eraseLooseMessages(tx: Tx, emails: string[]): Promise<void> {
  for (const email of emails.filter(Boolean)) {
    const mentions = and(
      isNull(outbox.bookingId),
      sql`position(lower(${email}) in lower(${outbox.payload}::text)) > 0`,
    );
    await tx
      .update(outbox)
      .set({ state: 'failed', lastError: 'personal data erased', payload: ERASED_PAYLOAD })
      .where(and(mentions, eq(outbox.state, 'pending')));
    await tx
      .update(outbox)
      .set({ payload: ERASED_PAYLOAD })
      .where(and(mentions, ne(outbox.state, 'pending')));
  }
}

/** Guest bookings (no customer) made with this email, or this phone. */
function guestBookingsOf(p: { email: string; phone: string }): SQL | undefined {
  const byEmail = p.email ? sql`lower(${bookings.customerEmail}) = ${p.email.toLowerCase()}` : undefined;
  const byPhone = p.phone ? eq(bookings.customerPhone, p.phone) : undefined;
  if (!byEmail && !byPhone) return undefined;
  return and(isNull(bookings.customerId), or(byEmail, byPhone));
}

/**
 * A person's waitlist entries go whole (their offers with them): an entry is nothing but who waits
 * for what. Found by the account, and by the email or phone a guest gave.
 */
async function eraseWaitlistEntries(
  tx: Tx,
  who: { customerId?: number; email: string; phone: string },
): Promise<void> {
  const email = who.email.trim().toLowerCase();
  const theirs = [
    who.customerId ? eq(waitlistEntries.customerId, who.customerId) : undefined,
    email ? sql`lower(${waitlistEntries.email}) = ${email}` : undefined,
    who.phone ? eq(waitlistEntries.phone, who.phone) : undefined,
  ].filter(Boolean);
  if (theirs.length > 0) await tx.delete(waitlistEntries).where(or(...theirs));
}

/**
 * A guest client the desk knows only from their bookings: every guest booking with the email of
 * this one (or, without an email, its phone), as the client list groups them; null when the
 * booking is not a guest's.
 */
export async function guestClientOf(
  tx: Tx,
  bookingId: number,
): Promise<{ ids: number[]; email: string; phone: string } | null> {
  const [b] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!b || b.customerId !== null) return null;
  const email = b.customerEmail.trim();
  const same = email
    ? and(isNull(bookings.customerId), sql`lower(${bookings.customerEmail}) = ${email.toLowerCase()}`)
    : b.customerPhone
      ? and(isNull(bookings.customerId), eq(bookings.customerPhone, b.customerPhone))
      : eq(bookings.id, bookingId);
  const ids = (await tx.select({ id: bookings.id }).from(bookings).where(same)).map((r) => r.id);
  return { ids, email, phone: b.customerPhone };
}

/**
 * Erases a guest client the desk knows only from their bookings: every guest booking with the
 * email of this one (or, without an email, its phone), as the client list groups them. Returns how
 * many bookings were anonymised, or null when the booking is not a guest's.
 */
export async function eraseGuestClient(tx: Tx, bookingId: number, at: Date): Promise<number | null> {
  const group = await guestClientOf(tx, bookingId);
  if (!group) return null;
  const { ids, email, phone } = group;
  await anonymiseBookings(tx, ids, at);
  await eraseWaitlistEntries(tx, { email, phone });
  await eraseLooseMessages(tx, [email.toLowerCase()]);
  return ids.length;
}

/**
 * Erases a customer (an account or a client the desk added): the row stays, nameless and unable
 * to sign in, so the bookings that point at it keep their link; sessions, devices, reset links
 * and sign-in counters go. Their bookings, and guest bookings made with their email, are
 * anonymised. Returns how many bookings were, or null when there is no such customer.
 */
export async function eraseCustomer(
  tx: Tx,
  customerId: number,
  at: Date,
  { byContact = true }: { byContact?: boolean } = {},
): Promise<number | null> {
  const [c] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
  if (!c) return null;
  const email = c.email.trim().toLowerCase();
  // a person asking to be forgotten is forgotten in the guest bookings made with their email or
  // phone too (the desk shows those as theirs); the retention sweep keeps to the client's own
  // (a recent guest booking is not yet due)
  const theirs = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      or(
        eq(bookings.customerId, customerId),
        byContact ? guestBookingsOf({ email, phone: c.phoneNumber }) : undefined,
      ),
    );
  const bookingIds = theirs.map((b) => b.id);
  await anonymiseBookings(tx, bookingIds, at);
  await tx.update(ratings).set({ comment: '' }).where(eq(ratings.customerId, customerId));
  await tx.delete(sessions).where(eq(sessions.customerId, customerId));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.customerId, customerId));
  await tx.delete(passwordResets).where(eq(passwordResets.customerId, customerId));
  await eraseWaitlistEntries(tx, { customerId, email, phone: c.phoneNumber });
  await eraseLooseMessages(tx, [email]);
  // sign-in counters are keyed `<address>|<account>` (limits/login-guard.ts)
  for (const account of [c.username.toLowerCase(), email].filter(Boolean)) {
    await tx
      .delete(rateLimits)
      .where(sql`${rateLimits.key} like ${`%|${account.replace(/[\\%_]/g, '\\$&')}`}`);
  }
  await tx
    .update(customers)
    .set({
      fullName: '',
      username: `erased-${customerId}`,
      email: '',
      phoneNumber: '',
      // no password hashes to this: the account can never be signed in to again
      passwordHash: '!erased',
      gender: null,
      dateOfBirth: null,
      avatarUrl: null,
      staffNotes: '',
      isActive: false,
      erasedAt: at,
    })
    .where(eq(customers.id, customerId));
  return bookingIds.length;
}
