/**
 * Settings → Backups: a Super Admin takes a backup with "Back up now", sees it as the last backup
 * with its size, and downloads it (a gzipped dump named by its time); Staff do not see the card.
 */
import { expect, test } from '../support/test';
import { TABLET, useAdminSession } from './support';

test.use(TABLET);

test('a Super Admin backs up now and downloads the backup', async ({ page }) => {
  await useAdminSession(page, 'admin', 'admin123');
  await page.goto('/admin/settings');
  const card = page.getByRole('region', { name: 'Backups' });
  await expect(card.getByText('Every day at 03:30 (salon time); kept 14 days')).toBeVisible();
  await card.getByRole('button', { name: 'Back up now' }).tap();
  await expect(page.getByRole('status').filter({ hasText: /^Backup taken/ })).toBeVisible();
  await expect(card.getByTestId('last-backup')).toHaveText(/ · \d+ kB$/);
  const row = card.getByRole('row').nth(1);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: /^Download the backup of/ }).tap(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tress-\d{4}-\d{2}-\d{2}T[\d-]+Z\.sql\.gz$/);
  const gzip = Buffer.from(await (await download.createReadStream()).toArray().then((c) => Buffer.concat(c)));
  expect([...gzip.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
});

test('Staff do not see the backups', async ({ page }) => {
  await useAdminSession(page, 'frontdesk', 'frontdesk123');
  await page.goto('/admin/settings');
  await expect(page.getByRole('region', { name: 'Outgoing messages' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Backups' })).toHaveCount(0);
});
