/**
 * Offline, a booking opened from the saved My bookings list shows from the list's copy instead of
 * staying a skeleton.
 */
import { SERVICE, STYLIST } from '../../../scripts/support/demo-salon';
import { freeSlot, salonToday } from '../admin/support';
import { signIn } from '../push/support';
import { api, openLive } from '../support/customer';
import { expect, test } from '../support/test';
import { waitForServiceWorker } from './support';

test.use({ serviceWorkers: 'allow' });

test('a booking opened from the saved list shows offline', async ({ page, context }) => {
  const stamp = Date.now().toString(36);
  const session = await api('register', {
    full_name: 'Olga Offline',
    username: `olga${stamp}`,
    password: 'secret-pass-1',
    phone_number: '81234999',
    email: `olga${stamp}@example.com`,
  });
  const slot = await freeSlot(STYLIST.priya, [SERVICE.brows], salonToday());
  const booked = await api(
    'book',
    {
      customer_id: session.customer_id,
      full_name: 'Olga Offline',
      phone_number: '81234999',
      email: session.email,
      selected_service_ids: [SERVICE.brows],
      stylist_id: STYLIST.priya,
      booking_date: slot.date,
      start_slot_id: slot.slotId,
      end_slot_id: 0,
      Notes: '',
      pay_at_salon: true,
    } as never,
    { token: session.auth_token },
  );
  await signIn(context, session);
  await openLive(page, '/bookings');
  await waitForServiceWorker(page);
  const item = page.locator(`a[href="/bookings/${booked.id}"]`);
  await expect(item).toBeVisible();
  // the query persister writes the list a moment after it arrives
  await expect
    .poll(() =>
      page.evaluate(() => localStorage.getItem('tress.queryCache')?.includes('"my-bookings"') ?? false),
    )
    .toBe(true);

  await context.setOffline(true);
  await item.click();
  await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText('Priya Nair');
  await context.setOffline(false);
});
