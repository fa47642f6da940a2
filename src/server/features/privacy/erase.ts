/**
 * Deleting an account at the customer's request (their password again), and the desk's erasure of
 * a client who asks in person (a Super Admin). Both anonymise the person in one transaction
 * (domain/privacy/anonymise.ts) and leave one line in the audit trail; the salon's amounts and
 * dates stay, so its reports read the same afterwards. Their visits still ahead are cancelled
 * first, through the one cancellation command (bookings/cancel-booking.ts): what they paid online
 * is refunded and the time goes back to the salon and its waitlist; nobody is left booked under a
 * blank name.
 */
import { eq, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { afterCancel, type Cancelled, cancelBooking } from '../../bookings/cancel-booking';
import type { Tx } from '../../db/connect';
import { readSalonProfile } from '../../db/salon-settings';
import { customers } from '../../db/schema';
import type { Deps } from '../../deps';
import { writeAuditLine } from '../../domain/audit/audit-row';
import type { Actor } from '../../domain/booking-history';
import { lockUpcomingBookings } from '../../domain/booking-store/person';
import { ofCustomer, withIds } from '../../domain/booking-store/predicates';
import { invalid, missing, refused } from '../../domain/domain-error';
import { eraseCustomer, eraseGuestClient, guestClientOf } from '../../domain/privacy/anonymise';
import { passwordChecksBusy, tooManyAttempts } from '../../http/retry-after';
import { addressKey } from '../../limits/address-key';
import { PasswordLineFull } from '../../limits/password-line';
import { passwordLine, verifyPassword } from '../../passwords/hashing';

const wrongPassword = () => invalid('password_wrong');

/** The person's bookings still ahead (waiting for payment or confirmed), cancelled as any cancellation is. */
async function cancelUpcoming(tx: Tx, deps: Deps, theirs: SQL, actor: Actor): Promise<Cancelled[]> {
  const now = deps.now();
  const ahead = await lockUpcomingBookings(tx, theirs, now);
  const done: Cancelled[] = [];
  for (const b of ahead)
    done.push(
      await cancelBooking(tx, deps, b, {
        actor,
        by: actor.kind === 'customer' ? 'customer' : 'salon',
        details: { reason: 'personal data erased' },
        now,
      }),
    );
  return done;
}

/** After the commit: each freed day told, each refund tried. */
async function afterCancels(deps: Deps, done: Cancelled[]): Promise<void> {
  if (done.length === 0) return;
  const { time_zone } = await readSalonProfile(deps.db);
  for (const d of done) await afterCancel(deps, time_zone, d);
}

/** The password proves the person at the phone is the account's owner; guessed like a password change's. */
async function provePassword(
  deps: Deps,
  ask: { customerId: number; tokenHash: string; reply: FastifyReply },
  password: string,
): Promise<void> {
  const [c] = await deps.db
    .select({ hash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.id, ask.customerId));
  if (!c) throw missing();
  if (!passwordLine.hasRoom('open')) throw passwordChecksBusy(ask.reply);
  const guard = deps.limits.passwordChange;
  const who = { session: ask.tokenHash, account: `customer:${ask.customerId}` };
  const wait = await guard.take(who);
  if (wait !== null) throw tooManyAttempts(ask.reply, wait);
  let right: boolean;
  try {
    right = await verifyPassword(c.hash, password, 'open');
  } catch (e) {
    if (e instanceof PasswordLineFull) await guard.notChecked(who);
    throw e;
  }
  if (!right) throw wrongPassword();
  await guard.succeeded(who);
}

/** The signed-in customer deletes their own account: afterwards no session of it works. */
export async function deleteOwnAccount(
  deps: Deps,
  ask: { customerId: number; tokenHash: string; reply: FastifyReply; ip: string },
  password: string,
): Promise<void> {
  await provePassword(deps, ask, password);
  const now = deps.now();
  const cancelled = await deps.db.transaction(async (tx) => {
    const actor: Actor = { kind: 'customer', id: ask.customerId, name: '' };
    const done = await cancelUpcoming(tx, deps, ofCustomer(ask.customerId), actor);
    const erased = await eraseCustomer(tx, ask.customerId, now);
    if (erased === null) throw missing();
    await writeAuditLine(
      tx,
      {
        actor: { kind: 'customer', id: ask.customerId },
        address: addressKey(ask.ip, deps.config.ipv6PrefixLength),
        action: 'accountDelete',
        target: `client:${ask.customerId}`,
        after: { erased: true, bookings: erased },
      },
      now,
    );
    return done;
  });
  await afterCancels(deps, cancelled);
}

/**
 * The desk erases a client (account or not), or a guest client by one of their bookings; its audit
 * line is the route's own (http/audit-trail.ts).
 */
export async function eraseClient(
  deps: Deps,
  { client_id: clientId, booking_id: bookingId }: { client_id: number; booking_id?: number | undefined },
  staff: { id: number; name: string },
): Promise<{ bookings: number }> {
  const actor: Actor = { kind: 'staff', ...staff };
  const { erased, cancelled } = await deps.db.transaction(async (tx) => {
    if (clientId === 0) {
      const group = await guestClientOf(tx, bookingId ?? 0);
      if (!group) throw missing('front_desk_client_not_found');
      const done = await cancelUpcoming(tx, deps, withIds(group.ids), actor);
      return { erased: (await eraseGuestClient(tx, bookingId ?? 0, deps.now())) ?? 0, cancelled: done };
    }
    const [c] = await tx
      .select({ erasedAt: customers.erasedAt })
      .from(customers)
      .where(eq(customers.id, clientId));
    if (!c) throw missing('front_desk_client_not_found');
    if (c.erasedAt) throw refused('client_already_erased');
    const done = await cancelUpcoming(tx, deps, ofCustomer(clientId), actor);
    return { erased: (await eraseCustomer(tx, clientId, deps.now())) ?? 0, cancelled: done };
  });
  await afterCancels(deps, cancelled);
  return { bookings: erased };
}
