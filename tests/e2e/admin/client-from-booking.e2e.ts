/**
 * Notes on a booking, and the client sheet opening from a booking's details, for a guest who
 * booked online too (a client like any other), with the booking among theirs; on a phone and on
 * the tablet, in English and Chinese.
 */
import { SERVICE, STYLIST } from '../../../scripts/support/demo-salon';
import { onPhoneAndTablet } from '../support/phone-and-tablet';
import { expect, test } from '../support/test';
import { addDays, bookAsGuest, freeSlot, salonToday, unique, useAdminSession } from './support';

const W = {
  en: {
    details: 'Booking details',
    open: 'Client sheet',
    notes: 'Notes',
    save: 'Save notes',
    saved: 'Booking notes saved',
  },
  zh: { details: '预约详情', open: '客户档案', notes: '备注', save: '保存备注', saved: '预约备注已保存' },
} as const;

onPhoneAndTablet('client sheet from a booking', (lang) => {
  test("a guest's booking opens their client sheet, with the booking in it", async ({ page }) => {
    const name = unique('Gina Guest');
    const slot = await freeSlot(STYLIST.priya, [SERVICE.brows], addDays(salonToday(), 2));
    const booked = await bookAsGuest({
      stylistId: STYLIST.priya,
      serviceIds: [SERVICE.brows],
      date: slot.date,
      slotId: slot.slotId,
      name,
      // a phone of their own: a guest with a customer's phone is that customer
      phone: `8${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    });
    await useAdminSession(page, 'admin', 'admin123', lang);
    await page.goto(`/admin/calendar?date=${slot.date}&personnel=${STYLIST.priya}`);
    await page.locator(`[data-booking-id="${booked.id}"]`).click();
    const details = page.getByRole('dialog', { name: W[lang].details });
    await expect(details).toBeVisible();
    // the desk's notes on the booking
    await details.getByLabel(W[lang].notes, { exact: true }).fill('Prefers a quiet chair');
    await details.getByRole('button', { name: W[lang].save }).click();
    await expect(page.getByText(W[lang].saved).first()).toBeVisible();
    await details.getByRole('button', { name: W[lang].open }).click();
    const sheet = page.getByRole('dialog', { name });
    await expect(sheet).toBeVisible();
    await expect(sheet.locator(`[data-client-booking="${booked.id}"]`)).toBeVisible();
    await expect(sheet.getByTestId('client-figures')).toBeVisible();
  });
});
