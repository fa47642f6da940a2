/** Backups of the embedded database, as a Super Admin sees them in Settings. */
import { z } from 'zod';

export const BackupInfo = z.object({
  /** The file's name in BACKUP_DIR (`tress-<UTC time>.sql.gz`); the download names it. */
  name: z.string(),
  bytes: z.number().int().nonnegative(),
  taken_at: z.string(),
});
export type BackupInfo = z.infer<typeof BackupInfo>;

export const BackupsOverview = z.object({
  /** False on PostgreSQL: the database server is backed up by its own tools. */
  embedded: z.boolean(),
  /** The daily backup's time (HH:MM, salon time) and how many days backups are kept. */
  daily_at: z.string(),
  keep_days: z.number().int(),
  /** Newest first. */
  backups: z.array(BackupInfo),
});
export type BackupsOverview = z.infer<typeof BackupsOverview>;

/** A backup's file name, as the download asks for it: nothing that could name another file. */
export const BackupName = z.string().regex(/^tress-[0-9TZ-]{20,40}\.sql\.gz$/, 'a backup file name');
