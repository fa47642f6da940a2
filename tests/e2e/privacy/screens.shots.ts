/**
 * Screenshots of personal data and the audit trail (Settings → Audit trail, My details → Your data
 * and its deletion dialog, a client's erasure from the client sheet) at 390x844 and 1180x820 in
 * English and Chinese, under .tmp/screens/privacy/ (gitignored). Not part of the suite:
 *
 *   TRESS_SCREENS=1 npx playwright test -c tests/playwright.config.ts privacy
 */
import { adminToken, useAdminSession } from '../admin/support';
import { api } from '../support/customer';
import { SCREEN_RUNS, screenContext, screensFolder } from '../support/screens';
import { test } from '../support/test';

const shot = screensFolder('privacy');

for (const run of SCREEN_RUNS) {
  const tag = `${run.lang}-${run.viewport.width}`;
  test(`privacy screens ${tag}`, async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await screenContext(browser, run.viewport);
    // a few back-office changes for the trail to show
    const token = await adminToken();
    const code = `SHOT${tag.replace(/\W/g, '').toUpperCase()}`;
    const promo = await api('promotionsAdd', { code, percent_off: 10 } as never, { token });
    await api('promotionsUpdate', { id: promo.id, code, percent_off: 15 } as never, { token });

    const admin = await context.newPage();
    await useAdminSession(admin, 'admin', 'admin123', run.lang);
    await admin.goto('/admin/settings?tab=audit');
    await admin.locator('[data-audit-line]').first().waitFor();
    await shot(admin, 'audit', tag);

    // a client's sheet, and the erasure's confirmation
    await admin.goto('/admin/clients');
    await admin
      .getByRole('button', { name: /Open|打开|查看/ })
      .first()
      .click();
    await admin.getByRole('button', { name: /Erase personal data|清除个人资料/ }).click();
    await shot(admin, 'erase-client', tag);

    // the customer: My details → Your data, then the deletion's confirmation
    const username = `shot${Date.now().toString(36)}`;
    const session = await api('register', {
      full_name: 'Mira Leaving',
      username,
      password: 'willow-basket-3917',
      phone_number: '91234567',
      email: `${username}@example.com`,
    });
    const page = await context.newPage();
    await page.addInitScript(
      ([t, json, l]) => {
        localStorage.setItem('tress.customer.token', t);
        localStorage.setItem('tress.customer', json);
        localStorage.setItem('tress.customer.loggedIn', 'true');
        localStorage.setItem('tress.language', l);
      },
      [session.auth_token, JSON.stringify({ ...session, auth_token: undefined }), run.lang] as const,
    );
    await page.goto('/');
    await page.getByRole('button', { name: /Account: Mira Leaving|账户：Mira Leaving/ }).click();
    await page.getByRole('button', { name: /My details|我的资料/ }).click();
    const download = page.getByRole('button', { name: /Download my data|下载我的资料/ });
    await download.scrollIntoViewIfNeeded();
    await shot(page, 'my-data', tag);
    await page.getByRole('button', { name: /Delete my account|删除我的账户/ }).click();
    await shot(page, 'delete-account', tag);
    await context.close();
  });
}
