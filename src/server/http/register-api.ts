/**
 * Registers every call of the shared route table: checks access, validates the body with the
 * shared schema, runs the feature's handler and wraps its result in the envelope.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type Api, api, type DataOf, type RouteDef, type RouteName } from '#shared/contract/routes';
import { ROLE_SUPER_ADMIN } from '#shared/enums';
import type { Envelope } from '#shared/envelope';
import { invalidateReads } from '../db/read-cache';
import type { Deps } from '../deps';
import { invalidFields, notAllowed, notSignedIn } from '../domain/domain-error';
import { schemaRefusal } from '../domain/field-refusal';
import { type Lang, langOf, translate } from '../i18n/catalogue';
import { WithMessage } from '../i18n/with-message';
import { addressKey } from '../limits/address-key';
import { slowDown } from '../limits/slow-down';
import { beginAudit } from './audit-trail';
import { type Principal, principalOf } from './auth';
import { controlCharacterFields } from './hostile-input';
import { readMultipart, type UploadedFile } from './multipart';
import { tooManyAttempts } from './retry-after';

export type Ctx<N extends RouteName> = {
  body: z.output<Api[N]['body']>;
  principal: Principal | null;
  lang: Lang;
  req: FastifyRequest;
  reply: FastifyReply;
  file: UploadedFile | null;
  deps: Deps;
};

export type Handler<N extends RouteName> = (ctx: Ctx<N>) => Promise<DataOf<N> | WithMessage<DataOf<N>>>;
/** A feature's handlers: some calls of the contract, each with the types of its own call. */
export type Handlers = { [N in RouteName]?: Handler<N> };
/** Every call of the contract has a handler: one missing is a compile error, not a 404 at run time. */
export type AllHandlers = { [N in RouteName]: Handler<N> };

/**
 * A check that runs before the body is even read, for calls a flood aims at: what it refuses costs
 * no parsing and no validation (it throws a DomainError like a handler).
 */
export type Gate = (ctx: { req: FastifyRequest; reply: FastifyReply; deps: Deps }) => Promise<void>;
export type Gates = { [N in RouteName]?: Gate };

function checkAccess(access: Api[RouteName]['access'], principal: Principal | null): void {
  if (access === 'public' || access === 'optional') return;
  if (!principal) throw notSignedIn('unauthorized');
  if (access === 'customer' && principal.kind !== 'customer') throw notAllowed('forbidden');
  if (access === 'staff' && principal.kind !== 'admin') throw notAllowed('forbidden');
  if (access === 'super' && (principal.kind !== 'admin' || principal.roleId !== ROLE_SUPER_ADMIN)) {
    throw notAllowed('forbidden');
  }
}

export function registerApi(
  app: FastifyInstance,
  deps: Deps,
  handlers: AllHandlers,
  opts: { checkResponses: boolean; gates?: Gates },
): void {
  for (const name of Object.keys(api) as RouteName[]) {
    const def: RouteDef = api[name];
    const handler = handlers[name] as Handler<RouteName>;
    const gate = opts.gates?.[name];
    app.route({
      method: def.method,
      url: `/api${def.path}`,
      // limits first, before the body is read: a refused request costs as little as it can
      onRequest: async (req, reply) => {
        const wait = await deps.limits.address.take(name, addressKey(req.ip, deps.config.ipv6PrefixLength));
        if (wait !== null) {
          await slowDown();
          throw tooManyAttempts(reply, wait);
        }
        await gate?.({ req, reply, deps });
      },
      handler: async (req, reply) => {
        const lang = langOf(req.headers['accept-language']);
        const principal = await principalOf(deps.db, req.headers.authorization);
        checkAccess(def.access, principal);
        let raw: unknown;
        let file: UploadedFile | null = null;
        if (def.multipart && req.isMultipart()) {
          ({ fields: raw, file } = await readMultipart(req, def.multipart.file));
        } else {
          raw = def.method === 'GET' ? (req.query ?? {}) : req.body === undefined ? {} : req.body;
        }
        const hostile = controlCharacterFields(raw);
        if (hostile.length) {
          const text = translate(lang, 'control_characters');
          throw invalidFields(Object.fromEntries(hostile.map((f) => [f, text])));
        }
        const parsed = def.body.safeParse(raw);
        if (!parsed.success) throw schemaRefusal(parsed.error, lang);
        // every back-office write leaves one line in the audit trail (http/audit-trail.ts)
        const audit = await beginAudit(deps, name, def, { body: parsed.data, principal, ip: req.ip });
        const result = await handler({
          body: parsed.data as never,
          principal,
          lang,
          req,
          reply,
          file,
          deps,
        }).catch(async (e: unknown) => {
          await audit?.abandon();
          throw e;
        });
        await audit?.finish(result instanceof WithMessage ? result.data : result);
        // a back-office write may change what the customer side reads: drop cached reads now here,
        // and on every other instance through the bus (within milliseconds on PostgreSQL)
        if (def.changesSalon) {
          invalidateReads(deps.db);
          await deps.bus.publish({ topic: 'catalogue' });
        }
        const data = result instanceof WithMessage ? result.data : result;
        if (opts.checkResponses) {
          const check = def.data.safeParse(data);
          if (!check.success) {
            req.log.error(
              { issues: check.error.issues, route: def.path },
              'response does not match the contract',
            );
            throw new Error(`response of ${def.path} does not match the contract`);
          }
        }
        const message =
          result instanceof WithMessage
            ? translate(lang, result.messageKey, result.params)
            : translate(lang, 'ok');
        const body: Envelope<unknown> = { success: true, data, errors: [], message };
        return reply.send(body);
      },
    });
  }
}
