/**
 * The built app's hashed files (`/assets/*`), read into memory with their brotli and gzip versions
 * on their first request (at once, not through the thread pool), and answered from there. Their
 * names change with their content, so they never go stale and browsers may keep them for a year.
 * From memory a script is one write: read from disk, each file costs several trips through the
 * thread pool and the event loop, and under load (a sign-in flood, a rush of visitors) each trip
 * waits its turn. The whole folder is a few megabytes.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

type Asset = { type: string; etag: string; identity: Buffer; br: Buffer | null; gzip: Buffer | null };

export const ASSETS_PREFIX = '/assets/';

/**
 * The built assets by name, each read (with its compressed siblings) on its first request and kept:
 * their names carry their content's hash, so what was read stays right. Reading all of them as the
 * server started (some 400 files, each hashed for its ETag) held up a restart's first answer.
 */
function assetStore(dir: string): { size: number; get(name: string): Asset | null } {
  const names = new Set(
    existsSync(dir)
      ? // a compressed version is sent in its file's place, never asked for by its own name
        readdirSync(dir).filter((name) => !name.endsWith('.br') && !name.endsWith('.gz'))
      : [],
  );
  const read = new Map<string, Asset>();
  const sibling = (name: string) => (existsSync(join(dir, name)) ? readFileSync(join(dir, name)) : null);
  return {
    size: names.size,
    get(name) {
      if (!names.has(name)) return null;
      let asset = read.get(name);
      if (!asset) {
        const identity = readFileSync(join(dir, name));
        asset = {
          type: TYPES[extname(name)] ?? 'application/octet-stream',
          etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
          identity,
          br: sibling(`${name}.br`),
          gzip: sibling(`${name}.gz`),
        };
        read.set(name, asset);
      }
      return asset;
    },
  };
}

/** Which stored version to send for an Accept-Encoding header: brotli, then gzip, else as built. */
function encodingFor(accept: string | undefined, asset: Asset): 'br' | 'gzip' | null {
  const wanted = (accept ?? '').toLowerCase();
  if (asset.br && /\bbr\b/.test(wanted)) return 'br';
  if (asset.gzip && /\bgzip\b/.test(wanted)) return 'gzip';
  return null;
}

/** Serves `<clientDir>/assets/*`; returns whether there was a built app to serve. */
export function registerAppAssets(app: FastifyInstance, clientDir: string): boolean {
  const assets = assetStore(join(clientDir, 'assets'));
  if (!assets.size) return false;
  app.get<{ Params: { name: string } }>(`${ASSETS_PREFIX}:name`, async (req, reply) => {
    const asset = assets.get(req.params.name);
    if (!asset) return reply.code(404).type('text/plain').send('Not found');
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', asset.etag)
      .header('vary', 'accept-encoding');
    if (req.headers['if-none-match'] === asset.etag) return reply.code(304).send();
    const encoding = encodingFor(req.headers['accept-encoding'], asset);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type(asset.type).send(encoding ? asset[encoding] : asset.identity);
  });
  return true;
}
