/**
 * Customers manage their own bookings on a phone, in English and Chinese: a signed-in customer
 * reschedules and cancels from My bookings; a guest does both from the link in the confirmation
 * email (read from the server log, as a salon without SMTP would); axe finds no serious issue.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { statusRequest, submitSandbox } from '../../api/payments-support';
import type { TestServer } from '../../support/test-server';
import { api, baseURL, cardOf, logInWithDialog, serverLog } from '../support/customer';

type Texts = (typeof TEXTS)['en'];

const TEXTS = {
  en: {
    myBookings: 'My bookings',
    reschedule: 'Reschedule',
    review: 'Review new time',
    move: 'Move booking',
    moved: 'Your booking has been moved',
    cancel: 'Cancel booking',
    noRefund: /Nothing has been paid/,
    refund: /refunded to your original payment method/,
    cancelled: 'Cancelled',
    upcoming: 'Upcoming',
    past: 'Past',
  },
  zh: {
    myBookings: '我的预约',
    reschedule: '改约',
    review: '确认新时间',
    move: '确认改约',
    moved: '预约已改期',
    cancel: '取消预约',
    noRefund: /尚未付款/,
    refund: /退回至您原来的付款方式/,
    cancelled: '已取消',
    upcoming: '即将到来',
    past: '过往',
  },
};

/** A Men's Cut with Daniel on the last free slot of a day at least three days ahead. */
async function bookAhead(opts: { token?: string; customerId?: number; lang: 'en' | 'zh' }) {
  for (let d = 3; d < 14; d++) {
    const day = new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    const free = (
      await api('slotsByStylist', { booking_date: day, selected_service_ids: [2], stylist_id: 2 })
    ).filter((s) => s.available);
    const slot = free.at(-1);
    if (!slot) continue;
    return api(
      'book',
      {
        customer_id: opts.customerId ?? 0,
        full_name: 'Gina Guest',
        email: 'gina@example.com',
        phone_number: '98765432',
        selected_service_ids: [2],
        stylist_id: 2,
        booking_date: day,
        start_slot_id: slot.id,
        end_slot_id: 0,
        Notes: '',
      },
      { token: opts.token, lang: opts.lang },
    );
  }
  throw new Error('no free slot ahead');
}

/** Pays a guest booking on the sandbox page as a browser would (the confirmation email follows). */
async function payAsGuest(booking: { id: number; total_amount: number; manage_token?: string | undefined }) {
  const co = await api('checkout', {
    order_reference_id: String(booking.id),
    online_payment_type: 'card',
    amount: booking.total_amount,
    manage_token: booking.manage_token,
  });
  const server = { url: baseURL() } as TestServer;
  const paid = await submitSandbox(server, co.pay_url, {
    card_number: '4242 4242 4242 4242',
    card_name: 'Gina Guest',
    expiry: '12/39',
    cvc: '123',
  });
  await api('paymentStatus', statusRequest(paid.location!));
}

/** The manage link of the confirmation email, from the server log. */
async function manageLinkFor(bookingId: number): Promise<string> {
  const re = new RegExp(`/manage/${bookingId}\\?t=[A-Za-z0-9_-]{43}`);
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    const m = re.exec(serverLog());
    if (m) return m[0];
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no manage link for booking ${bookingId} in the server log`);
}

async function expectNoSeriousViolations(page: Page, name: string) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${name}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad).toEqual([]);
}

/** The first free time at least three days ahead (so the moved booking can still be cancelled online). */
async function chooseFreeTimeAhead(page: Page) {
  const dates = page.locator('input[name="booking-date"]');
  await expect(dates).toHaveCount(14);
  for (let i = 3; i < 14; i++) {
    await cardOf(page, dates.nth(i)).click();
    await expect(dates.nth(i)).toBeChecked();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    const times = page.locator('input[name="booking-time"]');
    if ((await times.count()) > 0) {
      await cardOf(page, times.first()).click();
      await expect(times.first()).toBeChecked();
      return;
    }
  }
  throw new Error('no free time three days ahead or later');
}

/** Reschedule to the first free time shown, confirm on the sheet, and see the booking moved. */
async function rescheduleHere(page: Page, T: Texts) {
  const before = await page.getByTestId('booking-when').textContent();
  await page.getByRole('button', { name: T.reschedule, exact: true }).click();
  await chooseFreeTimeAhead(page);
  await expectNoSeriousViolations(page, 'reschedule');
  await page.getByRole('button', { name: T.review }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByTestId('reschedule-new')).toBeVisible();
  await expectNoSeriousViolations(page, 'reschedule confirm');
  await sheet.getByRole('button', { name: T.move }).click();
  await expect(page.getByText(T.moved).first()).toBeVisible();
  await expect(page.getByTestId('booking-when')).not.toHaveText(before ?? '');
}

async function cancelHere(page: Page, T: Texts, consequence: RegExp) {
  await page.getByRole('button', { name: T.cancel }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('cancel-consequence')).toHaveText(consequence);
  await expectNoSeriousViolations(page, 'cancel dialog');
  await dialog.getByRole('button', { name: T.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('main').getByText(T.cancelled).first()).toBeVisible();
}

for (const lang of ['en', 'zh'] as const) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale: lang === 'en' ? 'en-SG' : 'zh-CN' });
    const T = TEXTS[lang];

    test('a signed-in customer reschedules and cancels from My bookings', async ({ page }) => {
      const session = await api('login', { username: 'demo', password: 'demo1234' });
      const booking = await bookAhead({ token: session.auth_token, customerId: session.customer_id, lang });
      await page.goto('/');
      await logInWithDialog(page, 'demo', 'demo1234', lang);
      await page
        .getByRole('banner')
        .getByRole('button', { name: lang === 'en' ? /^Account: / : /^账户/ })
        .click();
      await page.getByRole('link', { name: T.myBookings }).click();
      await expect(page).toHaveURL(/\/bookings$/);
      await expect(page.getByRole('tab', { name: T.upcoming })).toHaveAttribute('aria-selected', 'true');
      await expectNoSeriousViolations(page, 'my bookings');
      await page.locator(`a[href="/bookings/${booking.id}"]`).click();
      await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}$`));
      await expectNoSeriousViolations(page, 'booking detail');
      await rescheduleHere(page, T);
      await cancelHere(page, T, T.noRefund);
      await page.goto('/bookings');
      await page.getByRole('tab', { name: T.past }).click();
      await expect(page.locator(`a[href="/bookings/${booking.id}"]`)).toBeVisible();
    });

    test('a guest reschedules and cancels from the link in the email', async ({ page }) => {
      const booking = await bookAhead({ lang });
      await payAsGuest(booking);
      const link = await manageLinkFor(booking.id);
      await page.goto(link);
      await expect(page.getByTestId('booking-when')).toBeVisible();
      await expectNoSeriousViolations(page, 'manage link');
      await rescheduleHere(page, T);
      await cancelHere(page, T, T.refund);
      // a forged link opens nothing
      await page.goto(link.replace(/t=.*/, `t=${'A'.repeat(43)}`));
      await expect(page.getByTestId('booking-when')).toHaveCount(0);
    });
  });
}
