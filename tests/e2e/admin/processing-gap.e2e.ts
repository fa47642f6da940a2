/**
 * A colour's processing gap on the tablet (1180x820, touch): the calendar hatches the gap where
 * the stylist is free while the colour develops, and the front desk books a men's cut into it by
 * tapping it, or drags a booked cut into it; the clean-up after the colour is shaded.
 */
import type { Service } from '../../../src/shared/contract/catalogue';
import { expect, test } from '../support/test';
import {
  addDays,
  adminToken,
  api,
  bookAsGuest,
  center,
  freeSlot,
  salonToday,
  TABLET,
  toast,
  touchDrag,
  unique,
  useAdminSession,
} from './support';

test.use(TABLET);

/**
 * The demo's Full Colour made a two-hour colour (busy 30 min, free 40 while it develops, busy 50,
 * then 10 min of clean-up), booked for Mei by a guest on her first free day from `daysAhead` on.
 */
async function colourBooked(daysAhead: number) {
  const token = await adminToken();
  const all = (await api('servicesAll', undefined, { token })) as Service[];
  const colour = all.find((s) => s.name === 'Full Colour')!;
  const cut = all.find((s) => s.name === "Men's Cut")!;
  await api(
    'servicesUpdate',
    {
      ...colour,
      name_zh: colour.name_zh ?? '',
      description_zh: colour.description_zh ?? '',
      duration_minutes: 120,
      processing_start_minutes: 30,
      processing_minutes: 40,
      buffer_minutes: 10,
    } as never,
    { token },
  );
  const mei = (await api('stylistsGet', { search_text: 'Mei Lin', page_number: 1, page_size: 5 }, { token }))
    .stylists[0]!;
  const slot = await freeSlot(mei.id, [colour.id], addDays(salonToday(), daysAhead));
  const booked = await bookAsGuest({
    stylistId: mei.id,
    serviceIds: [colour.id],
    date: slot.date,
    slotId: slot.slotId,
    name: unique('Colour Client'),
  });
  return { token, cut, mei, slot, booked };
}

test("the desk books a cut into a colour's processing gap by tapping it", async ({ page }) => {
  const { cut, mei, slot, booked } = await colourBooked(5);

  await useAdminSession(page, 'frontdesk', 'frontdesk123');
  await page.goto(`/admin/calendar?date=${slot.date}&personnel=${mei.id}`);
  const gap = page.locator(`button[data-gap-of="${booked.id}"]`);
  await expect(gap).toBeVisible();
  await expect(page.locator(`[data-clean-up-of="${booked.id}"]`)).toBeVisible();
  await page.screenshot({ path: '/tmp/segments-gap-en.png' });
  await gap.tap();
  const sheet = page.getByRole('dialog', { name: 'New booking' });
  await expect(sheet.getByRole('combobox', { name: 'Stylist' })).toHaveValue(String(mei.id));
  await sheet.getByRole('button', { name: '+ New client' }).tap();
  const name = unique('Gap Client');
  await sheet.getByLabel('Name').fill(name);
  // a phone no customer test books FIRST20 with: the desk's client would make that guest a returning one
  await sheet.getByLabel('Phone').fill('8123 4608');
  await sheet.getByRole('checkbox', { name: new RegExp(cut.name) }).check();
  await sheet.getByRole('button', { name: 'Book', exact: true }).tap();
  await expect(toast(page, 'Booking created')).toBeVisible();
  const block = page.locator('[data-booking-id]').filter({ hasText: name });
  await expect(block).toContainText('Confirmed');
  await page.screenshot({ path: '/tmp/segments-gap-booked-en.png' });
});

test("the desk drags a booked cut into a colour's processing gap", async ({ page }) => {
  const { token, cut, mei, slot, booked: colourBooking } = await colourBooked(6);
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  // a cut booked at the salon soon after the colour and its clean-up, so one finger reaches both
  const later = (
    await api('slotsByStylist', {
      booking_date: slot.date,
      selected_service_ids: [cut.id],
      stylist_id: mei.id,
    })
  ).filter((s) => s.available && minutes(s.start_time) >= minutes(slot.time) + 130);
  const cutBooking = await api(
    'bookingCreate',
    {
      client_id: 0,
      full_name: unique('Cut Client'),
      phone_number: '91110001',
      email: '',
      selected_service_ids: [cut.id],
      stylist_id: mei.id,
      booking_date: slot.date,
      start_slot_id: later[0]!.id,
      pay_at_salon: true,
    },
    { token },
  );
  const gapStart = minutes(slot.time) + 30;
  const gapTime = `${String(Math.floor(gapStart / 60)).padStart(2, '0')}:${String(gapStart % 60).padStart(2, '0')}`;

  await useAdminSession(page, 'frontdesk', 'frontdesk123');
  await page.goto(`/admin/calendar?date=${slot.date}&personnel=${mei.id}`);
  const gap = page.locator(`button[data-gap-of="${colourBooking.id}"]`);
  await expect(gap).toBeVisible({ timeout: 30_000 });
  await gap.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  // the finger lets go at the top of the gap: its first free start
  const into = (await gap.boundingBox())!;
  await touchDrag(page, await center(page, `[data-booking-id="${cutBooking.id}"]`), {
    x: into.x + into.width / 2,
    y: into.y + 5,
  });
  const sheet = page.getByRole('dialog', { name: 'Move booking' });
  await expect(sheet.getByTestId('move-to')).toBeVisible({ timeout: 20_000 });
  await sheet.getByRole('button', { name: 'Move', exact: true }).tap();
  await expect(page.getByRole('status').filter({ hasText: 'Booking moved' })).toBeVisible();
  const day = await api('calendar', { date: slot.date, personnel_id: mei.id }, { token });
  expect(day.find((b) => b.id === cutBooking.id)!.time).toBe(gapTime);
  expect(day.find((b) => b.id === colourBooking.id)!.status).not.toBe('cancelled');
});
