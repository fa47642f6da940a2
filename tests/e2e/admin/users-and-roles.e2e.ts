/**
 * Users on the tablet: a Super Admin adds, finds, edits and deletes a user (with their
 * confirmation texts); paging shows only with more than one page; a Staff user sees the list
 * without add, edit or delete, and the salon settings read-only.
 */
import { expect, test } from '../support/test';
import { adminToken, api, TABLET, toast, unique, useAdminSession } from './support';

test.use(TABLET);
test('a Super Admin adds, searches, edits and deletes a user', async ({ page }) => {
  const name = unique('Mina Koh');
  const username = name.toLowerCase().replace(/\W+/g, '.');
  await useAdminSession(page);
  await page.goto('/admin');
  await page.getByRole('button', { name: /^Menu/ }).tap();
  await page.getByRole('link', { name: 'Users', exact: true }).tap();
  for (const col of ['Name', 'Username', 'Email', 'Phone', 'Role', 'Active', 'Actions']) {
    await expect(page.getByRole('columnheader', { name: col, exact: true })).toBeVisible();
  }
  // paging is hidden while there is one page
  await expect(page.getByRole('navigation', { name: 'Users' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add User' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  // the form's checks and its defaults (Staff, active): users/user-form-modal.test.tsx
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Email').fill(`${username}@tress.salon`);
  await dialog.getByLabel('Password').fill('frontdesk456');
  await dialog.getByRole('button', { name: 'Create' }).tap();
  await expect(toast(page, 'User created successfully')).toBeVisible();

  await page.getByLabel('Search', { exact: true }).fill(name);
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toHaveCount(1);
  // the role by name, without its number
  await expect(row).toContainText('Staff');
  await expect(row).not.toContainText('2 Staff');
  await expect(row).toContainText('Yes');

  await row.getByRole('button', { name: `Edit ${name}` }).tap();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await edit.getByLabel('Phone number').fill('9876 5432');
  await edit.getByRole('checkbox', { name: 'Active' }).uncheck();
  await edit.getByRole('button', { name: 'Update' }).tap();
  await expect(toast(page, 'User updated successfully')).toBeVisible();
  await expect(row).toContainText('98765432');
  await expect(row).toContainText('No');

  await row.getByRole('button', { name: `Delete ${name}` }).tap();
  const confirm = page.getByRole('dialog', { name: 'Delete User' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete this user? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).tap();
  await expect(toast(page, 'User deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
  // your own row has no Delete
  await page.getByLabel('Search', { exact: true }).fill('admin');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'Grace Lim' })
      .getByRole('button', { name: /^Delete/ }),
  ).toHaveCount(0);
});

test('paging appears with more than one page of users', async ({ page }) => {
  const token = await adminToken();
  const tag = unique('Pager').replace(/\W+/g, '').toLowerCase();
  for (let i = 0; i < 11; i++) {
    await api(
      'usersAdd',
      {
        full_name: `Pager ${tag} ${i}`,
        username: `${tag}${i}`,
        email: `${tag}${i}@tress.salon`,
        password: 'pager-shears-93',
        role_id: 2,
        phone_number: '',
        is_active: true,
      },
      { token },
    );
  }
  await useAdminSession(page);
  await page.goto('/admin/users');
  await page.getByLabel('Search', { exact: true }).fill(tag);
  const pager = page.getByRole('navigation', { name: 'Users' });
  await expect(pager).toContainText('Page 1 of 2');
  await expect(pager).toContainText('11 users');
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(10);
  await pager.getByRole('button', { name: 'Next' }).tap();
  await expect(pager).toContainText('Page 2 of 2');
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(1);
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Previous' }).tap();
  await expect(pager).toContainText('Page 1 of 2');
});

test('Staff see users without add, edit or delete, and settings read-only', async ({ page }) => {
  await useAdminSession(page, 'frontdesk', 'frontdesk123');
  await page.goto('/admin/users');
  await expect(page.getByText('Only a Super Admin can add, edit or delete users.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Grace Lim' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add User' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);

  await page.goto('/admin/settings');
  await expect(page.getByText('Only a Super Admin can change these settings.')).toBeVisible();
  await expect(page.getByLabel('Salon name (English)')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await page.getByRole('button', { name: /^Account:/ }).tap();
  await expect(page.getByText('Staff', { exact: true })).toBeVisible();
});

test('a Super Admin changes the salon profile', async ({ page }) => {
  // the reminder lead time: a field no customer screen shows, so parallel tests are not disturbed
  const token = await adminToken();
  const before = await api('settings');
  await useAdminSession(page);
  await page.goto('/admin/settings');
  await expect(page.getByLabel('Salon name (English)')).toHaveValue(before.name);
  const lead = page.getByLabel('Reminder lead time (minutes)');
  await lead.fill('30');
  await page.getByRole('button', { name: 'Save' }).tap();
  await expect(
    page.getByText('How long before the visit the reminder is sent (60 to 10080 minutes)').last(),
  ).toBeVisible();
  await lead.fill(String(before.reminder_lead_minutes === 1380 ? 1440 : 1380));
  await page.getByRole('button', { name: 'Save' }).tap();
  await expect(toast(page, 'Settings saved')).toBeVisible();
  expect((await api('settings')).reminder_lead_minutes).not.toBe(before.reminder_lead_minutes);
  await api('settingsUpdate', before, { token }); // put it back
});
