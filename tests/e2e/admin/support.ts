/**
 * Helpers of the back-office e2e tests: the salon tablet (1180x820, touch), signing in through the
 * login page or straight into storage, salon-local dates, a free slot and a guest booking made
 * through the customer API, and a real finger swipe (CDP touch events, so touch-action and pointer
 * events behave as on a tablet).
 */

import { expect, type Locator, type Page } from '@playwright/test';
import type { DataOf } from '../../../src/shared/contract/routes';
import { DEFAULT_SALON_TZ } from '../../../src/shared/salon-time';
import { api, baseURL } from '../support/customer';

export { api } from '../support/customer';

/**
 * One sign-in per user per worker: the server allows 30 sign-in attempts per IP in 15 minutes, and
 * the whole e2e run comes from one IP, so sessions are reused rather than made per test (per
 * salon: a test may run a salon of its own beside the worker's).
 */
const sessions = new Map<string, Promise<DataOf<'adminLogin'>>>();
export function adminSession(username = 'admin', password = 'admin123'): Promise<DataOf<'adminLogin'>> {
  const key = `${baseURL()} ${username}`;
  let s = sessions.get(key);
  if (!s) {
    s = api('adminLogin', { username, password });
    sessions.set(key, s);
  }
  return s;
}

export async function adminToken(): Promise<string> {
  return (await adminSession()).auth_token;
}

export const TABLET = {
  viewport: { width: 1180, height: 820 },
  hasTouch: true,
  isMobile: false,
  deviceScaleFactor: 1,
} as const;

export const IMAGES = {
  png: 'tests/fixtures/images/tiny.png',
  jpg: 'tests/fixtures/images/tiny.jpg',
};

const TZ = DEFAULT_SALON_TZ;

export function salonToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(now);
}

export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The Monday of the week that holds `date`. */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}

export const shortDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** A name no other test (or earlier run) uses. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
}

/** Signs in through the login page (the way staff do) and waits for the dashboard. */
export async function signIn(page: Page, username = 'admin', password = 'admin123'): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Puts an admin session in storage before the app loads (for tests about other screens). */
export async function useAdminSession(
  page: Page,
  username = 'admin',
  password = 'admin123',
  lang: 'en' | 'zh' = 'en',
): Promise<void> {
  const { auth_token, ...user } = await adminSession(username, password);
  await page.addInitScript(
    ([token, json, l]) => {
      if (sessionStorage.getItem('tress.e2e.seeded')) return;
      sessionStorage.setItem('tress.e2e.seeded', '1');
      localStorage.setItem('tress.admin.token', token);
      localStorage.setItem('tress.admin.user', json);
      localStorage.setItem('tress.admin.loggedIn', 'true');
      localStorage.setItem('tress.language', l);
    },
    [auth_token, JSON.stringify(user), lang] as const,
  );
}

/** A demo stylist found by name, with the first service they do. */
export async function stylistNamed(name: string): Promise<{ id: number; serviceId: number }> {
  const token = await adminToken();
  const s = (await api('stylistsGet', { search_text: name, page_number: 1, page_size: 5 }, { token }))
    .stylists[0]!;
  return { id: s.id, serviceId: s.services[0]!.service_id };
}

/** The first free start slot of a stylist for these services, from `from` on, within `days` days. */
export async function freeSlot(
  stylistId: number,
  serviceIds: number[],
  from: string,
  days = 10,
): Promise<{ date: string; slotId: number; time: string }> {
  for (let i = 0; i < days; i++) {
    const date = addDays(from, i);
    if (date > addDays(salonToday(), 13)) break;
    const slots = await api('slotsByStylist', {
      booking_date: date,
      selected_service_ids: serviceIds,
      stylist_id: stylistId,
    }).catch(() => []);
    const free = slots.find((s) => s.available);
    if (free) return { date, slotId: free.id, time: free.start_time };
  }
  throw new Error(`no free slot for stylist ${stylistId} from ${from}`);
}

/** The first day from `from` on (within the booking window) on which the stylist has `count` free starts. */
export async function dayWithFreeSlots(
  stylistId: number,
  serviceIds: number[],
  from: string,
  count: number,
): Promise<{ date: string; slots: { slotId: number; time: string }[] }> {
  for (let date = from; date <= addDays(salonToday(), 13); date = addDays(date, 1)) {
    const slots = await api('slotsByStylist', {
      booking_date: date,
      selected_service_ids: serviceIds,
      stylist_id: stylistId,
    }).catch(() => []);
    const free = slots.filter((s) => s.available);
    if (free.length >= count) return { date, slots: free.map((s) => ({ slotId: s.id, time: s.start_time })) };
  }
  throw new Error(`no day with ${count} free starts for stylist ${stylistId} from ${from}`);
}

/** A guest books through the customer API (card payment, so the booking waits for payment). */
export async function bookAsGuest(b: {
  stylistId: number;
  serviceIds: number[];
  date: string;
  slotId: number;
  name: string;
  phone?: string;
}): Promise<DataOf<'book'>> {
  return api('book', {
    customer_id: 0,
    full_name: b.name,
    phone_number: b.phone ?? '91234567',
    email: `${
      b.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '.')
        .replace(/^\.+|\.+$/g, '') || 'guest'
    }@example.com`,
    selected_service_ids: b.serviceIds,
    stylist_id: b.stylistId,
    booking_date: b.date,
    start_slot_id: b.slotId,
    end_slot_id: 0,
    Notes: '',
    payment_keyword: 'card',
  });
}

/** Books the first free time from `from` on. */
export async function bookFirstFree(
  stylistId: number,
  serviceIds: number[],
  from: string,
  name: string,
): Promise<DataOf<'book'> & { date: string }> {
  const slot = await freeSlot(stylistId, serviceIds, from);
  return {
    ...(await bookAsGuest({ stylistId, serviceIds, date: slot.date, slotId: slot.slotId, name })),
    date: slot.date,
  };
}

/** A one-finger horizontal swipe across `target` (left = towards the next day). */
export async function swipe(page: Page, target: Locator, direction: 'left' | 'right'): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to swipe on');
  const y = box.y + Math.min(box.height / 2, 200);
  const [from, to] =
    direction === 'left'
      ? [box.x + box.width * 0.7, box.x + box.width * 0.3]
      : [box.x + box.width * 0.3, box.x + box.width * 0.7];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  // few, quick moves: on a loaded machine every CDP round trip adds to the stroke's duration
  for (let i = 1; i <= 3; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from + ((to - from) * i) / 3, y }],
    });
  }
  // the finger rests before it lifts, as a person's does: no fling, so the next tap is not eaten
  await page.waitForTimeout(80);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: to, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** A toast with this text (react-hot-toast renders them with role status). */
export function toast(page: Page, text: string | RegExp): Locator {
  // a toast is shown and also spoken by a persistent live region: either one will do
  return page.getByRole('status').filter({ hasText: text }).first();
}

/** Press, hold, drag and let go with one finger (CDP touch events, as a tablet sends them). */
export async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  await page.waitForTimeout(450); // the hold that turns a touch into a drag
  for (let i = 1; i <= 6; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x + ((to.x - from.x) * i) / 6, y: from.y + ((to.y - from.y) * i) / 6 }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Where one finger touches an element: its middle, at most 20 px down. */
export const center = async (page: Page, selector: string) => {
  const box = (await page.locator(selector).first().boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 20) };
};
