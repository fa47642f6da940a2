/**
 * One booking core: every way into a booking (the customer's book call, the desk, a waitlist
 * claim) keeps the salon's rules, and every way out (the customer's cancel, the desk's status
 * change) keeps the money. Each test makes the same booking two ways and compares them.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import { bookings, outbox, payments } from '../../src/server/db/schema';
import { workOutbox } from '../../src/server/jobs/outbox-runner';
import { guestMaker } from '../support/new-guest';
import { emailedOfferLink } from '../support/offer-link';
import { adminToken, startTestServer, type TestServer } from '../support/test-server';
import { setPolicy } from './no-show-support';
import { bookAndPay, checkout } from './payments-support';

let server: TestServer;
let admin: string;
const newGuest = guestMaker('Core Guest', 'core', '9300');

const bookCut = (date: string, time: string, keyword: string, stylist: number = STYLIST.mei) =>
  server.call('book', {
    ...newGuest(),
    selected_service_ids: [SERVICE.mensCut],
    stylist_id: stylist,
    booking_date: date,
    start_slot_id: slotId(time),
    payment_keyword: keyword,
  } as never);

/** The offer link the desk's offer emailed to the entry, as the claim call takes it. */
async function offeredLink(offerId: number): Promise<{ offer_id: number; token: string }> {
  const { id, token } = await emailedOfferLink(server, offerId);
  return { offer_id: id, token };
}

/** A new guest joins the waitlist, and the desk offers them `time`: the offer's link. */
async function offerTo(date: string, time: string, stylist: number = STYLIST.mei) {
  const joined = await server.call('waitlistJoin', {
    ...newGuest(),
    service_ids: [SERVICE.mensCut],
    stylist_id: stylist,
    preferences: [{ date, from_time: '09:00', to_time: '18:00' }],
  } as never);
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  const offered = await server.call(
    'waitlistManualOffer',
    { entry_id: joined.body.data!.id, booking_date: date, start_slot_id: slotId(time), stylist_id: stylist },
    { token: admin },
  );
  expect(offered.status, JSON.stringify(offered.body)).toBe(200);
  return offeredLink(offered.body.data!.id);
}

/** What a booking asks of its customer, as the book call answers it. */
const terms = (b: Record<string, unknown>) => ({
  status: b.status,
  payment_state: b.payment_state,
  protection: b.protection,
  deposit_amount: b.deposit_amount,
  balance_due: b.balance_due,
  card_required: b.card_required,
  total_amount: b.total_amount,
});

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
});
afterAll(() => server.close());

describe('every way in keeps the salon’s rules', () => {
  describe('under a 30% deposit policy', () => {
    beforeAll(async () => {
      await setPolicy(server, admin, {
        protection: 'deposit',
        deposit_percent: 30,
        deposit_fixed: null,
        applies_to: 'everyone',
        protection_min_total: 0,
        allow_pay_at_salon: true,
      });
    });
    afterAll(async () => {
      await setPolicy(server, admin, { protection: 'none', deposit_percent: null });
    });

    it('asks a claimed waitlist offer paid by card exactly the deposit the wizard asks', async () => {
      const date = weekday(3);
      const wizard = await bookCut(date, '09:00', 'card');
      expect(wizard.status, JSON.stringify(wizard.body)).toBe(200);
      expect(wizard.body.data!.protection).toBe('deposit');

      const claimed = await server.call('waitlistClaim', {
        ...(await offerTo(date, '11:00')),
        payment_keyword: 'card',
      });
      expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
      expect(terms(claimed.body.data!)).toEqual(terms(wizard.body.data!));
      // checkout charges the deposit, not the whole total
      const whole = await checkout(
        server,
        claimed.body.data!.id,
        claimed.body.data!.total_amount,
        'card',
        claimed.body.data!.manage_token,
      );
      expect(whole.status).not.toBe(200);
      const deposit = await checkout(
        server,
        claimed.body.data!.id,
        wizard.body.data!.deposit_amount,
        'card',
        claimed.body.data!.manage_token,
      );
      expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);
    });

    it('keeps the deposit of a claimed offer paid at the salon, as the wizard does', async () => {
      const date = weekday(3);
      const wizard = await bookCut(date, '09:30', 'salon');
      expect(wizard.status, JSON.stringify(wizard.body)).toBe(200);
      const claimed = await server.call('waitlistClaim', {
        ...(await offerTo(date, '12:00')),
        payment_keyword: 'salon',
      });
      expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
      expect(terms(claimed.body.data!)).toEqual(terms(wizard.body.data!));
      expect(claimed.body.data!.status).toBe('pending');
    });
  });

  describe('with cards only (PAYMENT_METHODS=card)', () => {
    let cardsOnly: TestServer;
    beforeAll(async () => {
      cardsOnly = await startTestServer({ paymentMethods: ['card'] });
    });
    afterAll(() => cardsOnly.close());

    it('refuses an e-wallet booking with a 400 that holds nothing', async () => {
      const date = weekday(2);
      const ask = (keyword: string) =>
        cardsOnly.call('book', {
          ...newGuest(),
          selected_service_ids: [SERVICE.mensCut],
          stylist_id: STYLIST.daniel,
          booking_date: date,
          start_slot_id: slotId('10:00'),
          payment_keyword: keyword,
        } as never);
      const wallet = await ask('ewallet');
      expect(wallet.status, JSON.stringify(wallet.body)).toBe(400);
      expect(wallet.body.code).toBe('validation');
      const held = await cardsOnly.deps.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.bookingDate, date), eq(bookings.stylistId, STYLIST.daniel)));
      expect(held).toEqual([]);
      // the time is still free for a card
      expect((await ask('card')).status).toBe(200);
    });
  });
});

describe('every way out keeps the money', () => {
  it('refunds a paid booking the desk cancels; the customer’s cancel then answers as for any cancelled booking', async () => {
    const { booking, ret } = await bookAndPay(server, {
      stylist: STYLIST.aisha,
      service: SERVICE.brows,
      date: weekday(5),
      time: '10:00',
      customer: newGuest(),
    });
    expect((await server.call('paymentStatus', ret)).body.data!.paid).toBe(true);

    const desk = await server.call(
      'updateStatus',
      { booking_id: booking.id, status: 'cancelled' },
      { token: admin },
    );
    expect(desk.status, JSON.stringify(desk.body)).toBe(200);
    await workOutbox(server.deps);
    const [row] = await server.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ status: 'cancelled', paymentState: 'refunded' });
    const [refund] = await server.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.bookingId, booking.id), eq(outbox.kind, 'refund')));
    expect(refund).toMatchObject({ state: 'sent' });
    const [paid] = await server.deps.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(paid).toBeTruthy();

    // the customer cancels a booking of their own, then both again: the same answer for both
    const own = await bookCut(weekday(5), '14:00', 'salon');
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const ownCancel = { booking_id: own.body.data!.id, manage_token: own.body.data!.manage_token! };
    expect((await server.call('bookingCancel', ownCancel)).status).toBe(200);
    const again = await server.call('bookingCancel', ownCancel);
    const afterDesk = await server.call('bookingCancel', {
      booking_id: booking.id,
      manage_token: booking.manage_token!,
    });
    expect({ status: afterDesk.status, code: afterDesk.body.code }).toEqual({
      status: again.status,
      code: again.body.code,
    });
  });

  it('cancels and refunds a paid visit still ahead when its customer deletes their account', async () => {
    const me = {
      full_name: 'Leaving Customer',
      username: 'leaving1',
      password: 'leaving-secret-41',
      phone_number: '93001999',
      email: 'leaving1@example.com',
    };
    const registered = await server.call('register', me);
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const session = registered.body.data!;
    const { booking, ret } = await bookAndPay(server, {
      stylist: STYLIST.aisha,
      service: SERVICE.brows,
      date: weekday(6),
      time: '11:00',
      token: session.auth_token,
      customer: {
        customer_id: session.customer_id,
        full_name: me.full_name,
        email: me.email,
        phone_number: me.phone_number,
      },
    });
    expect((await server.call('paymentStatus', ret)).body.data!.paid).toBe(true);

    const gone = await server.call('accountDelete', { password: me.password }, { token: session.auth_token });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    await workOutbox(server.deps);
    const [row] = await server.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ status: 'cancelled', paymentState: 'refunded', customerName: '' });
    // the time is free again
    const again = await server.call('book', {
      ...newGuest(),
      selected_service_ids: [SERVICE.brows],
      stylist_id: STYLIST.aisha,
      booking_date: weekday(6),
      start_slot_id: slotId('11:00'),
      payment_keyword: 'card',
    } as never);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });
});
