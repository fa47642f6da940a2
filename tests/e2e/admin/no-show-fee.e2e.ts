/**
 * The desk and a no-show on the tablet (1180x820): last week a client booked a men's cut under the
 * salon's card-on-file policy and saved a card on the provider's page without being charged; the
 * visit's time has passed and they never came. The desk marks the booking No-show and sees the
 * no-show fee charged to the saved card at once, and the client is emailed what was charged and why.
 *
 * A browser cannot book in the past, so the booking is made on a salon of this test's own whose
 * clock reads a week back (support/shifted-clock.mjs); the same salon then starts again with the
 * real clock, and the booking is last week's.
 */
import { join } from 'node:path';
import { payByCard } from '../support/customer';
import { templateDirOf } from '../support/global-setup';
import { waitForMailMatch } from '../support/mailbox';
import { type Salon, startSalon } from '../support/salon-server';
import { expect, test } from '../support/test';
import {
  addDays,
  adminToken,
  api,
  bookAsGuest,
  freeSlot,
  salonToday,
  TABLET,
  toast,
  useAdminSession,
} from './support';

test.use(TABLET);

const WEEK_MS = 7 * 24 * 60 * 60_000;

/** Runs `work` with the API and mail helpers pointed at `salon` instead of the worker's own. */
async function onSalon<T>(salon: Salon, work: () => Promise<T>): Promise<T> {
  const before = { url: process.env.TRESS_E2E_BASE_URL, dir: process.env.TRESS_E2E_DATA_DIR };
  process.env.TRESS_E2E_BASE_URL = salon.url;
  process.env.TRESS_E2E_DATA_DIR = salon.dataDir;
  try {
    return await work();
  } finally {
    process.env.TRESS_E2E_BASE_URL = before.url;
    process.env.TRESS_E2E_DATA_DIR = before.dir;
  }
}

test('the desk marks a no-show and sees the no-show fee charged to the card on file', async ({
  page,
}, info) => {
  const runDir = process.env.TRESS_E2E_RUN_DIR ?? '';
  const salon = await startSalon(templateDirOf(runDir), join(runDir, `no-show-${info.parallelIndex}`), {
    shiftMs: -WEEK_MS,
  });
  try {
    const booked = await onSalon(salon, async () => {
      const token = await adminToken();
      const settings = await api('settings', {});
      await api(
        'settingsUpdate',
        {
          ...settings,
          protection: 'card_on_file',
          applies_to: 'everyone',
          protection_min_total: 0,
          no_show_fee_percent: 50,
          fee_charging: 'automatic',
        },
        { token },
      );
      const cut = (await api('servicesList', { category_id: 0 })).find((s) => s.name === "Men's Cut")!;
      // a day of what is, to this salon's clock, the coming week: the real clock's last week
      const slot = await freeSlot(1, [cut.id], addDays(salonToday(), -6), 5);
      const b = await bookAsGuest({
        stylistId: 1,
        serviceIds: [cut.id],
        date: slot.date,
        slotId: slot.slotId,
        name: 'Nora Noshow',
      });
      expect(b).toMatchObject({ card_required: true, deposit_amount: 0 });
      // the client saves a card on the provider's page: nothing is charged
      const co = await api('checkout', {
        order_reference_id: String(b.id),
        online_payment_type: 'card',
        amount: 0,
        manage_token: b.manage_token!,
      });
      await page.goto(new URL(co.pay_url, salon.url).href);
      await payByCard(page);
      await page.waitForURL(/\/payment-redirect\?/);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/failed|not confirmed/i);
      return { ...b, date: slot.date };
    });
    expect(booked.date < salonToday()).toBe(true);

    await salon.restart();
    await onSalon(salon, async () => {
      const fee = booked.total_amount / 2;
      const money = `S$${fee.toFixed(2)}`;
      await useAdminSession(page, 'frontdesk', 'frontdesk123');
      await page.goto(`${salon.url}/admin/calendar?date=${booked.date}&personnel=1`);
      await page.locator(`[data-booking-id="${booked.id}"]`).tap();
      const details = page.getByRole('dialog', { name: 'Booking details' });
      // a card on file, nothing charged yet: the whole total is due at the salon, and no fee
      await expect(details.getByTestId('balance-due')).toHaveText(`S$${booked.total_amount.toFixed(2)}`);
      await expect(details.getByTestId('fee-state')).toHaveCount(0);
      await expect(details.getByText('Card on file · pay at the salon')).toBeVisible();
      await expect(details.getByTestId('booking-payment')).toHaveText([/^Card saved \(nothing charged\)/]);
      await details.getByRole('combobox', { name: 'Status' }).selectOption('no_show');
      await details.getByRole('button', { name: 'Save status' }).tap();
      await expect(toast(page, 'Booking status updated')).toBeVisible();
      await expect(details.getByTestId('fee-state')).toHaveText(`${money} · Charged`);
      // a client who never came owes the fee, not the visit
      await expect(details.getByTestId('balance-due')).toHaveCount(0);
      await expect(details.getByTestId('booking-payment').last()).toContainText(`Fee: ${money} · paid`);
      const dir = process.env.TRESS_SHOT_DIR;
      if (dir) await page.screenshot({ path: `${dir}/desk-no-show-fee.png` });

      // the client hears what was charged, and why, in the language they booked in
      const { mail } = await waitForMailMatch(
        new RegExp(`Charged to your saved card: S\\$${fee.toFixed(2)}`),
        {
          to: 'nora.noshow@example.com',
          what: 'the no-show fee',
        },
      );
      expect(mail.subject).toBe(`Missed appointment fee: ${money}`);
      expect(mail.text).toContain('You did not come to your appointment on');
    });
  } finally {
    await salon.stop();
  }
});
