/**
 * Screenshots of "Remind me on this phone" on the success page, in each state, and on a signed-in
 * customer's /bookings/:id and a guest's /manage/:id, on a 390x844 phone in English and Chinese,
 * under .tmp/screens/push/ (not part of the suite):
 *
 *   TRESS_SCREENS=1 npx playwright test -c tests/playwright.config.ts tests/e2e/push/screens.shots.ts
 *
 * The "on" state needs a push subscription, which headless Chromium cannot make without a push
 * service; for this picture only, the browser's subscription and the server's answer are stood in.
 */
import { mkdirSync } from 'node:fs';
import { type Browser, devices, type Page } from '@playwright/test';
import { api, baseURL } from '../support/customer';
import { bookAhead, payByCard } from '../support/manage';
import { capture } from '../support/screens';
import { expect, test } from '../support/test';
import { signIn, successPageOfCustomer } from './support';

const OUT = '.tmp/screens/push';

async function phone(browser: Browser, lang: 'en' | 'zh', userAgent?: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
    locale: lang === 'zh' ? 'zh-CN' : 'en-SG',
    timezoneId: 'Asia/Singapore',
    reducedMotion: 'reduce',
    ...(userAgent ? { userAgent } : {}),
  });
  return { context, page: await context.newPage() };
}

async function shot(page: Page, file: string) {
  const box = page.getByTestId('remind-me');
  await box.scrollIntoViewIfNeeded();
  await page.waitForTimeout(400);
  await capture(page, `${OUT}/${file}.png`);
}

for (const lang of ['en', 'zh'] as const) {
  test(`success page reminder states (${lang})`, async ({ browser }) => {
    mkdirSync(OUT, { recursive: true });
    {
      const { context, page } = await phone(browser, lang);
      await successPageOfCustomer(context, page);
      await expect(page.getByTestId('remind-me')).toHaveAttribute('data-state', 'off');
      await shot(page, `${lang}-off`);
      await page.getByTestId('remind-me').getByRole('button').click();
      await expect(page.getByTestId('remind-me')).toHaveAttribute('data-state', 'denied');
      await shot(page, `${lang}-denied`);
      await context.close();
    }
    {
      const { context, page } = await phone(browser, lang);
      await context.grantPermissions(['notifications'], { origin: baseURL() });
      await context.addInitScript(() => {
        PushManager.prototype.getSubscription = async () =>
          ({
            endpoint: 'https://push.example.com/screens',
            unsubscribe: async () => true,
          }) as PushSubscription;
      });
      await context.route('**/api/push/status', (route) =>
        route.fulfill({
          json: { success: true, data: { subscribed: true }, errors: [], message: 'OK' },
        }),
      );
      await successPageOfCustomer(context, page);
      await expect(page.getByTestId('remind-me')).toHaveAttribute('data-state', 'on');
      await shot(page, `${lang}-on`);
      await page.getByRole('button', { name: /^(Account|账户)/ }).click();
      await expect(page.getByTestId('push-menu-item')).toHaveAttribute('aria-checked', 'true');
      await page.waitForTimeout(300);
      await capture(page, `${OUT}/${lang}-account-menu-on.png`);
      await context.close();
    }
    {
      const { context, page } = await phone(browser, lang, devices['iPhone 13'].userAgent);
      await successPageOfCustomer(context, page);
      await expect(page.getByTestId('remind-me')).toHaveAttribute('data-state', 'ios-install');
      await shot(page, `${lang}-ios`);
      await page.getByTestId('remind-me').getByRole('button').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(400);
      await capture(page, `${OUT}/${lang}-ios-steps.png`);
      await context.close();
    }
  });
}

for (const lang of ['en', 'zh'] as const) {
  test(`admin settings: push status (${lang}, tablet)`, async ({ browser }) => {
    mkdirSync(OUT, { recursive: true });
    const { auth_token, ...user } = await api('adminLogin', { username: 'admin', password: 'admin123' });
    const context = await browser.newContext({
      viewport: { width: 1180, height: 820 },
      deviceScaleFactor: 1,
      locale: lang === 'zh' ? 'zh-CN' : 'en-SG',
      timezoneId: 'Asia/Singapore',
      reducedMotion: 'reduce',
    });
    await context.addInitScript(
      ([token, who]) => {
        localStorage.setItem('tress.admin.token', token);
        localStorage.setItem('tress.admin.user', who);
        localStorage.setItem('tress.admin.loggedIn', 'true');
      },
      [auth_token, JSON.stringify(user)] as const,
    );
    const page = await context.newPage();
    await page.goto('/admin/settings');
    await expect(page.getByTestId('push-configured')).toBeVisible();
    await page.getByTestId('push-configured').scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
    await capture(page, `${OUT}/${lang}-admin-settings.png`);
    await context.close();
  });
}

async function shotOff(page: Page, file: string) {
  await expect(page.getByTestId('remind-me')).toHaveAttribute('data-state', 'off');
  await page.getByTestId('remind-me').scrollIntoViewIfNeeded();
  await page.waitForTimeout(400);
  await capture(page, `${OUT}/${file}.png`);
}

for (const lang of ['en', 'zh'] as const) {
  test(`booking pages with the reminder button (${lang})`, async ({ browser }) => {
    mkdirSync(OUT, { recursive: true });
    {
      const session = await api('login', { username: 'demo', password: 'demo1234' });
      const booking = await bookAhead({ token: session.auth_token, customerId: session.customer_id, lang });
      await payByCard(booking);
      const { context, page } = await phone(browser, lang);
      await signIn(context, session);
      await page.goto(`/bookings/${booking.id}`);
      await shotOff(page, `${lang}-booking-page`);
      await context.close();
    }
    {
      const booking = await bookAhead({ lang });
      await payByCard(booking);
      const { context, page } = await phone(browser, lang);
      await page.goto(`/manage/${booking.id}?t=${booking.manage_token}`);
      await shotOff(page, `${lang}-manage-link`);
      await context.close();
    }
  });
}
