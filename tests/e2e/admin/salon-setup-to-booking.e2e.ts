/**
 * The back office end to end on the salon tablet: a new service with an image, a new stylist with a
 * photo and two services at their own prices, a week of shifts with a day off, slots generated; a
 * guest books that stylist through the customer API; the booking shows on the calendar, its status
 * goes to Completed there, and it shows so in the reports and on the dashboard.
 */
import { expect, test } from '../support/test';
import {
  addDays,
  adminToken,
  api,
  bookAsGuest,
  IMAGES,
  mondayOf,
  salonToday,
  shortDate,
  signIn,
  TABLET,
  toast,
  unique,
} from './support';

test.use(TABLET);
test('set up a service and a stylist, book them, and follow the booking to reports and dashboard', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const serviceName = unique('Scalp Ritual');
  const stylistName = unique('Nora Quinn');
  const customer = unique('Walk In');
  await signIn(page);

  // 1. a service with an image, in a real category
  await page.getByRole('button', { name: /^Menu/ }).tap();
  await page.getByRole('link', { name: 'Services', exact: true }).tap();
  await page.getByRole('button', { name: 'Add Service' }).tap();
  const serviceDialog = page.getByRole('dialog', { name: 'Add Service' });
  await serviceDialog.getByLabel('Name (English)').fill(serviceName);
  await serviceDialog.getByLabel('Price (S$)').fill('55');
  await serviceDialog.getByLabel('Duration (minutes)').fill('45');
  await serviceDialog.getByLabel('Category').selectOption({ label: 'Spa' });
  await serviceDialog.locator('input[type=file]').setInputFiles(IMAGES.png);
  await expect(serviceDialog.getByRole('img', { name: 'Preview' })).toBeVisible();
  await serviceDialog.getByLabel('Description (English)').fill('A calming scalp massage and treatment.');
  await serviceDialog.getByRole('button', { name: 'Create' }).tap();
  await expect(toast(page, 'Service created successfully')).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill(serviceName);
  const serviceRow = page.getByRole('row').filter({ hasText: serviceName });
  await expect(serviceRow).toContainText('$55.00');
  await expect(serviceRow).toContainText('45 mins');
  await expect(serviceRow).toContainText('Spa');
  await expect(serviceRow.getByRole('img', { name: `Image of ${serviceName}` })).toHaveAttribute(
    'src',
    /\/uploads\//,
  );

  // 2. a stylist with a photo and two services at their own prices
  await page.getByRole('button', { name: /^Menu/ }).tap();
  await page.getByRole('link', { name: 'Personnel', exact: true }).tap();
  await page.getByRole('button', { name: 'Add Personnel' }).tap();
  const form = page.getByRole('dialog', { name: 'Add Personnel' });
  await form.getByLabel('Name', { exact: true }).fill(stylistName);
  await form.getByLabel('Email').fill(`${stylistName.toLowerCase().replace(/\W+/g, '.')}@tress.salon`);
  await form.getByLabel('Phone number').fill('8123 9999');
  await form.getByLabel('Speciality', { exact: true }).fill('Scalp care, Cuts');
  await form.getByLabel('Experience (years)').fill('4');
  await form.locator('input[type=file]').setInputFiles(IMAGES.jpg);
  await form.getByRole('checkbox', { name: new RegExp(`^${serviceName}`) }).check();
  await form.getByLabel(`Price for ${serviceName}`).fill('60.50');
  await form.getByRole('checkbox', { name: /^Men's Cut/ }).check();
  await expect(form.getByLabel("Price for Men's Cut")).toHaveValue('38.00'); // starts at the default price
  await form.getByLabel("Price for Men's Cut").fill('40');
  // the weekly hours start at their defaults: Mon-Fri working, Sunday off
  await expect(form.getByRole('checkbox', { name: 'Monday: Working' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Sunday: Working' })).not.toBeChecked();
  await form.getByRole('button', { name: 'Create' }).tap();
  await expect(toast(page, 'Personnel created successfully')).toBeVisible();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: stylistName }) });
  await expect(card.getByRole('img', { name: `Photo of ${stylistName}` })).toHaveAttribute(
    'src',
    /\/uploads\//,
  );
  await expect(card).toContainText('Scalp care');
  await expect(card).toContainText('Active');

  const token = await adminToken();
  const stylist = (
    await api('stylistsGet', { search_text: stylistName, page_number: 1, page_size: 10 }, { token })
  ).stylists[0]!;
  const prices = Object.fromEntries(stylist.services.map((s) => [s.service.name, s.price]));
  expect(prices).toEqual({ [serviceName]: 60.5, "Men's Cut": 40 });

  // 3. next week's shifts: Monday 10:00-15:00, Tuesday off; only those two days are sent
  const monday = addDays(mondayOf(salonToday()), 7);
  const tuesday = addDays(monday, 1);
  await card.getByRole('button', { name: 'Manage Shifts' }).tap();
  const shifts = page.getByRole('dialog', { name: 'Stylist Shifts Management' });
  await expect(shifts.getByText('Schedule 4 weeks in advance')).toBeVisible();
  await expect(shifts.getByText(`Managing shifts for ${stylistName}`)).toBeVisible();
  await expect(shifts.getByRole('group', { name: /^Week \d$/ })).toHaveCount(4);
  await expect(shifts.getByRole('button', { name: 'Update Schedule' })).toBeDisabled();
  const mon = shifts.locator(`[data-date="${monday}"]`);
  await mon.getByRole('combobox').first().selectOption({ label: '10:00 AM' });
  await mon.getByRole('combobox').last().selectOption({ label: '3:00 PM' });
  await shifts.locator(`[data-date="${tuesday}"]`).getByRole('checkbox', { name: 'Day Off' }).check();
  await expect(shifts.getByText('2 days changed')).toBeVisible();
  const saved = page.waitForRequest((r) => r.url().endsWith('/api/stylists/save-shifts'));
  await shifts.getByRole('button', { name: 'Update Schedule' }).tap();
  const sent = (await saved).postDataJSON() as {
    stylist_id: number;
    shifts: { shift_date: string; day_off: boolean }[];
  };
  expect(sent.stylist_id).toBe(stylist.id);
  expect(sent.shifts.map((s) => [s.shift_date, s.day_off])).toEqual([
    [monday, false],
    [tuesday, true],
  ]);
  await expect(shifts).toBeHidden();

  // 4. generate slots for 4 weeks
  await card.getByRole('button', { name: 'Generate Slots' }).tap();
  await expect(toast(page, /^Time slots generated/)).toBeVisible();
  const serviceId = stylist.services.find((s) => s.service.name === serviceName)!.service_id;
  const mensCut = stylist.services.find((s) => s.service.name === "Men's Cut")!.service_id;
  const monSlots = await api('slotsByStylist', {
    booking_date: monday,
    selected_service_ids: [serviceId, mensCut],
    stylist_id: stylist.id,
  });
  expect(monSlots.find((s) => s.available)?.start_time).toBe('10:00'); // the shift starts at 10:00
  const tueSlots = await api('slotsByStylist', {
    booking_date: tuesday,
    selected_service_ids: [serviceId],
    stylist_id: stylist.id,
  });
  expect(tueSlots.filter((s) => s.available)).toHaveLength(0); // day off

  // 5. a guest books that stylist from the customer side
  const booking = await bookAsGuest({
    stylistId: stylist.id,
    serviceIds: [serviceId, mensCut],
    date: monday,
    slotId: monSlots.find((s) => s.available)!.id,
    name: customer,
  });
  expect(booking.total_amount).toBe(100.5);

  // 6. on the calendar: the day, that stylist, the booking with name and total
  await page.getByRole('button', { name: /^Menu/ }).tap();
  await page.getByRole('link', { name: 'Calendar', exact: true }).tap();
  await page.getByLabel('Date', { exact: true }).fill(monday);
  await page.getByLabel('Personnel').selectOption({ label: stylistName });
  const block = page.locator(`[data-booking-id="${booking.id}"]`);
  await expect(block).toContainText(customer);
  await expect(block).toContainText('S$100.50');
  await expect(block).toContainText('Pending');
  await block.tap();
  const details = page.getByRole('dialog', { name: 'Booking details' });
  await expect(details).toContainText(customer);
  await expect(details).toContainText('S$100.50');
  // the visit is still ahead, so the front desk confirms it (completing waits until it starts)
  await details.getByRole('combobox', { name: 'Status' }).selectOption('confirmed');
  await details.getByRole('button', { name: 'Save status' }).tap();
  await expect(toast(page, 'Booking status updated')).toBeVisible();
  await expect(block).toContainText('Confirmed');
  await details.getByRole('button', { name: 'Close' }).last().tap();

  // 7. in the reports, found by name, as Confirmed
  await page.getByRole('button', { name: /^Menu/ }).tap();
  await page.getByRole('link', { name: 'Reports', exact: true }).tap();
  await page.getByLabel('From').fill(monday);
  await page.getByLabel('To').fill(monday);
  await page.getByLabel('Search', { exact: true }).fill(customer);
  await page.getByRole('button', { name: 'Apply Filters' }).tap();
  const row = page.getByRole('row').filter({ hasText: customer });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(stylistName);
  await expect(row).toContainText(shortDate(monday));
  await expect(row).toContainText(`${serviceName}, Men's Cut`);
  await expect(row).toContainText('S$100.50');
  await expect(row).toContainText('Confirmed');

  // 8. on the dashboard's recent bookings
  await page.getByRole('link', { name: 'Dashboard' }).tap();
  const recent = page.getByRole('region', { name: 'Recent Bookings' });
  const viewAll = recent.getByRole('button', { name: 'View All' });
  if (await viewAll.isVisible()) await viewAll.tap();
  const item = recent.getByRole('listitem').filter({ hasText: customer });
  await expect(item).toContainText('Confirmed');
  await expect(item).toContainText('S$100.50');
});
