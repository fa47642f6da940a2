/**
 * How `npm run backup` asks a running server for a backup. The embedded database must never be
 * opened by a second process (db/data-lock.ts), so the server that holds it takes the backup
 * itself. It listens on a Unix socket in DATA_DIR (`backup.sock`, mode 0600): only a process of
 * the same user on the same machine can reach it, so it needs no password and no port, and nothing
 * on the network can trigger it.
 */
import { chmodSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { join } from 'node:path';
import type { BackupFile } from './backup-files';

export const backupSocketPath = (dataDir: string) => join(dataDir, 'backup.sock');

/** Serves `POST /backup` on DATA_DIR's socket; null when the path cannot be a socket (too long). */
export async function listenForBackups(
  dataDir: string,
  take: () => Promise<BackupFile>,
  onError: (e: unknown) => void,
): Promise<Server | null> {
  const path = backupSocketPath(dataDir);
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') return void res.writeHead(404).end();
    take().then(
      (file) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(file)),
      (e: unknown) => {
        onError(e);
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(e) }));
      },
    );
  });
  // a socket left by a killed server: this process holds the data lock, so it is nobody's now
  rmSync(path, { force: true });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => resolve());
    });
  } catch (e) {
    onError(e);
    return null;
  }
  chmodSync(path, 0o600);
  server.on('close', () => rmSync(path, { force: true }));
  return server;
}

/** Asks the server running on `dataDir` for a backup; the file it wrote. */
export function askServerForBackup(dataDir: string, timeoutMs = 120_000): Promise<BackupFile> {
  return new Promise((resolve, reject) => {
    const req = request(
      { socketPath: backupSocketPath(dataDir), method: 'POST', path: '/backup', timeout: timeoutMs },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => {
          try {
            const parsed = JSON.parse(body) as BackupFile & { error?: string };
            if (res.statusCode === 200) resolve(parsed);
            else reject(new Error(`The server could not take the backup: ${parsed.error ?? res.statusCode}`));
          } catch (e) {
            reject(e);
          }
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('The server did not answer in time')));
    req.on('error', (e: NodeJS.ErrnoException) =>
      reject(
        e.code === 'ENOENT' || e.code === 'ECONNREFUSED'
          ? new Error(
              'The server holds DATA_DIR but does not answer on its backup socket yet (still starting?). Try again in a moment.',
            )
          : e,
      ),
    );
    req.end();
  });
}
