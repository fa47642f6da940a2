/**
 * Helpers for the customer e2e tests: typed calls to the running server (for set-up and checks
 * that the UI cannot show, e.g. marking a visit completed as staff), the emails it sent (rating
 * links), and the steps a customer takes on a phone, named as the customer would say them.
 */

import { expect, type Locator, type Page } from '@playwright/test';
import type { DataOf, RequestOf, RouteName } from '../../../src/shared/contract/routes';
import { buildRequest, failureText, readEnvelope } from '../../../src/shared/request';
import { waitForMailMatch } from './mailbox';

export const baseURL = () => process.env.TRESS_E2E_BASE_URL ?? 'http://127.0.0.1:3000';

/** A call the server refused: its HTTP status and the envelope's machine code, besides what it said. */
export class ApiFailure extends Error {
  constructor(
    name: RouteName,
    readonly status: number,
    readonly code: string | undefined,
    text: string,
  ) {
    super(`${name} failed (${status}): ${text}`);
  }
}

/** A typed call of the shared endpoint table over HTTP; a refusal throws an `ApiFailure`. */
export async function api<N extends RouteName>(
  name: N,
  body?: RequestOf<N>,
  opts: { token?: string; lang?: 'en' | 'zh'; headers?: Record<string, string> } = {},
): Promise<DataOf<N>> {
  const { path, init } = buildRequest(name, body, opts);
  const res = await fetch(`${baseURL()}${path}`, init as RequestInit);
  const envelope = await readEnvelope<DataOf<N>>(res);
  if (!envelope?.success)
    throw new ApiFailure(name, res.status, envelope?.code, failureText(envelope, 'no envelope'));
  return envelope.data as DataOf<N>;
}

/** A 409: the time was taken first, on purpose or by an earlier test of this worker. */
const takenFirst = (e: unknown) => e instanceof ApiFailure && e.status === 409;

/**
 * Another guest books this very time, so that the one on screen finds it taken; a 409 means an
 * earlier test of this worker took it already, which serves as well.
 */
export async function takeTimeFirst(time: {
  serviceIds: number[];
  stylistId: number;
  date: string;
  slotId: number;
}): Promise<void> {
  try {
    await api('book', {
      customer_id: 0,
      full_name: 'Quick Quentin',
      email: 'quentin@example.com',
      phone_number: '98765432',
      selected_service_ids: time.serviceIds,
      stylist_id: time.stylistId,
      booking_date: time.date,
      start_slot_id: time.slotId,
      end_slot_id: 0,
      Notes: '',
    });
  } catch (e) {
    if (!takenFirst(e)) throw e;
  }
}

export async function adminToken(): Promise<string> {
  return (await api('adminLogin', { username: 'admin', password: 'admin123' })).auth_token;
}

/** The signed rating link of a completed visit, from the invitation the server emailed. */
export async function ratingLinkFor(
  bookingId: number,
  customerId: number,
  timeoutMs = 20_000,
): Promise<string> {
  // 0: whoever the visit belongs to (a client the front desk recorded has an id of their own)
  const who = customerId === 0 ? '\\d+' : String(customerId);
  const re = new RegExp(`/ratings/${bookingId}/${who}\\?t=([A-Za-z0-9_-]{43})`);
  const { match } = await waitForMailMatch(re, {
    timeoutMs,
    what: `the rating link of booking ${bookingId}`,
  });
  return match[0];
}

/** The texts the helpers look for, per language. */
export const TEXT = {
  en: {
    next: /^Next/,
    pay: /^Pay S\$/,
    noTimes: 'No free times on this day',
    stylistFirst: 'Stylist first',
    timeFirst: 'Time first',
  },
  zh: {
    next: /^下一步/,
    pay: /^支付 S\$/,
    noTimes: '当天已约满',
    stylistFirst: '先选发型师',
    timeFirst: '先选时间',
  },
} as const;
export type Lang = keyof typeof TEXT;

/** The card of a checkbox or radio (the customer taps the card, not the hidden input). */
export function cardOf(_page: Page, input: Locator): Locator {
  return input.locator('xpath=ancestor::label[1]');
}

/** Opens a page and waits until the app is live (on `/`: has hydrated the prerendered first paint). */
export async function openLive(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#root[data-live]')).toHaveCount(1);
  await expect(page.getByRole('banner')).toBeVisible();
}

export async function openBooking(page: Page): Promise<void> {
  await openLive(page);
  await expect(page.getByRole('list', { name: /Services|服务项目/ })).toBeVisible();
}

export async function chooseService(page: Page, name: string): Promise<void> {
  const box = page.getByRole('checkbox', { name, exact: true });
  await cardOf(page, box).click();
  await expect(box).toBeChecked();
}

/** Taps the visible main action (Next, or Pay on checkout). */
export async function tapMain(page: Page, label: RegExp): Promise<void> {
  const button = page.getByRole('button', { name: label });
  await expect(button).toBeEnabled();
  await button.click();
}

/** Ticks the terms and the privacy agreement at checkout: both start unticked. */
export async function agreeToTerms(page: Page, lang: Lang = 'en'): Promise<void> {
  const name = lang === 'en' ? /^I agree to the/ : /^我已阅读并同意/;
  const boxes = page.getByRole('checkbox', { name });
  await expect(boxes).toHaveCount(2);
  for (const box of await boxes.all()) {
    await expect(box).not.toBeChecked();
    await box.check();
  }
}

export async function chooseStylist(page: Page, name: string): Promise<void> {
  const radio = page.getByRole('radio', { name, exact: true });
  await cardOf(page, radio).click();
  await expect(radio).toBeChecked();
}

async function slotsSettled(page: Page): Promise<void> {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/**
 * Walks the date strip until a day has a free time and taps it: from today to the first time, or
 * back from the last day to the last time (one the tests that take the first free one, in parallel
 * on the same server, never race for).
 */
async function chooseFreeTime(page: Page, end: 'first' | 'last'): Promise<{ date: string; time: string }> {
  const dates = page.locator('input[name="booking-date"]');
  await expect(dates).toHaveCount(14);
  for (let n = 0; n < 14; n++) {
    const date = dates.nth(end === 'first' ? n : 13 - n);
    await cardOf(page, date).click();
    await expect(date).toBeChecked();
    await slotsSettled(page);
    const times = page.locator('input[name="booking-time"]');
    if ((await times.count()) > 0) {
      const pick = end === 'first' ? times.first() : times.last();
      const card = cardOf(page, pick);
      const time = ((await card.textContent()) ?? '').trim();
      await card.click();
      await expect(pick).toBeChecked();
      return { date: (await date.getAttribute('value')) ?? '', time };
    }
  }
  throw new Error('no free time in the next 14 days');
}

export const chooseFirstFreeTime = (page: Page) => chooseFreeTime(page, 'first');
export const chooseLastFreeTime = (page: Page) => chooseFreeTime(page, 'last');

export async function fillGuestDetails(
  page: Page,
  d: { name: string; email: string; phone: string },
  lang: Lang = 'en',
): Promise<void> {
  const labels =
    lang === 'en'
      ? { name: 'Full name', email: 'Email', phone: 'Phone number' }
      : { name: '姓名', email: '电子邮箱', phone: '电话号码' };
  await page.getByLabel(labels.name, { exact: true }).fill(d.name);
  await page.getByLabel(labels.email, { exact: true }).fill(d.email);
  await page.getByLabel(labels.phone, { exact: true }).fill(d.phone);
}

export async function applyPromo(page: Page, code: string, lang: Lang = 'en'): Promise<void> {
  await page.getByLabel(lang === 'en' ? 'Have a code?' : '有优惠码吗？').fill(code);
  await page.getByRole('button', { name: lang === 'en' ? 'Apply' : '使用' }).click();
}

export const GOOD_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

/** Pays on the sandbox provider's hosted page with a card. */
export async function payByCard(page: Page, card = GOOD_CARD): Promise<void> {
  await page.waitForURL(/\/sandbox-pay\//);
  await page.locator('input[name="card_number"]').fill(card);
  await page.locator('input[name="card_name"]').fill('Test Customer');
  await page.locator('input[name="expiry"]').fill('12/34');
  await page.locator('input[name="cvc"]').fill('123');
  await page.locator('button[name="action"][value="pay"]').click();
}

/**
 * A visit that has happened: recorded by the front desk on a past day (staff may enter a visit
 * after the fact) for a guest, or for the signed-in customer whose id is given, then marked
 * completed by staff, which sends the rating invitation.
 */
export async function completedVisit(opts: {
  service: string;
  stylist: string;
  customer?: { token: string; id: number };
}) {
  const services = await api('servicesList', { category_id: 0 });
  const service = services.find((s) => s.name === opts.service);
  if (!service) throw new Error(`no service ${opts.service}`);
  const stylists = await api('stylistsByServices', { service_ids: [service.id] });
  const stylist = stylists.find((s) => s.full_name === opts.stylist);
  if (!stylist) throw new Error(`${opts.stylist} does not do ${opts.service}`);
  const token = await adminToken();
  // each recorded guest is a new front-desk client, and a client's email is theirs alone
  const email = `rita.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  // a past day and hour nobody else took: each call walks further back until one is free
  for (let d = 1; d <= 25; d++) {
    const day = new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
    for (const slot of [3, 7, 11, 15]) {
      const call = buildRequest(
        'bookingCreate',
        {
          client_id: opts.customer?.id ?? 0,
          full_name: 'Rita Rater',
          email,
          phone_number: '98765432',
          selected_service_ids: [service.id],
          stylist_id: stylist.id,
          booking_date: day,
          start_slot_id: slot,
          end_slot_id: 0,
          Notes: '',
          pay_at_salon: true,
        },
        { token },
      );
      const res = await fetch(`${baseURL()}${call.path}`, call.init as RequestInit);
      if (res.status === 409) continue;
      const envelope = await readEnvelope<DataOf<'bookingCreate'>>(res);
      if (!envelope?.success)
        throw new Error(`recording a past visit failed: ${failureText(envelope, 'no envelope')}`);
      const booking = envelope.data as DataOf<'bookingCreate'>;
      await api('updateStatus', { booking_id: booking.id, status: 'completed' }, { token });
      return { booking, stylist };
    }
  }
  throw new Error(`no free past slot for ${opts.stylist}`);
}

/** Signs in through the header's dialog. */
export async function logInWithDialog(
  page: Page,
  username: string,
  password: string,
  lang: Lang = 'en',
): Promise<void> {
  const t =
    lang === 'en'
      ? { logIn: 'Log in', username: 'Username', password: 'Password' }
      : { logIn: '登录', username: '用户名', password: '密码' };
  await page.getByRole('banner').getByRole('button', { name: t.logIn }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t.username).fill(username);
  await dialog.getByLabel(t.password, { exact: true }).fill(password);
  await dialog.getByRole('button', { name: t.logIn }).last().click();
  await expect(dialog).toBeHidden();
}

/**
 * Gives a service its own no-show protection, through the services form's multipart call as the
 * back office sends it; returns the service as the catalogue lists it.
 */
export async function giveServiceProtection(
  name: string,
  protection: 'deposit' | 'card_on_file',
  token: string,
) {
  const service = (await api('servicesList', { category_id: 0 })).find((s) => s.name === name)!;
  const form = new FormData();
  for (const [k, v] of Object.entries({
    id: service.id,
    name: service.name,
    name_zh: service.name_zh ?? '',
    description: service.description,
    description_zh: service.description_zh ?? '',
    price: service.price,
    duration_minutes: service.duration_minutes,
    category_id: service.category_id,
    is_active: 'true',
    protection,
  }))
    form.append(k, String(v));
  const call = buildRequest('servicesUpdate', form as never, { token });
  const res = await fetch(`${baseURL()}${call.path}`, call.init as RequestInit);
  if (!(await readEnvelope(res))?.success) throw new Error(`could not give ${name} its own protection`);
  return service;
}

type SavedOrder = {
  services: { name: string; description: string; duration_minutes: number; price: number }[];
  subtotal: number;
  discount_amount: number | null;
  promo_code: string | null;
  total_amount: number;
};

/**
 * A paid booking (Mei Lin, two days ahead at 10:30, `order` its services and sums) as the success
 * page reads it from the phone (localStorage's `paymentSuccessData`) after a payment.
 */
export function paidBookingSaved(order: SavedOrder) {
  return {
    booking_id: 42,
    stylist_name: 'Mei Lin',
    appointment_date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
    appointment_start_time: '10:30',
    ...order,
    paid: true,
    payment_reference_no: 'SBX-20250101-0042',
    confirmed: true,
    manage_token: null,
    savedAt: Date.now(),
  };
}
