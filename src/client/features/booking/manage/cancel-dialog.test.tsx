// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ManagedBooking } from '#shared/contract/manage';
import { answerCalls, ok, renderInApp } from '../../../test-support/render';
import { CancelDialog } from './cancel-dialog';

/** The parts of a booking the dialog reads: a paid booking, refunded in full when cancelled. */
const booking = { id: 41, total_amount: 85, refund_on_cancel: true, cancel_fee_now: 0 } as ManagedBooking;

describe('cancelling a booking', () => {
  it('says what happens to the money before anything is done', async () => {
    await renderInApp(
      <CancelDialog
        open
        booking={booking}
        proof={{}}
        when="Tue 3 Dec, 10:00"
        onClose={() => {}}
        onDone={() => {}}
      />,
    );
    expect(screen.getByTestId('cancel-consequence').textContent).toBe(
      'Your booking on Tue 3 Dec, 10:00 will be cancelled and S$85.00 refunded to your original payment method.',
    );
  });

  it('asks the salon once, even when Cancel booking is tapped twice, and stays open until it answers', async () => {
    const user = userEvent.setup({ delay: null });
    let answer = () => {};
    const sent = answerCalls({
      '/api/appointments/cancel': () =>
        new Promise((resolve) => {
          answer = () => resolve(ok({ ...booking, status: 'cancelled' }));
        }),
    });
    const onClose = vi.fn();
    const onDone = vi.fn();
    await renderInApp(
      <CancelDialog
        open
        booking={booking}
        proof={{}}
        when="Tue 3 Dec, 10:00"
        onClose={onClose}
        onDone={onDone}
      />,
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel this booking?' }));
    await user.type(dialog.getByLabelText('Reason (optional)'), '  Travelling  ');
    await user.dblClick(dialog.getByRole('button', { name: 'Cancel booking' }));
    const busy = await dialog.findByRole<HTMLButtonElement>('button', { name: 'Cancelling…' });
    expect(busy.disabled).toBe(true);
    expect(dialog.getByRole<HTMLButtonElement>('button', { name: 'Keep booking' }).disabled).toBe(true);
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(onClose).not.toHaveBeenCalled();

    answer();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      { path: '/api/appointments/cancel', body: { booking_id: 41, reason: 'Travelling' } },
    ]);
  });

  it("shows the salon's refusal inside the dialog and lets the customer try again", async () => {
    const user = userEvent.setup({ delay: null });
    answerCalls({
      '/api/appointments/cancel': () => ({
        status: 409,
        body: {
          success: false,
          message: 'This booking can no longer be cancelled online.',
          code: 'conflict',
        },
      }),
    });
    await renderInApp(
      <CancelDialog
        open
        booking={booking}
        proof={{}}
        when="Tue 3 Dec, 10:00"
        onClose={() => {}}
        onDone={() => {}}
      />,
    );
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'This booking can no longer be cancelled online.',
    );
    expect(dialog.getByRole<HTMLButtonElement>('button', { name: 'Cancel booking' }).disabled).toBe(false);
  });
});
