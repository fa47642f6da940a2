/**
 * Customers manage their own bookings on a phone, in English and Chinese: a signed-in customer
 * reschedules and cancels from My bookings; a guest does both from the link in the confirmation
 * email (as the mail catcher received it over SMTP); axe finds no serious issue.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { api, cardOf, logInWithDialog, takeTimeFirst } from '../support/customer';
import { bookAhead, manageLinkFor, payByCard } from '../support/manage';
import { expect, test } from '../support/test';

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
    remindMe: 'Remind me on this phone',
    timeGone: /is no longer free/,
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
    remindMe: '在此手机上提醒我',
    timeGone: /已不再空闲/,
  },
};

/** A free time on the first day at least three days ahead that has one (so the moved booking can still be cancelled online). */
async function chooseFreeTimeAhead(page: Page) {
  const dates = page.locator('input[name="booking-date"]');
  await expect(dates).toHaveCount(14);
  for (let i = 3; i < 14; i++) {
    await cardOf(page, dates.nth(i)).click();
    await expect(dates.nth(i)).toBeChecked();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    const times = page.locator('input[name="booking-time"]');
    const count = await times.count();
    if (count > 0) {
      const value = await times.first().inputValue();
      const time = page.locator(`input[name="booking-time"][value="${value}"]`);
      await cardOf(page, time).click();
      await expect(time).toBeChecked();
      return;
    }
  }
  throw new Error('no free time three days ahead or later');
}

/** Reviews the chosen time and moves the booking there. */
async function moveToChosenTime(page: Page, T: Texts, checkSheet = async () => {}) {
  await page.getByRole('button', { name: T.review }).click();
  await expect(page.getByRole('dialog').getByTestId('reschedule-new')).toBeVisible();
  await checkSheet();
  await page.getByRole('dialog').getByRole('button', { name: T.move }).click();
  await expect(page.getByText(T.moved).first()).toBeVisible();
}

/** Reschedule to the first free time shown, confirm on the sheet, and see the booking moved. */
async function rescheduleHere(page: Page, T: Texts) {
  const before = await page.getByTestId('booking-when').textContent();
  await page.getByRole('button', { name: T.reschedule, exact: true }).click();
  await chooseFreeTimeAhead(page);
  await expectNoSeriousViolations(page, 'reschedule');
  await moveToChosenTime(page, T, () => expectNoSeriousViolations(page, 'reschedule confirm'));
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
      // cancelled, but still ahead: listed under Upcoming (as cancelled), not Past
      await page.goto('/bookings');
      await expect(page.getByRole('tab', { name: T.upcoming })).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator(`a[href="/bookings/${booking.id}"]`)).toBeVisible();
      await page.getByRole('tab', { name: T.past }).click();
      await expect(page.locator(`a[href="/bookings/${booking.id}"]`)).toHaveCount(0);
    });

    test('a guest reschedules and cancels from the link in the email', async ({ page }) => {
      const booking = await bookAhead({ lang });
      await payByCard(booking);
      const link = await manageLinkFor(booking.id);
      await page.goto(link);
      await expect(page.getByTestId('booking-when')).toBeVisible();
      await expect(page.getByRole('button', { name: T.remindMe })).toBeVisible();
      await expectNoSeriousViolations(page, 'manage link');
      await rescheduleHere(page, T);
      await cancelHere(page, T, T.refund);
      // nothing left to remind of
      await expect(page.getByTestId('remind-me')).toHaveCount(0);
      // a forged link opens nothing
      await page.goto(link.replace(/t=.*/, `t=${'A'.repeat(43)}`));
      await expect(page.getByTestId('booking-when')).toHaveCount(0);
    });

    test('a time another booking takes first is dropped and named, and another one moves the booking', async ({
      page,
    }) => {
      const booking = await bookAhead({ lang });
      await payByCard(booking);
      await page.goto(await manageLinkFor(booking.id));
      await page.getByRole('button', { name: T.reschedule, exact: true }).click();
      await chooseFreeTimeAhead(page);
      const day = await page.locator('input[name="booking-date"]:checked').inputValue();
      const chosen = page.locator('input[name="booking-time"]:checked');
      const slotId = Number(await chosen.inputValue());
      const time = (await cardOf(page, chosen).textContent()) ?? '';
      // another guest books that very time before this one taps Review
      await takeTimeFirst({ serviceIds: [2], stylistId: 2, date: day, slotId });
      await page.getByRole('button', { name: T.review }).click();
      const note = page.getByTestId('time-gone');
      await expect(note).toHaveText(T.timeGone);
      await expect(note).toContainText(time);
      // and a screen reader hears it once, through the page's polite live region
      await expect(page.locator('[aria-live="polite"]').filter({ hasText: T.timeGone })).toHaveCount(1);
      await expect(page.locator(`input[name="booking-time"][value="${slotId}"]`)).toHaveCount(0);
      await expect(page.getByRole('button', { name: T.review })).toBeDisabled();
      await chooseFreeTimeAhead(page);
      await expect(note).toHaveCount(0);
      await moveToChosenTime(page, T);
    });
  });
}
