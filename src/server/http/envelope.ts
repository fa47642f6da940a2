/**
 * Every answer in the envelope with an honest status: the error handler, the 404 handler for
 * unknown /api paths and the SPA fallback for everything else.
 */

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAppRoute } from '#shared/app-routes';
import type { Envelope } from '#shared/envelope';
import { databaseUnavailable } from '../db/unavailable';
import { DomainError, type Refusal } from '../domain/domain-error';
import { langOf, type MessageKey, translate } from '../i18n/catalogue';
import { PasswordLineFull } from '../limits/password-line';
import { answerOf } from './api-error';
import { passwordChecksBusy } from './retry-after';

/** A refusal in the envelope, with the status the table gives it (http/api-error.ts). */
export function sendError(req: FastifyRequest, reply: FastifyReply, err: DomainError): FastifyReply {
  const lang = langOf(req.headers['accept-language']);
  const message = translate(lang, err.messageKey, err.params);
  const { status, code, errors } = answerOf(err);
  const body: Envelope<unknown> = {
    success: false,
    data: err.data,
    errors: errors.length ? errors : [message],
    message,
    code,
    ...(err.fieldErrors ? { field_errors: err.fieldErrors } : {}),
  };
  return reply.status(status).send(body);
}

/** A failure of the server itself: 500 `internal`, nothing of it told. */
function sendInternal(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  const message = translate(langOf(req.headers['accept-language']), 'internal');
  const body: Envelope<unknown> = {
    success: false,
    data: null,
    errors: [message],
    message,
    code: 'internal',
  };
  return reply.status(500).send(body);
}

/** Fastify's own refusals (a body too big, a limit...), by status. */
const statusCodes: Record<number, [Refusal, MessageKey]> = {
  400: ['invalid', 'validation_failed'],
  401: ['unauthorized', 'unauthorized'],
  403: ['forbidden', 'forbidden'],
  404: ['not_found', 'not_found'],
  413: ['payload_too_large', 'payload_too_large'],
  415: ['unsupported_media_type', 'unsupported_media_type'],
  429: ['rate_limited', 'rate_limited'],
};

export function registerEnvelope(app: FastifyInstance, clientDir: string): void {
  app.setErrorHandler((error, req, reply) => {
    if (error instanceof DomainError) return sendError(req, reply, error);
    // a password check that could not even wait its turn (register, a customer's password change)
    if (error instanceof PasswordLineFull) return sendError(req, reply, passwordChecksBusy(reply));
    const e = error as { statusCode?: number; code?: string };
    const status = e.statusCode ?? 500;
    if (e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (status === 400 && error instanceof SyntaxError)) {
      return sendError(req, reply, new DomainError('invalid', 'malformed_json'));
    }
    if (e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
      return sendError(req, reply, new DomainError('invalid', 'malformed_json'));
    const known = statusCodes[status];
    if (known && status < 500) return sendError(req, reply, new DomainError(known[0], known[1]));
    const unavailable = databaseUnavailable(error);
    if (unavailable) {
      req.log.warn({ err: error }, `database unavailable (${unavailable})`);
      reply.header('retry-after', unavailable === 'disk_full' ? '60' : '2');
      const key = unavailable === 'disk_full' ? 'disk_full' : 'database_unavailable';
      return sendError(req, reply, new DomainError('unavailable', key));
    }
    req.log.error({ err: error }, 'unhandled error');
    return sendInternal(req, reply);
  });

  const indexFile = join(clientDir, 'index.html');
  const shellFile = join(clientDir, 'shell.html');
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api') {
      return sendError(
        req,
        reply,
        new DomainError('not_found', 'route_not_found', { method: req.method, path }),
      );
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.status(404).send('Not found');
    // SPA: `/` gets the prerendered home page, other paths the neutral shell; the client router
    // shows its own 404 page for unknown paths, which also get a 404 status.
    const file = path !== '/' && existsSync(shellFile) ? shellFile : indexFile;
    if (!existsSync(file))
      return reply.status(404).type('text/plain').send('The client is not built. Run `npm run build`.');
    return reply
      .status(isAppRoute(path) ? 200 : 404)
      .type('text/html')
      .header('cache-control', 'no-cache')
      .send(readFileSync(file));
  });
}
