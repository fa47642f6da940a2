/**
 * Backups of the embedded database from Settings (Super Admin): take one, list it, download it,
 * and the daily backup's claim. On PostgreSQL the server takes none and says so.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyBackupIfDue, pastBackupTime } from '../../src/server/ops/backups/daily-backup';
import { adminToken, staffToken, startTestServer, type TestServer } from '../support/test-server';

const onPostgres = !!process.env.DATABASE_URL;
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({}, { listen: true });
  admin = await adminToken(server);
});
afterAll(() => server.close());

describe.skipIf(onPostgres)('backups of the embedded database', () => {
  it('takes a backup for a Super Admin, lists it and downloads the same bytes as its checksum', async () => {
    const taken = await server.call('backupsTake', {}, { token: admin });
    expect(taken.status).toBe(200);
    const file = taken.body.data!;
    expect(file.name).toMatch(/^tress-\d{4}-\d{2}-\d{2}T[\d-]+Z\.sql\.gz$/);
    const listed = await server.call('backupsList', {}, { token: admin });
    expect(listed.body.data).toMatchObject({ embedded: true, keep_days: 14, daily_at: '03:30' });
    expect(listed.body.data!.backups[0]).toEqual(file);

    const download = await server.raw(`/api/backups/download?name=${file.name}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/gzip');
    const checksum = readFileSync(`${server.config.backupDir}/${file.name}.sha256`, 'utf8').split(' ')[0];
    const res = await fetchBytes(file.name, admin);
    expect(createHash('sha256').update(res).digest('hex')).toBe(checksum);
    expect(res.length).toBe(file.bytes);
  });

  it('serves backups to a Super Admin only, and only files that are backups', async () => {
    const staff = await staffToken(server);
    expect((await server.call('backupsTake', {}, { token: staff })).status).toBe(403);
    expect((await server.call('backupsList', {}, { token: staff })).status).toBe(403);
    const as = (token: string, name: string) =>
      server.raw(`/api/backups/download?name=${encodeURIComponent(name)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    const name = (await server.call('backupsList', {}, { token: admin })).body.data!.backups[0]!.name;
    expect((await as(staff, name)).status).toBe(403);
    expect((await server.raw(`/api/backups/download?name=${name}`)).status).toBe(401);
    expect((await as(admin, '../db/PG_VERSION')).status).toBe(400);
    expect((await as(admin, 'tress-2000-01-01T00-00-00-000Z.sql.gz')).status).toBe(404);
  });

  it('takes the daily backup once per salon day, after BACKUP_AT in the salon time zone', async () => {
    const pg = server.deps.embedded!;
    // 03:00 in Singapore: before the default 03:30
    const early = { ...server.deps, now: () => new Date('2030-03-04T19:00:00Z') };
    expect(await dailyBackupIfDue(early, pg)).toBeNull();
    const late = { ...server.deps, now: () => new Date('2030-03-04T19:45:00Z') };
    expect(await dailyBackupIfDue(late, pg)).toMatch(/^tress-2030-03-04T19-45-00-000Z/);
    // claimed for that day: a restart (or another process) does not take it again
    expect(await dailyBackupIfDue({ ...late, now: () => new Date('2030-03-05T10:00:00Z') }, pg)).toBeNull();
    expect(await dailyBackupIfDue({ ...late, now: () => new Date('2030-03-05T19:40:00Z') }, pg)).toMatch(
      /^tress-2030-03-05/,
    );
  });
});

describe.runIf(onPostgres)('backups on PostgreSQL', () => {
  it('says the database server is backed up by its own tools', async () => {
    const listed = await server.call('backupsList', {}, { token: admin });
    expect(listed.body.data).toMatchObject({ embedded: false, backups: [] });
    const taken = await server.call('backupsTake', {}, { token: admin });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/pg_dump/);
  });
});

describe('the daily backup time', () => {
  it("compares the salon's clock, not the server's", () => {
    expect(pastBackupTime('03:30', 'Asia/Singapore', new Date('2030-03-04T19:29:00Z'))).toBe(false);
    expect(pastBackupTime('03:30', 'Asia/Singapore', new Date('2030-03-04T19:30:00Z'))).toBe(true);
    expect(pastBackupTime('03:30', 'UTC', new Date('2030-03-04T19:30:00Z'))).toBe(true);
    expect(pastBackupTime('23:00', 'UTC', new Date('2030-03-04T19:30:00Z'))).toBe(false);
  });
});

/** The download's bytes, over a real socket (the file is gzip, not text). */
async function fetchBytes(name: string, token: string): Promise<Buffer> {
  const res = await fetch(`${server.url}/api/backups/download?name=${name}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
  return Buffer.from(await res.arrayBuffer());
}
