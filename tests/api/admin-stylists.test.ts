/** Back-office stylists: the form, services and prices, weekly hours, photo, delete rules. */
import { parseISO } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../../scripts/support/png';
import { images, ratings, stylistSlots } from '../../src/server/db/schema';
import type { Stylist } from '../../src/shared/contract/stylists';
import { callMultipart, demoStylist, insertBooking, salonDate, slotId } from '../fixtures/admin-world';
import { fixture } from '../fixtures/images';
import { openSalon } from '../support/open-salon';

let slot: (time: string) => Promise<number>;
const { server, t } = openSalon({}, { listen: true });
beforeAll(async () => {
  slot = (time) => slotId(server, time);
});

/** The keys of the stored images (content hashes), which the image URLs end in. */
const uploads = async () =>
  (await server.deps.db.select({ key: images.key }).from(images)).map((r) => r.key).sort();
const weekday = (date: string) => parseISO(date).getDay();

/** The first date at least `min` days ahead that falls on `day` (0 Sunday ... 6 Saturday). */
async function nextDay(day: number, min = 2): Promise<string> {
  for (let i = min; ; i++) {
    const d = await salonDate(server, i);
    if (weekday(d) === day) return d;
  }
}

const stylistFields = (n: string, extra: Record<string, unknown> = {}) => ({
  full_name: `Stylist ${n}`,
  email: `stylist_${n}@example.com`,
  phone_number: '8123 0099',
  speciality: 'Cuts, Styling',
  experience_years: '4',
  is_active: 'true',
  ...extra,
});

async function publishedCells(stylistId: number, date: string): Promise<number> {
  const rows = await server.deps.db
    .select()
    .from(stylistSlots)
    .where(and(eq(stylistSlots.stylistId, stylistId), eq(stylistSlots.slotDate, date)));
  return rows.length;
}

describe('who may call the stylist calls', () => {
  it('answers 401 without a token and 403 for a customer; Staff may manage stylists', async () => {
    expect((await server.call('stylistsGet', {})).status).toBe(401);
    expect((await server.call('stylistsGet', {}, { token: t.customer })).status).toBe(403);
    expect((await server.call('stylistServices', { stylist_id: 1 }, { token: t.customer })).status).toBe(403);
    const res = await callMultipart(server, 'stylistsAdd', stylistFields('bystaff'), { token: t.staff });
    expect(res.status).toBe(200);
  });
});

describe('listing stylists', () => {
  it('gives each stylist their services at their own prices and seven days of hours', async () => {
    const res = await server.call('stylistsGet', { page_size: 50 }, { token: t.admin });
    expect(res.status).toBe(200);
    const mei = res.body.data!.stylists.find((s) => s.full_name === 'Mei Lin')!;
    expect(mei.specialties).toEqual(['Colour', 'Balayage', 'Cuts']);
    expect(mei.working_hours).toHaveLength(7);
    expect(mei.working_hours.find((h) => h.weekday === 0)).toMatchObject({ available: false });
    expect(mei.working_hours.find((h) => h.weekday === 6)).toMatchObject({
      available: true,
      start_slot_id: await slot('10:00'),
      end_slot_id: await slot('16:00'),
    });
    const cut = mei.services.find((s) => s.service.name === "Women's Cut & Blow-dry")!;
    expect(cut.price).toBe(78); // 68 + her 10
    expect(cut.service.price).toBe(68);
  });

  it('computes ratings and reviews_count from real ratings, and makes none up', async () => {
    const made = await callMultipart<Stylist>(
      server,
      'stylistsAdd',
      { ...stylistFields('rated'), services: [(await demoStylist(server, 'Kenji Watanabe')).serviceIds[0]!] },
      { token: t.admin },
    );
    const s = made.body.data!;
    expect(s).toMatchObject({ ratings: null, reviews_count: 0 });
    for (const [i, stars] of [4, 5].entries()) {
      const b = await insertBooking(server, {
        stylistId: s.id,
        date: await salonDate(server, -40 - i),
        time: '11:00',
        serviceIds: [s.services[0]!.service_id],
        status: 'completed',
      });
      await server.deps.db.insert(ratings).values({ bookingId: b.id, stylistId: s.id, rating: stars });
    }
    const res = await server.call('stylistsGet', { search_text: 'stylist_rated' }, { token: t.admin });
    expect(res.body.data!.stylists[0]).toMatchObject({ ratings: 4.5, reviews_count: 2 });
  });

  it('tells customers ratings null and reviews_count 0 for a stylist nobody has rated, and the real figures otherwise', async () => {
    const serviceId = (await demoStylist(server, 'Kenji Watanabe')).serviceIds[0]!;
    const add = async (n: string) =>
      (
        await callMultipart<Stylist>(
          server,
          'stylistsAdd',
          { ...stylistFields(n), services: [serviceId] },
          { token: t.admin },
        )
      ).body.data!;
    const unrated = await add('newcomer');
    const rated = await add('regular');
    for (const [i, stars] of [3, 4, 5].entries()) {
      const b = await insertBooking(server, {
        stylistId: rated.id,
        date: await salonDate(server, -30 - i),
        time: '10:00',
        serviceIds: [serviceId],
        status: 'completed',
      });
      await server.deps.db.insert(ratings).values({ bookingId: b.id, stylistId: rated.id, rating: stars });
    }
    // the customer's stylist step reads this call, signed in or not
    const res = await server.call('stylistsByServices', { service_ids: [serviceId] });
    expect(res.status).toBe(200);
    const shown = (id: number) => res.body.data!.find((s) => s.id === id);
    expect(shown(unrated.id)).toMatchObject({ ratings: null, reviews_count: 0 });
    expect(shown(rated.id)).toMatchObject({ ratings: 4, reviews_count: 3 });
  });

  it('searches name, email, phone and specialty, and pages: empty, last page, past the end', async () => {
    const colour = await server.call('stylistsGet', { search_text: 'colour' }, { token: t.admin });
    expect(colour.body.data!.stylists.map((s) => s.full_name)).toEqual(['Kenji Watanabe', 'Mei Lin']);
    const byMail = await server.call('stylistsGet', { search_text: 'AISHA@tress' }, { token: t.admin });
    expect(byMail.body.data!.stylists.map((s) => s.full_name)).toEqual(['Aisha Rahman']);
    const last = await server.call(
      'stylistsGet',
      { search_text: 'colour', page_size: 1, page_number: 2 },
      { token: t.admin },
    );
    expect(last.body.data).toMatchObject({
      total_records: 2,
      total_page_count: 2,
      page_number: 2,
      page_size: 1,
    });
    expect(last.body.data!.stylists.map((s) => s.full_name)).toEqual(['Mei Lin']);
    const past = await server.call(
      'stylistsGet',
      { search_text: 'colour', page_size: 1, page_number: 3 },
      { token: t.admin },
    );
    expect(past.body.data!.stylists).toEqual([]);
    const none = await server.call('stylistsGet', { search_text: 'nobody-like-this' }, { token: t.admin });
    expect(none.body.data).toMatchObject({ stylists: [], total_records: 0, total_page_count: 0 });
  });
});

describe('adding a stylist', () => {
  it('saves the form, services with their own prices, the photo and seven days of hours, and publishes 4 weeks', async () => {
    const mei = await demoStylist(server, 'Mei Lin');
    const [a, b] = mei.serviceIds;
    const photo = fixture('tiny.jpg');
    const res = await callMultipart<Stylist>(
      server,
      'stylistsAdd',
      {
        ...stylistFields('full'),
        services: [a!, b!],
        service_prices: [{ service_id: b!, price: 99.5 }],
        working_hours: [
          {
            weekday: 3,
            start_slot_id: await slot('12:00'),
            end_slot_id: await slot('15:00'),
            available: true,
          },
        ],
      },
      { token: t.admin, file: { field: 'profile_image', bytes: photo, name: 'me.jpeg', type: 'image/jpeg' } },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Personnel created successfully');
    const s = res.body.data!;
    expect(s).toMatchObject({
      full_name: 'Stylist full',
      name: 'Stylist full',
      phone_number: '81230099',
      experience_years: 4,
      is_active: true,
      ratings: null,
      reviews_count: 0,
    });
    expect(s.photo_url).toMatch(/^\/uploads\/[a-f0-9]{64}\.jpg$/);
    expect(s.profile_image).toBe(s.photo_url);
    const served = await fetch(server.url + s.photo_url);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    // re-encoded on the way in: the same picture, not the same bytes
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('jpeg');
    expect(s.services.find((x) => x.service_id === b)!.price).toBe(99.5);
    expect(s.services.find((x) => x.service_id === a)!.price).toBe(
      s.services.find((x) => x.service_id === a)!.service.price,
    );
    expect(s.working_hours.map((h) => h.available)).toEqual([false, true, true, true, true, true, true]);
    expect(s.working_hours[3]).toMatchObject({
      start_slot_id: await slot('12:00'),
      end_slot_id: await slot('15:00'),
    });
    // published: a Wednesday has 12:00..14:30 (6 cells), a Monday 09:00..16:30 (16), a Sunday none
    expect(await publishedCells(s.id, await nextDay(3, 0))).toBe(6);
    expect(await publishedCells(s.id, await nextDay(1, 0))).toBe(16);
    expect(await publishedCells(s.id, await nextDay(0, 0))).toBe(0);
  });

  it('uses the legacy shift pair for Monday to Friday when no working hours are sent', async () => {
    const res = await callMultipart<Stylist>(
      server,
      'stylistsAdd',
      {
        ...stylistFields('legacy'),
        shift_start_slot_id: await slot('10:00'),
        shift_end_slot_id: await slot('14:00'),
      },
      { token: t.admin },
    );
    expect(res.status).toBe(200);
    const hours = res.body.data!.working_hours;
    expect(hours[2]).toMatchObject({
      start_slot_id: await slot('10:00'),
      end_slot_id: await slot('14:00'),
      available: true,
    });
    expect(hours[6]).toMatchObject({ start_slot_id: await slot('10:00'), end_slot_id: await slot('16:00') });
    expect(res.body.data).toMatchObject({
      shift_start_slot_id: await slot('10:00'),
      shift_end_slot_id: await slot('14:00'),
      services: [],
    });
  });

  it('requires name, email, phone and specialty', async () => {
    const res = await callMultipart(
      server,
      'stylistsAdd',
      { full_name: '', email: '', phone_number: '', speciality: '' },
      { token: t.admin },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        'full_name: This field is required',
        'email: This field is required',
        'phone_number: This field is required',
        'speciality: This field is required',
      ]),
    );
  });

  it('clamps experience years to a whole number of 0 or more (non-numeric becomes 0)', async () => {
    for (const [given, kept] of [
      ['abc', 0],
      ['-3', 0],
      ['3.7', 3],
    ] as const) {
      const res = await callMultipart<Stylist>(
        server,
        'stylistsAdd',
        stylistFields(`years${kept}${given.length}`, { experience_years: given }),
        { token: t.admin },
      );
      expect(res.body.data?.experience_years, given).toBe(kept);
    }
  });

  it('refuses start and end slots that are not a valid range: "Please select valid start and end slots"', async () => {
    const backwards = [
      { weekday: 1, start_slot_id: await slot('15:00'), end_slot_id: await slot('10:00'), available: true },
    ];
    const res = await callMultipart(
      server,
      'stylistsAdd',
      { ...stylistFields('badhours'), working_hours: backwards },
      { token: t.admin },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please select valid start and end slots');
    const unknown = await callMultipart(
      server,
      'stylistsAdd',
      { ...stylistFields('badhours2'), shift_start_slot_id: 77, shift_end_slot_id: 78 },
      { token: t.admin },
    );
    expect(unknown.status).toBe(400);
  });

  it('refuses an email another stylist has (409), an unknown service (400) and a bad photo (415), storing nothing', async () => {
    const before = await uploads();
    const dup = await callMultipart(
      server,
      'stylistsAdd',
      stylistFields('dup', { email: 'MEI@tress.salon' }),
      {
        token: t.admin,
      },
    );
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Another stylist already uses the email MEI@tress.salon');
    const svc = await callMultipart(
      server,
      'stylistsAdd',
      { ...stylistFields('nosvc'), services: [99999] },
      {
        token: t.admin,
        file: { field: 'profile_image', bytes: fixture('tiny.png'), name: 'p.png', type: 'image/png' },
      },
    );
    expect(svc.status).toBe(400);
    const img = await callMultipart(server, 'stylistsAdd', stylistFields('badimg'), {
      token: t.admin,
      file: {
        field: 'profile_image',
        bytes: Buffer.from('GIF89a but not really'),
        name: 'p.gif',
        type: 'image/gif',
      },
    });
    expect(img.status).toBe(415);
    expect(await uploads()).toEqual(before);
    const found = await server.call('stylistsGet', { search_text: 'stylist_nosvc' }, { token: t.admin });
    expect(found.body.data!.total_records).toBe(0);
  });
});

describe('updating a stylist', () => {
  it('replaces the services in one go: removed ones deleted, kept ones repriced, new ones added', async () => {
    const mei = await demoStylist(server, 'Mei Lin');
    const daniel = await demoStylist(server, 'Daniel Tan');
    const [keep, drop] = mei.serviceIds;
    const fresh =
      daniel.serviceIds.find((id) => !mei.serviceIds.includes(id)) ??
      (await demoStylist(server, 'Aisha Rahman')).serviceIds[0]!;
    const made = await callMultipart<Stylist>(
      server,
      'stylistsAdd',
      {
        ...stylistFields('svc'),
        service_prices: [
          { service_id: keep!, price: 10 },
          { service_id: drop!, price: 20 },
        ],
      },
      { token: t.admin },
    );
    const id = made.body.data!.id;
    const res = await callMultipart<Stylist>(
      server,
      'stylistsUpdate',
      {
        ...stylistFields('svc'),
        id,
        service_prices: [
          { service_id: keep!, price: 12.34 },
          { service_id: fresh, price: 30 },
        ],
      },
      { token: t.admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Personnel updated successfully');
    const list = await server.call('stylistServices', { stylist_id: id }, { token: t.admin });
    expect(Object.fromEntries(list.body.data!.map((s) => [s.service_id, s.price]))).toEqual({
      [keep!]: 12.34,
      [fresh]: 30,
    });
  });

  it('keeps the services, hours and photo when the form leaves them out', async () => {
    const mei = await demoStylist(server, 'Mei Lin');
    const made = await callMultipart<Stylist>(
      server,
      'stylistsAdd',
      {
        ...stylistFields('keep'),
        services: [mei.serviceIds[0]!],
        working_hours: [{ weekday: 5, start_slot_id: null, end_slot_id: null, available: false }],
      },
      {
        token: t.admin,
        file: { field: 'profile_image', bytes: fixture('tiny.png'), name: 'p.png', type: 'image/png' },
      },
    );
    const before = made.body.data!;
    const res = await server.call(
      'stylistsUpdate',
      { ...stylistFields('keep', { speciality: 'Updates only' }), id: before.id } as never,
      { token: t.admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      speciality: 'Updates only',
      photo_url: before.photo_url,
      services: before.services,
      working_hours: before.working_hours,
    });
  });

  it('replaces the photo under a new name and removes the old one', async () => {
    const made = await callMultipart<Stylist>(server, 'stylistsAdd', stylistFields('photo'), {
      token: t.admin,
      file: { field: 'profile_image', bytes: makePng(19, 3), name: 'p.png', type: 'image/png' },
    });
    const old = made.body.data!.photo_url!;
    const res = await callMultipart<Stylist>(
      server,
      'stylistsUpdate',
      { ...stylistFields('photo'), id: made.body.data!.id },
      {
        token: t.admin,
        file: { field: 'profile_image', bytes: fixture('tiny.webp'), name: 'p.webp', type: 'image/webp' },
      },
    );
    expect(res.body.data!.photo_url).toMatch(/\.webp$/);
    expect(await uploads()).not.toContain(old.split('/').pop());
  });

  it('republishes the 4 weeks at once when weekly hours change', async () => {
    const made = await callMultipart<Stylist>(server, 'stylistsAdd', stylistFields('rehours'), {
      token: t.admin,
    });
    const id = made.body.data!.id;
    const thursday = await nextDay(4, 0);
    expect(await publishedCells(id, thursday)).toBe(16);
    const res = await callMultipart(
      server,
      'stylistsUpdate',
      {
        ...stylistFields('rehours'),
        id,
        working_hours: [{ weekday: 4, start_slot_id: null, end_slot_id: null, available: false }],
      },
      { token: t.admin },
    );
    expect(res.status).toBe(200);
    expect(await publishedCells(id, thursday)).toBe(0);
  });

  it('refuses hours that would strand a booking, names it, and keeps everything as it was', async () => {
    const made = await callMultipart<Stylist>(
      server,
      'stylistsAdd',
      { ...stylistFields('strand'), services: [(await demoStylist(server, 'Mei Lin')).serviceIds[0]!] },
      { token: t.admin },
    );
    const s = made.body.data!;
    const tuesday = await nextDay(2);
    await insertBooking(server, {
      stylistId: s.id,
      date: tuesday,
      time: '15:00',
      serviceIds: [s.services[0]!.service_id],
      customerName: 'Hannah Stranded',
    });
    const res = await callMultipart(
      server,
      'stylistsUpdate',
      {
        ...stylistFields('strand', { full_name: 'Renamed' }),
        id: s.id,
        working_hours: [
          {
            weekday: 2,
            start_slot_id: await slot('09:00'),
            end_slot_id: await slot('12:00'),
            available: true,
          },
        ],
      },
      { token: t.admin },
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      `This change would leave Hannah Stranded's booking on ${tuesday} at 3:00 PM outside the stylist's hours. Move or cancel that booking first.`,
    );
    const after = await server.call('stylistsGet', { search_text: 'stylist_strand' }, { token: t.admin });
    expect(after.body.data!.stylists[0]).toMatchObject({
      full_name: 'Stylist strand',
      working_hours: s.working_hours,
    });
    expect(await publishedCells(s.id, tuesday)).toBe(16);
  });

  it('answers 404 for a stylist that does not exist', async () => {
    const res = await server.call('stylistsUpdate', { ...stylistFields('ghost'), id: 99999 } as never, {
      token: t.admin,
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Stylist not found');
  });
});

describe("a stylist's services one at a time", () => {
  it('lists, adds (once), reprices and removes a service', async () => {
    const made = await callMultipart<Stylist>(server, 'stylistsAdd', stylistFields('links'), {
      token: t.admin,
    });
    const id = made.body.data!.id;
    const serviceId = (await demoStylist(server, 'Aisha Rahman')).serviceIds[0]!;
    expect((await server.call('stylistServices', { stylist_id: id }, { token: t.staff })).body.data).toEqual(
      [],
    );
    const add = await server.call(
      'stylistServiceAdd',
      { stylist_id: id, service_id: serviceId, price: 50 },
      { token: t.staff },
    );
    expect(add.status).toBe(200);
    expect(add.body.data).toMatchObject({ service_id: serviceId, price: 50, service: { id: serviceId } });
    expect(
      (
        await server.call(
          'stylistServiceAdd',
          { stylist_id: id, service_id: serviceId, price: 51 },
          { token: t.staff },
        )
      ).status,
    ).toBe(409);
    const upd = await server.call(
      'stylistServiceUpdate',
      { stylist_id: id, service_id: serviceId, price: 55.5 },
      { token: t.staff },
    );
    expect(upd.body.data!.price).toBe(55.5);
    const rm = await server.call(
      'stylistServiceRemove',
      { stylist_id: id, service_id: serviceId },
      { token: t.staff },
    );
    expect(rm.status).toBe(200);
    expect(
      (
        await server.call(
          'stylistServiceRemove',
          { stylist_id: id, service_id: serviceId },
          { token: t.staff },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await server.call(
          'stylistServiceUpdate',
          { stylist_id: id, service_id: serviceId, price: 1 },
          { token: t.staff },
        )
      ).status,
    ).toBe(404);
  });

  it('refuses a negative price and unknown stylists or services', async () => {
    expect(
      (
        await server.call(
          'stylistServiceAdd',
          { stylist_id: 1, service_id: 1, price: -1 },
          { token: t.admin },
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await server.call(
          'stylistServiceAdd',
          { stylist_id: 99999, service_id: 1, price: 1 },
          { token: t.admin },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await server.call(
          'stylistServiceAdd',
          { stylist_id: 1, service_id: 99999, price: 1 },
          { token: t.admin },
        )
      ).status,
    ).toBe(404);
    expect((await server.call('stylistServices', { stylist_id: 99999 }, { token: t.admin })).status).toBe(
      404,
    );
  });
});

describe('deleting a stylist', () => {
  it('deletes a stylist who was never booked, with the photo, and says so', async () => {
    const made = await callMultipart<Stylist>(server, 'stylistsAdd', stylistFields('gone'), {
      token: t.admin,
      file: { field: 'profile_image', bytes: makePng(23, 3), name: 'p.png', type: 'image/png' },
    });
    const res = await server.call('stylistsDelete', { id: made.body.data!.id }, { token: t.admin });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Personnel deleted successfully');
    expect(await uploads()).not.toContain(made.body.data!.photo_url!.split('/').pop());
    expect((await server.call('stylistsDelete', { id: made.body.data!.id }, { token: t.admin })).status).toBe(
      404,
    );
  });

  it('refuses to delete a stylist with upcoming bookings and says how many', async () => {
    const sofia = await demoStylist(server, 'Sofia Marquez');
    await insertBooking(server, {
      stylistId: sofia.id,
      date: await nextDay(1),
      time: '09:00',
      serviceIds: [sofia.serviceIds[0]!],
    });
    await insertBooking(server, {
      stylistId: sofia.id,
      date: await nextDay(1),
      time: '13:00',
      serviceIds: [sofia.serviceIds[0]!],
      status: 'pending',
    });
    await insertBooking(server, {
      stylistId: sofia.id,
      date: await nextDay(1),
      time: '15:00',
      serviceIds: [sofia.serviceIds[0]!],
      status: 'cancelled',
    });
    const res = await server.call('stylistsDelete', { id: sofia.id }, { token: t.admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'This stylist has 2 upcoming bookings. Cancel or move them first, or deactivate the stylist instead.',
    );
    const zh = await server.call('stylistsDelete', { id: sofia.id }, { token: t.admin, lang: 'zh' });
    expect(zh.body.message).toBe('该发型师还有 2 个未来的预约。请先取消或改约，或改为停用该发型师。');
  });

  it('deactivates a stylist with only past bookings instead of deleting them, and says so', async () => {
    const made = await callMultipart<Stylist>(
      server,
      'stylistsAdd',
      { ...stylistFields('past'), services: [(await demoStylist(server, 'Mei Lin')).serviceIds[0]!] },
      { token: t.admin },
    );
    const s = made.body.data!;
    await insertBooking(server, {
      stylistId: s.id,
      date: await salonDate(server, -45),
      time: '10:00',
      serviceIds: [s.services[0]!.service_id],
      status: 'completed',
    });
    const res = await server.call('stylistsDelete', { id: s.id }, { token: t.admin });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      'This stylist has past bookings, so they were deactivated instead of deleted to keep the records whole',
    );
    const after = await server.call('stylistsGet', { search_text: 'stylist_past' }, { token: t.admin });
    expect(after.body.data!.stylists[0]!.is_active).toBe(false);
  });
});
