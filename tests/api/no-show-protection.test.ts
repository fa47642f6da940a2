/**
 * No-show protection over HTTP, one suite run on each provider: the sandbox, and Stripe through a
 * local stand-in of its API driven by the real SDK. The policy in Settings, copied onto each
 * booking; a deposit charged exactly at checkout, or a card saved with no charge; late-cancellation
 * and no-show fees taken once (from the deposit first, the rest from the saved card), held for the
 * desk and waived, or left to the customer when their bank asks them to confirm.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { guest, SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import { invalidateReads } from '../../src/server/db/read-cache';
import { bookings, outbox, payments, services, stylistServices } from '../../src/server/db/schema';
import type { SalonSettingsUpdate } from '../../src/shared/contract/back-office';
import { adminToken, staffToken, type TestServer } from '../support/test-server';
import {
  type Booked,
  type Card,
  cutBooker,
  sandboxDriver,
  setPolicy as setPolicyAs,
  stripeDriver,
} from './no-show-support';
import { CARD_OK, checkout } from './payments-support';

const AUTH_CARD = { ...CARD_OK, card_number: '4000 0027 6000 3184' };

describe.each([sandboxDriver, stripeDriver()])('on the $name provider', (driver) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let offsetMs = 0;
  let bookCut: ReturnType<typeof cutBooker>;

  beforeAll(async () => {
    server = await driver.start(() => new Date(Date.now() + offsetMs));
    admin = await adminToken(server);
    staff = await staffToken(server);
    bookCut = cutBooker(server);
    // a men's cut with Mei costs S$80 in these tests
    await server.deps.db
      .update(stylistServices)
      .set({ price: 80 })
      .where(and(eq(stylistServices.stylistId, STYLIST.mei), eq(stylistServices.serviceId, SERVICE.mensCut)));
    invalidateReads(server.deps.db);
  });
  afterAll(async () => {
    await server.close();
    await driver.stop();
  });
  afterEach(() => {
    offsetMs = 0;
  });

  const setPolicy = (p: Partial<SalonSettingsUpdate>) => setPolicyAs(server, admin, p);
  /** Checks out `amount` and completes the provider's page with `card`; returns the status answer. */
  const payOrSave = (b: Booked, amount: number, card?: Card) => driver.payOrSave(server, b, amount, card);

  const get = (b: Booked) => server.call('bookingGet', { booking_id: b.id, manage_token: b.manage_token });
  const row = async (id: number) =>
    (await server.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
  const paymentsOf = (id: number) => server.deps.db.select().from(payments).where(eq(payments.bookingId, id));
  /** After the booking started: the desk can mark a no-show. */
  const afterStartOf = (b: Booked) => {
    offsetMs = 0;
    return row(b.id).then((r) => {
      offsetMs = r.startsAt.getTime() - Date.now() + 60 * 60_000;
    });
  };

  describe('the policy in Settings', () => {
    it('saves and answers every field; left out, a field keeps what is saved; bad values are 400', async () => {
      const saved = await setPolicy({
        protection: 'deposit',
        deposit_percent: 30,
        late_cancel_fee_percent: 10,
        no_show_fee_percent: 30,
        applies_to: 'everyone',
        fee_charging: 'automatic',
        protection_min_total: 20,
      });
      expect(saved).toMatchObject({
        protection: 'deposit',
        deposit_percent: 30,
        deposit_fixed: null,
        late_cancel_fee_percent: 10,
        no_show_fee_percent: 30,
        applies_to: 'everyone',
        fee_charging: 'automatic',
        protection_min_total: 20,
      });
      // the profile form sends none of them: they stay
      const { protection, deposit_percent, ...profileOnly } = saved;
      void protection;
      void deposit_percent;
      const again = await server.call('settingsUpdate', { ...profileOnly, name: 'Tress Studio' } as never, {
        token: admin,
      });
      expect(again.body.data).toMatchObject({
        protection: 'deposit',
        deposit_percent: 30,
        no_show_fee_percent: 30,
      });
      for (const bad of [
        { no_show_fee_percent: 101 },
        { deposit_percent: 0 },
        { protection: 'sometimes' },
        { applies_to: 'friends' },
        { deposit_percent: 30, deposit_fixed: 10 },
      ]) {
        const res = await server.call('settingsUpdate', { ...saved, ...bad } as never, { token: admin });
        expect(res.status, JSON.stringify(bad)).toBe(400);
        expect(res.body.code).toBe('validation');
      }
      expect(
        (await server.call('settingsUpdate', { ...saved, no_show_fee_percent: 50 }, { token: staff })).status,
      ).toBe(403);
    });
  });

  describe('at booking', () => {
    it('a deposit of 30% of S$80 charges exactly S$24 and shows S$56 due at the salon', async () => {
      await setPolicy({
        protection: 'deposit',
        deposit_percent: 30,
        deposit_fixed: null,
        protection_min_total: 0,
      });
      const b = await bookCut();
      expect(b).toMatchObject({
        total_amount: 80,
        deposit_amount: 24,
        balance_due: 56,
        card_required: false,
        proceed_to_pay: true,
      });
      const wrong = await checkout(server, b.id, 80, 'card', b.manage_token);
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toContain('S$24.00');
      const paid = await payOrSave(b, 24);
      expect(paid.body.data).toMatchObject({ paid: true, status: 'confirmed', payment_state: 'paid' });
      const [p] = (await paymentsOf(b.id)).filter((x) => x.state === 'paid');
      expect(Number(p!.amount)).toBe(24);
      expect((await get(b)).body.data).toMatchObject({
        deposit_amount: 24,
        balance_due: 56,
        fee_amount: 0,
        fee_state: 'none',
      });
      const [mail] = await server.deps.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.bookingId, b.id), eq(outbox.kind, 'booking_confirmation')));
      const text = (mail!.payload as { text: string }).text;
      expect(text).toContain('Deposit paid: S$24.00. Due at the salon: S$56.00.');
    });

    it('a paid deposit stays as it was when the booking moves to a dearer or a cheaper stylist', async () => {
      await setPolicy({
        protection: 'deposit',
        deposit_percent: 30,
        deposit_fixed: null,
        protection_min_total: 0,
      });
      const kenjiCut = and(
        eq(stylistServices.stylistId, STYLIST.kenji),
        eq(stylistServices.serviceId, SERVICE.mensCut),
      );
      const [kenji] = await server.deps.db.select().from(stylistServices).where(kenjiCut);
      const priceKenji = async (price: number) => {
        await server.deps.db.update(stylistServices).set({ price }).where(kenjiCut);
        invalidateReads(server.deps.db);
      };
      const moveToKenji = (b: Booked, time: string, preview = false) =>
        server.call('bookingReschedule', {
          booking_id: b.id,
          manage_token: b.manage_token!,
          booking_date: weekday(9),
          start_slot_id: slotId(time),
          stylist_id: STYLIST.kenji,
          preview,
        });
      // every booking here is three weekdays ahead, outside the 24-hour reschedule cut-off at any time of day
      try {
        // dearer: S$100 with Kenji; nothing is paid online, the rest grows at the salon
        await priceKenji(100);
        const dearer = await bookCut({ day: 3 });
        await payOrSave(dearer, 24);
        const seen = await moveToKenji(dearer, '15:00', true);
        expect(seen.body.data).toMatchObject({
          new_total: 100,
          price_difference: 20,
          awaiting_payment: false,
        });
        const moved = await moveToKenji(dearer, '15:00');
        expect(moved.status).toBe(200);
        expect(moved.body.data).toMatchObject({ awaiting_payment: false, hold_expires_at: null });
        expect((await get(dearer)).body.data).toMatchObject({
          stylist_id: STYLIST.kenji,
          total_amount: 100,
          deposit_amount: 24,
          balance_due: 76,
        });
        expect((await paymentsOf(dearer.id)).map((p) => [p.state, Number(p.amount)])).toEqual([['paid', 24]]);

        // cheaper, but above the deposit: S$60; nothing is refunded, less is due at the salon
        await priceKenji(60);
        const cheaper = await bookCut({ day: 3 });
        await payOrSave(cheaper, 24);
        expect((await moveToKenji(cheaper, '16:00')).status).toBe(200);
        expect((await get(cheaper)).body.data).toMatchObject({
          total_amount: 60,
          deposit_amount: 24,
          balance_due: 36,
        });
        expect((await row(cheaper.id)).refundAmount).toBe(0);

        // below the deposit: S$20; the deposit becomes the total and S$4 is refunded
        await priceKenji(20);
        const below = await bookCut({ day: 3 });
        await payOrSave(below, 24);
        expect((await moveToKenji(below, '11:00')).status).toBe(200);
        expect((await get(below)).body.data).toMatchObject({
          total_amount: 20,
          deposit_amount: 20,
          balance_due: 0,
        });
        const [deposit] = (await server.call('bookingPayments', { booking_id: below.id }, { token: staff }))
          .body.data!;
        expect(deposit!.refunds.map((r) => r.amount)).toEqual([4]);
      } finally {
        await priceKenji(Number(kenji!.price));
      }
    });

    it('a card kept on file is saved without a charge, and checkout takes only amount 0', async () => {
      await setPolicy({ protection: 'card_on_file', no_show_fee_percent: 50 });
      const b = await bookCut();
      expect(b).toMatchObject({
        deposit_amount: 0,
        balance_due: 80,
        card_required: true,
        proceed_to_pay: true,
      });
      expect((await checkout(server, b.id, 80, 'card', b.manage_token)).status).toBe(400);
      const saved = await payOrSave(b, 0);
      expect(saved.status).toBe(200);
      expect(saved.body.message).toMatch(/card is saved/);
      const r = await row(b.id);
      expect(r).toMatchObject({ status: 'confirmed', paymentState: 'not_required' });
      expect(r.savedCardRef).toMatch(driver.savedCardRef);
      // nothing was charged: the one order is the setup's, for 0
      expect((await paymentsOf(b.id)).map((p) => [p.purpose, Number(p.amount)])).toEqual([['card_setup', 0]]);
      expect((await get(b)).body.data).toMatchObject({ card_required: false, balance_due: 80 });
    });

    it('a new-clients-only policy skips a returning client', async () => {
      await setPolicy({ protection: 'deposit', deposit_percent: 30, applies_to: 'new_clients' });
      const regular = { ...guest, email: 'regular@example.com', phone_number: '98887777' };
      const first = await bookCut({ who: regular });
      expect(first.deposit_amount).toBe(24);
      await server.deps.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, first.id));
      const second = await bookCut({ who: regular });
      expect(second).toMatchObject({ protection: 'none', deposit_amount: 0, card_required: false });
      await setPolicy({ applies_to: 'everyone' });
    });

    it('a service of its own protection, and a minimum total below which nothing applies', async () => {
      await setPolicy({ protection: 'none' });
      await server.deps.db
        .update(services)
        .set({ protection: 'deposit' })
        .where(eq(services.id, SERVICE.mensCut));
      invalidateReads(server.deps.db);
      await setPolicy({ deposit_percent: 50 });
      expect((await bookCut()).deposit_amount).toBe(40);
      await setPolicy({ protection_min_total: 100 });
      expect((await bookCut()).deposit_amount).toBe(0);
      await server.deps.db.update(services).set({ protection: null }).where(eq(services.id, SERVICE.mensCut));
      invalidateReads(server.deps.db);
      await setPolicy({ protection_min_total: 0 });
    });

    it('the policy copied onto the booking holds after Settings change', async () => {
      await setPolicy({ protection: 'deposit', deposit_percent: 30, no_show_fee_percent: 30 });
      const b = await bookCut();
      await setPolicy({ protection: 'full_prepayment', no_show_fee_percent: 100 });
      expect((await get(b)).body.data).toMatchObject({
        protection: 'deposit',
        deposit_amount: 24,
        no_show_fee_percent: 30,
      });
      const co = await checkout(server, b.id, 24, 'card', b.manage_token);
      expect(co.body.data!.amount).toBe(24);
    });
  });

  describe('fees', () => {
    it('a late cancel charges the late fee once: 20 concurrent cancels, one charge', async () => {
      await setPolicy({
        protection: 'card_on_file',
        late_cancel_fee_percent: 50,
        no_show_fee_percent: 100,
        fee_charging: 'automatic',
        cancel_cutoff_hours: 336,
      });
      const b = await bookCut();
      await payOrSave(b, 0);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          server.call('bookingCancel', { booking_id: b.id, manage_token: b.manage_token }),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409)).toBe(true);
      const fees = (await paymentsOf(b.id)).filter((p) => p.purpose === 'fee');
      expect(fees.map((p) => [p.state, Number(p.amount)])).toEqual([['paid', 40]]);
      expect((await get(b)).body.data).toMatchObject({
        status: 'cancelled',
        fee_amount: 40,
        fee_state: 'charged',
      });
      const emails = await server.deps.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.bookingId, b.id), eq(outbox.kind, 'fee_email')));
      expect(emails).toHaveLength(1);
      expect((emails[0]!.payload as { subject: string }).subject).toBe('Late cancellation fee: S$40.00');
      await setPolicy({ cancel_cutoff_hours: 24 });
    });

    it('a cancellation outside the cut-off refunds the deposit in full', async () => {
      await setPolicy({
        protection: 'deposit',
        deposit_percent: 30,
        late_cancel_fee_percent: 50,
        cancel_cutoff_hours: 24,
      });
      const b = await bookCut({ day: 4 });
      await payOrSave(b, 24);
      const res = await server.call('bookingCancel', { booking_id: b.id, manage_token: b.manage_token });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        status: 'cancelled',
        payment_state: 'refunded',
        fee_state: 'none',
      });
      const [p] = await paymentsOf(b.id);
      expect(p!.state).toBe('refunded');
    });

    it('a no-show keeps the deposit as the fee, once (without a card, never more than the deposit)', async () => {
      await setPolicy({ protection: 'deposit', deposit_percent: 30, no_show_fee_percent: 50 });
      const b = await bookCut();
      await payOrSave(b, 24);
      await afterStartOf(b);
      const marks = await Promise.all(
        Array.from({ length: 5 }, () =>
          server.call('updateStatus', { booking_id: b.id, status: 'no_show' }, { token: staff }),
        ),
      );
      expect(marks.every((m) => m.status === 200)).toBe(true);
      // no card on file: the fee is what the deposit covers, kept whole
      expect(marks.at(-1)!.body.data).toMatchObject({
        status: 'no_show',
        fee_amount: 24,
        fee_state: 'charged',
      });
      expect((await paymentsOf(b.id)).filter((p) => p.purpose === 'fee')).toHaveLength(0);
    });

    it('a no-show with a card charges the no-show fee once and answers it', async () => {
      await setPolicy({ protection: 'card_on_file', no_show_fee_percent: 50, fee_charging: 'automatic' });
      const b = await bookCut();
      await payOrSave(b, 0);
      await afterStartOf(b);
      const res = await server.call(
        'updateStatus',
        { booking_id: b.id, status: 'no_show' },
        { token: staff },
      );
      expect(res.body.data).toMatchObject({
        status: 'no_show',
        fee_amount: 40,
        fee_state: 'charged',
        fee_kind: 'no_show',
      });
      const again = await server.call('feesCharge', { booking_id: b.id }, { token: staff });
      expect(again.status).toBe(200);
      expect(again.body.data).toMatchObject({ fee_state: 'charged', charged_to_card: 40 });
      expect((await paymentsOf(b.id)).filter((p) => p.purpose === 'fee' && p.state === 'paid')).toHaveLength(
        1,
      );
    });

    it('a fee held for the desk: a waive stops it (who and why kept), and a charge after it is refused', async () => {
      await setPolicy({
        protection: 'deposit',
        deposit_percent: 30,
        no_show_fee_percent: 30,
        fee_charging: 'desk_confirms',
      });
      const b = await bookCut();
      await payOrSave(b, 24);
      await afterStartOf(b);
      const res = await server.call(
        'updateStatus',
        { booking_id: b.id, status: 'no_show' },
        { token: staff },
      );
      expect(res.body.data).toMatchObject({ fee_amount: 24, fee_state: 'held' });
      expect(
        (await server.call('feesWaive', { booking_id: b.id, reason: '' }, { token: staff })).status,
      ).toBe(400);
      const waived = await server.call(
        'feesWaive',
        { booking_id: b.id, reason: 'Flooded road' },
        { token: staff },
      );
      expect(waived.status).toBe(200);
      expect(waived.body.data).toMatchObject({ fee_state: 'waived', refunded: 24 });
      expect(await row(b.id)).toMatchObject({
        feeState: 'waived',
        feeWaiveReason: 'Flooded road',
        feeDecidedBy: 'Rachel Ong',
      });
      const charge = await server.call('feesCharge', { booking_id: b.id }, { token: staff });
      expect(charge.status).toBe(409);
      expect((await paymentsOf(b.id))[0]!.state).toBe('refunded');
      await setPolicy({ fee_charging: 'automatic' });
    });

    it('a held fee charged by 20 concurrent desk clicks is charged once', async () => {
      await setPolicy({ protection: 'card_on_file', no_show_fee_percent: 30, fee_charging: 'desk_confirms' });
      const b = await bookCut();
      await payOrSave(b, 0);
      await afterStartOf(b);
      await server.call('updateStatus', { booking_id: b.id, status: 'no_show' }, { token: staff });
      const clicks = await Promise.all(
        Array.from({ length: 20 }, () => server.call('feesCharge', { booking_id: b.id }, { token: staff })),
      );
      expect(clicks.every((c) => c.status === 200)).toBe(true);
      const fees = (await paymentsOf(b.id)).filter((p) => p.purpose === 'fee');
      expect(fees.map((p) => [p.state, Number(p.amount)])).toEqual([['paid', 24]]);
      await setPolicy({ fee_charging: 'automatic' });
    });

    it('authentication required: the fee waits for the customer, who gets a pay link and pays it', async () => {
      await setPolicy({ protection: 'card_on_file', no_show_fee_percent: 50, fee_charging: 'automatic' });
      const b = await bookCut();
      await payOrSave(b, 0, AUTH_CARD);
      await afterStartOf(b);
      const res = await server.call(
        'updateStatus',
        { booking_id: b.id, status: 'no_show' },
        { token: staff },
      );
      expect(res.body.data).toMatchObject({ fee_amount: 40, fee_state: 'awaiting_customer' });
      const [email] = await server.deps.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.bookingId, b.id), eq(outbox.kind, 'fee_email')));
      const mail = email!.payload as { subject: string; text: string };
      expect(mail.subject).toBe('Please pay the fee for your booking: S$40.00');
      expect(mail.text).toContain(`/manage/${b.id}?t=${b.manage_token}`);
      // the customer pays through the manage link's checkout, exactly the fee
      expect((await checkout(server, b.id, 80, 'card', b.manage_token)).status).toBe(400);
      const paid = await payOrSave(b, 40);
      expect(paid.body.message).toMatch(/fee is paid/);
      expect((await get(b)).body.data).toMatchObject({ fee_state: 'charged', fee_amount: 40 });
    });

    it("the customer's fee email is in the booking's language", async () => {
      await setPolicy({ protection: 'card_on_file', no_show_fee_percent: 50 });
      const res = await server.call(
        'book',
        {
          ...guest,
          email: 'zh@example.com',
          phone_number: '97776666',
          selected_service_ids: [SERVICE.mensCut],
          stylist_id: STYLIST.mei,
          booking_date: weekday(5),
          start_slot_id: slotId('15:00'),
          payment_keyword: 'card',
        },
        { lang: 'zh' },
      );
      const b = res.body.data!;
      await payOrSave(b, 0);
      await afterStartOf(b);
      await server.call('updateStatus', { booking_id: b.id, status: 'no_show' }, { token: staff });
      const [email] = await server.deps.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.bookingId, b.id), eq(outbox.kind, 'fee_email')));
      expect((email!.payload as { subject: string }).subject).toBe('未到店费用：S$40.00');
    });
  });

  describe('the balance paid at the salon', () => {
    it('is recorded by the desk with how it was paid, and the balance due falls to 0', async () => {
      await setPolicy({ protection: 'deposit', deposit_percent: 30 });
      const b = await bookCut();
      await payOrSave(b, 24);
      const res = await server.call(
        'balancePaid',
        { booking_id: b.id, amount: 56, method: 'cash' },
        { token: staff },
      );
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        balance_paid_amount: 56,
        balance_paid_method: 'cash',
        balance_due: 0,
      });
    });
  });

  describe('money in the reports', () => {
    it('sums deposits, fees charged and waived, refunds, the balance due and what was paid at the salon', async () => {
      const res = await server.call(
        'reports',
        { from_date: weekday(1), to_date: weekday(9), page_number: 1, page_size: 10 },
        { token: staff },
      );
      expect(res.status).toBe(200);
      const money = res.body.data!.summary.money;
      // one waived fee of S$24 (the desk's, for a flooded road), S$56 paid in cash at the counter
      expect(money.fees_waived).toBe(24);
      expect(money.paid_at_salon_cash).toBe(56);
      expect(money.paid_at_salon_card).toBe(0);
      // charged: 40 (late cancel) + 24 (deposit kept) + 40 (card) + 24 (desk's charge) + 40 (paid by link) + 40 (zh)
      expect(money.fees_charged).toBe(208);
      // given back: the deposit of the early cancellation, the waived fee's deposit, and the S$4 of a
      // deposit above the total of a move to a cheaper stylist
      expect(money.refunds).toBe(52);
      expect(money.deposits).toBeGreaterThanOrEqual(24 * 5);
      expect(money.balance_due).toBeGreaterThan(0);
    });
  });
});
