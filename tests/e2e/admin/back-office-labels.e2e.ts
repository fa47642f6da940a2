/**
 * Back-office labels and fit: roles read by name ("Super Admin", not "1 · Super Admin"), the users
 * table keeps its actions on screen at 1180 px, service prices carry the salon's currency (S$), and
 * the calendar's date field shows the whole date on a phone. In English and Chinese.
 */
import { expect, test } from '../support/test';
import { useAdminSession } from './support';

const W = {
  en: { superAdmin: 'Super Admin', staff: 'Staff', edit: 'Edit' },
  zh: { superAdmin: '超级管理员', staff: '员工', edit: '编辑' },
} as const;

for (const lang of ['en', 'zh'] as const) {
  test.describe(`back office labels (${lang})`, () => {
    test.use({ locale: lang === 'zh' ? 'zh-CN' : 'en-SG' });

    test('the users table names roles and keeps every Edit on screen at 1180 px', async ({ page }) => {
      await page.setViewportSize({ width: 1180, height: 820 });
      await useAdminSession(page, 'admin', 'admin123', lang);
      await page.goto('/admin/users');
      const table = page.getByRole('table');
      await expect(table.getByRole('cell', { name: W[lang].superAdmin, exact: true })).toBeVisible();
      await expect(table.getByRole('cell', { name: W[lang].staff, exact: true })).toBeVisible();
      await expect(table).not.toContainText(/\d · /);
      const overflow = await table.evaluate((t) => {
        const wrap = t.parentElement!;
        return wrap.scrollWidth - wrap.clientWidth;
      });
      expect(overflow).toBeLessThanOrEqual(0);
      for (const edit of await table.getByRole('button', { name: W[lang].edit, exact: true }).all()) {
        const box = (await edit.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(1180);
      }
    });

    test('service prices carry S$', async ({ page }) => {
      await useAdminSession(page, 'admin', 'admin123', lang);
      await page.goto('/admin/services');
      const prices = page.locator('td[data-label]').filter({ hasText: /\$\d/ });
      await expect(prices.first()).toBeVisible();
      for (const text of await prices.allTextContents()) expect(text.trim()).toMatch(/^S\$\d/);
    });

    test("the calendar's date field shows the whole date on a phone", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await useAdminSession(page, 'admin', 'admin123', lang);
      await page.goto('/admin/calendar');
      const date = page.locator('input[type="date"]').first();
      await expect(date).toBeVisible();
      // "11/27/2026" and the picker icon need about 150 px at the field's size
      expect((await date.boundingBox())!.width).toBeGreaterThanOrEqual(150);
    });
  });
}
