/**
 * How a call of the shared endpoint table goes over HTTP, for every caller: the app's API client,
 * the API tests (through Fastify's inject or a real socket) and the end-to-end helpers. The method
 * and path come from the table; GET bodies become the query string, other bodies JSON (or a
 * multipart form as given); the language and the bearer token travel as headers. Answers are read
 * as the spec's envelope.
 */
import { type EndpointName, endpoints } from './contract/endpoints';
import type { Envelope } from './envelope';

export type RequestOptions = {
  /** The bearer token, if any. */
  token?: string | null;
  /** `Accept-Language`: the language of the answer's messages. */
  lang?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export type BuiltRequest = { path: string; init: RequestInit & { headers: Record<string, string> } };

/** The path (from `/api`) and fetch init of one call. */
export function buildRequest(name: EndpointName, body: unknown, opts: RequestOptions = {}): BuiltRequest {
  const ep = endpoints[name];
  const headers: Record<string, string> = { 'accept-language': opts.lang ?? 'en', ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let path = `/api${ep.path}`;
  const init: BuiltRequest['init'] = { method: ep.method, headers };
  if (opts.signal) init.signal = opts.signal;
  if (ep.method === 'GET') {
    const entries = Object.entries((body as Record<string, unknown>) ?? {}).map(([k, v]) => [k, String(v)]);
    if (entries.length) path += `?${new URLSearchParams(entries)}`;
  } else if (typeof FormData !== 'undefined' && body instanceof FormData) {
    init.body = body;
  } else {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body ?? {});
  }
  return { path, init };
}

/** The answer's envelope, or null when its body is not JSON (a proxy's error page, a cut connection). */
export async function readEnvelope<T>(res: Response): Promise<Envelope<T> | null> {
  return (await res.json().catch(() => null)) as Envelope<T> | null;
}

/** What a failed envelope says: its errors, else its message, else `fallback`. */
export function failureText(envelope: Envelope<unknown> | null, fallback: string): string {
  return envelope?.errors?.length ? envelope.errors.join(', ') : envelope?.message || fallback;
}
