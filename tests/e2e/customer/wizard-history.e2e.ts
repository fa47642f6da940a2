/**
 * Each wizard step is a history entry: the browser's (or Android's) Back goes one step back and
 * never out of the booking, Forward goes forward again, and a reload keeps the step.
 */

import { idbAll } from '../offline/support';
import { chooseService, chooseStylist, openBooking, TEXT, tapMain } from '../support/customer';
import { expect, test } from '../support/test';

const WORDS = {
  en: {
    service: "Women's Cut & Blow-dry",
    services: 'Choose your services',
    stylist: 'Choose your stylist',
    datetime: 'Pick a date and time',
  },
  zh: {
    service: '女士剪发及吹造型',
    services: '选择服务项目',
    stylist: '选择发型师',
    datetime: '选择日期和时间',
  },
} as const;

for (const lang of ['en', 'zh'] as const) {
  test.describe(`wizard history (${lang})`, () => {
    test.use({ locale: lang === 'zh' ? 'zh-CN' : 'en-SG' });
    const w = WORDS[lang];

    test('Back steps back through the wizard, Forward returns, a reload keeps the step', async ({ page }) => {
      await openBooking(page);
      await chooseService(page, w.service);
      await tapMain(page, TEXT[lang].next);
      await expect(page.getByRole('heading', { name: w.stylist })).toBeVisible();
      await chooseStylist(page, 'Mei Lin');
      await tapMain(page, TEXT[lang].next);
      await expect(page.getByRole('heading', { name: w.datetime })).toBeVisible();
      await expect(page).toHaveURL(/[?&]step=3/);

      await page.goBack();
      await expect(page.getByRole('heading', { name: w.stylist })).toBeVisible();
      await expect(page).toHaveURL(/[?&]step=2/);
      await page.goBack();
      await expect(page.getByRole('heading', { name: w.services })).toBeVisible();
      // going back keeps the services chosen
      await expect(page.getByRole('checkbox', { name: w.service, exact: true })).toBeChecked();

      await page.goForward();
      await expect(page.getByRole('heading', { name: w.stylist })).toBeVisible();
      await chooseStylist(page, 'Kenji Watanabe');
      await tapMain(page, TEXT[lang].next);
      await expect(page.getByRole('heading', { name: w.datetime })).toBeVisible();

      // a reload keeps the step, and Back from there still steps back inside the booking
      await expect
        .poll(async () => {
          const all = await idbAll<{ key: string; value: { step: number } }>(page, 'pending');
          return all.find((r) => r.key === 'bookingDraft')?.value.step;
        })
        .toBe(2);
      await page.reload();
      await expect(page.getByRole('heading', { name: w.datetime })).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('heading', { name: w.stylist })).toBeVisible();
      await expect(page.getByRole('radio', { name: 'Kenji Watanabe', exact: true })).toBeChecked();
    });

    test('the on-screen Back button and the browser agree', async ({ page }) => {
      await openBooking(page);
      await chooseService(page, w.service);
      await tapMain(page, TEXT[lang].next);
      await chooseStylist(page, 'Mei Lin');
      await tapMain(page, TEXT[lang].next);
      await expect(page.getByRole('heading', { name: w.datetime })).toBeVisible();
      await page
        .getByRole('button', { name: lang === 'en' ? 'Back' : '上一步', exact: true })
        .first()
        .click();
      await expect(page.getByRole('heading', { name: w.stylist })).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('heading', { name: w.services })).toBeVisible();
      await expect(page).not.toHaveURL(/step=/);
    });
  });
}
