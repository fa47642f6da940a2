/**
 * Screenshots of every customer screen on a 390x844 phone and a 1180x820 tablet, in English and
 * Chinese, saved under .tmp/screens/ (gitignored) for a person to look at. Not part of the suite:
 *
 *   TRESS_SCREENS=1 npx playwright test -c tests/playwright.config.ts
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import {
  agreeToTerms,
  applyPromo,
  chooseFirstFreeTime,
  chooseService,
  chooseStylist,
  completedVisit,
  fillGuestDetails,
  type Lang,
  openLive,
  paidBookingSaved,
  ratingLinkFor,
  TEXT,
  tapMain,
} from './customer';
import { capture } from './screens';
import { test } from './test';

const OUT = '.tmp/screens';
const DEVICES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
  { name: 'tablet', viewport: { width: 1180, height: 820 }, isMobile: false },
] as const;
const SERVICES = { en: ["Women's Cut & Blow-dry", "Men's Cut"], zh: ['女士剪发及吹造型', '男士剪发'] };

async function open(browser: Browser, device: (typeof DEVICES)[number], lang: Lang) {
  const context = await browser.newContext({
    viewport: device.viewport,
    isMobile: device.isMobile,
    hasTouch: true,
    deviceScaleFactor: 1,
    locale: lang === 'zh' ? 'zh-CN' : 'en-SG',
    timezoneId: 'Asia/Singapore',
    reducedMotion: 'reduce',
  });
  return { context, page: await context.newPage() };
}

async function shot(page: Page, file: string, fullPage = false) {
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
  await page.waitForTimeout(400);
  await capture(page, `${OUT}/${file}.png`, { fullPage });
}

/** A rating link of a visit that has happened (recorded on a past day by the front desk). */
async function completedVisitLink(): Promise<string> {
  const { booking } = await completedVisit({ service: 'Event Makeup', stylist: 'Priya Nair' });
  return ratingLinkFor(booking.id, 0);
}

test('screenshots of every customer screen', async ({ browser }) => {
  test.setTimeout(600_000);
  mkdirSync(OUT, { recursive: true });
  const ratingLink = await completedVisitLink();
  for (const lang of ['en', 'zh'] as const) {
    const T = TEXT[lang];
    for (const device of DEVICES) {
      const name = (s: string) => `${lang}-${device.name}-${s}`;
      const { context, page } = await open(browser, device, lang);

      await page.goto('/');
      await page.getByRole('checkbox').first().waitFor({ state: 'attached' });
      await shot(page, name('01-services'));
      for (const s of SERVICES[lang]) await chooseService(page, s);
      await shot(page, name('02-services-chosen'));
      if (device.isMobile) {
        await page.getByRole('button', { name: /S\$106\.00/ }).click();
        await shot(page, name('03-summary-sheet'));
        await page.keyboard.press('Escape');
      }
      await tapMain(page, T.next);
      await page.getByRole('radio').first().waitFor({ state: 'attached' });
      await shot(page, name('04-stylists'), true);
      await page.getByRole('button', { name: T.timeFirst }).click();
      await page
        .locator('input[name="booking-time"]')
        .first()
        .waitFor({ state: 'attached' })
        .catch(() => {});
      await shot(page, name('05-time-first'));
      await page.getByRole('button', { name: T.stylistFirst }).click();
      await chooseStylist(page, 'Mei Lin');
      await tapMain(page, T.next);
      await chooseFirstFreeTime(page);
      await shot(page, name('06-datetime'));
      await tapMain(page, T.next);
      await shot(page, name('07-checkout'), true);
      await agreeToTerms(page, lang);
      await tapMain(page, T.pay);
      await shot(page, name('08-checkout-errors'));
      await fillGuestDetails(
        page,
        { name: 'Grace Guest', email: 'grace@example.com', phone: '91234599' },
        lang,
      );
      await applyPromo(page, 'FIRST20', lang);
      await page.waitForTimeout(300);
      await shot(page, name('09-checkout-promo'), true);

      await page
        .getByRole('button', { name: lang === 'en' ? 'Log in' : '登录' })
        .first()
        .click();
      await shot(page, name('10-login'));
      await page
        .getByRole('button', { name: lang === 'en' ? 'Create account' : '注册' })
        .first()
        .click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: lang === 'en' ? 'Create account' : '创建账号' })
        .last()
        .click();
      await shot(page, name('11-register-errors'));
      await page.keyboard.press('Escape');

      await page.goto('/payment-redirect?resultCode=0005&resultDesc=Card%20declined&orderId=none');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shot(page, name('12-payment-failed'));

      await page.evaluate(
        (saved) => localStorage.setItem('paymentSuccessData', JSON.stringify(saved)),
        paidBookingSaved({
          services: [
            { name: "Women's Cut & Blow-dry", description: '', duration_minutes: 60, price: 78 },
            { name: "Men's Cut", description: '', duration_minutes: 30, price: 38 },
          ],
          subtotal: 116,
          discount_amount: 23.2,
          promo_code: 'FIRST20',
          total_amount: 92.8,
        }),
      );
      await page.goto('/booking-success');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shot(page, name('13-success'), true);
      await page.evaluate(() => {
        const d = JSON.parse(localStorage.getItem('paymentSuccessData') ?? '{}');
        localStorage.setItem('paymentSuccessData', JSON.stringify({ ...d, confirmed: false }));
      });
      await page.goto('/booking-success');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shot(page, name('14-success-warning'));

      await page.goto('/booking-cancelled');
      await shot(page, name('15-cancelled'));
      await page.goto('/terms');
      await shot(page, name('16-terms'), true);
      await page.goto('/privacy');
      await shot(page, name('17-privacy'));
      await page.goto('/ratings');
      await shot(page, name('18-ratings-signed-out'));
      await page.goto(ratingLink);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shot(page, name('19-rating'));
      await page.getByRole('button', { name: lang === 'en' ? 'Submit rating' : '提交评价' }).click();
      await shot(page, name('20-rating-required'));
      await page.goto('/no-such-page');
      await shot(page, name('21-not-found'));

      // signed in: the header's account menu and checkout with the profile used
      await openLive(page);
      await page
        .getByRole('button', { name: lang === 'en' ? 'Log in' : '登录' })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(lang === 'en' ? 'Username' : '用户名').fill('demo');
      await dialog.getByLabel(lang === 'en' ? 'Password' : '密码').fill('demo1234');
      await dialog
        .getByRole('button', { name: lang === 'en' ? 'Log in' : '登录' })
        .last()
        .click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: /Account|账户/ }).click();
      await shot(page, name('22-account-menu'));
      await page.keyboard.press('Escape');
      await page.goto('/ratings');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shot(page, name('23-ratings-list'));
      await context.close();
    }
  }
});
