/**
 * The embedded database on a disk that fills up, for real: DATA_DIR on a small file system of its
 * own (a tmpfs, so mounting needs root; elsewhere the file says why it skips), filled to the last
 * byte while the server runs. Writes answer 503 with the disk-full message and change nothing, reads
 * go on, writes succeed again once space is freed, and a server started afterwards on the same
 * folder finds every acknowledged booking and nothing else: no corruption.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import { bookings } from '../../src/server/db/schema';
import { TMP_ROOT } from '../support/paths';
import { startTestServer, type TestServer } from '../support/test-server';

const mountPoint = mkdtempSync(join(TMP_ROOT, 'small-disk-'));
const mounted =
  process.getuid?.() === 0 &&
  spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=96m', 'tmpfs', mountPoint]).status === 0;
const dataDir = join(mountPoint, 'data');
const filler = join(mountPoint, 'filler');

/** Takes every byte the small disk has left. */
function fillTheDisk() {
  spawnSync('sh', [
    '-c',
    `dd if=/dev/zero of=${filler} bs=1M 2>/dev/null; dd if=/dev/zero of=${filler}.tail bs=1 2>/dev/null`,
  ]);
}

const bookCut = (server: TestServer, time: string, n: number) =>
  server.call('book', {
    ...guest,
    email: `disk${n}@example.com`,
    phone_number: `9300000${n}`,
    selected_service_ids: [SERVICE.mensCut],
    stylist_id: STYLIST.mei,
    booking_date: weekday(2),
    start_slot_id: slotId(time),
    payment_keyword: 'card',
  } as never);

describe.skipIf(!mounted)('the embedded database on a full disk (a tmpfs mounted as root)', () => {
  let server: TestServer;
  const acknowledged: number[] = [];
  const rows = async (s: TestServer) => (await s.deps.db.select({ n: count() }).from(bookings))[0]!.n;

  beforeAll(async () => {
    mkdirSync(dataDir);
    server = await startTestServer({}, { embeddedAt: dataDir });
  });
  afterAll(async () => {
    await server?.close();
    if (mounted) spawnSync('umount', [mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  });

  it('refuses writes with the disk-full message and changes nothing, while reads go on', async () => {
    const first = await bookCut(server, '09:00', 1);
    expect(first.status).toBe(200);
    acknowledged.push(first.body.data!.id);

    fillTheDisk();
    // writes that fit in pages the database already holds still succeed (and count); the first one
    // that needs a page more finds the disk full
    const times = ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30'];
    for (const [n, time] of times.entries()) {
      const res = await bookCut(server, time, n + 2);
      if (res.status === 200) acknowledged.push(res.body.data!.id);
      else expect(res.status).toBe(503);
    }
    let refused: { status: number; body: unknown } | null = null;
    for (let n = 0; n < 2000 && !refused; n++) {
      const res = await server.call('forgotPassword', { email: `full${n}@example.com` });
      if (res.status !== 200) refused = res;
    }
    expect(refused).toMatchObject({
      status: 503,
      body: { success: false, code: 'unavailable', message: expect.stringMatching(/disk is full/) },
    });
    // a refused booking leaves no row behind
    const before = await rows(server);
    const booking = await bookCut(server, '15:00', 30);
    if (booking.status === 200) acknowledged.push(booking.body.data!.id);
    expect(await rows(server)).toBe(before + (booking.status === 200 ? 1 : 0));
    expect((await server.call('servicesList', { category_id: 0 })).status).toBe(200);
  });

  it('writes again once space is freed, and a restart finds every acknowledged booking', async () => {
    rmSync(filler, { force: true });
    rmSync(`${filler}.tail`, { force: true });
    const again = await bookCut(server, '16:30', 20);
    expect(again.status).toBe(200);
    acknowledged.push(again.body.data!.id);
    const total = await rows(server);
    await server.close();

    server = await startTestServer({}, { embeddedAt: dataDir });
    expect(await rows(server)).toBe(total);
    for (const id of acknowledged) {
      const [b] = await server.deps.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id));
      expect(b?.id).toBe(id);
    }
    // and it takes writes as before
    expect((await bookCut(server, '16:00', 21)).status).toBe(200);
  });
});
