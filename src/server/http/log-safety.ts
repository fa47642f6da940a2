/**
 * What the log may carry. Never a password, a token, a hash or the parameters of an SQL query:
 * drizzle puts a failed query's parameters (an argon2 hash, an email, a reset token) into its
 * error message, and PostgreSQL's `detail` repeats the offending values, so errors are rewritten
 * before they are logged, request URLs lose their query string (rating and reset links carry
 * tokens there), and the usual secret fields are redacted wherever they appear.
 */
import { mapFrame, serverBundleDir } from './mapped-stack';

const HIDDEN = '[hidden]';

/** Field names that are never logged, at the top level of a log line or one level down. */
const SECRET_FIELDS = [
  'password',
  'current_password',
  'new_password',
  'passwordHash',
  'password_hash',
  'auth_token',
  'token',
  't',
  'params',
];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.map((f) => `*.${f}`),
  ...SECRET_FIELDS,
];

type SafeError = { type: string; message: string; stack: string; code?: string; cause?: SafeError };

/** The first line of a message only, with anything after drizzle's "params:" cut off. */
function safeMessage(message: unknown): string {
  const text = typeof message === 'string' ? message : String(message ?? '');
  const cut = text.search(/\bparams:/);
  return (cut >= 0 ? text.slice(0, cut) : text).trim().slice(0, 2000);
}

/** An error as the log may show it: its type, a cleaned message, the SQLSTATE and the stack frames. */
export function safeError(err: unknown, depth = 0): SafeError {
  if (!err || typeof err !== 'object') return { type: typeof err, message: safeMessage(err), stack: '' };
  const e = err as { name?: string; message?: unknown; code?: unknown; stack?: unknown; cause?: unknown };
  const out: SafeError = {
    type: e.constructor?.name || e.name || 'Error',
    message: safeMessage(e.message),
    stack: '',
  };
  if (typeof e.code === 'string') out.code = e.code;
  if (typeof e.stack === 'string') {
    // frames only: the stack's first line repeats the message
    out.stack = e.stack
      .split('\n')
      .filter((l) => l.trimStart().startsWith('at '))
      .map((l) => mapFrame(l, serverBundleDir))
      .join('\n');
  }
  if (e.cause && depth < 3) out.cause = safeError(e.cause, depth + 1);
  return out;
}

type RequestLike = { method?: string; url?: string; ip?: string; id?: string | number };

/** A request as logged: the path without its query string (links carry tokens there). */
export function safeRequest(req: RequestLike) {
  return { id: req.id, method: req.method, url: (req.url ?? '').split('?')[0], remoteAddress: req.ip };
}

/** Fastify's logger options with redaction and the safe serialisers. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: HIDDEN },
    serializers: { err: (e: unknown) => safeError(e), req: safeRequest },
    ...(stream ? { stream } : {}),
  };
}
