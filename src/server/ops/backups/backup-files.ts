/**
 * Backup files in BACKUP_DIR: `tress-<UTC time>.sql.gz` (a gzipped plain-SQL dump, restorable into
 * the embedded database or PostgreSQL) beside `<the same name>.sha256` in `sha256sum`'s format, so
 * `sha256sum -c` checks a copy anywhere. A backup is written under a temporary name and renamed
 * once complete: a file with a backup's name is always whole.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Figures } from './database-figures';
import type { Dump } from './dump';

export type BackupFile = { name: string; path: string; bytes: number; taken_at: string };

const NAME = /^tress-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})(?:-(\d{3}))?Z\.sql\.gz$/;

/** The file name of a backup taken at `at`: sortable, and safe on every file system. */
export function backupName(at: Date): string {
  return `tress-${at.toISOString().replace(/[:.]/g, '-')}.sql.gz`;
}

/** When a backup was taken, read back from its name; null for a name that is not a backup's. */
export function takenAt(name: string): Date | null {
  const m = NAME.exec(name);
  if (!m) return null;
  return new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5] ?? '000'}Z`);
}

export const isBackupName = (name: string) => NAME.test(name);

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The last line of a backup: its figures at the dump's moment, which a restore checks (a comment to SQL). */
const FIGURES_LINE = '-- tress-figures ';

/** Writes `dump` as a backup taken at `at`, with its checksum file; returns the backup. */
export function writeBackup(dir: string, dump: Dump, at: Date): BackupFile {
  mkdirSync(dir, { recursive: true });
  const name = backupName(at);
  const path = join(dir, name);
  const text = `${dump.sql}\n${FIGURES_LINE}${JSON.stringify(dump.figures)}\n`;
  const bytes = gzipSync(Buffer.from(text, 'utf8'));
  const partial = `${path}.partial`;
  writeFileSync(partial, bytes);
  writeFileSync(`${path}.sha256`, `${sha256(bytes)}  ${name}\n`);
  renameSync(partial, path);
  return { name, path, bytes: bytes.length, taken_at: at.toISOString() };
}

export class BackupChecksumError extends Error {
  constructor(
    readonly path: string,
    reason: string,
  ) {
    super(`${path}: ${reason}. The file is not restored.`);
  }
}

/** A backup file's SQL and figures, after checking it against its `.sha256` file. */
export function readBackup(path: string): { sql: string; figures: Figures | null } {
  const bytes = readFileSync(path);
  let line: string;
  try {
    line = readFileSync(`${path}.sha256`, 'utf8');
  } catch {
    throw new BackupChecksumError(path, `its checksum file ${basename(path)}.sha256 is missing`);
  }
  const expected = line.trim().split(/\s+/)[0];
  if (expected !== sha256(bytes))
    throw new BackupChecksumError(path, 'it does not match its checksum (damaged or changed)');
  const sql = (path.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
  const at = sql.lastIndexOf(`\n${FIGURES_LINE}`);
  const figures = at >= 0 ? (JSON.parse(sql.slice(at + FIGURES_LINE.length + 1)) as Figures) : null;
  return { sql, figures };
}

/** The backups in `dir`, newest first. */
export function listBackups(dir: string): BackupFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter(isBackupName)
    .map((name) => {
      const path = join(dir, name);
      return { name, path, bytes: statSync(path).size, taken_at: takenAt(name)!.toISOString() };
    })
    .sort((a, b) => b.taken_at.localeCompare(a.taken_at));
}

/** Deletes the backups older than `keepDays` (the newest one always stays); returns their names. */
export function pruneBackups(dir: string, keepDays: number, now: Date): string[] {
  const cutoff = now.getTime() - keepDays * 86_400_000;
  const [, ...older] = listBackups(dir);
  const gone = older.filter((b) => Date.parse(b.taken_at) < cutoff);
  for (const b of gone) {
    rmSync(b.path, { force: true });
    rmSync(`${b.path}.sha256`, { force: true });
  }
  return gone.map((b) => b.name);
}
