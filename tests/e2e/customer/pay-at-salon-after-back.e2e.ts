/**
 * Money and messages on a phone, in English and Chinese: Back from the card page, then Pay at the
 * salon, confirms without the card page (the waiting booking is given up); the paid or confirmed
 * draft is not offered again on /; a return the server refused shows the server's words only.
 */

import {
  adminToken,
  agreeToTerms,
  api,
  chooseLastFreeTime,
  chooseService,
  chooseStylist,
  fillGuestDetails,
  TEXT,
  tapMain,
} from '../support/customer';
import { expect, test } from '../support/test';

/** The terms and privacy boxes' names. */
const TERMS = { en: /^I agree to the/, zh: /^我已阅读并同意/ } as const;

const CASES = {
  en: {
    locale: 'en-SG',
    service: 'Gel Manicure',
    stylist: 'Aisha Rahman',
    guest: { name: 'Sal Onpay', email: 'sal.onpay@example.com', phone: '87651111' },
    salon: 'Pay at the salon',
    confirm: 'Confirm booking',
    confirmed: 'Booking Confirmed',
    services: 'Choose your services',
    review: 'Review and pay',
    refused: 'Payment not confirmed',
  },
  zh: {
    locale: 'zh-CN',
    service: '女士剪发及吹造型',
    stylist: 'Kenji Watanabe',
    guest: { name: '到店付', email: 'daodian@example.com', phone: '87652222' },
    salon: '到店付款',
    confirm: '确认预约',
    confirmed: '预约成功',
    services: '选择服务项目',
    review: '核对并支付',
    refused: '付款未确认',
  },
} as const;

let token = '';
let allowedBefore = false;
test.beforeAll(async () => {
  token = await adminToken();
  const profile = await api('settings', {});
  allowedBefore = profile.allow_pay_at_salon;
  await api('settingsUpdate', { ...profile, allow_pay_at_salon: true }, { token });
});
test.afterAll(async () => {
  const profile = await api('settings', {});
  await api('settingsUpdate', { ...profile, allow_pay_at_salon: allowedBefore }, { token });
});

for (const lang of ['en', 'zh'] as const) {
  const c = CASES[lang];
  test.describe(lang, () => {
    test.use({ locale: c.locale, viewport: { width: 390, height: 844 } });

    test(`Back from the card page, then Pay at the salon confirms without the card page (${lang})`, async ({
      page,
    }, info) => {
      await page.goto('/');
      await chooseService(page, c.service);
      await tapMain(page, TEXT[lang].next);
      await chooseStylist(page, c.stylist);
      await tapMain(page, TEXT[lang].next);
      const { date } = await chooseLastFreeTime(page);
      await tapMain(page, TEXT[lang].next);
      await fillGuestDetails(page, c.guest, lang);
      await agreeToTerms(page, lang);
      await tapMain(page, TEXT[lang].pay);
      await page.waitForURL(/\/sandbox-pay\//);

      await page.goBack();
      await expect(page.getByRole('heading', { name: c.review })).toBeVisible();
      // a page restored from the back-forward cache keeps the details; a reloaded one asks again
      await fillGuestDetails(page, c.guest, lang);
      // the ticks given before paying are kept; a reloaded page asks for them again
      for (const box of await page.getByRole('checkbox', { name: TERMS[lang] }).all()) await box.check();
      const salon = page.getByRole('radio', { name: new RegExp(c.salon) });
      await salon.locator('xpath=ancestor::label[1]').click();
      await expect(salon).toBeChecked();
      const cardPages: string[] = [];
      page.on('framenavigated', (f) => {
        if (f === page.mainFrame() && f.url().includes('/sandbox-pay/')) cardPages.push(f.url());
      });
      await tapMain(page, new RegExp(`^${c.confirm}`));
      await page.waitForURL(/\/booking-success/);
      await expect(page.getByRole('heading', { name: c.confirmed })).toBeVisible();
      expect(cardPages).toEqual([]);
      await page.screenshot({ path: info.outputPath(`success-${lang}.png`), fullPage: true });

      // one booking of this guest's holds the time now: the one at the salon, confirmed
      const mine = (await api('calendar', { date }, { token })).filter(
        (b) => b.customer_name === c.guest.name && b.status !== 'cancelled',
      );
      expect(mine.map((b) => b.status)).toEqual(['confirmed']);

      // the confirmed draft is not offered again
      await page.goto('/');
      await expect(page.getByRole('heading', { name: c.services })).toBeVisible();
      await expect(page.getByRole('heading', { name: c.review })).toHaveCount(0);
    });

    test(`a return the server refused shows only that (${lang})`, async ({ page }) => {
      await page.goto('/');
      await chooseService(page, c.service);
      await tapMain(page, TEXT[lang].next);
      await chooseStylist(page, c.stylist);
      await tapMain(page, TEXT[lang].next);
      await chooseLastFreeTime(page);
      await tapMain(page, TEXT[lang].next);
      await fillGuestDetails(page, { ...c.guest, phone: `${c.guest.phone.slice(0, 7)}9` }, lang);
      await agreeToTerms(page, lang);
      await tapMain(page, TEXT[lang].pay);
      await page.waitForURL(/\/sandbox-pay\//);
      const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
      // a "successful" return someone altered: the signature does not match
      const forged = new URLSearchParams({
        resultCode: '0000',
        resultDesc: 'Success',
        mchtId: 'x',
        accessOrderId: 'x',
        orderId,
        cardNo: '424242******4242',
        cardOrgn: 'VISA',
        amount: '1.00',
        signature: 'f'.repeat(64),
      });
      await page.goto(`/payment-redirect?${forged}`);
      await expect(page.getByRole('heading', { name: c.refused })).toBeVisible();
      await expect(page.getByText(c.confirmed)).toHaveCount(0);
      await expect(page.getByText(/Total paid|已付合计/)).toHaveCount(0);
    });
  });
}
