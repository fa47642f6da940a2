/**
 * The embedded database under SIGKILL: book under load, kill the server at random moments, restart
 * it on the same DATA_DIR. It must open every time, and every booking answered with success must
 * still be there. Always runs on PGlite, whatever DATABASE_URL says.
 *
 * The moments come from a seeded random source, counted in acknowledged bookings (not in
 * milliseconds, so a slow machine kills at the same points of the work as a fast one). The seed is
 * printed; DURABILITY_SEED=<seed> replays a failure's kill points.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server.mjs';
import { SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import { startServerProcess } from '../../scripts/support/server-process';
import { openDatabase } from '../../src/server/db/connect';
import { bookOverHttp } from '../support/book-over-http';
import { TMP_ROOT } from '../support/paths';

const CYCLES = 20;
const SEED = Number(process.env.DURABILITY_SEED ?? Math.floor(Math.random() * 2 ** 32));

/** mulberry32: a small seeded generator of numbers in [0, 1). */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const dataDir = mkdtempSync(join(TMP_ROOT, 'durability-'));
const buildDir = mkdtempSync(join(TMP_ROOT, 'durability-server-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(buildDir, { recursive: true, force: true });
});
// the built server, as production runs it: it starts faster than the sources (21 starts here)
let entry = '';
beforeAll(async () => {
  entry = join(await buildServer(buildDir), 'main.js');
});

/** Every free 30-minute booking the demo salon can take: stylist, service, date, slot. */
function* bookingPlan() {
  const pairs = [
    [STYLIST.mei, SERVICE.mensCut],
    [STYLIST.daniel, SERVICE.mensCut],
    [STYLIST.kenji, SERVICE.mensCut],
    [STYLIST.aisha, SERVICE.brows],
    [STYLIST.sofia, SERVICE.brows],
    [STYLIST.priya, SERVICE.brows],
  ] as const;
  for (let day = 1; day <= 8; day++) {
    for (let minutes = 9 * 60; minutes < 17 * 60; minutes += 30) {
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
      for (const [stylist, service] of pairs)
        yield { stylist, service, date: weekday(day), slot: slotId(time) };
    }
  }
}

describe('durability of the embedded database', () => {
  it(`keeps every acknowledged booking through ${CYCLES} SIGKILLs`, { timeout: 240_000 }, async () => {
    console.log(`durability: seed ${SEED} (replay with DURABILITY_SEED=${SEED})`);
    const random = seededRandom(SEED);
    const plan = bookingPlan();
    const acknowledged: number[] = [];
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const server = await startServerProcess(dataDir, {}, { entry });
      // the kill comes once this cycle has acknowledged 1-6 bookings, while the other workers'
      // bookings are in flight, after a random number of event-loop turns more
      const killAfter = 1 + Math.floor(random() * 6);
      const turns = Math.floor(random() * 50);
      let ackedNow = 0;
      let reached!: () => void;
      const enough = new Promise<void>((r) => (reached = r));
      let stop = false;
      const worker = async () => {
        while (!stop) {
          const next = plan.next();
          if (next.done) return;
          const b = next.value;
          try {
            const { status, body } = await bookOverHttp(server.url, b);
            if (status === 200 && body.success) {
              acknowledged.push(body.data!.id);
              if (++ackedNow >= killAfter) reached();
            }
          } catch {
            return; // the server was killed mid-request: that booking was never acknowledged
          }
        }
      };
      const workers = [worker(), worker(), worker(), worker()];
      await Promise.race([enough, Promise.all(workers)]);
      for (let i = 0; i < turns; i++) await new Promise((r) => setImmediate(r));
      server.child.kill('SIGKILL');
      stop = true;
      await server.exited;
      await Promise.all(workers);
      expect(
        ackedNow,
        `cycle ${cycle} (seed ${SEED}) acknowledged a booking before its kill`,
      ).toBeGreaterThan(0);
    }

    const last = await startServerProcess(dataDir, {}, { entry }); // it opens once more after the last kill
    last.child.kill('SIGTERM');
    expect(await last.exited).toBe(0);

    const database = await openDatabase({ dataDir, databaseUrl: null });
    const rows = (await database.db.execute('select id from bookings' as never)) as unknown as {
      rows: { id: number }[];
    };
    await database.close();
    const stored = new Set(rows.rows.map((r) => Number(r.id)));
    const lost = acknowledged.filter((id) => !stored.has(id));
    expect(lost).toEqual([]);
  });

  it.skipIf(!existsSync('/proc/self/stat'))(
    'starts after a crash whose lock names a PID that another process has now',
    { timeout: 60_000 },
    async () => {
      const dir = mkdtempSync(join(TMP_ROOT, 'lock-'));
      // a live process that is not a Tress server, as a restarted container hands out PIDs again
      const other = spawn('sleep', ['60'], { stdio: 'ignore' });
      try {
        // written by the crashed server with its PID alone, before that PID was handed out again
        const lock = join(dir, 'server.lock');
        writeFileSync(lock, String(other.pid));
        const anHourAgo = new Date(Date.now() - 3600_000);
        utimesSync(lock, anHourAgo, anHourAgo);
        const server = await startServerProcess(dir, {}, { entry });
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
      } finally {
        other.kill('SIGKILL');
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('refuses a second server on the same data folder with a clear message', {
    timeout: 60_000,
  }, async () => {
    const dir = mkdtempSync(join(TMP_ROOT, 'lock-'));
    const first = await startServerProcess(dir, {}, { entry });
    try {
      await expect(startServerProcess(dir, {}, { entry })).rejects.toThrow(/in use by another Tress server/);
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
