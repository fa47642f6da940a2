/**
 * Screenshots of Settings → Promotions (the list and the add dialog), and of the checkout's summary
 * and the booking's own page with a promo code's discount line, at 390x844 and 1180x820, in English and Chinese, saved under
 * .tmp/screens/promotions/ (gitignored) for a person to look at. Not part of the suite:
 *
 *   TRESS_SCREENS=1 npx playwright test -c tests/playwright.config.ts promotions
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { adminToken, api, useAdminSession } from '../admin/support';
import {
  applyPromo,
  chooseFirstFreeTime,
  chooseService,
  chooseStylist,
  fillGuestDetails,
  openBooking,
  payByCard,
  TEXT,
  tapMain,
} from '../support/customer';
import { capture } from '../support/screens';
import { test } from '../support/test';

const OUT = '.tmp/screens/promotions';
const DEVICES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'tablet', viewport: { width: 1180, height: 820 } },
] as const;
const SERVICES = { en: ["Women's Cut & Blow-dry", 'Full Colour'], zh: ['女士剪发及吹造型', '全头染发'] };

test.beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  const token = await adminToken();
  // a code of each kind beside the demo's two, so the list shows the terms it can word
  await api('promotionsAdd', { code: 'COLOUR20', amount_off: 20, max_uses: 50, service_ids: [3] } as never, {
    token,
  }).catch(() => {});
});

async function shot(page: Page, file: string, fullPage = false) {
  await page.waitForTimeout(500);
  await capture(page, `${OUT}/${file}.png`, { fullPage });
}

for (const lang of ['en', 'zh'] as const) {
  for (const device of DEVICES) {
    const tag = `${lang}-${device.name}`;
    test(`promotions screens ${tag}`, async ({ browser }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({
        viewport: device.viewport,
        isMobile: device.name === 'phone',
        hasTouch: true,
        deviceScaleFactor: 1,
        locale: lang === 'zh' ? 'zh-CN' : 'en-SG',
        timezoneId: 'Asia/Singapore',
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await useAdminSession(page, 'admin', 'admin123', lang);
      await page.goto('/admin/settings');
      const card = page.locator('section[aria-labelledby="promotions-title"]');
      await card.getByText('FIRST20').first().waitFor();
      await card.scrollIntoViewIfNeeded();
      await shot(page, `${tag}-settings-promotions`);
      await card.getByRole('button', { name: lang === 'en' ? 'Add promo code' : '添加优惠码' }).click();
      await page.getByRole('dialog').waitFor();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: lang === 'en' ? 'Create' : '创建' })
        .click();
      await shot(page, `${tag}-promotion-form-errors`);
      await context.close();

      const customer = await browser.newContext({
        viewport: device.viewport,
        isMobile: device.name === 'phone',
        hasTouch: true,
        deviceScaleFactor: 1,
        locale: lang === 'zh' ? 'zh-CN' : 'en-SG',
        timezoneId: 'Asia/Singapore',
        reducedMotion: 'reduce',
      });
      const shop = await customer.newPage();
      await openBooking(shop);
      for (const s of SERVICES[lang]) await chooseService(shop, s);
      await tapMain(shop, TEXT[lang].next);
      await chooseStylist(shop, 'Mei Lin');
      await tapMain(shop, TEXT[lang].next);
      await chooseFirstFreeTime(shop);
      await tapMain(shop, TEXT[lang].next);
      await fillGuestDetails(
        shop,
        { name: 'Grace Guest', email: 'grace@example.com', phone: '91234599' },
        lang,
      );
      await applyPromo(shop, 'WELCOME10', lang);
      await shop.getByText('WELCOME10 ·').waitFor();
      await shot(shop, `${tag}-checkout-discount`, true);
      // paid at the total shown, then the booking's own page: subtotal, discount with its code, total
      await tapMain(shop, TEXT[lang].pay);
      await payByCard(shop);
      await shop.getByRole('button', { name: lang === 'en' ? 'Continue to booking' : '查看预约' }).click();
      await shop.getByTestId('success-total').waitFor();
      await shop
        .getByRole('link', { name: lang === 'en' ? 'See or change your booking' : '查看或更改预约' })
        .click();
      await shop.getByTestId('booking-total').waitFor();
      await shot(shop, `${tag}-booking-page-discount`, true);
      await customer.close();
    });
  }
}
