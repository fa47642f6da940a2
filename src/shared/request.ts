/**
 * How a call of the shared endpoint table goes over HTTP, for every caller: the app's API client,
 * the API tests (through Fastify's inject or a real socket) and the end-to-end helpers. The method
 * and path come from the table; GET bodies become the query string, other bodies JSON (or a
 * multipart form as given); the language and the bearer token travel as headers. Answers are read
 * as the envelope (docs/product.md §7).
 */
import { type EndpointName, endpoints } from './contract/endpoints';
import type { Envelope } from './envelope';

export type RequestOptions = {
  /** The bearer token, if any. */
  token?: string | null;
  /** `Accept-Language`: the language of the answer's messages. */
  lang?: string;
  headers?: Record<string, string>;
  /** The caller's AbortSignal, passed through. */
  signal?: unknown;
};

/**
 * A fetch init without the DOM's types (src/shared runs everywhere): the body is a JSON string or
 * the caller's own FormData, the signal the caller's own; callers hand it to fetch as `RequestInit`.
 */
export type HttpInit = {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: unknown;
  signal?: unknown;
};
export type BuiltRequest = { path: string; init: HttpInit };

/** A FormData, told apart without naming the DOM's class. */
const isForm = (body: unknown) => Object.prototype.toString.call(body) === '[object FormData]';

const queryString = (body: unknown) =>
  Object.entries((body as Record<string, unknown>) ?? {})
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');

/** The path (from `/api`) and fetch init of one call. */
export function buildRequest(name: EndpointName, body: unknown, opts: RequestOptions = {}): BuiltRequest {
  const ep = endpoints[name];
  const headers: Record<string, string> = { 'accept-language': opts.lang ?? 'en', ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let path = `/api${ep.path}`;
  const init: HttpInit = { method: ep.method, headers };
  if (opts.signal) init.signal = opts.signal;
  if (ep.method === 'GET') {
    const query = queryString(body);
    if (query) path += `?${query}`;
  } else if (isForm(body)) {
    init.body = body;
  } else {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body ?? {});
  }
  return { path, init };
}

/** The answer's envelope, or null when its body is not JSON (a proxy's error page, a cut connection). */
export async function readEnvelope<T>(res: { json(): Promise<unknown> }): Promise<Envelope<T> | null> {
  return (await res.json().catch(() => null)) as Envelope<T> | null;
}

/** What a failed envelope says: its errors, else its message, else `fallback`. */
export function failureText(envelope: Envelope<unknown> | null, fallback: string): string {
  return envelope?.errors?.length ? envelope.errors.join(', ') : envelope?.message || fallback;
}
