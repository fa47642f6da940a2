/**
 * `POST /api/payment/<provider>/webhook`: where the configured provider notifies the server. The
 * body is kept as the exact bytes that arrived (a content-type parser scoped to this route only),
 * since a provider signs those bytes and a re-serialised JSON would no longer match. Not counted
 * against the per-address allowances: a provider sends its notices in bursts from its own
 * addresses, and a forged one costs one HMAC before it is refused.
 */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { createPaymentProvider } from '../../payments/create-provider';
import { receiveNotice, webhookPath } from './notices';

/** Notices are small (a Stripe event is a few KB); anything larger is not one. */
const NOTICE_LIMIT_BYTES = 256 * 1024;

export function registerPaymentWebhook(app: FastifyInstance, deps: Deps): void {
  const provider = createPaymentProvider(deps);
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: NOTICE_LIMIT_BYTES },
      (_req, body, done) => done(null, body),
    );
    scope.post(webhookPath(provider.name), async (req) => {
      const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const outcome = await receiveNotice(deps, { rawBody, headers: req.headers });
      return { received: true, outcome };
    });
  });
}
