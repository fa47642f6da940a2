/**
 * The back office on a phone (390 px): the users, services, reports and clients tables become
 * stacked cards with their actions visible, and no page scrolls sideways.
 */
import { expect, test } from '../support/test';
import { bookAsGuest, dayWithFreeSlots, salonToday, stylistNamed, unique, useAdminSession } from './support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

for (const path of ['/admin/users', '/admin/services', '/admin/reports', '/admin/clients']) {
  test(`${path} has no sideways scroll at 390 px`, async ({ page }) => {
    // the reports show the test's own long row (a long name and email), not whatever other tests booked
    const long = path === '/admin/reports' ? unique('Maximiliana Konstantinopoulou-Vanderbilt') : null;
    if (long) {
      const { id, serviceId } = await stylistNamed('Mei Lin');
      const day = await dayWithFreeSlots(id, [serviceId], salonToday(), 1);
      await bookAsGuest({
        stylistId: id,
        serviceIds: [serviceId],
        date: day.date,
        slotId: day.slots[0]!.slotId,
        name: long,
      });
    }
    await useAdminSession(page);
    await page.goto(path);
    if (long) {
      await page.getByPlaceholder('Search by customer, phone...').fill(long);
      await page.getByPlaceholder('Search by customer, phone...').press('Enter');
      await expect(page.locator('table tbody tr').first()).toContainText(long);
    }
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    const widths = await page.evaluate(() => {
      const overflow = [...document.querySelectorAll<HTMLElement>('main *')].filter(
        (el) =>
          el.scrollWidth > el.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(el).overflowX),
      );
      return {
        page: document.documentElement.scrollWidth,
        view: document.documentElement.clientWidth,
        scrollers: overflow.map((el) => `${el.tagName} ${el.className.toString().slice(0, 60)}`),
      };
    });
    expect(widths.page).toBeLessThanOrEqual(widths.view);
    expect(widths.scrollers).toEqual([]);
    // the row's actions are on screen, not behind a sideways scroll
    const action = page.locator('table tbody tr').first().getByRole('button').first();
    if (await action.count()) {
      const box = (await action.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
  });
}
