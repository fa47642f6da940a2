/**
 * Settings → Payments, as a Super Admin sees it on a phone and a tablet, in English and Chinese:
 * the provider and its mode, the webhook URL to register, the last notice received (a sandbox
 * payment's own notice), and the refunds still owed; and Reports, which show the payment's
 * reference from the provider. With TRESS_SHOTS=<dir>, each view is also
 * saved there as a screenshot for a person to look at.
 */
import { payByCard } from '../support/manage';
import { expect, test } from '../support/test';
import { addDays, api, freeSlot, salonToday, useAdminSession } from './support';

const VIEWS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
  { name: 'tablet', viewport: { width: 1180, height: 820 }, isMobile: false },
] as const;

const T = {
  en: { title: 'Payments', provider: 'Sandbox (no money moves)', webhook: '/api/payment/sandbox/webhook' },
  zh: { title: '付款', provider: '沙盒（不产生真实扣款）', webhook: '/api/payment/sandbox/webhook' },
};

const CUSTOMER = `Pay Panel ${Date.now().toString(36)}`;
let bookedOn = '';
let bookingId = 0;

test.beforeAll(async () => {
  // a paid sandbox booking: its notice reaches the server through the job loop
  const slot = await freeSlot(2, [2], addDays(salonToday(), 3));
  bookedOn = slot.date;
  const booking = await api('book', {
    customer_id: 0,
    full_name: CUSTOMER,
    phone_number: '91234567',
    email: `panel.${Date.now().toString(36)}@example.com`,
    selected_service_ids: [2],
    stylist_id: 2,
    booking_date: slot.date,
    start_slot_id: slot.slotId,
    end_slot_id: 0,
    Notes: '',
    payment_keyword: 'card',
  });
  await payByCard(booking);
  bookingId = booking.id;
});

for (const view of VIEWS)
  for (const lang of ['en', 'zh'] as const) {
    test.describe(`${view.name}, ${lang}`, () => {
      test.use({ viewport: view.viewport, isMobile: view.isMobile, hasTouch: true, deviceScaleFactor: 1 });

      test('a Super Admin sees the provider, the webhook URL and the last notice', async ({ page }) => {
        await useAdminSession(page, 'admin', 'admin123', lang);
        await page.goto('/admin/settings');
        const card = page.getByRole('region', { name: T[lang].title, exact: true });
        await expect(card.getByTestId('payment-provider')).toHaveText(T[lang].provider, { timeout: 20_000 });
        await expect(card).toContainText(T[lang].webhook);
        await expect(card.getByText(/payment\.result/)).toBeVisible({ timeout: 20_000 });
        const dir = process.env.TRESS_SHOTS;
        if (dir) {
          await card.scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${dir}/payments-${view.name}-${lang}.png` });
        }
      });

      test('the booking’s details list its payment with the provider’s reference', async ({ page }) => {
        await useAdminSession(page, 'admin', 'admin123', lang);
        await page.goto(`/admin/calendar?date=${bookedOn}&personnel=2`);
        await page.locator(`[data-booking-id="${bookingId}"]`).first().tap();
        const line = page.getByRole('dialog').getByTestId('booking-payment');
        await expect(line).toContainText(/SBX\d{8}[0-9A-F]{10}/);
        await expect(line).toContainText(lang === 'en' ? 'paid' : '已付款');
        const dir = process.env.TRESS_SHOTS;
        if (dir) {
          await line.scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${dir}/details-${view.name}-${lang}.png` });
        }
      });
    });
  }

for (const view of VIEWS)
  test.describe(`reports, ${view.name}`, () => {
    test.use({ viewport: view.viewport, isMobile: view.isMobile, hasTouch: true, deviceScaleFactor: 1 });

    test('Reports show the provider’s payment reference under the amount', async ({ page }) => {
      await useAdminSession(page);
      await page.goto('/admin/reports');
      const form = page.getByRole('form', { name: 'Filters' });
      for (const [label, value] of Object.entries({ From: bookedOn, To: bookedOn, Search: CUSTOMER }))
        await form.getByLabel(label, { exact: true }).fill(value);
      await form.getByRole('button', { name: 'Apply Filters' }).tap();
      await expect(page.getByTestId('payment-reference').first()).toHaveText(
        /^Payment SBX\d{8}[0-9A-F]{10}$/,
      );
      const dir = process.env.TRESS_SHOTS;
      if (dir) {
        await page.getByTestId('payment-reference').first().scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${dir}/reports-${view.name}-en.png` });
      }
    });
  });
