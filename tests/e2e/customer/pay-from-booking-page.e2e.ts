/**
 * A guest pays from their booking's own page (where the salon's payment link leads): after paying,
 * "See or change your booking" opens that booking with its manage token, never a sign-in wall.
 */

import { adminToken, api, payByCard } from '../support/customer';
import { expect, test } from '../support/test';

test('after paying from the booking’s page, See or change your booking keeps the manage token', async ({
  page,
}) => {
  const token = await adminToken();
  const aisha = (await api('stylistsGet', { search_text: 'Aisha', page_number: 1, page_size: 5 }, { token }))
    .stylists[0]!;
  const serviceId = aisha.services[0]!.service_id;
  let booked: Awaited<ReturnType<typeof api<'book'>>> | null = null;
  for (let d = 4; d < 14 && !booked; d++) {
    const day = new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    const slot = (
      await api('slotsByStylist', {
        booking_date: day,
        selected_service_ids: [serviceId],
        stylist_id: aisha.id,
      })
    )
      .filter((s) => s.available)
      .at(-2);
    if (!slot) continue;
    booked = await api('book', {
      customer_id: 0,
      full_name: 'Lin Kpayer',
      email: 'lin.kpayer@example.com',
      phone_number: '98761234',
      selected_service_ids: [serviceId],
      stylist_id: aisha.id,
      booking_date: day,
      start_slot_id: slot.id,
      end_slot_id: 0,
      Notes: '',
      payment_keyword: 'card',
    }).catch(() => null);
  }
  const b = booked!;
  const manage = `/manage/${b.id}?t=${b.manage_token}`;
  await page.goto(manage);
  await page.getByTestId('pay-booking').click();
  await payByCard(page);
  await page.getByRole('button', { name: 'Continue to booking' }).click();
  await page.waitForURL(/\/booking-success/);
  const link = page.getByRole('link', { name: 'See or change your booking' });
  await expect(link).toHaveAttribute('href', manage);
  await link.click();
  await expect(page.getByTestId('booking-when')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/manage/${b.id}\\?t=`));
});
