/**
 * Deleting an account at the customer's request (their password again), and the desk's erasure of
 * a client who asks in person (a Super Admin). Both anonymise the person in one transaction
 * (domain/privacy/anonymise.ts) and leave one line in the audit trail; the salon's amounts and
 * dates stay, so its reports read the same afterwards.
 */
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { customers } from '../../db/schema';
import type { Deps } from '../../deps';
import { writeAuditLine } from '../../domain/audit/audit-row';
import { invalid, missing, refused } from '../../domain/domain-error';
import { eraseCustomer, eraseGuestClient } from '../../domain/privacy/anonymise';
import { passwordChecksBusy, tooManyAttempts } from '../../http/retry-after';
import { addressKey } from '../../limits/address-key';
import { PasswordLineFull } from '../../limits/password-line';
import { passwordLine, verifyPassword } from '../../passwords/hashing';

const wrongPassword = () => invalid('password_wrong');

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
  await deps.db.transaction(async (tx) => {
    const bookings = await eraseCustomer(tx, ask.customerId, now);
    if (bookings === null) throw missing();
    await writeAuditLine(
      tx,
      {
        actor: { kind: 'customer', id: ask.customerId },
        address: addressKey(ask.ip, deps.config.ipv6PrefixLength),
        action: 'accountDelete',
        target: `client:${ask.customerId}`,
        after: { erased: true, bookings },
      },
      now,
    );
  });
}

/**
 * The desk erases a client (account or not), or a guest client by one of their bookings; its audit
 * line is the route's own (http/audit-trail.ts).
 */
export async function eraseClient(
  deps: Deps,
  { client_id: clientId, booking_id: bookingId }: { client_id: number; booking_id?: number | undefined },
): Promise<{ bookings: number }> {
  if (clientId === 0) {
    const bookings = await deps.db.transaction((tx) => eraseGuestClient(tx, bookingId ?? 0, deps.now()));
    if (bookings === null) throw missing('front_desk_client_not_found');
    return { bookings };
  }
  return deps.db.transaction(async (tx) => {
    const [c] = await tx
      .select({ erasedAt: customers.erasedAt })
      .from(customers)
      .where(eq(customers.id, clientId));
    if (!c) throw missing('front_desk_client_not_found');
    if (c.erasedAt) throw refused('client_already_erased');
    const bookings = await eraseCustomer(tx, clientId, deps.now());
    return { bookings: bookings ?? 0 };
  });
}
