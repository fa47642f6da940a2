/**
 * The calendar as the front desk uses it on the tablet: swipe left/right to change the day (and the
 * week in the week view), tap a booking for its details, change its status there (the calendar
 * reloads), and a booking made online meanwhile appears by itself within 30 s. Tap targets are at
 * least 44 px, and the status is written, not only coloured.
 */
import { expect, test } from '../support/test';
import {
  addDays,
  adminToken,
  api,
  bookAsGuest,
  bookFirstFree,
  dayWithFreeSlots,
  mondayOf,
  salonToday,
  swipe,
  TABLET,
  toast,
  unique,
  useAdminSession,
} from './support';

test.use(TABLET);

const DANIEL = 'Daniel Tan';

async function stylistId(name: string): Promise<{ id: number; serviceId: number }> {
  const token = await adminToken();
  const s = (await api('stylistsGet', { search_text: name, page_number: 1, page_size: 5 }, { token }))
    .stylists[0]!;
  return { id: s.id, serviceId: s.services[0]!.service_id };
}

test('swipe changes the day, tap opens the booking, and its status changes there', async ({ page }) => {
  const { id, serviceId } = await stylistId(DANIEL);
  const today = salonToday();
  const name = unique('Swipe Guest');
  const booking = await bookFirstFree(id, [serviceId], addDays(today, 1), name);
  await useAdminSession(page);
  await page.goto(`/admin/calendar?date=${addDays(booking.date, -1)}&personnel=${id}`);
  const area = page.getByTestId('calendar-swipe-area');
  await expect(area.locator('[data-column-key]')).toHaveCount(1);

  // swipe left: the next day, where the booking is
  await swipe(page, area, 'left');
  await expect(page).toHaveURL(new RegExp(`date=${booking.date}`));
  const block = page.locator(`[data-booking-id="${booking.id}"]`);
  await expect(block).toContainText(name);
  await expect(block).toContainText(`S$${booking.total_amount.toFixed(2)}`);
  await expect(block).toContainText('Pending'); // the word, not only the colour
  const box = (await block.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);

  // swipe right and left again: back a day, then forward
  await swipe(page, area, 'right');
  await expect(page).toHaveURL(new RegExp(`date=${addDays(booking.date, -1)}`));
  await swipe(page, area, 'left');
  await expect(page).toHaveURL(new RegExp(`date=${booking.date}`));

  // tap: the details, then a status change that reloads the calendar
  await block.tap();
  const details = page.getByRole('dialog', { name: 'Booking details' });
  await expect(details).toContainText(name);
  await expect(details.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
  const reloaded = page.waitForResponse(
    (r) => r.url().endsWith('/api/calendar/appointments') && r.request().method() === 'POST',
  );
  await details.getByRole('combobox', { name: 'Status' }).selectOption('confirmed');
  await details.getByRole('button', { name: 'Save status' }).tap();
  await expect(toast(page, 'Booking status updated')).toBeVisible();
  await reloaded;
  await expect(block).toContainText('Confirmed');
  await expect(block).toHaveAttribute('data-status', 'confirmed');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
});

test('the week view starts on Monday, swipes by a week and shows every booking in its day', async ({
  page,
}) => {
  const { id, serviceId } = await stylistId(DANIEL);
  const name = unique('Week Guest');
  const booking = await bookFirstFree(id, [serviceId], addDays(salonToday(), 2), name);
  await useAdminSession(page);
  await page.goto(`/admin/calendar?date=${booking.date}&view=week&personnel=${id}`);
  const monday = mondayOf(booking.date);
  const headers = page.locator('[class*="colHead"]');
  await expect(headers).toHaveCount(7);
  const [y, m, d] = monday.split('-');
  await expect(headers.first()).toContainText(`Mon ${d}/${m}`);
  expect(y).toBeTruthy();
  await expect(page.locator(`[data-booking-id="${booking.id}"]`)).toContainText(name);

  await swipe(page, page.getByTestId('calendar-swipe-area'), 'left');
  await expect(page).toHaveURL(new RegExp(`date=${addDays(booking.date, 7)}`));
  await expect(headers.first()).toContainText(
    `Mon ${addDays(monday, 7).slice(8, 10)}/${addDays(monday, 7).slice(5, 7)}`,
  );
  await page.getByRole('button', { name: 'Previous week' }).tap();
  await expect(page.locator(`[data-booking-id="${booking.id}"]`)).toBeVisible();
});

test('all stylists show 8 cells per person, with the rest one tap away', async ({ page }) => {
  await useAdminSession(page);
  await page.goto(`/admin/calendar?date=${addDays(salonToday(), 1)}`);
  const timeCells = page.locator('[class*="timeCell"]');
  // the first load of a cold page on a busy machine may take longer than one expect's 10 s
  await expect(timeCells).toHaveCount(8, { timeout: 30_000 });
  await expect(page.getByText('Showing 9:00 AM–12:30 PM')).toBeVisible();
  // exactly "Later": a booking that runs past the shown times is a button named "… continues later"
  const later = page.getByRole('button', { name: 'Later', exact: true });
  await later.tap();
  await expect(page.getByText('Showing 1:00 PM–4:30 PM')).toBeVisible();
  await later.tap();
  await expect(page.getByText('Showing 2:00 PM–5:30 PM')).toBeVisible();
  await expect(later).toBeDisabled();
  await page.getByRole('button', { name: 'Show all times' }).tap();
  await expect(timeCells).toHaveCount(18);
  await page.getByRole('button', { name: 'Show 8 at a time' }).tap();
  await expect(timeCells).toHaveCount(8);
  // every control of the toolbar is a finger-sized target. Measured in one pass over the page as
  // it is at that moment: the open calendar refreshes live (other bookings of this day come and go),
  // so a walk element by element would ask for the nth control of a list that changed meanwhile.
  // The layout size (offsetHeight), not the painted one: a button just tapped may still be
  // scaled by its press effect, which is no smaller a target.
  const controls = await page
    .locator('main button, main select, main input')
    .evaluateAll((els) =>
      (els as HTMLElement[])
        .filter((e) => e.offsetWidth > 0 && e.offsetHeight > 0 && getComputedStyle(e).visibility !== 'hidden')
        .map((e) => ({ height: e.offsetHeight, html: e.outerHTML.slice(0, 80) })),
    );
  expect(controls.length).toBeGreaterThan(10);
  for (const c of controls) expect(c.height, c.html).toBeGreaterThanOrEqual(44);
});

test('a booking made online appears on the open calendar within 30 s', async ({ page }) => {
  test.setTimeout(90_000);
  const { id, serviceId } = await stylistId('Kenji Watanabe');
  // a day with free starts far apart: the first booked before the calendar opens, the last while it is open
  const day = await dayWithFreeSlots(id, [serviceId], addDays(salonToday(), 3), 4);
  const early = day.slots[0];
  const later = day.slots.at(-1);
  const first = await bookAsGuest({
    stylistId: id,
    serviceIds: [serviceId],
    date: day.date,
    slotId: early!.slotId,
    name: unique('Early Guest'),
  });
  await useAdminSession(page);
  await page.goto(`/admin/calendar?date=${day.date}&personnel=${id}`);
  await expect(page.locator(`[data-booking-id="${first.id}"]`)).toBeVisible();
  const name = unique('Online Guest');
  const late = await bookAsGuest({
    stylistId: id,
    serviceIds: [serviceId],
    date: day.date,
    slotId: later!.slotId,
    name,
  });
  await expect(page.locator(`[data-booking-id="${late.id}"]`)).toContainText(name, { timeout: 30_000 });
});

test('Add Time Slots checks its fields in a fixed order', async ({ page }) => {
  await useAdminSession(page);
  await page.goto('/admin/calendar');
  await page.getByRole('button', { name: 'Add Time Slots' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Add Time Slots' });
  await dialog.getByRole('button', { name: 'Add Slots' }).tap();
  await expect(dialog.getByText('Please select a stylist')).toBeVisible();
  await dialog.getByLabel('Stylist').selectOption({ label: DANIEL });
  await dialog.getByLabel('From').fill('');
  await dialog.getByRole('button', { name: 'Add Slots' }).tap();
  await expect(dialog.getByText('Please select a valid date range')).toBeVisible();
  await dialog.getByLabel('From').fill(addDays(salonToday(), 5));
  await dialog.getByLabel('To').fill(addDays(salonToday(), 2));
  await dialog.getByRole('button', { name: 'Add Slots' }).tap();
  await expect(dialog.getByText('Start date cannot be after end date')).toBeVisible();
  await dialog.getByLabel('To').fill(addDays(salonToday(), 9));
  await dialog.getByRole('button', { name: 'Add Slots' }).tap();
  await expect(toast(page, /^Time slots added/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/addSlots/);
});

test('a stylist chosen right after a date change keeps the date', async ({ page }) => {
  await useAdminSession(page);
  await page.goto('/admin/calendar');
  const stylistFilter = page.getByLabel('Personnel');
  await expect(stylistFilter.locator('option')).not.toHaveCount(1);
  const day = addDays(salonToday(), 3);
  const stylist = (await stylistFilter.locator('option').nth(1).getAttribute('value'))!;
  // both changes in one task, before the calendar renders again (a quick hand, or a slow tablet)
  await page.evaluate(
    ([d, s]) => {
      const date = document.querySelector<HTMLInputElement>('input[type="date"]')!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(date, d);
      date.dispatchEvent(new Event('input', { bubbles: true }));
      const select = [...document.querySelectorAll('label')].find(
        (l) => l.textContent?.trim() === 'Personnel',
      )!.control as HTMLSelectElement;
      select.value = s!;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    },
    [day, stylist],
  );
  await expect(page).toHaveURL(new RegExp(`date=${day}`));
  await expect(page).toHaveURL(new RegExp(`personnel=${stylist}`));
});
