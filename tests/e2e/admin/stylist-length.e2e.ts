/**
 * A stylist's own length of a service, set beside its price in the stylist form: a length off
 * the 5-minute step is refused by the form, a good one saved and read back by the stylist's
 * services call.
 */
import { expect, test } from '../support/test';
import { adminToken, api, TABLET, toast, useAdminSession } from './support';

test.use(TABLET);

test("the back office sets a junior's own length of a service beside its price", async ({ page }) => {
  const token = await adminToken();
  const daniel = (
    await api('stylistsGet', { search_text: 'Daniel', page_number: 1, page_size: 5 }, { token })
  ).stylists[0]!;
  const offered = daniel.services[0]!;
  await useAdminSession(page);
  await page.goto('/admin/personnel');
  const card = page.getByRole('article').filter({ hasText: daniel.full_name });
  await card.getByRole('button', { name: 'Edit' }).tap();
  const form = page.getByRole('dialog', { name: 'Edit Personnel' });
  const length = form.getByLabel(`Length of ${offered.service.name} for this stylist, in minutes`);
  await expect(length).toHaveAttribute('placeholder', String(offered.service.duration_minutes));
  await length.fill('47');
  await form.getByRole('button', { name: 'Update' }).tap();
  await expect(form.getByRole('alert').filter({ hasText: '5 to 600 minutes' })).toBeVisible();
  await length.fill('45');
  await form.getByRole('button', { name: 'Update' }).tap();
  await expect(toast(page, 'Personnel updated successfully')).toBeVisible();
  const saved = await api('stylistServices', { stylist_id: daniel.id }, { token });
  expect(saved.find((s) => s.service_id === offered.service_id)?.duration_minutes).toBe(45);
  // the service's own length again, for the other tests
  await api(
    'stylistServiceUpdate',
    { stylist_id: daniel.id, service_id: offered.service_id, price: offered.price, duration_minutes: null },
    { token },
  );
});
