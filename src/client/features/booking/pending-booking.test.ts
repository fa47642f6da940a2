// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readPending } from '../../offline/pending-store';
import { initialWizardState } from './wizard-state';

const draft = { ...initialWizardState, step: 1, serviceIds: [1, 2] };
const pending = {
  draft,
  booking: null,
  fingerprint: 'f',
  requestFingerprint: 'r',
  idempotencyKey: 'k',
  restoreAtCheckout: false,
};

/** A fresh page: the module forgets what it knew, IndexedDB keeps what it holds. */
async function freshPage() {
  vi.resetModules();
  return { ...(await import('./pending-booking')), ...(await import('./pending-known')) };
}

beforeEach(async () => {
  localStorage.clear();
  await (await freshPage()).clearPendingBooking();
});

describe('pending booking details', () => {
  it('are kept in IndexedDB across reloads until the success or rating page ends them', async () => {
    const first = await freshPage();
    await first.savePendingBooking(pending);
    await first.updatePendingBooking({ restoreAtCheckout: true });
    expect((await readPending('pendingBookingDetails'))?.value).toMatchObject({ restoreAtCheckout: true });

    const second = await freshPage();
    expect(second.knownDraftToRestore()).toBeUndefined();
    expect(await second.draftToRestore()).toMatchObject({
      idempotencyKey: 'k',
      draft: { serviceIds: [1, 2] },
    });
    expect(second.knownDraftToRestore()).toMatchObject({ idempotencyKey: 'k' });

    await second.clearPendingBooking();
    expect(await (await freshPage()).loadPendingBooking()).toBeNull();
  });

  it('are not offered at checkout again an hour after the payment came back', async () => {
    const page = await freshPage();
    await page.savePendingBooking({ ...pending, restoreAtCheckout: true });
    expect(await page.draftToRestore(Date.now() + 61 * 60_000)).toBeNull();
  });

  it('move from the localStorage of earlier versions into IndexedDB', async () => {
    localStorage.setItem('pendingBookingDetails', JSON.stringify({ ...pending, savedAt: Date.now() }));
    const page = await freshPage();
    expect(await page.loadPendingBooking()).toMatchObject({ idempotencyKey: 'k' });
    expect(localStorage.getItem('pendingBookingDetails')).toBeNull();
    expect((await readPending('pendingBookingDetails'))?.value).toMatchObject({ idempotencyKey: 'k' });
  });

  it('apply updates in order, so an update never overtakes the save before it', async () => {
    const page = await freshPage();
    void page.savePendingBooking(pending);
    void page.updatePendingBooking({ idempotencyKey: null });
    await page.updatePendingBooking({ restoreAtCheckout: true });
    expect(await (await freshPage()).loadPendingBooking()).toMatchObject({
      idempotencyKey: null,
      restoreAtCheckout: true,
    });
  });
});

describe('the "something saved" flag', () => {
  it('tells the next start whether to open IndexedDB at all, holding no data itself', async () => {
    const page = await freshPage();
    expect(page.maySaveExist()).toBe(false);
    await page.saveBookingDraft(draft);
    expect(page.maySaveExist()).toBe(true);
    expect(localStorage.getItem('tress.bookingSaved')).toBe('1');
    await page.clearPendingBooking();
    expect(page.maySaveExist()).toBe(false);
    localStorage.setItem('pendingBookingDetails', '{}');
    expect(page.maySaveExist()).toBe(true);
  });
});

describe('the booking draft', () => {
  it('survives a reload, and ends with the booking', async () => {
    await (await freshPage()).saveBookingDraft(draft);
    const page = await freshPage();
    expect((await page.loadBookingDraft())?.state).toMatchObject({ step: 1, serviceIds: [1, 2] });
    await page.clearPendingBooking();
    expect(await (await freshPage()).loadBookingDraft()).toBeNull();
  });

  it('is not offered again once its booking is paid or confirmed, even if the success page was never opened', async () => {
    const t0 = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(t0);
    const page = await freshPage();
    await page.saveBookingDraft({ ...draft, step: 3 });
    clock.mockReturnValue(t0 + 60_000); // paid a minute later
    page.savePaymentSuccess({
      booking_id: 7,
      stylist_name: 'Mei Lin',
      appointment_date: '2026-12-01',
      appointment_start_time: '10:00',
      services: [],
      subtotal: null,
      discount_amount: null,
      promo_code: null,
      total_amount: 45,
      paid: true,
      payment_reference_no: 'R1',
      confirmed: true,
    });
    expect(await (await freshPage()).loadBookingDraft()).toBeNull();
    // a draft begun after that booking is the customer's next one
    clock.mockReturnValue(t0 + 120_000);
    const later = await freshPage();
    await later.saveBookingDraft({ ...draft, serviceIds: [4] });
    expect((await (await freshPage()).loadBookingDraft())?.state.serviceIds).toEqual([4]);
    clock.mockRestore();
  });

  it('is not offered again after three days', async () => {
    await (await freshPage()).saveBookingDraft(draft);
    expect(await (await freshPage()).loadBookingDraft(Date.now() + 4 * 24 * 60 * 60_000)).toBeNull();
  });
});
