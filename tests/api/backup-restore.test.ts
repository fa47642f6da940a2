/**
 * A backup taken by `npm run backup` while a running server makes 50 bookings at once,
 * restored by `npm run restore` into a new DATA_DIR: every booking acknowledged before the backup
 * began is there, none that did not exist is, and every table holds the rows it held at the
 * backup's moment. Always on the embedded database, whatever DATABASE_URL says.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server.mjs';
import { SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import { startServerProcess } from '../../scripts/support/server-process';
import { readBackup } from '../../src/server/ops/backups/backup-files';
import { databaseFigures } from '../../src/server/ops/backups/database-figures';
import { openEmbeddedFolder } from '../../src/server/ops/backups/restore';
import { bookOverHttp, type PlannedBooking } from '../support/book-over-http';
import { TMP_ROOT } from '../support/paths';

const run = promisify(execFile);
const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(TMP_ROOT, prefix));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
let entry = '';
beforeAll(async () => {
  entry = join(await buildServer(tempDir('backup-server-')), 'main.js');
});

/** Runs one of the npm scripts the way `npm run` does, on `dataDir`. */
function script(name: string, dataDir: string, args: string[] = []) {
  const { DATABASE_URL: _, ...env } = process.env;
  return run(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
    env: { ...env, DATA_DIR: dataDir },
  });
}

/** Every free half hour of five stylists over eight working days, one after another. */
function* plan() {
  const pairs = [
    [STYLIST.mei, SERVICE.mensCut],
    [STYLIST.daniel, SERVICE.mensCut],
    [STYLIST.kenji, SERVICE.mensCut],
    [STYLIST.aisha, SERVICE.brows],
    [STYLIST.sofia, SERVICE.brows],
  ] as const;
  for (let day = 1; day <= 8; day++)
    for (let minutes = 9 * 60; minutes < 17 * 60; minutes += 30)
      for (const [stylist, service] of pairs) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;
        yield { stylist, service, date: weekday(day), slot: slotId(time) };
      }
}

async function bookingIds(dataDir: string): Promise<Set<number>> {
  const pg = await openEmbeddedFolder(join(dataDir, 'db'));
  try {
    return new Set((await pg.query<{ id: number }>('select id from public.bookings')).rows.map((r) => r.id));
  } finally {
    await pg.close();
  }
}

describe('a backup of a busy server', () => {
  it('restores every booking acknowledged before it, and every table as it was at its moment', {
    timeout: 180_000,
  }, async () => {
    const source = tempDir('backup-source-');
    const server = await startServerProcess(source, {}, { entry });
    const beforeBackup: number[] = [];
    const afterBackup: number[] = [];
    const acknowledged: number[] = [];
    let phase: 'before' | 'during' | 'after' = 'before';
    let backupPath = '';
    let startBackup!: () => void;
    const warmedUp = new Promise<void>((resolve) => (startBackup = resolve));
    // the last 50 times are kept for the bookings sent after the backup: however long the backup
    // takes, the others cannot use them up
    const planned = [...plan()];
    const afterSlots = planned.splice(-50);
    const slots = planned.values();
    const book = async (b: PlannedBooking) => {
      const { status, body } = await bookOverHttp(server.url, b);
      expect(status, JSON.stringify(body)).toBe(200);
      return body.data!.id;
    };
    // 50 clients booking at once, each again as soon as it is answered, until the backup is done
    const client = async () => {
      for (;;) {
        if (phase === 'after') {
          // one booking each once the backup is done
          const id = await book(afterSlots.pop()!);
          acknowledged.push(id);
          afterBackup.push(id);
          return;
        }
        const next = slots.next();
        if (next.done) {
          await backup;
          continue;
        }
        const sentIn = phase;
        const id = await book(next.value);
        acknowledged.push(id);
        if (sentIn === 'before' && phase === 'before') beforeBackup.push(id);
        if (acknowledged.length === 50) startBackup();
      }
    };
    const backup = warmedUp.then(async () => {
      phase = 'during';
      const { stdout } = await script('backup', source);
      backupPath = stdout.trim().split('\n').at(-1)!;
      phase = 'after';
    });
    await Promise.all([...Array.from({ length: 50 }, client), backup]);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    console.log(
      `backup-restore: ${acknowledged.length} bookings acknowledged, ${beforeBackup.length} before the backup began, ${afterBackup.length} sent after it ended`,
    );
    expect(beforeBackup.length).toBeGreaterThanOrEqual(50);
    expect(afterBackup.length).toBe(50);
    const { figures } = readBackup(backupPath);
    expect(figures).not.toBeNull();

    const target = tempDir('backup-target-');
    const restored = await script('restore', target, [backupPath]);
    expect(restored.stdout).toMatch(/counts and money totals as backed up/);

    const after = await bookingIds(target);
    const sourceIds = await bookingIds(source);
    expect(beforeBackup.filter((id) => !after.has(id))).toEqual([]);
    expect([...after].filter((id) => !sourceIds.has(id))).toEqual([]);
    expect(afterBackup.filter((id) => after.has(id))).toEqual([]);
    const pg = await openEmbeddedFolder(join(target, 'db'));
    try {
      expect(await databaseFigures((q) => pg.query(q))).toEqual(figures);
    } finally {
      await pg.close();
    }
    expect(after.size).toBe(figures!.rows.bookings);

    // the restored folder is a working salon
    const second = await startServerProcess(target, {}, { entry });
    const settings = await fetch(`${second.url}/api/settings`);
    expect(settings.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('refuses a running DATA_DIR and a damaged file; backs up a stopped one directly', {
    timeout: 120_000,
  }, async () => {
    const dir = tempDir('backup-running-');
    const server = await startServerProcess(dir, {}, { entry });
    try {
      const { stdout } = await script('backup', dir);
      const file = stdout.trim().split('\n').at(-1)!;
      const refused = await script('restore', dir, [file]).catch((e: { code: number; stderr: string }) => e);
      expect(refused).toMatchObject({
        code: 1,
        stderr: expect.stringMatching(/Refusing to restore: a Tress server/),
      });
      const damaged = join(tempDir('backup-damaged-'), 'tress-2026-01-01T00-00-00-000Z.sql.gz');
      writeFileSync(damaged, 'not a backup');
      writeFileSync(`${damaged}.sha256`, `${'0'.repeat(64)}  x\n`);
      const bad = await script('restore', tempDir('backup-empty-'), [damaged]).catch(
        (e: { code: number; stderr: string }) => e,
      );
      expect(bad).toMatchObject({ code: 1, stderr: expect.stringMatching(/does not match its checksum/) });
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    // stopped: the script opens the folder itself, under the folder's lock
    const { stdout } = await script('backup', dir);
    expect(stdout).toMatch(/No server is running on .*: backing up the folder directly/);
    const restored = await script('restore', tempDir('backup-stopped-'), [stdout.trim().split('\n').at(-1)!]);
    expect(restored.stdout).toMatch(/counts and money totals as backed up/);
  });
});
