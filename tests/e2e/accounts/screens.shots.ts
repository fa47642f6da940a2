/**
 * Screenshots of the password and notice screens (change password, forgot password, the reset page,
 * setting a staff password, the back office's banners) at 390x844 and 1180x820 in English and
 * Chinese, under .tmp/screens/accounts/ (gitignored). Not part of the suite:
 *
 *   TRESS_SCREENS=1 npx playwright test -c tests/playwright.config.ts accounts
 */
import { useAdminSession } from '../admin/support';
import { SCREEN_RUNS, screenContext, screensFolder } from '../support/screens';
import { test } from '../support/test';

const shot = screensFolder('accounts');

for (const run of SCREEN_RUNS) {
  const tag = `${run.lang}-${run.viewport.width}`;
  test(`password screens ${tag}`, async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await screenContext(browser, run.viewport);
    const page = await context.newPage();
    await page.addInitScript((l) => localStorage.setItem('tress.language', l), run.lang);

    // customer: the sign-in sheet with "Forgot password?", its dialog, then the account menu
    await page.goto('/');
    await page
      .locator('header')
      .getByRole('button', { name: /log in|登录/i })
      .first()
      .click();
    await shot(page, 'login-sheet', tag);
    await page.getByRole('button', { name: /forgot password|忘记密码/i }).click();
    await page.getByRole('dialog').last().getByRole('textbox').fill('olivia@example.com');
    await shot(page, 'forgot-dialog', tag);
    await page.getByRole('dialog').last().locator('button[type="submit"]').click();
    await page.getByRole('status').last().waitFor();
    await shot(page, 'forgot-sent', tag);
    await page
      .getByRole('dialog')
      .last()
      .getByRole('button', { name: /done|完成/i })
      .click();
    await page.locator('input[name="username"]').fill('demo');
    await page.locator('input[name="password"]').fill('demo1234');
    await page.keyboard.press('Enter');
    await page.locator('header button[aria-expanded]').last().click();
    await shot(page, 'account-menu', tag);
    await page.getByRole('button', { name: /change password|修改密码/i }).click();
    await page.getByRole('dialog').last().locator('button[type="submit"]').click();
    await shot(page, 'change-password', tag);

    // the reset page a reset email links to
    await page.goto('/reset-password?t=example-token-from-the-email');
    await shot(page, 'reset-page', tag);

    // back office: /login with "Forgot password?", the banners, change password, set a staff password
    await page.goto('/login');
    await shot(page, 'admin-login', tag);
    await useAdminSession(page, 'admin', 'admin123', run.lang);
    await page.goto('/admin');
    await shot(page, 'admin-banners', tag);
    await page.locator('header button[aria-expanded]').last().click();
    await page.getByRole('button', { name: /change password|修改密码/i }).click();
    await shot(page, 'admin-change-password', tag);
    await page.keyboard.press('Escape');
    await page.goto('/admin/users');
    await page
      .getByRole('button', { name: /set password|设置密码/i })
      .first()
      .click();
    await shot(page, 'set-password', tag);
    await context.close();
  });
}
