/**
 * Screenshots of every back-office screen and dialog at 1180x820 (the salon tablet) in English and
 * Chinese, and at 390x844 in English, saved under .tmp/screens/admin/ (gitignored) for a person to
 * look at. The clock is set to 11:15 in the salon so the calendar shows its now-line. Not part of
 * the suite:
 *
 *   TRESS_SCREENS=1 npx playwright test -c tests/playwright.config.ts admin
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { capture, screenContext } from '../support/screens';
import { test } from '../support/test';
import { adminToken, api, bookFirstFree, salonToday, unique, useAdminSession } from './support';

const OUT = '.tmp/screens/admin';
const RUNS = [
  { lang: 'en', viewport: { width: 1180, height: 820 } },
  { lang: 'zh', viewport: { width: 1180, height: 820 } },
  { lang: 'en', viewport: { width: 390, height: 844 } },
] as const;
const PAGES = [
  ['dashboard', '/admin'],
  ['calendar-day', '/admin/calendar'],
  ['calendar-week', '/admin/calendar?view=week'],
  ['stylists', '/admin/personnel'],
  ['users', '/admin/users'],
  ['services', '/admin/services'],
  ['reports', '/admin/reports'],
  ['settings', '/admin/settings'],
] as const;

test.beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  const token = await adminToken();
  const stylists = (await api('stylistsGet', { search_text: '', page_number: 1, page_size: 50 }, { token }))
    .stylists;
  // today's next free times are all ahead, and a visit that has not happened cannot be completed
  // (the demo working day, TRESS_DEMO_DAY=true, has completed visits earlier in the day)
  const statuses = ['confirmed', 'pending', 'confirmed', 'confirmed', 'cancelled', 'confirmed'] as const;
  for (const [i, s] of stylists.slice(0, 6).entries()) {
    const b = await bookFirstFree(s.id, [s.services[0]!.service_id], salonToday(), unique('Guest'));
    if (statuses[i] !== 'pending')
      await api('updateStatus', { booking_id: b.id, status: statuses[i]! }, { token });
  }
});

async function shot(page: Page, name: string, tag: string) {
  await page.waitForTimeout(600);
  await capture(page, `${OUT}/${name}-${tag}.png`);
}

for (const run of RUNS) {
  const tag = `${run.lang}-${run.viewport.width}`;
  test(`admin screens ${tag}`, async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await screenContext(browser, run.viewport);
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date(`${salonToday()}T11:15:00+08:00`));
    await page.addInitScript((l) => localStorage.setItem('tress.language', l), run.lang);
    await page.goto('/login');
    await shot(page, 'login', tag);
    await useAdminSession(page, 'admin', 'admin123', run.lang);
    for (const [name, path] of PAGES) {
      await page.goto(path);
      await shot(page, name, tag);
    }
    await page.goto('/admin');
    await page.locator('header button[aria-expanded]').first().click();
    await shot(page, 'menu-open', tag);
    await page.locator('header button[aria-expanded]').last().click();
    await shot(page, 'account-open', tag);

    await page.goto('/admin/personnel');
    const first = page.getByRole('article').first();
    await first.getByRole('button').first().click();
    await shot(page, 'modal-stylist-edit', tag);
    await page.keyboard.press('Escape');
    await first.getByRole('button').nth(1).click();
    await shot(page, 'modal-shifts', tag);
    await page.keyboard.press('Escape');
    await first.getByRole('button').nth(3).click();
    await shot(page, 'modal-stylist-delete', tag);
    await page.keyboard.press('Escape');

    await page.goto('/admin/calendar');
    // the walk's bookings are at the day's next free times, which may lie past the hours on screen
    await page.getByRole('button', { name: /^(Show all times|显示全部时间)$/ }).click();
    await page.locator('[data-booking-id]').first().click();
    await shot(page, 'modal-booking', tag);
    await page.goto('/admin/calendar?addSlots=1');
    await shot(page, 'modal-add-slots', tag);
    await page.goto('/admin/users');
    await page.locator('main button').first().click();
    await shot(page, 'modal-user', tag);
    await page.goto('/admin/services');
    await page.locator('tbody button').first().click();
    await shot(page, 'modal-service', tag);
    await context.close();
  });
}
