/**
 * A guest moves a paid booking to a dearer stylist from the link in the email, on a phone, in
 * English and Chinese: the confirm sheet shows old and new side by side and "Pay S$10.00 and move",
 * the payment page charges exactly S$10.00, and the booking's page shows it moved afterwards.
 */
import type { Page } from '@playwright/test';
import { cardOf, payByCard as payOnPaymentPage } from '../support/customer';
import { bookAhead, manageLinkFor, payByCard } from '../support/manage';
import { expect, test } from '../support/test';

const TEXTS = {
  en: {
    reschedule: 'Reschedule',
    changeStylist: 'Change stylist',
    review: 'Review new time',
    payAndMove: 'Pay S$10.00 and move',
    dearer: /S\$10\.00 higher/,
    moved: 'Payment received. Your booking has moved.',
  },
  zh: {
    reschedule: '改约',
    changeStylist: '更换发型师',
    review: '确认新时间',
    payAndMove: '支付 S$10.00 并改约',
    dearer: /新价格高 S\$10\.00/,
    moved: '已收到付款，您的预约已改期。',
  },
};

/** Kenji's men's cut costs S$10 more than Daniel's (the booking's). */
async function chooseKenjiAndAFreeTime(page: Page) {
  const kenji = page.getByRole('radio', { name: 'Kenji Watanabe', exact: true });
  await cardOf(page, kenji).click();
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
  throw new Error('Kenji has no free time three days ahead or later');
}

for (const lang of ['en', 'zh'] as const) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale: lang === 'en' ? 'en-SG' : 'zh-CN' });
    const T = TEXTS[lang];

    test('a guest pays exactly the difference of a dearer stylist, and the booking moves', async ({
      page,
    }) => {
      const booking = await bookAhead({ lang });
      await payByCard(booking);
      const link = await manageLinkFor(booking.id);
      await page.goto(link);
      const before = await page.getByTestId('booking-when').textContent();

      await page.getByRole('button', { name: T.reschedule, exact: true }).click();
      await page.getByRole('button', { name: T.changeStylist }).click();
      await chooseKenjiAndAFreeTime(page);
      await page.getByRole('button', { name: T.review }).click();
      const sheet = page.getByRole('dialog');
      await expect(sheet.getByTestId('reschedule-new')).toContainText('Kenji Watanabe');
      await expect(sheet.getByText('Daniel')).toBeVisible();
      await expect(sheet.getByTestId('reschedule-price')).toHaveText(T.dearer);
      await sheet.getByRole('button', { name: T.payAndMove }).click();

      await page.waitForURL(/\/sandbox-pay\//);
      await expect(page.getByText('S$10.00').first()).toBeVisible();
      await payOnPaymentPage(page);

      await page.waitForURL(new RegExp(`/manage/${booking.id}\\?t=`));
      await expect(page.getByText(T.moved).first()).toBeVisible();
      await expect(page.getByTestId('booking-when')).not.toHaveText(before ?? '');
      await expect(page.getByRole('main').getByText('Kenji Watanabe').first()).toBeVisible();
      await expect(page.getByRole('main').getByText('S$48.00').first()).toBeVisible();
    });
  });
}
