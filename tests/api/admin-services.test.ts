/** Back-office services and image uploads (issue 3: services, images; docs/product.md §3, 5, 7). */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeBombPng, makePng } from '../../scripts/support/png';
import { images, services } from '../../src/server/db/schema';
import { moveDiskUploads } from '../../src/server/images/move-disk-uploads';
import type { Service } from '../../src/shared/contract/catalogue';
import { callMultipart, demoStylist, insertBooking, salonDate } from '../fixtures/admin-world';
import { fixture, tinyGif } from '../fixtures/images';
import { openSalon } from '../support/open-salon';

const { server, t } = openSalon({}, { listen: true });

/** The keys of the stored images (content hashes), which the image URLs end in. */
const uploads = async () =>
  (await server.deps.db.select({ key: images.key }).from(images)).map((r) => r.key).sort();
const dims = async (bytes: Buffer) => {
  const m = await sharp(bytes).metadata();
  return [m.width, m.height];
};
const form = (name: string, extra: Record<string, string | number | boolean> = {}) => ({
  name,
  description: 'A test service',
  price: '42.50',
  duration_minutes: '45',
  category_id: '1',
  is_active: 'true',
  ...extra,
});

async function addWithImage(name: string, bytes: Uint8Array, fileName: string, type: string) {
  return callMultipart<Service>(server, 'servicesAdd', form(name), {
    token: t.admin,
    file: { field: 'image', bytes, name: fileName, type },
  });
}

describe('who may call the service calls', () => {
  it('answers 401 without a token, 403 for a customer, and lets Staff manage services', async () => {
    expect((await server.call('servicesGet', {})).status).toBe(401);
    expect((await server.call('servicesAll', {}, { token: t.customer })).status).toBe(403);
    expect((await server.call('servicesAdd', { name: 'Nope' } as never, { token: t.customer })).status).toBe(
      403,
    );
    const res = await server.call('servicesAdd', { name: 'Staff Made' } as never, { token: t.staff });
    expect(res.status).toBe(200);
  });
});

describe('adding and updating a service', () => {
  it('applies the defaults: price 0, 30 minutes, category General (10), active', async () => {
    const res = await server.call('servicesAdd', { name: 'Scalp Massage' } as never, { token: t.admin });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Service created successfully');
    expect(res.body.data).toMatchObject({
      name: 'Scalp Massage',
      price: 0,
      duration_minutes: 30,
      category_id: 10,
      category_name: 'General',
      is_active: true,
      image_url: null,
    });
  });

  it("takes a multipart form without an image and names the category in the caller's language", async () => {
    const res = await callMultipart<Service>(server, 'servicesAdd', form('Root Touch-up'), {
      token: t.admin,
      lang: 'zh',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('服务创建成功');
    expect(res.body.data).toMatchObject({
      name: 'Root Touch-up',
      price: 42.5,
      duration_minutes: 45,
      category_id: 1,
      category_name: '美发',
    });
  });

  it('requires a name and refuses a negative price, a zero duration and an unknown category', async () => {
    const bad = await server.call('servicesAdd', { name: ' ', price: -1, duration_minutes: 0 } as never, {
      token: t.admin,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(expect.arrayContaining(['name: This field is required']));
    expect(bad.body.errors.some((e) => e.startsWith('price:'))).toBe(true);
    expect(bad.body.errors.some((e) => e.startsWith('duration_minutes:'))).toBe(true);
    const cat = await server.call('servicesAdd', { name: 'Lost', category_id: 999 } as never, {
      token: t.admin,
    });
    expect(cat.status).toBe(400);
    expect(cat.body.message).toBe('Please choose a valid category');
  });

  it('updates every field and keeps the image when no new one is sent', async () => {
    const made = await addWithImage('Keeps Image', fixture('tiny.png'), 'a.png', 'image/png');
    const id = made.body.data!.id;
    const res = await callMultipart<Service>(
      server,
      'servicesUpdate',
      { ...form('Keeps Image 2', { price: '10', is_active: 'false', category_id: '3' }), id },
      { token: t.admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Service updated successfully');
    expect(res.body.data).toMatchObject({
      id,
      name: 'Keeps Image 2',
      price: 10,
      is_active: false,
      category_id: 3,
      image_url: made.body.data!.image_url,
    });
  });

  it('answers 404 when updating a service that does not exist', async () => {
    const res = await server.call('servicesUpdate', { id: 99999, name: 'Ghost' } as never, {
      token: t.admin,
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Service not found');
  });
});

describe('service images', () => {
  it('accepts a real PNG and serves it back re-encoded as image/png, nosniff and immutable', async () => {
    const bytes = fixture('tiny.png');
    const res = await addWithImage('With PNG', bytes, 'photo.png', 'image/png');
    expect(res.status).toBe(200);
    const url = res.body.data!.image_url!;
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
    const got = await fetch(server.url + url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('cache-control')).toMatch(/immutable/);
    const served = await sharp(Buffer.from(await got.arrayBuffer())).metadata();
    expect([served.format, served.width, served.height]).toEqual(['png', ...(await dims(bytes))]);
  });

  it('trusts the bytes, not the name or declared type: a JPEG sent as "x.png" is stored and served as JPEG', async () => {
    const bytes = fixture('tiny.jpg');
    const res = await addWithImage('With JPEG', bytes, 'x.png', 'image/png');
    expect(res.status).toBe(200);
    const url = res.body.data!.image_url!;
    expect(url).toMatch(/\.jpg$/);
    const got = await fetch(server.url + url);
    expect(got.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await got.arrayBuffer())).metadata()).format).toBe('jpeg');
  });

  it('accepts WebP and GIF, and a PNG made here of nearly 3 MB', async () => {
    for (const [bytes, ext, type] of [
      [fixture('tiny.webp'), 'webp', 'image/webp'],
      [tinyGif(), 'gif', 'image/gif'],
    ] as const) {
      const res = await addWithImage(`With ${ext}`, bytes, `f.${ext}`, 'application/octet-stream');
      expect(res.status, ext).toBe(200);
      const got = await fetch(server.url + res.body.data!.image_url!);
      expect(got.headers.get('content-type')).toBe(type);
    }
    const big = makePng(900, 1000, true);
    expect(big.length).toBeGreaterThan(2_500_000);
    const res = await addWithImage('With big PNG', big, 'big.png', 'image/png');
    expect(res.status).toBe(200);
    const got = await fetch(server.url + res.body.data!.image_url!);
    const served = await sharp(Buffer.from(await got.arrayBuffer())).metadata();
    expect([served.width, served.height]).toEqual([900, 1000]);
  });

  it('refuses a 20000 x 20000 PNG (a few KB on disk, 400 megapixels decoded) with 413 and stores nothing', async () => {
    const before = await uploads();
    const bomb = makeBombPng(20_000);
    expect(bomb.length).toBeLessThan(200_000);
    const res = await addWithImage('Bomb', bomb, 'bomb.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
    expect(await uploads()).toEqual(before);
  });

  it('refuses a text file named .png with 415 and stores nothing, not even the service', async () => {
    const before = await uploads();
    const res = await addWithImage(
      'Fake PNG',
      Buffer.from('hello, I am not a picture\n'.repeat(20)),
      'fake.png',
      'image/png',
    );
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({
      success: false,
      code: 'unsupported_media_type',
      message: 'Please upload a PNG, JPEG, WebP or GIF image',
    });
    expect(await uploads()).toEqual(before);
    const search = await server.call('servicesGet', { search_text: 'Fake PNG' }, { token: t.admin });
    expect(search.body.data!.total_records).toBe(0);
  });

  it('refuses an SVG with a script, and a PNG cut short, with 415', async () => {
    const before = await uploads();
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    );
    expect((await addWithImage('SVG', svg, 'logo.svg', 'image/svg+xml')).status).toBe(415);
    const png = fixture('tiny.png');
    expect(
      (await addWithImage('Cut PNG', png.subarray(0, png.length - 20), 'cut.png', 'image/png')).status,
    ).toBe(415);
    expect(await uploads()).toEqual(before);
  });

  it('refuses a 6 MB image with 413 and stores nothing', async () => {
    const before = await uploads();
    const huge = makePng(1500, 1400, true);
    expect(huge.length).toBeGreaterThan(6_000_000);
    const res = await addWithImage('Huge', huge, 'huge.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      success: false,
      code: 'payload_too_large',
      message: 'The image is too large (at most 5 MB)',
    });
    expect(await uploads()).toEqual(before);
  });

  it('refuses a bad image on update and keeps the old one', async () => {
    const made = await addWithImage('Update Image', fixture('tiny.png'), 'a.png', 'image/png');
    const id = made.body.data!.id;
    const before = await uploads();
    const res = await callMultipart(
      server,
      'servicesUpdate',
      { ...form('Update Image'), id },
      {
        token: t.admin,
        file: { field: 'image', bytes: Buffer.from('<svg/>'), name: 'a.png', type: 'image/png' },
      },
    );
    expect(res.status).toBe(415);
    expect(await uploads()).toEqual(before);
    const all = await server.call('servicesAll', {}, { token: t.admin });
    expect(all.body.data!.find((s) => s.id === id)!.image_url).toBe(made.body.data!.image_url);
  });

  it('replaces an image under a new address and removes the old one', async () => {
    const made = await addWithImage('Replace Image', makePng(13, 7), 'a.png', 'image/png');
    const oldUrl = made.body.data!.image_url!;
    const res = await callMultipart<Service>(
      server,
      'servicesUpdate',
      { ...form('Replace Image'), id: made.body.data!.id },
      {
        token: t.admin,
        file: { field: 'image', bytes: fixture('tiny.jpg'), name: 'b.jpg', type: 'image/jpeg' },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data!.image_url).not.toBe(oldUrl);
    expect(await uploads()).not.toContain(oldUrl.split('/').pop());
    expect((await fetch(server.url + oldUrl)).status).toBe(404);
  });
});

describe('a service as the list answers it', () => {
  it('is taken back by an edit as it is, its protection null meaning the salon policy', async () => {
    const all = await server.call('servicesAll', {}, { token: t.admin });
    const listed = all.body.data!.find((s) => s.protection === null)!;
    const res = await server.call(
      'servicesUpdate',
      {
        ...listed,
        name_zh: listed.name_zh ?? '',
        description_zh: listed.description_zh ?? '',
        price: listed.price + 1,
      } as never,
      { token: t.admin },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = (await server.call('servicesAll', {}, { token: t.admin })).body.data!;
    expect(after.find((s) => s.id === listed.id)).toMatchObject({
      protection: null,
      price: listed.price + 1,
    });
  });
});

describe('listing services', () => {
  it('lists every service, active or not, in the list-all call', async () => {
    await server.call('servicesAdd', { name: 'Hidden Treatment', is_active: false } as never, {
      token: t.admin,
    });
    const all = await server.call('servicesAll', {}, { token: t.staff });
    expect(all.status).toBe(200);
    expect(all.body.data!.find((s) => s.name === 'Hidden Treatment')?.is_active).toBe(false);
    expect(all.body.data!.length).toBeGreaterThanOrEqual(13);
  });

  it('searches and pages with the totals; empty, last page and past the end', async () => {
    for (let i = 1; i <= 3; i++)
      await server.call('servicesAdd', { name: `Paging Wash ${i}` } as never, { token: t.admin });
    const first = await server.call(
      'servicesGet',
      { search_text: 'paging wash', page_size: 2 },
      { token: t.admin },
    );
    expect(first.body.data).toMatchObject({
      total_records: 3,
      total_page_count: 2,
      page_number: 1,
      page_size: 2,
    });
    expect(first.body.data!.services.map((s) => s.name)).toEqual(['Paging Wash 1', 'Paging Wash 2']);
    const last = await server.call(
      'servicesGet',
      { search_text: 'paging wash', page_size: 2, page_number: 2 },
      { token: t.admin },
    );
    expect(last.body.data!.services.map((s) => s.name)).toEqual(['Paging Wash 3']);
    const past = await server.call(
      'servicesGet',
      { search_text: 'paging wash', page_size: 2, page_number: 5 },
      { token: t.admin },
    );
    expect(past.body.data).toMatchObject({ services: [], total_records: 3, page_number: 5 });
    const none = await server.call('servicesGet', { search_text: 'zzz-nothing' }, { token: t.admin });
    expect(none.body.data).toMatchObject({ services: [], total_records: 0, total_page_count: 0 });
  });

  it('pages by 10 by default', async () => {
    const res = await server.call('servicesGet', {}, { token: t.admin });
    expect(res.body.data!.page_size).toBe(10);
    expect(res.body.data!.services).toHaveLength(10);
  });
});

describe('images kept by content', () => {
  it('stores the same picture once, and keeps it while another service still shows it', async () => {
    const bytes = makePng(29, 3);
    const first = await addWithImage('Shared Picture A', bytes, 'a.png', 'image/png');
    const second = await addWithImage('Shared Picture B', bytes, 'b.png', 'image/png');
    const url = first.body.data!.image_url!;
    expect(second.body.data!.image_url).toBe(url);
    await server.call('servicesDelete', { id: first.body.data!.id }, { token: t.admin });
    expect(await uploads()).toContain(url.split('/').pop());
    await server.call('servicesDelete', { id: second.body.data!.id }, { token: t.admin });
    expect(await uploads()).not.toContain(url.split('/').pop());
  });

  it('answers a revalidation with 304 by its ETag, and an unknown key with 404', async () => {
    const made = await addWithImage('Etag Picture', makePng(31, 3), 'e.png', 'image/png');
    const url = server.url + made.body.data!.image_url!;
    const first = await fetch(url);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[a-f0-9]{64}"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(url, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await fetch(`${server.url}/uploads/${'0'.repeat(64)}.png`)).status).toBe(404);
  });
});

describe('images of earlier versions', () => {
  it('moves files under DATA_DIR/uploads into the database and points their services at them', async () => {
    const bytes = makePng(37, 3);
    const made = await server.call('servicesAdd', { name: 'Old Upload' } as never, { token: t.admin });
    const id = made.body.data!.id;
    const oldName = `${'ab'.repeat(16)}.png`;
    mkdirSync(join(server.config.dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(server.config.dataDir, 'uploads', oldName), bytes);
    await server.deps.db
      .update(services)
      .set({ imageUrl: `/uploads/${oldName}` })
      .where(eq(services.id, id));

    expect(await moveDiskUploads(server.deps.db, server.deps.images, server.config.dataDir)).toBe(1);
    const [row] = await server.deps.db.select().from(services).where(eq(services.id, id));
    expect(row!.imageUrl).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
    const got = await fetch(server.url + row!.imageUrl!);
    expect(Buffer.from(await got.arrayBuffer()).equals(bytes)).toBe(true);
    expect(existsSync(join(server.config.dataDir, 'uploads', oldName))).toBe(false);
  });
});

describe('deleting a service', () => {
  it('deletes a service nobody booked, with its image, and says so', async () => {
    const made = await addWithImage('Short Lived', makePng(17, 5), 'a.png', 'image/png');
    const file = made.body.data!.image_url!.split('/').pop();
    const res = await server.call('servicesDelete', { id: made.body.data!.id }, { token: t.admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { deactivated: false }, message: 'Service deleted successfully' });
    expect(await uploads()).not.toContain(file);
    expect((await server.call('servicesDelete', { id: made.body.data!.id }, { token: t.admin })).status).toBe(
      404,
    );
  });

  it('deactivates a booked service instead of deleting it, says so, and the customer no longer sees it', async () => {
    const mei = await demoStylist(server, 'Mei Lin');
    const made = await server.call('servicesAdd', { name: 'Booked Once', price: 20 } as never, {
      token: t.admin,
    });
    const serviceId = made.body.data!.id;
    await server.call(
      'stylistServiceAdd',
      { stylist_id: mei.id, service_id: serviceId, price: 25 },
      { token: t.admin },
    );
    await insertBooking(server, {
      stylistId: mei.id,
      date: await salonDate(server, -60),
      time: '10:00',
      serviceIds: [serviceId],
      status: 'completed',
    });
    const res = await server.call('servicesDelete', { id: serviceId }, { token: t.admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ deactivated: true });
    expect(res.body.message).toBe(
      'This service has 1 booking, so it was deactivated instead of deleted to keep the reports whole',
    );
    const all = await server.call('servicesAll', {}, { token: t.admin });
    expect(all.body.data!.find((s) => s.id === serviceId)?.is_active).toBe(false);
    const customer = await server.call('servicesList', { category_id: 0 });
    expect(customer.body.data!.some((s) => s.id === serviceId)).toBe(false);
  });
});
