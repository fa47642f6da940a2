/**
 * Every way out of a booking keeps the money rule (issue 44): each payment a provider accepted
 * ends confirmed (the visit kept, or a fee kept as the policy copied onto the booking says) or
 * refunded, never in between and never `paid` on a cancelled booking that kept nothing. Each
 * cancellation also gives its promotion use back and offers the freed time to the waitlist. The
 * ways out: the customer's cancel (by the manage link, or signed in), the desk's status change
 * (cancelled, no_show, completed), and erasing the customer (account deletion, the desk's erasure).
 * The clock moves (deps.now) to mark a no-show after the start; nothing sleeps.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import { bookings, outbox, payments, waitlistOffers } from '../../src/server/db/schema';
import { runJobsOnce } from '../../src/server/jobs';
import { workOutbox } from '../../src/server/jobs/outbox-runner';
import type { SalonSettingsUpdate } from '../../src/shared/contract/back-office';
import type { BookResponse } from '../../src/shared/contract/bookings';
import { guestMaker } from '../support/new-guest';
import {
  adminToken,
  type CallResult,
  customerSession,
  staffToken,
  startTestServer,
  type TestServer,
} from '../support/test-server';
import { NO_PROTECTION_POLICY, setPolicy } from './no-show-support';
import { CARD_OK, checkout, statusRequest, submitSandbox } from './payments-support';

let server: TestServer;
let admin: string;
let staff: string;
let offsetMs = 0;

beforeAll(async () => {
  server = await startTestServer({}, { now: () => new Date(Date.now() + offsetMs) });
  admin = await adminToken(server);
  staff = await staffToken(server);
  await policy(PLAIN);
});
afterAll(() => server.close());
afterEach(() => {
  offsetMs = 0;
});

/** No protection, pay at the salon allowed, the demo's 24-hour cut-off. */
const PLAIN: Partial<SalonSettingsUpdate> = {
  ...NO_PROTECTION_POLICY,
  fee_charging: 'automatic',
  cancel_cutoff_hours: 24,
};
const DEPOSIT: Partial<SalonSettingsUpdate> = { ...PLAIN, protection: 'deposit', deposit_percent: 30 };
const policy = (p: Partial<SalonSettingsUpdate>) => setPolicy(server, admin, p);

const newGuest = guestMaker('Way Out Guest', 'wayout', '9500');

const TIMES = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];
let timesUsed = 0;
/** The next of Mei's times no test has used, three weekdays ahead and on (outside the cut-off). */
function nextTime() {
  const n = timesUsed++;
  return { date: weekday(3 + Math.floor(n / TIMES.length)), time: TIMES[n % TIMES.length]! };
}
const endOf = (time: string) => `${String(Number(time.slice(0, 2))).padStart(2, '0')}:30`;

/** Who books and how they prove the booking is theirs when they cancel it. */
type Owner = { token?: string; customer: Record<string, unknown> };

type Booked = BookResponse & { date: string; time: string; code: string };

let codes = 0;
/**
 * A men's cut with Mei as `owner`, with a promo code of its own good for one use, and a new guest
 * waiting for exactly its time on the waitlist.
 */
async function bookWithCode(owner: Owner, keyword: 'card' | 'salon'): Promise<Booked> {
  const code = `OUT${++codes}`;
  const added = await server.call('promotionsAdd', { code, amount_off: 5, max_uses: 1 } as never, {
    token: admin,
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const { date, time } = nextTime();
  const res = await server.call(
    'book',
    {
      ...owner.customer,
      selected_service_ids: [SERVICE.mensCut],
      stylist_id: STYLIST.mei,
      booking_date: date,
      start_slot_id: slotId(time),
      payment_keyword: keyword,
      promo_code: code,
    } as never,
    { token: owner.token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.data!.promo_code).toBe(code);
  const waiting = await server.call('waitlistJoin', {
    ...newGuest(),
    service_ids: [SERVICE.mensCut],
    stylist_id: STYLIST.mei,
    preferences: [{ date, from_time: time, to_time: endOf(time) }],
  } as never);
  expect(waiting.status, JSON.stringify(waiting.body)).toBe(200);
  return { ...res.body.data!, date, time, code };
}

/** Pays `amount` on the sandbox's page, as the customer's browser does. */
async function pay(b: Booked, amount: number) {
  const co = await checkout(server, b.id, amount, 'card', b.manage_token);
  expect(co.status, JSON.stringify(co.body)).toBe(200);
  const done = await submitSandbox(server, co.body.data!.pay_url, CARD_OK);
  const status = await server.call('paymentStatus', statusRequest(done.location!));
  expect(status.body.data, JSON.stringify(status.body)).toMatchObject({ paid: true });
}

/** A booking in a state of its money, and what the money is once the booking is cancelled. */
type Start = {
  name: string;
  policy: Partial<SalonSettingsUpdate>;
  keyword: 'card' | 'salon';
  /** What is paid online, of the booking as the book call answered it. */
  paid: (b: Booked) => number;
  /** The booking's payment state after its cancellation and the outbox's turn. */
  after: 'unpaid' | 'not_required' | 'refunded';
};

const STARTS: Start[] = [
  { name: 'an unpaid booking', policy: PLAIN, keyword: 'card', paid: () => 0, after: 'unpaid' },
  {
    name: 'a booking paid at the salon',
    policy: PLAIN,
    keyword: 'salon',
    paid: () => 0,
    after: 'not_required',
  },
  {
    name: 'a deposit-paid booking',
    policy: DEPOSIT,
    keyword: 'card',
    paid: (b) => b.deposit_amount,
    after: 'refunded',
  },
  {
    name: 'a fully paid booking',
    policy: PLAIN,
    keyword: 'card',
    paid: (b) => b.total_amount,
    after: 'refunded',
  },
];

/** A way out by cancellation: who books, and how they cancel. */
type CancelWay = {
  name: string;
  owner(): Promise<Owner>;
  cancel(b: Booked, owner: Owner): Promise<CallResult<unknown>>;
};

const byLink: CancelWay = {
  name: 'the customer’s cancel by the manage link',
  owner: async () => ({ customer: newGuest() }),
  cancel: (b) => server.call('bookingCancel', { booking_id: b.id, manage_token: b.manage_token! }),
};
const signedIn: CancelWay = {
  name: 'the signed-in customer’s cancel',
  owner: async () => {
    const me = await customerSession(server);
    return {
      token: me.auth_token,
      customer: { customer_id: me.customer_id, full_name: '', email: '', phone_number: '' },
    };
  },
  cancel: (b, owner) => server.call('bookingCancel', { booking_id: b.id }, { token: owner.token }),
};
const byDesk: CancelWay = {
  name: 'the desk’s cancel',
  owner: async () => ({ customer: newGuest() }),
  cancel: (b) => server.call('updateStatus', { booking_id: b.id, status: 'cancelled' }, { token: staff }),
};

const rowOf = async (id: number) =>
  (await server.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const paymentsOf = (id: number) => server.deps.db.select().from(payments).where(eq(payments.bookingId, id));
const refundsOf = async (id: number) =>
  (
    await server.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.bookingId, id), eq(outbox.kind, 'refund')))
  ).map((r) => ({ state: r.state, amount: (r.payload as { amount: number }).amount }));

/** Someone else books with the code: its one use is free again once the booking is cancelled. */
async function codeUsable(code: string) {
  const { date, time } = nextTime();
  const res = await server.call('book', {
    ...newGuest(),
    selected_service_ids: [SERVICE.mensCut],
    stylist_id: STYLIST.mei,
    booking_date: date,
    start_slot_id: slotId(time),
    payment_keyword: 'salon',
    promo_code: code,
  } as never);
  return res.status === 200 ? res.body.data!.discount_amount : res.body.code;
}

/** The waitlist's turn: the time is offered to the entry waiting for it. */
async function offeredFreedTime(b: Booked) {
  await runJobsOnce(server.deps);
  const offers = await server.deps.db
    .select()
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.bookingDate, b.date), eq(waitlistOffers.startSlotId, slotId(b.time))));
  return offers.filter((o) => o.stylistId === STYLIST.mei && o.state === 'sent').length;
}

describe.each([byLink, signedIn, byDesk])('$name', (way) => {
  afterAll(async () => {
    await policy(PLAIN);
  });

  it.each(STARTS)(
    'of $name: the money ends $after, the code’s use is given back, the time offered',
    async (start) => {
      await policy(start.policy);
      const owner = await way.owner();
      const b = await bookWithCode(owner, start.keyword);
      const paid = start.paid(b);
      if (paid > 0) await pay(b, paid);
      expect(await codeUsable(b.code)).toBe('promo_not_applicable');

      const res = await way.cancel(b, owner);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      await workOutbox(server.deps);

      expect(await rowOf(b.id)).toMatchObject({
        status: 'cancelled',
        paymentState: start.after,
        refundAmount: 0,
      });
      expect(await refundsOf(b.id)).toEqual(paid > 0 ? [{ state: 'sent', amount: paid }] : []);
      expect((await paymentsOf(b.id)).filter((p) => p.state === 'paid')).toEqual([]);
      expect(await codeUsable(b.code)).toBe(5);
      expect(await offeredFreedTime(b)).toBe(1);
    },
  );
});

describe('a cancellation inside the cut-off, under a deposit with a 10% late-cancel fee', () => {
  beforeAll(async () => {
    // the cut-off is copied onto each booking: 14 days makes every booking here late
    await policy({ ...DEPOSIT, late_cancel_fee_percent: 10, cancel_cutoff_hours: 336 });
  });
  afterAll(async () => {
    await policy(PLAIN);
  });

  it.each([byLink, signedIn])('$name keeps the fee from the deposit and refunds the rest', async (way) => {
    const owner = await way.owner();
    const b = await bookWithCode(owner, 'card');
    await pay(b, b.deposit_amount);
    expect((await way.cancel(b, owner)).status).toBe(200);
    await workOutbox(server.deps);
    const fee = Math.round(b.total_amount * 10) / 100;
    const rest = (Math.round(b.deposit_amount * 100) - Math.round(fee * 100)) / 100;
    // money kept as the fee: the booking stays paid, the rest went back
    expect(await rowOf(b.id)).toMatchObject({
      status: 'cancelled',
      paymentState: 'paid',
      feeState: 'charged',
      feeAmount: fee,
      refundAmount: 0,
    });
    expect(await refundsOf(b.id)).toEqual([{ state: 'sent', amount: rest }]);
    expect(await codeUsable(b.code)).toBe(5);
    expect(await offeredFreedTime(b)).toBe(1);
  });

  it('the desk’s cancel refunds the whole deposit: the salon cancelled, no fee is kept', async () => {
    const owner = await byDesk.owner();
    const b = await bookWithCode(owner, 'card');
    await pay(b, b.deposit_amount);
    expect((await byDesk.cancel(b, owner)).status).toBe(200);
    await workOutbox(server.deps);
    expect(await rowOf(b.id)).toMatchObject({
      status: 'cancelled',
      paymentState: 'refunded',
      feeState: 'none',
    });
    expect(await refundsOf(b.id)).toEqual([{ state: 'sent', amount: b.deposit_amount }]);
  });
});

describe('the desk ends a visit that has started', () => {
  afterAll(async () => {
    await policy(PLAIN);
  });

  /** The clock an hour past the booking's start. */
  const afterStart = async (b: Booked) => {
    offsetMs = (await rowOf(b.id)).startsAt.getTime() - Date.now() + 60 * 60_000;
  };
  const mark = (b: Booked, status: 'no_show' | 'completed') =>
    server.call('updateStatus', { booking_id: b.id, status }, { token: staff });

  it.each([
    { fee: 20, kept: 'the fee', refunded: true },
    { fee: 50, kept: 'the whole deposit', refunded: false },
  ])('a no-show with a 30% deposit and a $fee% fee keeps $kept', async ({ fee, refunded }) => {
    await policy({ ...DEPOSIT, no_show_fee_percent: fee });
    const b = await bookWithCode({ customer: newGuest() }, 'card');
    await pay(b, b.deposit_amount);
    await afterStart(b);
    const res = await mark(b, 'no_show');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await workOutbox(server.deps);
    // without a card on file, never more than the deposit
    const kept = Math.min(Math.round(b.total_amount * fee) / 100, b.deposit_amount);
    const rest = (Math.round(b.deposit_amount * 100) - Math.round(kept * 100)) / 100;
    expect(await rowOf(b.id)).toMatchObject({
      status: 'no_show',
      paymentState: 'paid',
      feeState: 'charged',
      feeAmount: kept,
      refundAmount: 0,
    });
    expect(await refundsOf(b.id)).toEqual(refunded ? [{ state: 'sent', amount: rest }] : []);
  });

  it('a completed visit keeps its deposit and refunds nothing', async () => {
    await policy({ ...DEPOSIT, no_show_fee_percent: 50 });
    const b = await bookWithCode({ customer: newGuest() }, 'card');
    await pay(b, b.deposit_amount);
    await afterStart(b);
    expect((await mark(b, 'completed')).status).toBe(200);
    await workOutbox(server.deps);
    expect(await rowOf(b.id)).toMatchObject({ status: 'completed', paymentState: 'paid', feeState: 'none' });
    expect(await refundsOf(b.id)).toEqual([]);
    expect((await paymentsOf(b.id)).map((p) => p.state)).toEqual(['paid']);
  });
});

/** A new account, signed in. */
async function newAccount(n: number) {
  const res = await server.call('register', {
    full_name: `Erased Customer ${n}`,
    username: `erased${n}`,
    password: `erase-secret-${n}${n}`,
    phone_number: `9600000${n}`,
    email: `erased${n}@example.com`,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { session: res.body.data!, password: `erase-secret-${n}${n}` };
}

describe.each([
  {
    name: 'the customer deletes their account',
    n: 1,
    erase: (a: Awaited<ReturnType<typeof newAccount>>) =>
      server.call('accountDelete', { password: a.password }, { token: a.session.auth_token }),
  },
  {
    name: 'the desk erases the client',
    n: 2,
    erase: (a: Awaited<ReturnType<typeof newAccount>>) =>
      server.call('clientsErase', { client_id: a.session.customer_id }, { token: admin }),
  },
])('$name with an upcoming paid booking', ({ n, erase }) => {
  let b: Booked;
  beforeAll(async () => {
    await policy(PLAIN);
    const account = await newAccount(n);
    b = await bookWithCode(
      {
        token: account.session.auth_token,
        customer: { customer_id: account.session.customer_id, full_name: '', email: '', phone_number: '' },
      },
      'card',
    );
    await pay(b, b.total_amount);
    const res = await erase(account);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await workOutbox(server.deps);
  });

  // erasure cancels what is still ahead through the one cancellation command before anonymising
  it('cancels the booking and refunds its payment, gives the code back and offers the time', async () => {
    expect(await rowOf(b.id)).toMatchObject({
      status: 'cancelled',
      paymentState: 'refunded',
      refundAmount: 0,
    });
    expect(await refundsOf(b.id)).toEqual([{ state: 'sent', amount: b.total_amount }]);
    expect(await codeUsable(b.code)).toBe(5);
    expect(await offeredFreedTime(b)).toBe(1);
  });
});
