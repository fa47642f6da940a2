/**
 * Helpers for the payment, outbox and rating tests: book and pay through the sandbox page the way
 * a browser does, sign provider returns, and receive webhooks on a small local HTTP server.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { guest, SERVICE, STYLIST, slotId, weekday } from '../../scripts/support/demo-salon';
import { manageToken as manageTokenOf } from '../../src/server/links/manage-links';
import type { ProviderReturn } from '../../src/server/payments/provider';
import { signReturn } from '../../src/server/payments/sandbox';
import type { PaymentStatusRequest } from '../../src/shared/contract/payments';
import { buildRequest, readEnvelope } from '../../src/shared/request';
import type { TestServer } from '../support/test-server';

export type BookOptions = {
  stylist?: number;
  service?: number;
  date?: string;
  time?: string;
  keyword?: string;
  token?: string;
  customer?: Record<string, unknown>;
  /** The language the booking is made in (its messages use it). */
  lang?: 'en' | 'zh';
};

/** Books as a guest (by default Mei, a men's cut, the first weekday, 10:00, by card). */
export async function book(server: TestServer, o: BookOptions = {}) {
  const res = await server.call(
    'book',
    {
      ...(o.customer ?? guest),
      selected_service_ids: [o.service ?? SERVICE.mensCut],
      stylist_id: o.stylist ?? STYLIST.mei,
      booking_date: o.date ?? weekday(1),
      start_slot_id: slotId(o.time ?? '10:00'),
      payment_keyword: o.keyword ?? 'card',
    } as never,
    { token: o.token, lang: o.lang },
  );
  if (res.status !== 200 || !res.body.data)
    throw new Error(`booking failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/**
 * Starts a checkout. A guest proves the booking is theirs with its manage token (the one the book
 * call returned; `manageToken` passes another, '' passes none); a signed-in owner with `token`.
 */
export async function checkout(
  server: TestServer,
  bookingId: number,
  amount: number,
  method: 'card' | 'ewallet' = 'card',
  manageToken?: string,
  token?: string,
) {
  const proof = manageToken ?? (token ? '' : guestToken(server, bookingId));
  return server.call(
    'checkout',
    {
      order_reference_id: String(bookingId),
      online_payment_type: method,
      amount,
      ...(proof ? { manage_token: proof } : {}),
    },
    { token },
  );
}

/** The manage token the book call hands a guest for a booking. */
export const guestToken = (server: TestServer, bookingId: number) =>
  manageTokenOf(server.deps.secrets.manage, bookingId);

export type SandboxForm = {
  action: string;
  fields: Record<string, string>;
  buttons: { name: string; value: string }[];
};

/** Reads the form of the sandbox page: its action, its named inputs (with their values) and its submit buttons. */
export function parseForm(html: string): SandboxForm {
  const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error('no form on the page');
  const fields: Record<string, string> = {};
  for (const m of form[2]!.matchAll(/<input\b([^>]*)>/g)) {
    const name = /name="([^"]*)"/.exec(m[1]!)?.[1];
    const type = /type="([^"]*)"/.exec(m[1]!)?.[1] ?? 'text';
    if (!name || type === 'checkbox') continue;
    fields[name] = /value="([^"]*)"/.exec(m[1]!)?.[1] ?? '';
  }
  const selects = form[2]!.matchAll(/<select[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g);
  for (const m of selects) fields[m[1]!] = /<option value="([^"]*)"/.exec(m[2]!)?.[1] ?? '';
  const buttons = [...form[2]!.matchAll(/<button\b([^>]*)>/g)].map((m) => ({
    name: /name="([^"]*)"/.exec(m[1]!)?.[1] ?? '',
    value: /value="([^"]*)"/.exec(m[1]!)?.[1] ?? '',
  }));
  return { action: form[1]!.replace(/&amp;/g, '&'), fields, buttons };
}

export const CARD_OK = {
  card_number: '4242 4242 4242 4242',
  card_name: 'Test Guest',
  expiry: '12/39',
  cvc: '123',
};
export const CARD_DECLINED = { ...CARD_OK, card_number: '4000 0000 0000 0002' };

/**
 * Opens the pay page, fills the form and presses a button as a browser would; returns the
 * response (redirects are not followed) and, for a redirect, its location.
 */
export async function submitSandbox(
  server: TestServer,
  payUrl: string,
  input: Record<string, string>,
  button: 'pay' | 'cancel' = 'pay',
) {
  // through inject(), like every other call: the pay page is the server's own
  const local = (url: string) => {
    const u = new URL(url, server.url);
    return u.pathname + u.search;
  };
  const text = (body: unknown) => (typeof body === 'string' ? body : JSON.stringify(body));
  const page = await server.raw(local(payUrl));
  if (page.status !== 200) throw new Error(`pay page answered ${page.status}`);
  const form = parseForm(text(page.body));
  const pressed = form.buttons.find((b) => b.value === button);
  if (!pressed) throw new Error(`no ${button} button`);
  const body = new URLSearchParams({ ...form.fields, ...input, [pressed.name]: pressed.value });
  const res = await server.raw(local(form.action), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
  return { status: res.status, location: res.headers.get('location'), text: text(res.body) };
}

/** The status request the payment-redirect page sends for the provider's query string. */
export function statusRequest(location: string): PaymentStatusRequest {
  const q = new URL(location, 'http://x').searchParams;
  return {
    result_code: q.get('resultCode') ?? '',
    result_description: q.get('resultDesc') ?? '',
    mcht_id: q.get('mchtId') ?? '',
    access_order_id: q.get('accessOrderId') ?? '',
    order_id: q.get('orderId') ?? '',
    card_no: q.get('cardNo') ?? '',
    card_orgn: q.get('cardOrgn') ?? '',
    amount: q.get('amount') ?? '',
    signature: q.get('signature') ?? '',
  };
}

/** Books, checks out and pays on the sandbox page; returns the booking and the signed return (not yet sent). */
export async function bookAndPay(
  server: TestServer,
  o: BookOptions & { card?: Record<string, string> } = {},
) {
  const booking = await book(server, o);
  const co = await checkout(server, booking.id, booking.total_amount, 'card', booking.manage_token, o.token);
  if (co.status !== 200) throw new Error(`checkout failed: ${JSON.stringify(co.body)}`);
  const paid = await submitSandbox(server, co.body.data!.pay_url, o.card ?? CARD_OK);
  if (paid.status !== 303 || !paid.location) throw new Error(`sandbox answered ${paid.status}: ${paid.text}`);
  return { booking, orderId: co.body.data!.order_id, ret: statusRequest(paid.location) };
}

/**
 * A paid booking (Sofia's brows, six weekdays ahead, at noon) cancelled by its customer while the
 * provider refuses refunds: `refuseRefunds` turns the provider's refusal on just before the
 * cancel, so the refund waits in the outbox. Returns what `bookAndPay` returns.
 */
export async function paidThenCancelledWithoutRefund(server: TestServer, refuseRefunds: () => void) {
  const paid = await bookAndPay(server, {
    stylist: STYLIST.sofia,
    service: SERVICE.brows,
    date: weekday(6),
    time: '12:00',
  });
  await server.call('paymentStatus', paid.ret);
  refuseRefunds();
  await server.call('bookingCancel', {
    booking_id: paid.booking.id,
    manage_token: paid.booking.manage_token,
  });
  return paid;
}

/** A provider return signed with the server's own secret, as the sandbox would sign it. */
export function signedStatus(server: TestServer, r: Omit<ProviderReturn, 'signature'>): PaymentStatusRequest {
  const s = signReturn(server.deps.secrets.payment, r);
  return {
    result_code: s.resultCode,
    result_description: s.resultDesc,
    mcht_id: s.mchtId,
    access_order_id: s.accessOrderId,
    order_id: s.orderId,
    card_no: s.cardNo,
    card_orgn: s.cardOrgn,
    amount: s.amount,
    signature: s.signature,
  };
}

export type Received = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

export type Receiver = { url: string; requests: Received[]; close: () => Promise<void> };

/**
 * A webhook endpoint on 127.0.0.1. `answer` decides each response by the request's number
 * (0-based): a status code, or 'hang' to never answer.
 */
export async function startReceiver(answer: (n: number) => number | 'hang' = () => 200): Promise<Receiver> {
  const requests: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const n = requests.length;
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const a = answer(n);
      if (a === 'hang') return;
      res.writeHead(a, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/tress`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Polls until `check` returns a value (not undefined/false) or the time runs out. */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v !== undefined && v !== null && v !== false) return v as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export type SmtpServer = {
  url: string;
  messages: { from: string; to: string[]; data: string }[];
  close: () => Promise<void>;
};

/** A minimal SMTP server on 127.0.0.1 that accepts every message and keeps it. */
export async function startSmtpServer(): Promise<SmtpServer> {
  const { createServer: createTcpServer } = await import('node:net');
  const messages: SmtpServer['messages'] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 localhost test SMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          messages.push(current);
          current = { from: '', to: [], data: '' };
          inData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') {
          current.from = line;
          socket.write('250 OK\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(line);
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The typed calls of a server running in another process, for the helpers above. */
export function remoteServer(url: string): TestServer {
  const call: TestServer['call'] = async (name, body, opts = {}) => {
    const { path, init } = buildRequest(name, body, opts);
    const res = await fetch(`${url}${path}`, init as RequestInit);
    return { status: res.status, body: (await readEnvelope(res)) as never };
  };
  // over a socket, as inject() answers: redirects not followed, a JSON body parsed
  const raw: TestServer['raw'] = async (path, init = {}) => {
    const res = await fetch(new URL(path, url), { ...init, redirect: 'manual' });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return { status: res.status, body, headers: res.headers };
  };
  return { url, call, raw } as TestServer;
}

/**
 * A paid Brows booking with Aisha at 10:00 on `date`, then moved by its customer to 11:00 through
 * the manage link (a customer's own move, which the salon is told of).
 */
export async function paidBookingMovedByCustomer(server: TestServer, date: string) {
  const { booking, ret } = await bookAndPay(server, {
    stylist: STYLIST.aisha,
    service: SERVICE.brows,
    date,
    time: '10:00',
  });
  await server.call('paymentStatus', ret);
  const moved = await server.call('bookingReschedule', {
    booking_id: booking.id,
    manage_token: booking.manage_token!,
    booking_date: date,
    start_slot_id: slotId('11:00'),
    stylist_id: STYLIST.aisha,
  });
  if (moved.status !== 200) throw new Error(`the move failed: ${JSON.stringify(moved.body)}`);
  return booking;
}
