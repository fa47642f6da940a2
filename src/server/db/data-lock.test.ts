import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, lockText, startOf } from './data-lock';

describe('the data folder lock', () => {
  // a live process that is not a Tress server: the PID a crashed server's lock may name after a restart
  const other = spawn('sleep', ['60'], { stdio: 'ignore' });
  const dir = mkdtempSync(join(tmpdir(), 'tress-lock-'));
  const file = join(dir, 'server.lock');
  beforeAll(() => expect(other.pid).toBeTypeOf('number'));
  afterAll(() => {
    other.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it.skipIf(!startOf(process.pid))('takes over a lock whose PID now belongs to another process', () => {
    const pid = other.pid!;
    const [boot] = startOf(pid)!.split(':');
    writeFileSync(file, `${pid} ${boot}:1`);
    const unlock = lockDataDir(dir);
    expect(readFileSync(file, 'utf8')).toBe(lockText(process.pid));
    unlock();
  });

  it.skipIf(!startOf(process.pid))(
    'takes over an older server’s lock (its PID alone) when that PID’s process started after it was written',
    () => {
      writeFileSync(file, String(other.pid));
      const anHourAgo = new Date(Date.now() - 3600_000);
      utimesSync(file, anHourAgo, anHourAgo);
      lockDataDir(dir)();
    },
  );

  it('keeps out a second server while an older server holding the lock with its PID alone runs', () => {
    writeFileSync(file, String(other.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    rmSync(file);
  });

  it('keeps out a second server while the holder runs', () => {
    const pid = other.pid!;
    writeFileSync(file, lockText(pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    rmSync(file);
  });

  it('takes over the lock of a process that is gone', () => {
    writeFileSync(file, '2147483646 boot:1');
    lockDataDir(dir)();
  });
});
