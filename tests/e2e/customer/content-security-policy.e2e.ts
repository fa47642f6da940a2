/**
 * The app under its own Content-Security-Policy: the header is on / and /admin, and both start and
 * work with no violation in the console (the guard in support/test.ts fails the test on one).
 */
import { openBooking } from '../support/customer';
import { expect, test } from '../support/test';

test('the customer app starts under its CSP', async ({ page }) => {
  const res = await page.goto('/');
  const csp = res?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self' 'sha256-");
  expect(csp).toContain("frame-ancestors 'none'");
  // the app's scripts run: the live app hydrates the prerendered page, and the sign-in sheet opens
  await openBooking(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /log in/i })
    .click();
  await expect(page.getByRole('button', { name: 'Forgot password?' })).toBeVisible();
});

test('the back office starts under its CSP and cannot be framed', async ({ page }) => {
  const res = await page.goto('/admin');
  expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(res?.headers()['x-frame-options']).toBe('DENY');
  await expect(page.getByLabel(/username/i)).toBeVisible();
});
