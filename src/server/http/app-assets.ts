/**
 * The built app's hashed files (`/assets/*`), read into memory at start with their brotli and gzip
 * versions, and answered from there. Their names change with their content, so they never go
 * stale and browsers may keep them for a year. From memory a script is one write: read from disk,
 * each file costs several trips through the thread pool and the event loop, and under load (a
 * sign-in flood, a rush of visitors) each trip waits its turn. The whole folder is a few megabytes.
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

function readAssets(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!existsSync(dir)) return assets;
  const sibling = (name: string) => (existsSync(join(dir, name)) ? readFileSync(join(dir, name)) : null);
  for (const name of readdirSync(dir)) {
    // a compressed version is sent in its file's place, never asked for by its own name
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const type = TYPES[extname(name)] ?? 'application/octet-stream';
    const identity = readFileSync(join(dir, name));
    const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
    assets.set(name, { type, etag, identity, br: sibling(`${name}.br`), gzip: sibling(`${name}.gz`) });
  }
  return assets;
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
  const assets = readAssets(join(clientDir, 'assets'));
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
