/** Helpers for the notification tests: a customer or a guest on the success page of their booking. */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { api, baseURL, openLive } from '../support/customer';
import { bookAhead, payByCard } from '../support/manage';

/** Signs the demo customer in on this context and puts a confirmed booking of theirs on the success page. */
export async function successPageOfCustomer(context: BrowserContext, page: Page): Promise<number> {
  const session = await api('login', { username: 'demo', password: 'demo1234' });
  const booking = await bookAhead({ token: session.auth_token, customerId: session.customer_id, lang: 'en' });
  await payByCard(booking);
  await signIn(context, session);
  await showSuccess(context, page, booking);
  return booking.id;
}

/** Puts a guest's booking on the success page, with the manage token the book call gave them. */
export async function successPageOfGuest(
  context: BrowserContext,
  page: Page,
  booking: Booked,
): Promise<void> {
  await showSuccess(context, page, booking, booking.manage_token);
}

type Booked = Awaited<ReturnType<typeof bookAhead>>;

/** The success page as the payment return leaves it (the pending booking store's success data). */
async function showSuccess(context: BrowserContext, page: Page, booking: Booked, manageToken?: string) {
  const success = {
    booking_id: booking.id,
    stylist_name: booking.stylist_name,
    appointment_date: booking.appointment_date,
    appointment_start_time: booking.appointment_start_time,
    services: booking.appointment_services,
    subtotal: null,
    discount_amount: null,
    promo_code: null,
    total_amount: booking.total_amount,
    paid: false,
    payment_reference_no: null,
    confirmed: true,
    manage_token: manageToken ?? null,
    savedAt: Date.now(),
  };
  await context.addInitScript(
    (data) => localStorage.setItem('paymentSuccessData', data),
    JSON.stringify(success),
  );
  await openLive(page, '/booking-success');
}

/** Signs a customer in on this context, as the app keeps its session. */
export async function signIn(
  context: BrowserContext,
  session: { auth_token: string } & Record<string, unknown>,
): Promise<void> {
  const { auth_token, ...customer } = session;
  await context.addInitScript(
    ([token, who]) => {
      sessionStorage.setItem('tress.customer.token', token);
      localStorage.setItem('tress.customer', who);
      localStorage.setItem('tress.customer.loggedIn', 'true');
    },
    [auth_token, JSON.stringify(customer)] as const,
  );
}

/** Counts the page's calls of Notification.requestPermission (the permission prompt). */
export async function countPermissionPrompts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __prompts: number };
    w.__prompts = 0;
    const original = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args) => {
      w.__prompts++;
      return original(...args);
    };
  });
}

export const promptsSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { __prompts: number }).__prompts);

/**
 * Headless Chromium has no push service to subscribe with, so the browser's subscription is stood in
 * (a real P-256 key and auth secret); everything from the tap to the server's stored scope is real.
 */
export async function standInSubscription(context: BrowserContext, endpoint: string) {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const p256dh = publicKey.export({ format: 'der', type: 'spki' }).subarray(-65).toString('base64url');
  const auth = randomBytes(16).toString('base64url');
  await context.grantPermissions(['notifications'], { origin: baseURL() });
  await context.addInitScript(
    ([endpoint, p256dh, auth]) => {
      const sub = {
        endpoint,
        toJSON: () => ({ endpoint, keys: { p256dh, auth } }),
        unsubscribe: async () => true,
      } as unknown as PushSubscription;
      let subscribed = false;
      PushManager.prototype.getSubscription = async () => (subscribed ? sub : null);
      PushManager.prototype.subscribe = async () => {
        subscribed = true;
        return sub;
      };
    },
    [endpoint, p256dh, auth] as const,
  );
}
