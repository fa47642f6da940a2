/**
 * The desk and no-show protection on the tablet (1180x820): a client paid the Keratin Treatment's
 * deposit and cancelled inside the cut-off; the fee waits for the desk (the salon's setting), which
 * sees the deposit and the fee on the booking's sheet, charges it, and sees it charged.
 */
import { giveServiceProtection, payByCard } from '../support/customer';
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

test('the desk sees a late cancellation fee held on the booking, charges it and sees it charged', async ({
  page,
}) => {
  const token = await adminToken();
  const before = await api('settings', {});
  await useAdminSession(page, 'frontdesk', 'frontdesk123');
  try {
    await api(
      'settingsUpdate',
      {
        ...before,
        deposit_percent: 30,
        deposit_fixed: null,
        late_cancel_fee_percent: 10,
        fee_charging: 'desk_confirms',
        cancel_cutoff_hours: 336,
      },
      { token },
    );
    const keratin = await giveServiceProtection('Keratin Treatment', 'deposit', token);

    // a client books it and pays the deposit (S$54 of S$180) on the sandbox page
    const slot = await freeSlot(1, [keratin.id], addDays(salonToday(), 2));
    const booked = await bookAsGuest({
      stylistId: 1,
      serviceIds: [keratin.id],
      date: slot.date,
      slotId: slot.slotId,
      name: 'Lena Late',
    });
    expect(booked.deposit_amount).toBe(54);
    const co = await api('checkout', {
      order_reference_id: String(booked.id),
      online_payment_type: 'card',
      amount: 54,
      manage_token: booked.manage_token!,
    });
    await page.goto(co.pay_url);
    await payByCard(page);
    await page.waitForURL(/\/payment-redirect\?/);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    // and cancels inside the cut-off: a fee of 10% of S$180, held for the desk
    const cancelled = await api('bookingCancel', {
      booking_id: booked.id,
      manage_token: booked.manage_token!,
    });
    expect(cancelled).toMatchObject({ status: 'cancelled', fee_state: 'held', fee_amount: 18 });

    await page.goto(`/admin/calendar?date=${slot.date}&personnel=1`);
    await page.locator(`[data-booking-id="${booked.id}"]`).tap();
    const details = page.getByRole('dialog', { name: 'Booking details' });
    const panel = details.getByTestId('fee-panel');
    await expect(panel).toContainText('S$54.00');
    await expect(panel.getByTestId('fee-state')).toHaveText('S$18.00 · Held for the desk');
    await panel.getByRole('button', { name: 'Charge fee' }).tap();
    await expect(toast(page, 'Fee charged')).toBeVisible();
    await expect(panel.getByTestId('fee-state')).toHaveText('S$18.00 · Charged');
    const dir = process.env.TRESS_SHOT_DIR;
    if (dir) await page.screenshot({ path: `${dir}/desk-fee-charged.png` });
  } finally {
    await api('settingsUpdate', before, { token });
  }
});
