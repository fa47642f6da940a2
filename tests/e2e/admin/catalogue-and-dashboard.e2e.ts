/**
 * The rest of the everyday back office: a stylist added and deleted with
 * the product's texts, a service edited and deleted, and the dashboard's quick actions and recent list.
 */
import { expect, test } from '../support/test';
import { adminToken, api, salonToday, TABLET, toast, unique, useAdminSession } from './support';

test.use(TABLET);

test('a stylist is added with all seven days, and deleted after confirming', async ({ page }) => {
  const name = unique('Temp Stylist');
  await useAdminSession(page);
  await page.goto('/admin/personnel');
  await page.getByRole('button', { name: 'Add Personnel' }).tap();
  const form = page.getByRole('dialog', { name: 'Add Personnel' });
  // the form's checks (required fields, email, phone, a day ending before it starts):
  // src/client/features/admin/stylists/stylist-form-modal.test.tsx
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Email').fill(`${name.replace(/\W+/g, '.').toLowerCase()}@tress.salon`);
  await form.getByLabel('Phone number').fill('81234567');
  await form.getByLabel('Speciality', { exact: true }).fill('Cuts');
  await form.getByLabel('Experience (years)').fill('2');
  // Sunday: working from 11:00 to 15:00, all seven days are saved
  await form.getByRole('checkbox', { name: 'Sunday: Working' }).check();
  await form.getByRole('combobox', { name: 'Sunday: Start' }).selectOption({ label: '11:00 AM' });
  await form.getByRole('combobox', { name: 'Sunday: End' }).selectOption({ label: '3:00 PM' });
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/stylists/add'));
  await form.getByRole('button', { name: 'Create' }).tap();
  const body = (await sent).postData() ?? '';
  expect(body).toContain('name="working_hours"');
  await expect(toast(page, 'Personnel created successfully')).toBeVisible();
  const token = await adminToken();
  const created = (await api('stylistsGet', { search_text: name, page_number: 1, page_size: 5 }, { token }))
    .stylists[0]!;
  expect(created.working_hours).toHaveLength(7);
  expect(created.working_hours.find((h) => h.weekday === 0)).toMatchObject({ available: true });

  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  await card.getByRole('button', { name: 'Delete' }).tap();
  const confirm = page.getByRole('dialog', { name: 'Delete Personnel' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete this personnel? This action cannot be undone.',
  );
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).tap();
  await expect(toast(page, 'Personnel deleted successfully')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('a service is edited and deleted', async ({ page }) => {
  const name = unique('Quick Trim');
  await useAdminSession(page);
  await page.goto('/admin/services');
  await page.getByRole('button', { name: 'Add Service' }).tap();
  const add = page.getByRole('dialog', { name: 'Add Service' });
  await expect(add.getByLabel('Duration (minutes)')).toHaveValue('30');
  await expect(add.getByLabel('Price (S$)')).toHaveValue('0.00');
  await expect(add.getByLabel('Category')).toHaveValue('10'); // General
  await add.getByLabel('Name (English)').fill(name);
  await add.getByLabel('Price (S$)').fill('25');
  await add.getByRole('button', { name: 'Create' }).tap();
  await expect(toast(page, 'Service created successfully')).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('S$25.00'); // the salon's currency, not a bare $
  await expect(row).toContainText('30 mins');

  await row.getByRole('button', { name: `Edit ${name}` }).tap();
  const edit = page.getByRole('dialog', { name: 'Edit Service' });
  await edit.getByLabel('Price (S$)').fill('27.5');
  await edit.getByRole('checkbox', { name: 'Active' }).uncheck();
  await edit.getByRole('button', { name: 'Update' }).tap();
  await expect(toast(page, 'Service updated successfully')).toBeVisible();
  await expect(row).toContainText('$27.50');
  await expect(row).toContainText('No');

  await row.getByRole('button', { name: `Delete ${name}` }).tap();
  const confirm = page.getByRole('dialog', { name: 'Delete Service' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete this service? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).tap();
  await expect(toast(page, 'Service deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('the dashboard: figures, chart, recent bookings and quick actions that all lead somewhere', async ({
  page,
}) => {
  await useAdminSession(page);
  await page.goto('/admin');
  for (const label of ["Today's Bookings", 'Monthly Revenue', 'Month Bookings', "Today's Revenue"]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('img', { name: /^Bookings per day this month\./ })).toBeVisible();
  const recent = page.getByRole('region', { name: 'Recent Bookings' });
  const items = recent.getByRole('listitem');
  const viewAll = recent.getByRole('button', { name: 'View All' });
  if ((await viewAll.count()) > 0) {
    await expect(items).toHaveCount(5);
    await viewAll.tap();
    expect(await items.count()).toBeGreaterThan(5);
    await recent.getByRole('button', { name: 'Show Less' }).tap();
    await expect(items).toHaveCount(5);
  }

  const today = salonToday();
  await page.getByRole('link', { name: "View Today's Schedule" }).tap();
  await page.waitForURL(new RegExp(`/admin/calendar\\?date=${today}&view=day$`));
  await page.goBack();
  await page.getByRole('link', { name: 'Manage Time Slots' }).tap();
  await expect(page.getByRole('dialog', { name: 'Add Time Slots' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Manage Personnel' }).tap();
  await page.waitForURL(/\/admin\/personnel$/);
  await page.goBack();
  await page.getByRole('link', { name: 'View Reports' }).tap();
  await page.waitForURL(/\/admin\/reports$/);
});
