/**
 * Settings → Backups (Super Admin): the list, "Back up now", and the download. The download is a
 * file, not an envelope, so it is a route of its own beside the route table, with the same
 * Super Admin check; it serves only a name that the listing of BACKUP_DIR holds.
 */
import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { BackupName } from '#shared/contract/backups';
import { ROLE_SUPER_ADMIN } from '#shared/enums';
import type { Deps } from '../../deps';
import { invalid, missing, notAllowed, notSignedIn, refused } from '../../domain/domain-error';
import { principalOf } from '../../http/auth';
import type { Handlers } from '../../http/register-api';
import { withMessage } from '../../i18n/with-message';
import { listBackups } from './backup-files';
import { takeBackup } from './take-backup';

const info = ({ name, bytes, taken_at }: { name: string; bytes: number; taken_at: string }) => ({
  name,
  bytes,
  taken_at,
});

export const backupsHandlers = {
  backupsList: async ({ deps }) => ({
    embedded: deps.embedded !== null,
    daily_at: deps.config.backupAt,
    keep_days: deps.config.backupKeepDays,
    backups: deps.embedded ? listBackups(deps.config.backupDir).map(info) : [],
  }),
  backupsTake: async ({ deps }) => {
    if (!deps.embedded) throw refused('backups_embedded_only');
    const file = await takeBackup(deps.embedded, deps.config, deps.now);
    deps.log.info({ backup: file.name, bytes: file.bytes }, 'backup taken from Settings');
    return withMessage(info(file), 'backup_taken', { name: file.name });
  },
} satisfies Handlers;

export function registerBackupDownload(app: FastifyInstance, deps: Deps): void {
  app.get('/api/backups/download', async (req, reply) => {
    const principal = await principalOf(deps.db, req.headers.authorization);
    if (!principal) throw notSignedIn();
    if (principal.kind !== 'admin' || principal.roleId !== ROLE_SUPER_ADMIN) throw notAllowed();
    const name = BackupName.safeParse((req.query as { name?: unknown }).name);
    if (!name.success) throw invalid('validation_failed');
    const file = listBackups(deps.config.backupDir).find((b) => b.name === name.data);
    if (!file) throw missing();
    return reply
      .type('application/gzip')
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .header('content-length', file.bytes)
      .send(createReadStream(file.path));
  });
}
