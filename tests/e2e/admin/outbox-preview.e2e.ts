/**
 * The outgoing messages in Settings: a Super Admin opens a booking's confirmation email with
 * "View" and reads it, manage link included (how a salon without SMTP sees what its customers
 * were sent), in English and Chinese; Staff see the list without "View".
 */
import { payByCard } from '../support/manage';
import { expect, test } from '../support/test';
import { addDays, api, freeSlot, salonToday, TABLET, useAdminSession } from './support';

test.use(TABLET);

/** A guest booking paid by card, under an address of its own: its confirmation is queued. */
async function paidBooking(email: string) {
  const slot = await freeSlot(2, [2], addDays(salonToday(), 2));
  const booking = await api('book', {
    customer_id: 0,
    full_name: 'Olga Outbox',
    phone_number: '91234567',
    email,
    selected_service_ids: [2],
    stylist_id: 2,
    booking_date: slot.date,
    start_slot_id: slot.slotId,
    end_slot_id: 0,
    Notes: '',
    payment_keyword: 'card',
  });
  await payByCard(booking);
  return booking;
}

for (const lang of ['en', 'zh'] as const) {
  const t =
    lang === 'en'
      ? { title: 'Outgoing messages', view: 'View', kind: 'Booking confirmation' }
      : { title: '外发消息', view: '查看', kind: '预约确认邮件' };

  test(`a Super Admin reads a confirmation email in the outbox (${lang})`, async ({ page }) => {
    const email = `olga.${lang}.${Date.now().toString(36)}@example.com`;
    const booking = await paidBooking(email);
    await useAdminSession(page, 'admin', 'admin123', lang);
    await page.goto('/admin/settings');
    const card = page.getByRole('region', { name: t.title });
    const row = card.getByRole('row').filter({ hasText: email }).filter({ hasText: t.kind });
    await expect(row).toBeVisible({ timeout: 20_000 });
    await row.getByRole('button', { name: new RegExp(`^${t.view}`) }).tap();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(email);
    await expect(dialog.getByTestId('outbox-preview-text')).toContainText(
      new RegExp(`/manage/${booking.id}\\?t=[A-Za-z0-9_-]{43}`),
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
}

test('Staff see the outgoing messages without "View"', async ({ page }) => {
  await useAdminSession(page, 'frontdesk', 'frontdesk123');
  await page.goto('/admin/settings');
  const card = page.getByRole('region', { name: 'Outgoing messages' });
  await expect(card.getByRole('columnheader', { name: 'Subject' })).toBeVisible({ timeout: 20_000 });
  await expect(card.getByRole('button', { name: /^View/ })).toHaveCount(0);
});
