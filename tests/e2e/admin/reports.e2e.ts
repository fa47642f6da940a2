/**
 * Reports on the tablet: the counts, the filters (applied with Apply Filters), paging with 10/20/50
 * rows, the empty state, and Export CSV of every filtered row (all pages).
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import {
  addDays,
  adminToken,
  api,
  bookFirstFree,
  salonToday,
  TABLET,
  unique,
  useAdminSession,
} from './support';

test.use(TABLET);

test('filters, counts, paging and CSV export', async ({ page }) => {
  test.setTimeout(150_000);
  const token = await adminToken();
  const tag = unique('Report').replace(/\W+/g, '');
  const stylists = (await api('stylistsGet', { search_text: '', page_number: 1, page_size: 50 }, { token }))
    .stylists;
  const sofia = stylists.find((s) => s.full_name === 'Sofia Marquez')!;
  const priya = stylists.find((s) => s.full_name === 'Priya Nair')!;
  const from = addDays(salonToday(), 4);
  const ids: number[] = [];
  for (let i = 0; i < 12; i++) {
    const s = i % 2 ? sofia : priya;
    const b = await bookFirstFree(
      s.id,
      [s.services[0]!.service_id],
      from,
      `${tag} Guest${String(i).padStart(2, '0')}`,
    );
    ids.push(b.id);
  }
  for (const id of ids.slice(0, 3))
    await api('updateStatus', { booking_id: id, status: 'confirmed' }, { token });

  await useAdminSession(page);
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { name: 'Appointment Reports' })).toBeVisible();
  await expect(page.getByLabel('Stylist')).toHaveValue('0'); // All Stylists
  const filters = {
    From: salonToday(),
    To: addDays(salonToday(), 13),
    Search: tag,
  };
  const form = page.getByRole('form', { name: 'Filters' });
  for (const [label, value] of Object.entries(filters)) {
    await form.getByLabel(label, { exact: true }).fill(value);
    await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
  }
  await form.getByRole('button', { name: 'Apply Filters' }).tap();
  await expect(form.getByRole('alert')).toHaveCount(0);

  await expect(page.getByTestId('count-confirmed')).toHaveText('3');
  await expect(page.getByTestId('count-pending')).toHaveText('9');
  // the revenue of what the filters select, in total and by stylist and service
  await expect(page.getByTestId('count-revenue')).toHaveText(/^S\$\d/);
  const breakdown = page.getByTestId('revenue-breakdown');
  await expect(breakdown.getByRole('heading', { name: 'Revenue by stylist' })).toBeVisible();
  await expect(breakdown.getByRole('heading', { name: /^Revenue by service/ })).toBeVisible();
  const pager = page.getByRole('navigation', { name: 'Appointment Reports' });
  await expect(pager).toContainText('Page 1 of 2');
  await expect(pager).toContainText('12 records');
  const rows = page.getByRole('row').filter({ hasText: tag });
  await expect(rows).toHaveCount(10);
  await pager.getByRole('button', { name: 'Next' }).tap();
  await expect(pager).toContainText('Page 2 of 2');
  await expect(rows).toHaveCount(2);
  await pager.getByLabel('Rows per page').selectOption('20');
  await expect(pager).toContainText('Page 1 of 1');
  await expect(rows).toHaveCount(12);

  // Export CSV: every filtered row, with a header line
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).tap();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^appointments-.*\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(csv[0]).toBe(
    'Customer,Contact,Stylist,Date,Time,Services,Amount,Status,Payment,Provider references',
  );
  expect(csv).toHaveLength(13);
  expect(csv.filter((l) => l.includes(tag))).toHaveLength(12);

  // one stylist, one status
  await page.getByLabel('Stylist').selectOption({ label: 'Sofia Marquez' });
  await page.getByLabel('Status').selectOption({ label: 'Pending' });
  await page.getByRole('button', { name: 'Apply Filters' }).tap();
  await expect(rows).toHaveCount(5); // Sofia has 6, one of them confirmed
  for (const r of await rows.all()) {
    await expect(r).toContainText('Sofia Marquez');
    await expect(r).toContainText('Pending');
  }

  // nothing found, and both dates required
  await page.getByLabel('Search', { exact: true }).fill(`${tag}-nobody`);
  await page.getByRole('button', { name: 'Apply Filters' }).tap();
  await expect(page.getByText('No appointments found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  await page.getByLabel('From').fill('');
  await page.getByRole('button', { name: 'Apply Filters' }).tap();
  await expect(page.getByText('Please select both dates')).toBeVisible();
});

test('the dashboard pending count links to the pending report', async ({ page }) => {
  await useAdminSession(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: /\d+ pending/ }).tap();
  await page.waitForURL(/\/admin\/reports\?status=pending$/);
  await expect(page.getByLabel('Status')).toHaveValue('pending');
});
