/**
 * Every way into a booking against every rule of the salon (issue 44): the customer's book call,
 * a waitlist claim, the desk, and a customer's move to a dearer stylist (its held time). Each rule
 * is proved for each way it governs; where the desk differs on purpose (it books on the client's
 * word: at the salon, with no protection asked; booking-terms.ts), the difference is asserted.
 * The server's clock stands still unless a test moves it (deps.now); nothing sleeps.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type guest, SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import type { Config } from '../../src/server/config';
import { invalidateReads } from '../../src/server/db/read-cache';
import { bookings, outbox, services, waitlistOffers } from '../../src/server/db/schema';
import { releaseLapsedHoldsAfterLookup } from '../../src/server/jobs/hold-lookups';
import type { SalonSettingsUpdate } from '../../src/shared/contract/back-office';
import type { BookingProtectionView } from '../../src/shared/contract/protection';
import { guestMaker } from '../support/new-guest';
import { adminToken, type CallResult, startTestServer, type TestServer } from '../support/test-server';
import { NO_PROTECTION_POLICY, setPolicy } from './no-show-support';
import { bookAndPay } from './payments-support';

/** What every way in answers about the booking it made (the book call's and the desk's shapes share it). */
type Placed = BookingProtectionView & {
  id: number;
  status: string;
  payment_state: string;
  total_amount: number;
  hold_expires_at?: string | null;
  manage_token?: string;
};

type Guest = typeof guest;
/** What a way in is asked: how the client pays, who they are, and a promo code. */
type Ask = { keyword?: string; who?: Guest; promo?: string };
/**
 * A way in: `ready` does what comes before the call (the waitlist's offer, for a claim) and returns
 * the call itself, so that a refusal can be shown to change nothing; `place` does both.
 */
type WayIn = {
  name: string;
  ready(ask?: Ask): Promise<() => Promise<CallResult<Placed>>>;
  place(ask?: Ask): Promise<CallResult<Placed>>;
};

const wayIn = (name: string, ready: WayIn['ready']): WayIn => ({
  name,
  ready,
  place: async (ask) => (await ready(ask))(),
});

/** A salon under test: its server (with a clock the test moves), a Super Admin, and its ways in. */
type Salon = ReturnType<typeof salonOn>;

/** The protection policy these tests start from: none, pay at the salon allowed, a 25-minute hold. */
const PLAIN: Partial<SalonSettingsUpdate> = {
  ...NO_PROTECTION_POLICY,
  payment_hold_minutes: 25,
};

const newGuest = guestMaker('Way In Guest', 'wayin', '9400');

const TIMES = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];

function salonOn(server: TestServer, admin: string, clock: { now: Date }) {
  const used = new Map<number, number>();
  /** The next time of this stylist that no test of this salon has used yet. */
  const nextTime = (stylist: number, firstDay = 1) => {
    const n = used.get(stylist) ?? 0;
    used.set(stylist, n + 1);
    return { date: weekday(firstDay + Math.floor(n / TIMES.length)), time: TIMES[n % TIMES.length]! };
  };

  /** A new guest joins the waitlist, and the desk offers them `time`: the link their email carries. */
  async function offerTo(date: string, time: string, who: Guest) {
    const joined = await server.call('waitlistJoin', {
      ...who,
      service_ids: [SERVICE.mensCut],
      stylist_id: STYLIST.mei,
      preferences: [{ date, from_time: '09:00', to_time: '18:00' }],
    } as never);
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    const offered = await server.call(
      'waitlistManualOffer',
      {
        entry_id: joined.body.data!.id,
        booking_date: date,
        start_slot_id: slotId(time),
        stylist_id: STYLIST.mei,
      },
      { token: admin },
    );
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    const [mail] = await server.deps.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, 'waitlist_offer_email'),
          eq(outbox.dedupeKey, `waitlist_offer_email:${offered.body.data!.id}`),
        ),
      );
    const m = /\/waitlist\/offer\/(\d+)\?t=([A-Za-z0-9_-]+)/.exec((mail!.payload as { text: string }).text)!;
    return { offer_id: Number(m[1]), token: m[2]! };
  }

  const book = wayIn('the book call', async ({ keyword = 'card', who = newGuest(), promo } = {}) => {
    const { date, time } = nextTime(STYLIST.mei);
    return () =>
      server.call('book', {
        ...who,
        selected_service_ids: [SERVICE.mensCut],
        stylist_id: STYLIST.mei,
        booking_date: date,
        start_slot_id: slotId(time),
        payment_keyword: keyword,
        ...(promo ? { promo_code: promo } : {}),
      } as never);
  });
  const claim = wayIn('a waitlist claim', async ({ keyword = 'card', who = newGuest() } = {}) => {
    const { date, time } = nextTime(STYLIST.mei);
    const link = await offerTo(date, time, who);
    return () => server.call('waitlistClaim', { ...link, payment_keyword: keyword });
  });
  const desk = wayIn('the desk', async ({ keyword = 'salon', who = newGuest(), promo } = {}) => {
    const { date, time } = nextTime(STYLIST.mei);
    return () =>
      server.call(
        'bookingCreate',
        {
          client_id: 0,
          full_name: who.full_name,
          phone_number: who.phone_number,
          email: who.email,
          selected_service_ids: [SERVICE.mensCut],
          stylist_id: STYLIST.mei,
          booking_date: date,
          start_slot_id: slotId(time),
          pay_at_salon: keyword === 'salon',
          ...(promo ? { promo_code: promo } : {}),
        } as never,
        { token: admin },
      ) as Promise<CallResult<Placed>>;
  });

  /**
   * A paid men's cut with Daniel (S$38) moved by its customer to Kenji (S$48), days ahead (outside
   * the reschedule cut-off): the move's held time.
   */
  async function dearerMove() {
    const from = nextTime(STYLIST.daniel, 3);
    const to = nextTime(STYLIST.kenji, 3);
    const { booking, ret } = await bookAndPay(server, {
      ...from,
      stylist: STYLIST.daniel,
      customer: newGuest(),
    });
    expect((await server.call('paymentStatus', ret)).body.data?.paid).toBe(true);
    const moved = await server.call('bookingReschedule', {
      booking_id: booking.id,
      manage_token: booking.manage_token!,
      booking_date: to.date,
      start_slot_id: slotId(to.time),
      stylist_id: STYLIST.kenji,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data!.awaiting_payment).toBe(true);
    return { until: moved.body.data!.hold_expires_at, stylist: STYLIST.kenji, ...to };
  }

  /** Every booking row as it stands: a refusal that holds nothing leaves it the same. */
  const everyBooking = () =>
    server.deps.db
      .select({
        id: bookings.id,
        status: bookings.status,
        method: bookings.paymentMethod,
        email: bookings.customerEmail,
        hold: bookings.holdExpiresAt,
      })
      .from(bookings)
      .orderBy(bookings.id);
  const everyOffer = () =>
    server.deps.db
      .select({ id: waitlistOffers.id, state: waitlistOffers.state })
      .from(waitlistOffers)
      .orderBy(waitlistOffers.id);

  /** Someone else books the time: 200 when it is free, 409 while it is held. */
  const bookStatus = async (at: { stylist: number; date: string; time: string }) =>
    (
      await server.call('book', {
        ...newGuest(),
        selected_service_ids: [SERVICE.mensCut],
        stylist_id: at.stylist,
        booking_date: at.date,
        start_slot_id: slotId(at.time),
        payment_keyword: 'card',
      } as never)
    ).status;

  return {
    server,
    admin,
    clock,
    ways: { book, claim, desk },
    nextTime,
    dearerMove,
    everyBooking,
    everyOffer,
    bookStatus,
    policy: (p: Partial<SalonSettingsUpdate>) => setPolicy(server, admin, p),
    row: async (id: number) => (await server.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]!,
    /** Moves the server's clock forward. */
    advance: (minutes: number) => {
      clock.now = new Date(clock.now.getTime() + minutes * 60_000);
    },
  };
}

async function openSalonWith(config: Partial<Config> = {}): Promise<Salon> {
  const clock = { now: new Date() };
  const server = await startTestServer(config, { now: () => clock.now });
  const salon = salonOn(server, await adminToken(server), clock);
  await salon.policy(PLAIN);
  return salon;
}

let salon: Salon;
beforeAll(async () => {
  salon = await openSalonWith();
});
afterAll(() => salon.server.close());

/** What a booking asks of its customer, as a way in answers it. */
const asks = (b: Placed) => ({
  protection: b.protection,
  deposit_amount: b.deposit_amount,
  balance_due: b.balance_due,
  card_required: b.card_required,
  late_cancel_fee_percent: b.late_cancel_fee_percent,
  no_show_fee_percent: b.no_show_fee_percent,
});

const percentOf = (total: number, percent: number) => Math.round(total * percent) / 100;
const minus = (a: number, b: number) => (Math.round(a * 100) - Math.round(b * 100)) / 100;

describe.each([{ way: 'book' as const }, { way: 'claim' as const }])(
  '$way: the customer’s ways in keep the salon’s rules',
  ({ way: key }) => {
    const way = () => salon.ways[key];
    afterAll(async () => {
      await salon.policy(PLAIN);
    });

    describe('accepted payment methods', () => {
      it('refuses paying at the salon when the salon does not allow it, with a 400 that holds nothing', async () => {
        await salon.policy({ allow_pay_at_salon: false });
        const call = await way().ready({ keyword: 'salon' });
        const before = { bookings: await salon.everyBooking(), offers: await salon.everyOffer() };
        const res = await call();
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(res.body.code).toBe('validation');
        expect({ bookings: await salon.everyBooking(), offers: await salon.everyOffer() }).toEqual(before);
        await salon.policy({ allow_pay_at_salon: true });
        expect((await way().place({ keyword: 'salon' })).body.data).toMatchObject({
          status: 'confirmed',
          payment_state: 'not_required',
        });
      });
    });

    describe('a 30% deposit', () => {
      beforeAll(async () => {
        await salon.policy({
          protection: 'deposit',
          deposit_percent: 30,
          late_cancel_fee_percent: 15,
          no_show_fee_percent: 40,
        });
      });
      afterAll(async () => {
        await salon.policy(PLAIN);
      });

      it('asks 30% of the total online and leaves the rest due at the salon', async () => {
        const res = await way().place({ keyword: 'card' });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const b = res.body.data!;
        expect(b).toMatchObject({
          protection: 'deposit',
          deposit_amount: percentOf(b.total_amount, 30),
          balance_due: minus(b.total_amount, percentOf(b.total_amount, 30)),
          card_required: false,
          status: 'pending',
          payment_state: 'unpaid',
        });
      });

      it('takes the deposit online even when the client chose to pay at the salon', async () => {
        const res = await way().place({ keyword: 'salon' });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.data).toMatchObject({
          protection: 'deposit',
          status: 'pending',
          payment_state: 'unpaid',
        });
        expect((await salon.row(res.body.data!.id)).paymentMethod).toBe('card');
      });

      it('copies the late-cancel and no-show percents onto the booking, kept after Settings change', async () => {
        const res = await way().place({ keyword: 'card' });
        const b = res.body.data!;
        expect(b).toMatchObject({ late_cancel_fee_percent: 15, no_show_fee_percent: 40 });
        await salon.policy({ late_cancel_fee_percent: 50, no_show_fee_percent: 100 });
        try {
          const seen = await salon.server.call('bookingGet', {
            booking_id: b.id,
            manage_token: b.manage_token!,
          });
          expect(seen.body.data).toMatchObject({ late_cancel_fee_percent: 15, no_show_fee_percent: 40 });
        } finally {
          await salon.policy({ late_cancel_fee_percent: 15, no_show_fee_percent: 40 });
        }
      });

      it('asks nothing up front below the protection’s minimum total', async () => {
        await salon.policy({ protection_min_total: 1000 });
        try {
          const res = await way().place({ keyword: 'card' });
          expect(asks(res.body.data!)).toEqual({
            protection: 'none',
            deposit_amount: 0,
            // paid online in full, as any unprotected booking by card
            balance_due: 0,
            card_required: false,
            late_cancel_fee_percent: 0,
            no_show_fee_percent: 0,
          });
        } finally {
          await salon.policy({ protection_min_total: 0 });
        }
      });
    });

    describe('a service’s own protection', () => {
      beforeAll(async () => {
        await salon.policy({ protection: 'none', deposit_percent: 50 });
        await salon.server.deps.db
          .update(services)
          .set({ protection: 'deposit' })
          .where(eq(services.id, SERVICE.mensCut));
        invalidateReads(salon.server.deps.db);
      });
      afterAll(async () => {
        await salon.server.deps.db
          .update(services)
          .set({ protection: null })
          .where(eq(services.id, SERVICE.mensCut));
        invalidateReads(salon.server.deps.db);
        await salon.policy(PLAIN);
      });

      it('asks the service’s deposit when the salon asks none', async () => {
        const b = (await way().place({ keyword: 'card' })).body.data!;
        expect(b).toMatchObject({ protection: 'deposit', deposit_amount: percentOf(b.total_amount, 50) });
      });
    });

    describe('a card kept on file', () => {
      beforeAll(async () => {
        await salon.policy({ protection: 'card_on_file', no_show_fee_percent: 50 });
      });
      afterAll(async () => {
        await salon.policy(PLAIN);
      });

      it('asks for a card (no charge), with the whole total due at the salon', async () => {
        const res = await way().place({ keyword: 'card' });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const b = res.body.data!;
        expect(asks(b)).toEqual({
          protection: 'card_on_file',
          deposit_amount: 0,
          balance_due: b.total_amount,
          card_required: true,
          late_cancel_fee_percent: 0,
          no_show_fee_percent: 50,
        });
      });
    });

    describe('full prepayment', () => {
      beforeAll(async () => {
        await salon.policy({ protection: 'full_prepayment' });
      });
      afterAll(async () => {
        await salon.policy(PLAIN);
      });

      it('asks the whole total online, nothing at the salon', async () => {
        const b = (await way().place({ keyword: 'salon' })).body.data!;
        expect(b).toMatchObject({
          protection: 'full_prepayment',
          deposit_amount: b.total_amount,
          balance_due: 0,
        });
      });
    });

    describe('the payment hold', () => {
      it('holds an unpaid booking for the salon’s payment_hold_minutes, then lets it lapse', async () => {
        const res = await way().place({ keyword: 'card' });
        const b = res.body.data!;
        expect(Date.parse(b.hold_expires_at!)).toBe(salon.clock.now.getTime() + 25 * 60_000);
        salon.advance(24);
        expect(await releaseLapsedHoldsAfterLookup(salon.server.deps)).not.toContain(b.id);
        salon.advance(2);
        expect(await releaseLapsedHoldsAfterLookup(salon.server.deps)).toContain(b.id);
        expect(await salon.row(b.id)).toMatchObject({ status: 'cancelled', paymentState: 'unpaid' });
      });
    });
  },
);

describe('the same terms by every customer way in', () => {
  it.each([
    [
      'a 30% deposit',
      { protection: 'deposit', deposit_percent: 30, late_cancel_fee_percent: 10, no_show_fee_percent: 30 },
    ],
    ['a fixed S$20 deposit', { protection: 'deposit', deposit_percent: null, deposit_fixed: 20 }],
    ['a card on file', { protection: 'card_on_file', no_show_fee_percent: 50 }],
    ['full prepayment', { protection: 'full_prepayment', late_cancel_fee_percent: 30 }],
  ] as const)('%s: the book call and a claim ask the same', async (_, policy) => {
    await salon.policy({ ...PLAIN, ...policy });
    try {
      const byBook = await salon.ways.book.place({ keyword: 'card' });
      const byClaim = await salon.ways.claim.place({ keyword: 'card' });
      expect(byBook!.status, JSON.stringify(byBook!.body)).toBe(200);
      expect(byClaim!.status, JSON.stringify(byClaim!.body)).toBe(200);
      expect(asks(byClaim!.body.data!)).toEqual(asks(byBook!.body.data!));
      expect(byClaim!.body.data!.protection).toBe(policy.protection);
    } finally {
      await salon.policy(PLAIN);
    }
  });
});

describe('the desk books on the client’s word', () => {
  afterAll(async () => {
    await salon.policy(PLAIN);
  });

  it.each([
    [
      'a 30% deposit',
      { protection: 'deposit', deposit_percent: 30, late_cancel_fee_percent: 15, no_show_fee_percent: 40 },
    ],
    ['a card on file', { protection: 'card_on_file', no_show_fee_percent: 50 }],
    ['full prepayment', { protection: 'full_prepayment', late_cancel_fee_percent: 30 }],
  ] as const)('under %s: confirmed at the salon, no protection and no fees asked', async (_, policy) => {
    await salon.policy({ ...PLAIN, ...policy });
    const res = await salon.ways.desk.place({ keyword: 'salon' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const b = res.body.data!;
    expect(b).toMatchObject({ status: 'confirmed', payment_state: 'not_required' });
    expect(asks(b)).toEqual({
      protection: 'none',
      deposit_amount: 0,
      balance_due: b.total_amount,
      card_required: false,
      late_cancel_fee_percent: 0,
      no_show_fee_percent: 0,
    });
  });

  it('books at the salon even when the salon does not let customers pay there', async () => {
    await salon.policy({ ...PLAIN, allow_pay_at_salon: false });
    const res = await salon.ways.desk.place({ keyword: 'salon' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'confirmed', payment_state: 'not_required' });
    expect((await salon.row(res.body.data!.id)).paymentMethod).toBe('salon');
  });
});

describe.each([{ way: 'book' as const }, { way: 'desk' as const }])(
  '$way: a promo code’s terms',
  ({ way: key }) => {
    const way = () => salon.ways[key];
    const uses = async (code: string) =>
      (await salon.server.call('promotionsList', {}, { token: salon.admin })).body.data!.promotions.find(
        (p) => p.code === code,
      )!.uses;

    it('counts the code’s use, and refuses it once max uses is reached', async () => {
      const code = `MAX-${key}`.toUpperCase();
      const added = await salon.server.call('promotionsAdd', { code, amount_off: 5, max_uses: 1 } as never, {
        token: salon.admin,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const first = await way().place({ keyword: 'salon', promo: code });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(await salon.row(first.body.data!.id)).toMatchObject({ promoCode: code, discountAmount: 5 });
      expect(await uses(code)).toBe(1);
      const second = await way().place({ keyword: 'salon', promo: code });
      expect(second.body).toMatchObject({ code: 'promo_not_applicable', data: { reason: 'used_up' } });
    });

    it('refuses a first-visit code to a returning client, holding nothing', async () => {
      const regular = newGuest();
      expect((await salon.ways.book.place({ keyword: 'salon', who: regular })).status).toBe(200);
      const call = await way().ready({ keyword: 'salon', who: regular, promo: 'FIRST20' });
      const before = await salon.everyBooking();
      const res = await call();
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'promo_not_applicable', data: { reason: 'first_visit_only' } });
      expect(await salon.everyBooking()).toEqual(before);
      // a new client is given it
      const welcome = await way().place({ keyword: 'salon', promo: 'FIRST20' });
      expect(welcome.status, JSON.stringify(welcome.body)).toBe(200);
      expect((await salon.row(welcome.body.data!.id)).promoCode).toBe('FIRST20');
    });
  },
);

describe('a dearer move’s held time', () => {
  it('holds the new time for the salon’s payment_hold_minutes, then lets it lapse', async () => {
    const held = await salon.dearerMove();
    expect(Date.parse(held.until!)).toBe(salon.clock.now.getTime() + 25 * 60_000);
    salon.advance(24);
    await releaseLapsedHoldsAfterLookup(salon.server.deps);
    expect(await salon.bookStatus(held)).toBe(409);
    salon.advance(2);
    await releaseLapsedHoldsAfterLookup(salon.server.deps);
    expect(await salon.bookStatus(held)).toBe(200);
  });
});

describe('with PAYMENT_METHODS=card and PAYMENT_HOLD_MINUTES=7', () => {
  let configured: Salon;
  beforeAll(async () => {
    configured = await openSalonWith({ paymentMethods: ['card'], holdMinutesOverride: 7 });
  });
  afterAll(() => configured.server.close());

  it.each([{ way: 'book' as const }, { way: 'claim' as const }])(
    '$way: refuses an e-wallet with a 400 that holds nothing',
    async ({ way }) => {
      const call = await configured.ways[way].ready({ keyword: 'ewallet' });
      const before = { bookings: await configured.everyBooking(), offers: await configured.everyOffer() };
      const res = await call();
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.code).toBe('validation');
      expect({ bookings: await configured.everyBooking(), offers: await configured.everyOffer() }).toEqual(
        before,
      );
      const card = await configured.ways[way].place({ keyword: 'card' });
      expect(card.status, JSON.stringify(card.body)).toBe(200);
    },
  );

  it.each([{ way: 'book' as const }, { way: 'claim' as const }])(
    '$way: holds an unpaid booking for the configured 7 minutes, whatever Settings say',
    async ({ way }) => {
      const b = (await configured.ways[way].place({ keyword: 'card' })).body.data!;
      expect(Date.parse(b.hold_expires_at!)).toBe(configured.clock.now.getTime() + 7 * 60_000);
    },
  );

  it('holds a dearer move’s new time for the configured 7 minutes', async () => {
    const held = await configured.dearerMove();
    expect(Date.parse(held.until!)).toBe(configured.clock.now.getTime() + 7 * 60_000);
  });
});
