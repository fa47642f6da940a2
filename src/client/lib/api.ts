/**
 * The typed API client. Call names, methods and paths come from the shared endpoint table; request
 * and response types from the shared zod schemas (types only, so zod stays out of the bundle).
 * Every call sends the current language and the right bearer token; failures become ApiCallError
 * with the server's message, or the network-error text of docs/product.md §8 when the server cannot be reached.
 */
import { type EndpointName, endpoints } from '#shared/contract/endpoints';
import type { DataOf, RequestOf } from '#shared/contract/routes';
import type { Envelope, ErrorCode } from '#shared/envelope';
import { buildRequest, failureText, readEnvelope } from '#shared/request';
import { currentLanguage } from './language';
import { adminToken, clearCustomerSession, customerToken } from './session';

export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode | 'network',
    readonly errors: string[] = [],
    /** The envelope's `data` on a failure, when the server sends what the client needs to recover. */
    readonly data: unknown = null,
    /** A refused form's messages by field (the envelope's `field_errors`), in the user's language. */
    readonly fieldErrors: Record<string, string> = {},
    /** Whether `message` says what went wrong (the server's words, or the network error's). */
    readonly hasMessage = true,
  ) {
    super(message);
  }
  get isNetwork(): boolean {
    return this.code === 'network';
  }
}

export type CallOptions = { token?: string | null; headers?: Record<string, string>; signal?: AbortSignal };

/** Network-error text in the current language, without loading i18next (it may not be ready). */
const NETWORK_ERROR = {
  en: 'Network error. Please check your connection.',
  zh: '网络错误，请检查您的网络连接。',
};

function tokenFor(name: EndpointName): string | null {
  const access = endpoints[name].access;
  if (access === 'staff' || access === 'super') return adminToken();
  return customerToken();
}

async function send(
  path: string,
  init: RequestInit,
): Promise<{ status: number; body: Envelope<unknown> | null }> {
  let res: Response;
  try {
    res = await fetch(path, init);
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiCallError(NETWORK_ERROR[currentLanguage()], 0, 'network');
  }
  return { status: res.status, body: await readEnvelope(res) };
}

async function request<N extends EndpointName>(
  name: N,
  body: RequestOf<N> | FormData | undefined,
  opts: CallOptions,
) {
  const token = opts.token === undefined ? tokenFor(name) : opts.token;
  const { path, init } = buildRequest(name, body, { ...opts, token, lang: currentLanguage() });
  const { status, body: envelope } = await send(path, init as RequestInit);
  // a customer token the server refuses (revoked or expired) ends the session here, cleanly
  if (status === 401 && token && token === customerToken() && opts.token === undefined)
    clearCustomerSession();
  if (!envelope?.success || envelope.data === undefined) {
    const said = failureText(envelope, '');
    throw new ApiCallError(
      said || 'API request failed',
      status,
      envelope?.code ?? 'internal',
      envelope?.errors ?? [],
      envelope?.data ?? null,
      envelope?.field_errors ?? {},
      !!said,
    );
  }
  return { data: envelope.data as DataOf<N>, message: envelope.message };
}

/** Calls an endpoint and returns its data; throws ApiCallError on failure. */
export async function call<N extends EndpointName>(
  name: N,
  body?: RequestOf<N> | FormData,
  opts: CallOptions = {},
): Promise<DataOf<N>> {
  return (await request(name, body, opts)).data;
}

/** Like `call`, but also returns the server's success message (admin screens show it as a toast). */
export function callWithMessage<N extends EndpointName>(
  name: N,
  body?: RequestOf<N> | FormData,
  opts: CallOptions = {},
): Promise<{ data: DataOf<N>; message: string }> {
  return request(name, body, opts);
}
