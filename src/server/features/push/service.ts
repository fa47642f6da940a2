/**
 * Which devices get a customer's notifications. A signed-in customer's device covers all their
 * bookings (`customer:<id>`); a guest's covers the one booking its manage token proves
 * (`booking:<id>`). The endpoint is a secret URL that only the browser knows, so it is the proof
 * for dropping a device or asking its state.
 */
import { and, count, eq, like, notLike, or, sql } from 'drizzle-orm';
import type {
  PushAdminStatus,
  PushStaffSubscribeRequest,
  PushStatus,
  PushStatusRequest,
  PushSubscribeRequest,
} from '#shared/contract/push';
import { pushSubscriptions } from '../../db/schema';
import type { Deps } from '../../deps';
import { bookingRowFor, customerOfBooking } from '../../domain/booking-store/rows';
import { invalid, missing, notSignedIn } from '../../domain/domain-error';
import type { Principal } from '../../http/auth';
import { ownedBooking } from '../../http/booking-access';
import { staffScope, staffScopePrefix } from '../../jobs/staff-push';
import { checkEndpointText, EndpointRefused, endpointAddress } from '../../outbound/push-endpoint';

/** A customer's or guest's rows; the back office's own notices on the same browser are its own to turn off. */
const notStaff = notLike(pushSubscriptions.scope, 'staff:%');

/**
 * The server will POST to the endpoint, so it must be a push service on the public internet
 * (outbound/push-endpoint.ts): checked by its text and by every address its host resolves to.
 * With PUSH_ALLOW_PRIVATE only the text is checked (a relay or a test's stand-in inside the network).
 */
async function checkEndpoint(deps: Deps, endpoint: string): Promise<void> {
  try {
    if (deps.config.pushAllowPrivate) checkEndpointText(endpoint, true);
    else await endpointAddress(endpoint, deps.lookup, false);
  } catch (e) {
    if (e instanceof EndpointRefused) throw invalid('push_endpoint_refused');
    throw e;
  }
}

/**
 * Who this device's notifications are for. A manage token proves one booking, checked exactly as the
 * manage calls check it (forged, moved or expired: 403); it covers that booking alone unless the
 * signed-in owner holds it. Without one, a signed-in customer's device covers all their bookings,
 * and a booking id they name must be theirs (another's answers 404).
 */
async function scopeOf(
  deps: Deps,
  req: PushSubscribeRequest,
  principal: Principal | null,
): Promise<{ scope: string; customerId: number | null; bookingId: number | null }> {
  const customerScope = (customerId: number) => ({
    scope: `customer:${customerId}`,
    customerId,
    bookingId: null,
  });
  if (req.manage_token !== undefined && req.booking_id !== undefined) {
    const { booking } = await ownedBooking(
      deps.db,
      deps,
      { booking_id: req.booking_id, manage_token: req.manage_token },
      principal,
    );
    if (principal?.kind === 'customer' && booking.customerId === principal.customerId) {
      return customerScope(principal.customerId);
    }
    return { scope: `booking:${booking.id}`, customerId: null, bookingId: booking.id };
  }
  if (principal?.kind === 'customer') {
    if (req.booking_id !== undefined) {
      const own = await bookingRowFor(deps.db, req.booking_id, principal.customerId);
      if (!own) throw missing('booking_not_found');
    }
    return customerScope(principal.customerId);
  }
  throw notSignedIn('push_needs_owner');
}

export async function subscribe(
  deps: Deps,
  req: PushSubscribeRequest,
  principal: Principal | null,
): Promise<PushStatus> {
  await checkEndpoint(deps, req.subscription.endpoint);
  const who = await scopeOf(deps, req, principal);
  const { endpoint, keys } = req.subscription;
  await deps.db
    .insert(pushSubscriptions)
    .values({ endpoint, p256dh: keys.p256dh, auth: keys.auth, ...who, createdAt: deps.now() })
    .onConflictDoUpdate({
      target: [pushSubscriptions.endpoint, pushSubscriptions.scope],
      // A browser may renew its keys for the same endpoint.
      set: { p256dh: keys.p256dh, auth: keys.auth },
    });
  return { subscribed: true };
}

export async function unsubscribe(deps: Deps, endpoint: string): Promise<PushStatus> {
  await deps.db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), notStaff));
  return { subscribed: false };
}

/**
 * A back-office device asks for the salon's notices (a client cancelled or moved). One row per
 * device and account: subscribing again (say in the other language) replaces it.
 */
export async function staffSubscribe(
  deps: Deps,
  req: PushStaffSubscribeRequest,
  userId: number,
): Promise<PushStatus> {
  await checkEndpoint(deps, req.subscription.endpoint);
  const { endpoint, keys } = req.subscription;
  await deps.db.transaction(async (tx) => {
    await tx.delete(pushSubscriptions).where(staffRowsOf(endpoint, userId));
    await tx.insert(pushSubscriptions).values({
      endpoint,
      p256dh: keys.p256dh,
      auth: keys.auth,
      scope: staffScope(userId, req.lang ?? 'en'),
      createdAt: deps.now(),
    });
  });
  return { subscribed: true };
}

const staffRowsOf = (endpoint: string, userId: number) =>
  and(
    eq(pushSubscriptions.endpoint, endpoint),
    like(pushSubscriptions.scope, `${staffScopePrefix(userId)}%`),
  );

export async function staffUnsubscribe(deps: Deps, endpoint: string, userId: number): Promise<PushStatus> {
  await deps.db.delete(pushSubscriptions).where(staffRowsOf(endpoint, userId));
  return { subscribed: false };
}

/** Whether this device gets the salon's notices for the signed-in account. */
export async function staffStatus(deps: Deps, endpoint: string, userId: number): Promise<PushStatus> {
  const [row] = await deps.db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(staffRowsOf(endpoint, userId))
    .limit(1);
  return { subscribed: Boolean(row) };
}

export async function status(deps: Deps, req: PushStatusRequest): Promise<PushStatus> {
  const byEndpoint = and(eq(pushSubscriptions.endpoint, req.endpoint), notStaff);
  const where =
    req.booking_id === undefined
      ? byEndpoint
      : and(
          byEndpoint,
          or(
            eq(pushSubscriptions.bookingId, req.booking_id),
            sql`${pushSubscriptions.customerId} = ${customerOfBooking(req.booking_id)}`,
          ),
        );
  const [row] = await deps.db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(where)
    .limit(1);
  return { subscribed: Boolean(row) };
}

export async function adminStatus(deps: Deps): Promise<PushAdminStatus> {
  const [devices] = await deps.db
    .select({ n: count(sql`distinct ${pushSubscriptions.endpoint}`) })
    .from(pushSubscriptions)
    .where(notStaff);
  return {
    configured: Boolean(deps.secrets.vapid.publicKey && deps.secrets.vapid.privateKey),
    keys_from: deps.secrets.vapid.from,
    public_key: deps.secrets.vapid.publicKey,
    subscriptions: Number(devices?.n ?? 0),
  };
}
