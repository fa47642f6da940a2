/**
 * The audit trail (issue 35, point 5): every back-office write adds exactly one line, with who,
 * when, from where, what and the state before and after, never a secret; the Super Admin reads it
 * filtered and paged; and nobody, the app's own database user included, can change or remove a line.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STYLIST } from '../../scripts/support/demo-salon';
import { auditIntents, auditLog, bookings, outbox, users } from '../../src/server/db/schema';
import { recordUnfinished, UNFINISHED_AFTER_MS } from '../../src/server/domain/audit/intents';
import { beginAudit } from '../../src/server/http/audit-trail';
import { sandboxProvider } from '../../src/server/payments/sandbox';
import { isAudited } from '../../src/shared/contract/endpoints';
import { api, type RouteName } from '../../src/shared/contract/routes';
import { callMultipart, demoStylist, offeredTimes, salonDate, slotId } from '../fixtures/admin-world';
import { openSalon } from '../support/open-salon';
import { type Booked, cutBooker, sandboxDriver, setPolicy } from './no-show-support';
import { paidThenCancelledWithoutRefund } from './payments-support';

let adminId: number;
let refundsFail = false;
const { server, t } = openSalon(
  {},
  {
    // the provider's servers refuse refunds while `refundsFail`: outside the machine, behind the real interface
    paymentProvider: (deps) => ({
      ...sandboxProvider(deps),
      async refund(input) {
        if (refundsFail) throw new Error('provider unreachable');
        return sandboxProvider(deps).refund(input);
      },
    }),
  },
);
beforeAll(async () => {
  const [admin] = await server.deps.db.select().from(users).where(eq(users.username, 'admin'));
  adminId = admin!.id;
});

/**
 * Staff and Super Admin calls that change nothing of the salon's: reads, and a staff member's own
 * device. A new back-office call must be either here or marked `changesSalon`/`audited` in
 * src/shared/contract/endpoints.ts, so no write is left out of the trail by forgetting.
 */
const NOT_WRITES: RouteName[] = [
  'backOfficeNotices',
  'usersList',
  'servicesGet',
  'servicesAll',
  'timeslotsActive',
  'stylistsGet',
  'stylistServices',
  'shifts',
  'calendar',
  'reports',
  'dashboard',
  'strandedBookings',
  'outbox',
  'outboxPreview',
  'promotionsList',
  'pushAdminStatus',
  'pushStaffSubscribe',
  'pushStaffUnsubscribe',
  'pushStaffStatus',
  'bookingHistory',
  'calendarExtras',
  'clientsList',
  'clientsGet',
  'auditList',
  'paymentsOverview',
  'bookingPayments',
  'backupsList',
  'waitlistList',
  'waitlistCounts',
];

const names = Object.keys(api) as RouteName[];
const backOffice = names.filter((n) => api[n].access === 'staff' || api[n].access === 'super');
const writes = backOffice.filter((n) => isAudited(api[n]));

const intentCount = async () =>
  Number((await server.deps.db.select({ n: sql`count(*)` }).from(auditIntents))[0]!.n);
const rowCount = async () => Number((await server.deps.db.select({ n: sql`count(*)` }).from(auditLog))[0]!.n);
const lastRow = async () =>
  (await server.deps.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;

/** The first of the next days with a free start for a stylist and service, and its times. */
async function freeDay(stylistId: number, serviceId: number) {
  for (let d = 1; d <= 10; d++) {
    const date = await salonDate(server, d);
    const times = await offeredTimes(server, stylistId, date, [serviceId]);
    if (times.length >= 3) return { date, times };
  }
  throw new Error('no free day');
}

type Res = { status: number; body: { data?: unknown; message?: string } };
type Step = { prepare?: () => Promise<void>; call: () => Promise<Res> };

/** What each write needs; filled in as the walk goes (an added user is then updated, ...). */
const made = {
  user: 0,
  service: 0,
  stylist: 0,
  promotion: 0,
  booking: 0,
  linkBooking: 0,
  heldFee: 0,
  refund: 0,
  block: 0,
  client: 0,
  waitlistEntry: 0,
};
const stylistFields = {
  full_name: 'Audit Stylist',
  email: 'audit.stylist@example.com',
  phone_number: '8123 0099',
  speciality: 'Cuts',
};
const serviceForm = {
  name: 'Audit Trim',
  description: 'A test service',
  price: '40.00',
  duration_minutes: '30',
  category_id: '1',
  is_active: 'true',
};
const staffPassword = 'a-long-audit-passphrase-7';
let mei: { id: number; serviceIds: number[] };
let slot: { date: string; times: string[] };

const idOf = (res: Res) => (res.body.data as { id: number }).id;
const admin = () => ({ token: t.admin });

/** "Back up now" copies the embedded database; on PostgreSQL it is not offered (the host backs it up). */
const embedded = !process.env.DATABASE_URL;
const EMBEDDED_ONLY: RouteName[] = ['backupsTake'];

/** Fees held for the desk: a deposit kept by a late cancel, the desk to charge or waive it. */
let bookCut: ReturnType<typeof cutBooker>;
async function depositPaid(): Promise<Booked> {
  const b = await bookCut();
  const paid = await sandboxDriver.payOrSave(server, b, b.deposit_amount);
  expect(paid.body.data, JSON.stringify(paid.body)).toMatchObject({ paid: true });
  return b;
}
async function heldFee(): Promise<number> {
  const b = await depositPaid();
  const res = await server.call('bookingCancel', { booking_id: b.id, manage_token: b.manage_token });
  expect(res.body.data, JSON.stringify(res.body)).toMatchObject({ status: 'cancelled', fee_state: 'held' });
  return b.id;
}

const steps: Partial<Record<RouteName, Step>> = {
  usersAdd: {
    call: async () => {
      const res = await server.call(
        'usersAdd',
        {
          full_name: 'Audit Person',
          username: 'audit_person',
          email: 'audit.person@example.com',
          password: staffPassword,
          phone_number: '6123 4599',
          role_id: 2,
        } as never,
        admin(),
      );
      made.user = idOf(res);
      return res;
    },
  },
  usersUpdate: {
    call: () =>
      server.call(
        'usersUpdate',
        {
          id: made.user,
          full_name: 'Audit Person Renamed',
          username: 'audit_person',
          email: 'audit.person@example.com',
          phone_number: '6123 4599',
          role_id: 1,
          is_active: true,
        } as never,
        admin(),
      ),
  },
  usersSetPassword: {
    call: () =>
      server.call('usersSetPassword', { id: made.user, new_password: `${staffPassword}x` }, admin()),
  },
  servicesAdd: {
    call: async () => {
      const res = await callMultipart(server, 'servicesAdd', serviceForm, admin());
      made.service = idOf(res as Res);
      return res as Res;
    },
  },
  servicesUpdate: {
    call: async () =>
      (await callMultipart(
        server,
        'servicesUpdate',
        { ...serviceForm, price: '45.00', id: made.service },
        admin(),
      )) as Res,
  },
  stylistsAdd: {
    call: async () => {
      const res = await callMultipart(
        server,
        'stylistsAdd',
        { ...stylistFields, experience_years: '3', is_active: 'true' },
        admin(),
      );
      if (!(res as Res).body.data) throw new Error(JSON.stringify(res.body));
      made.stylist = idOf(res as Res);
      return res as Res;
    },
  },
  stylistsUpdate: {
    call: async () =>
      (await callMultipart(
        server,
        'stylistsUpdate',
        { ...stylistFields, experience_years: '4', is_active: 'true', id: made.stylist },
        admin(),
      )) as Res,
  },
  stylistServiceAdd: {
    call: () =>
      server.call(
        'stylistServiceAdd',
        { stylist_id: made.stylist, service_id: made.service, price: 25 },
        admin(),
      ),
  },
  stylistServiceUpdate: {
    call: () =>
      server.call(
        'stylistServiceUpdate',
        { stylist_id: made.stylist, service_id: made.service, price: 30 },
        admin(),
      ),
  },
  stylistServiceRemove: {
    call: () =>
      server.call('stylistServiceRemove', { stylist_id: made.stylist, service_id: made.service }, admin()),
  },
  saveShifts: {
    call: async () =>
      server.call(
        'saveShifts',
        { stylist_id: made.stylist, shifts: [{ shift_date: await salonDate(server, 3), day_off: true }] },
        admin(),
      ),
  },
  generateSlots: { call: () => server.call('generateSlots', { stylist_id: made.stylist }, admin()) },
  settingsUpdate: {
    call: async () => {
      const profile = (await server.call('settings', {})).body.data!;
      return server.call('settingsUpdate', { ...profile, guest_data_months: 12 }, admin());
    },
  },
  promotionsAdd: {
    call: async () => {
      const res = await server.call('promotionsAdd', { code: 'AUDIT10', percent_off: 10 } as never, admin());
      made.promotion = idOf(res);
      return res;
    },
  },
  promotionsUpdate: {
    call: () =>
      server.call(
        'promotionsUpdate',
        { id: made.promotion, code: 'AUDIT10', percent_off: 15 } as never,
        admin(),
      ),
  },
  promotionsRemove: { call: () => server.call('promotionsRemove', { id: made.promotion }, admin()) },
  bookingCreate: {
    prepare: async () => {
      mei = await demoStylist(server, 'Mei Lin');
      slot = await freeDay(mei.id, mei.serviceIds[0]!);
    },
    call: async () => {
      const res = await server.call(
        'bookingCreate',
        {
          client_id: 0,
          full_name: 'Desk Client',
          phone_number: '81234567',
          email: 'desk.client@example.com',
          selected_service_ids: [mei.serviceIds[0]!],
          stylist_id: mei.id,
          booking_date: slot.date,
          start_slot_id: await slotId(server, slot.times[0]!),
          pay_at_salon: true,
        } as never,
        admin(),
      );
      made.booking = idOf(res);
      const [b] = await server.deps.db.select().from(bookings).where(eq(bookings.id, made.booking));
      made.client = b!.customerId!;
      return res;
    },
  },
  bookingMove: {
    call: async () =>
      server.call(
        'bookingMove',
        {
          booking_id: made.booking,
          booking_date: slot.date,
          start_slot_id: await slotId(server, slot.times.at(-1)!),
          stylist_id: mei.id,
          notify_customer: false,
        },
        admin(),
      ),
  },
  bookingNotes: {
    call: () =>
      server.call('bookingNotes', { booking_id: made.booking, notes: 'Bring the blue towel' }, admin()),
  },
  // the desk's client has an email and pays at the salon: the desk sends them a link instead
  paymentLinkSend: {
    call: () => server.call('paymentLinkSend', { booking_id: made.booking }, admin()),
  },
  updateStatus: {
    call: () => server.call('updateStatus', { booking_id: made.booking, status: 'cancelled' }, admin()),
  },
  paymentLinkResend: {
    prepare: async () => {
      const res = await server.call(
        'bookingCreate',
        {
          client_id: 0,
          full_name: 'Link Client',
          phone_number: '81234568',
          email: 'link.client@example.com',
          selected_service_ids: [mei.serviceIds[0]!],
          stylist_id: mei.id,
          booking_date: slot.date,
          start_slot_id: await slotId(server, slot.times[1]!),
          pay_at_salon: false,
        } as never,
        admin(),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      made.linkBooking = idOf(res);
    },
    call: () => server.call('paymentLinkResend', { booking_id: made.linkBooking }, admin()),
  },
  waitlistManualOffer: {
    prepare: async () => {
      const joined = await server.call('waitlistJoin', {
        service_ids: [mei.serviceIds[0]!],
        stylist_id: mei.id,
        preferences: [{ date: slot.date, from_time: '09:00', to_time: '18:00' }],
        full_name: 'Waiting Client',
        phone_number: '81234569',
        email: 'waiting.client@example.com',
      });
      expect(joined.status, JSON.stringify(joined.body)).toBe(200);
      made.waitlistEntry = idOf(joined);
    },
    call: async () =>
      server.call(
        'waitlistManualOffer',
        {
          entry_id: made.waitlistEntry,
          booking_date: slot.date,
          start_slot_id: await slotId(server, slot.times[2]!),
          stylist_id: mei.id,
        },
        admin(),
      ),
  },
  blocksAdd: {
    call: async () => {
      const res = await server.call(
        'blocksAdd',
        {
          stylist_id: mei.id,
          date: slot.date,
          start_slot_id: await slotId(server, slot.times[0]!),
          end_slot_id: await slotId(server, slot.times[1]!),
          reason: 'break',
        },
        admin(),
      );
      made.block = idOf(res);
      return res;
    },
  },
  blocksRemove: { call: () => server.call('blocksRemove', { id: made.block }, admin()) },
  clientsUpdateNotes: {
    call: () => server.call('clientsUpdateNotes', { id: made.client, notes: 'Sensitive scalp' }, admin()),
  },
  clientsErase: { call: () => server.call('clientsErase', { client_id: made.client }, admin()) },
  refundRetry: {
    // a paid booking cancelled by its customer while the provider refuses refunds: the refund
    // waits in the outbox (no jobs run here) for Retry
    prepare: async () => {
      const { booking } = await paidThenCancelledWithoutRefund(server, () => {
        refundsFail = true;
      });
      refundsFail = false;
      const [owed] = await server.deps.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.bookingId, booking.id), eq(outbox.kind, 'refund')));
      made.refund = owed!.id;
    },
    call: () => server.call('refundRetry', { id: made.refund }, admin()),
  },
  backupsTake: { call: () => server.call('backupsTake', {}, admin()) },
  feesWaive: {
    prepare: async () => {
      await setPolicy(server, t.admin, {
        protection: 'deposit',
        deposit_percent: 30,
        deposit_fixed: null,
        late_cancel_fee_percent: 50,
        applies_to: 'everyone',
        fee_charging: 'desk_confirms',
        protection_min_total: 0,
        cancel_cutoff_hours: 336,
      });
      bookCut = cutBooker(server, { stylist: STYLIST.daniel, firstDay: 2, prefix: 'audit.fee' });
      made.heldFee = await heldFee();
    },
    call: () => server.call('feesWaive', { booking_id: made.heldFee, reason: 'Flooded road' }, admin()),
  },
  feesCharge: {
    prepare: async () => {
      made.heldFee = await heldFee();
    },
    call: () => server.call('feesCharge', { booking_id: made.heldFee }, admin()),
  },
  balancePaid: {
    call: async () => {
      const b = await depositPaid();
      return server.call('balancePaid', { booking_id: b.id, amount: b.balance_due, method: 'cash' }, admin());
    },
  },
  usersDelete: { call: () => server.call('usersDelete', { id: made.user }, admin()) },
  stylistsDelete: { call: () => server.call('stylistsDelete', { id: made.stylist }, admin()) },
  servicesDelete: { call: () => server.call('servicesDelete', { id: made.service }, admin()) },
};

describe('which calls the trail records', () => {
  it('knows every back-office call as a write (recorded) or as one that changes nothing', () => {
    const undeclared = backOffice.filter((n) => !isAudited(api[n]) && !NOT_WRITES.includes(n));
    expect(undeclared, 'mark these changesSalon/audited in endpoints.ts, or list them in NOT_WRITES').toEqual(
      [],
    );
    expect(writes.filter((n) => NOT_WRITES.includes(n))).toEqual([]);
  });

  it('has a walk step for every back-office write', () => {
    expect(writes.filter((n) => !steps[n])).toEqual([]);
  });
});

describe('every back-office write adds one line', () => {
  const order = (Object.keys(steps) as RouteName[]).filter((n) => embedded || !EMBEDDED_ONLY.includes(n));
  it.each(order)('%s', async (name) => {
    const step = steps[name]!;
    await step.prepare?.();
    const before = await rowCount();
    const res = await step.call();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await rowCount()).toBe(before + 1);
    // the line's intent went with it
    expect(await intentCount()).toBe(0);
    const row = await lastRow();
    expect(row).toMatchObject({ action: name, actorKind: 'staff', actorId: adminId, actorRole: 1 });
    expect(row.clientAddress).toMatch(/\d/);
    expect(row.target).not.toBe('');
    const text = JSON.stringify([row.before, row.after]);
    expect(text).not.toContain(staffPassword);
    expect(text).not.toMatch(/password|\$argon2/i);
    // clients are named by id only
    expect(text).not.toMatch(/Desk Client|desk\.client@|81234567|Sensitive scalp|blue towel/);
  });

  it.skipIf(embedded)(
    'backupsTake: not offered on PostgreSQL (refused, no line); walked on PGlite',
    async () => {
      const before = await rowCount();
      const res = await server.call('backupsTake', {}, admin());
      expect(res.status).toBe(409);
      expect(await rowCount()).toBe(before);
    },
  );

  it('keeps the state before and after of a change', async () => {
    const [row] = await server.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'usersUpdate'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row!.target).toBe(`user:${made.user}`);
    expect(row!.before).toMatchObject({ fullName: 'Audit Person', roleId: 2 });
    expect(row!.after).toMatchObject({ fullName: 'Audit Person Renamed', roleId: 1 });
    const [moved] = await server.deps.db.select().from(auditLog).where(eq(auditLog.action, 'updateStatus'));
    expect(moved!.before).toMatchObject({ status: 'confirmed' });
    expect(moved!.after).toMatchObject({ status: 'cancelled' });
    const [waived] = await server.deps.db.select().from(auditLog).where(eq(auditLog.action, 'feesWaive'));
    expect(waived!.target).toMatch(/^booking:\d+$/);
    expect(waived!.before).toMatchObject({ feeState: 'held' });
    expect(waived!.after).toMatchObject({ feeState: 'waived', paymentState: 'refunded' });
    const [charged] = await server.deps.db.select().from(auditLog).where(eq(auditLog.action, 'feesCharge'));
    expect(charged!.before).toMatchObject({ feeState: 'held' });
    expect(charged!.after).toMatchObject({ feeState: 'charged' });
    const [counter] = await server.deps.db.select().from(auditLog).where(eq(auditLog.action, 'balancePaid'));
    expect(counter!.before).toMatchObject({ balancePaidAmount: null });
    expect(counter!.after).toMatchObject({ balancePaidMethod: 'cash' });
  });

  it('adds nothing for a refused write', async () => {
    const before = await rowCount();
    expect((await server.call('usersDelete', { id: 999999 }, admin())).status).toBe(404);
    expect((await server.call('usersAdd', {} as never, { token: t.staff })).status).toBe(403);
    expect(await rowCount()).toBe(before);
    expect(await intentCount()).toBe(0);
  });

  it('records a write whose server stopped before its line was written, once, as unconfirmed', async () => {
    // the call has begun (its intent kept) and the process stops before it finishes
    const call = { id: adminId, full_name: 'Half Way', role_id: 1 };
    await beginAudit(server.deps, 'usersUpdate', api.usersUpdate, {
      body: call,
      principal: {
        kind: 'admin',
        userId: adminId,
        roleId: 1,
        fullName: 'Admin',
        username: 'admin',
        tokenHash: '',
      },
      ip: '10.1.2.3',
    });
    expect(await intentCount()).toBe(1);
    const before = await rowCount();
    // a call may still be under way on another instance: a young intent is left alone
    expect(await recordUnfinished(server.deps.db, new Date())).toBe(0);
    const later = new Date(Date.now() + UNFINISHED_AFTER_MS + 1000);
    // two instances' job loops at once record it once
    const done = await Promise.all([
      recordUnfinished(server.deps.db, later),
      recordUnfinished(server.deps.db, later),
    ]);
    expect(done.sort()).toEqual([0, 1]);
    expect(await rowCount()).toBe(before + 1);
    expect(await intentCount()).toBe(0);
    const row = await lastRow();
    expect(row).toMatchObject({
      action: 'usersUpdate',
      target: `user:${adminId}`,
      actorKind: 'staff',
      actorId: adminId,
    });
    expect(row.before).toMatchObject({ roleId: 1 });
    expect(row.after).toMatchObject({ unconfirmed: true, request: { id: adminId, role_id: 1 } });
  });
});

describe('reading the trail', () => {
  it('is for a Super Admin only', async () => {
    expect((await server.call('auditList', {})).status).toBe(401);
    expect((await server.call('auditList', {}, { token: t.staff })).status).toBe(403);
    expect((await server.call('auditList', {}, { token: t.customer })).status).toBe(403);
  });

  it('pages newest first and filters by actor, action and dates', async () => {
    const all = (await server.call('auditList', { page_size: 5 }, admin())).body.data!;
    expect(all.entries).toHaveLength(5);
    expect(all.total_records).toBe(await rowCount());
    expect(all.entries[0]!.id).toBeGreaterThan(all.entries[4]!.id);
    expect(all.actions).toContain('settingsUpdate');
    expect(all.actors).toContainEqual({ id: adminId, name: expect.any(String) });
    const settings = (await server.call('auditList', { action: 'settingsUpdate' }, admin())).body.data!;
    // the walk's own change, then the no-show policy the fee steps needed (it keeps the months)
    expect(settings.entries.map((e) => e.action)).toEqual(['settingsUpdate', 'settingsUpdate']);
    expect(settings.entries[0]!.after).toMatchObject({ guestDataMonths: 12 });
    const byAdmin = (await server.call('auditList', { actor_id: adminId, page_size: 100 }, admin())).body
      .data!;
    expect(byAdmin.total_records).toBe(all.total_records);
    const nobody = (await server.call('auditList', { actor_id: 999999 }, admin())).body.data!;
    expect(nobody.total_records).toBe(0);
    const today = await salonDate(server, 0);
    const dated = (await server.call('auditList', { date_from: today, date_to: today }, admin())).body.data!;
    expect(dated.total_records).toBe(all.total_records);
    const past = await salonDate(server, -3);
    const old = (await server.call('auditList', { date_from: past, date_to: past }, admin())).body.data!;
    expect(old.total_records).toBe(0);
  });

  it('refuses a date range that ends before it starts, and a bad action name', async () => {
    const bad = await server.call('auditList', { date_from: '2026-05-02', date_to: '2026-05-01' }, admin());
    expect(bad.status).toBe(400);
    expect((await server.call('auditList', { action: "x'; drop" }, admin())).status).toBe(400);
  });
});

describe('append-only', () => {
  it('refuses to change, remove or empty a line, even for the database user the app runs as', async () => {
    const db = server.deps.db;
    const before = await rowCount();
    await expect(db.execute(sql`update audit_log set action = 'forged'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect(await rowCount()).toBe(before);
    const forged = await db.select().from(auditLog).where(eq(auditLog.action, 'forged'));
    expect(forged).toEqual([]);
  });
});
