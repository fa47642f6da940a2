/**
 * Security headers on every answer (helmet): a Content-Security-Policy that runs only the
 * app's own scripts (the inline start-up scripts of the built pages are allowed by their hash, read
 * from the build at start), no framing, no referrer (rating and reset links carry tokens), nosniff,
 * and HSTS when the request came over HTTPS. API answers carry personal data or tokens, so none of
 * them is stored by a browser or a proxy cache.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP hashes ('sha256-...') of the inline scripts in the built pages (index.html, shell.html ...). */
export function inlineScriptHashes(clientDir: string): string[] {
  if (!existsSync(clientDir)) return [];
  const hashes = new Set<string>();
  for (const name of readdirSync(clientDir).filter((n) => n.endsWith('.html'))) {
    const html = readFileSync(join(clientDir, name), 'utf8');
    for (const m of html.matchAll(INLINE_SCRIPT)) {
      if (!m[1]?.trim()) continue;
      hashes.add(`'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

export const HSTS = 'max-age=31536000; includeSubDomains';

export function registerSecurityHeaders(app: FastifyInstance, clientDir: string): void {
  // built once: the Fastify plugin builds helmet again for every request, which a flood of
  // requests pays for on the event loop
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(clientDir)],
        // React and the motion library set style attributes; no script can come in this way
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // set below, only for requests that really came over HTTPS
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) =>
    setHeaders(req.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined)),
  );
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // the API reference's static files are the only /api answers without personal data
    if (req.url.startsWith('/api/') && !req.url.startsWith('/api/docs/assets/'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
