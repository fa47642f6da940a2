/**
 * The calendar offline, on the tablet and on a phone, in English and Chinese: the banner shows both
 * when the browser goes offline and when the salon's server cannot be reached without the browser
 * noticing (which left only a stale "Updated" time), says why New booking is not offered, and New
 * booking comes back as soon as the connection does.
 */
import { expect, test } from '../support/test';
import { addDays, salonToday, useAdminSession } from './support';

const W = {
  en: { book: 'New booking', why: 'need a connection' },
  zh: { book: '新建预约', why: '需要网络连接' },
} as const;

const SIZES = [
  { name: 'tablet', viewport: { width: 1180, height: 820 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

for (const lang of ['en', 'zh'] as const) {
  for (const size of SIZES) {
    test.describe(`calendar offline (${lang}, ${size.name})`, () => {
      test.use({ locale: lang === 'zh' ? 'zh-CN' : 'en-SG', viewport: size.viewport });

      test('the banner says why Book is not offered, and Book returns with the connection', async ({
        page,
        context,
      }) => {
        const w = W[lang];
        await useAdminSession(page, 'frontdesk', 'frontdesk123', lang);
        // the week ahead is saved for offline use once its last day's extras arrive
        const saved = page.waitForResponse(
          (r) =>
            r.url().endsWith('/api/calendar/extras') &&
            r.request().postData()?.includes(addDays(salonToday(), 6)) === true,
        );
        await page.goto(`/admin/calendar?date=${salonToday()}`);
        await saved;
        const book = page.getByRole('button', { name: w.book, exact: true });
        const banner = page.getByTestId('calendar-offline-banner');
        await expect(book).toBeVisible();
        await page.waitForTimeout(300);

        // the browser knows it is offline
        await context.setOffline(true);
        await expect(banner).toContainText(w.why);
        await expect(book).toBeHidden();
        await context.setOffline(false);
        await expect(book).toBeVisible();

        // the server cannot be reached, and the browser does not know
        await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
        // a day not loaded yet (the week ahead is fresh in memory and asks nothing)
        await page.locator('input[type="date"]').first().fill(addDays(salonToday(), 20));
        await expect(banner).toContainText(w.why);
        await expect(book).toBeHidden();
        await page.unroute('**/api/**');
        await expect(book).toBeVisible({ timeout: 15_000 });
        await expect(banner).toBeHidden();
      });
    });
  }
}
