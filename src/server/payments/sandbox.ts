/**
 * The built-in `sandbox` provider: a payment page served by Tress itself (`/sandbox-pay/:orderId`)
 * that behaves like a hosted card / e-wallet page. No money moves. Its result comes back to
 * `/payment-redirect` with the query parameters docs/payments.md lists, the amount among them, signed with HMAC-SHA256 and
 * the server's payment secret, so a return can be trusted only when its signature checks out.
 *
 * Test cards: any valid card number pays (e.g. 4242 4242 4242 4242); 4000 0000 0000 0002 is
 * declined. E-wallets pay unless "simulate a declined payment" is ticked.
 */
import { randomBytes } from 'node:crypto';
import { formatAmount } from '#shared/domain/money';
import type { Deps } from '../deps';
import {
  type NoticeEvent,
  PAYMENT_SUCCESS_CODE,
  type PaymentProvider,
  type ProviderReturn,
  type VerifiedReturn,
} from './provider';
import {
  noticeSignatureValid,
  SANDBOX_NOTICE_TYPE,
  SANDBOX_SIGNATURE_HEADER,
  type SandboxNoticeBody,
  sandboxNoticeOf,
} from './sandbox-notices';
import { sandboxSavedCards } from './sandbox-saved-cards';
import { type SignedParams, signParams, verifyParams } from './signature';

export const SANDBOX_DECLINED_CARD = '4000000000000002';
export const SANDBOX_DECLINE_CODE = '0005';

/** The fields of a return that the signature covers (all of them but the signature). */
export function signedFields(ret: Omit<ProviderReturn, 'signature'>): SignedParams {
  return {
    resultCode: ret.resultCode,
    resultDesc: ret.resultDesc,
    mchtId: ret.mchtId,
    accessOrderId: ret.accessOrderId,
    orderId: ret.orderId,
    cardNo: ret.cardNo,
    cardOrgn: ret.cardOrgn,
    amount: ret.amount,
  };
}

/** Signs a return; the result is the query string of the redirect to `/payment-redirect`. */
export function signReturn(secret: string, ret: Omit<ProviderReturn, 'signature'>): ProviderReturn {
  const fields = signedFields(ret);
  return { ...ret, signature: signParams(secret, fields) };
}

/** The provider's own transaction reference, e.g. `SBX20250603A1B2C3D4E5`. */
export function newAccessOrderId(now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `SBX${day}${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** `4242424242424242` -> `424242******4242`. */
export function maskCardNumber(digits: string): string {
  if (digits.length < 10) return `****${digits.slice(-4)}`;
  return `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;
}

/** The card network from the number's prefix. */
export function cardOrganisation(digits: string): string {
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (/^62/.test(digits)) return 'UNIONPAY';
  if (/^35/.test(digits)) return 'JCB';
  return 'CARD';
}

/** The Luhn check every real card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const RETURN_FIELDS = [
  'resultCode',
  'resultDesc',
  'mchtId',
  'accessOrderId',
  'orderId',
  'cardNo',
  'cardOrgn',
  'amount',
  'signature',
] as const;

/** The signed return inside a notice body, when the body has that shape. */
function noticeBodyOf(raw: Buffer | string): SandboxNoticeBody | null {
  try {
    const body = JSON.parse(raw.toString()) as Partial<SandboxNoticeBody>;
    const data = body?.data as Record<string, unknown> | undefined;
    if (typeof body.id !== 'string' || typeof body.type !== 'string' || !data) return null;
    if (!RETURN_FIELDS.every((f) => typeof data[f] === 'string')) return null;
    return body as SandboxNoticeBody;
  } catch {
    return null;
  }
}

export function sandboxProvider(deps: Pick<Deps, 'config' | 'secrets' | 'db'>): PaymentProvider {
  const verify = async (ret: ProviderReturn): Promise<VerifiedReturn | null> => {
    if (!verifyParams(deps.secrets.payment, signedFields(ret), ret.signature)) return null;
    if (ret.mchtId !== deps.config.paymentMerchantId) return null;
    return {
      orderId: ret.orderId,
      success: ret.resultCode === PAYMENT_SUCCESS_CODE,
      resultCode: ret.resultCode,
      resultDesc: ret.resultDesc,
      referenceNo: ret.accessOrderId,
      cardNo: ret.cardNo,
      cardOrgn: ret.cardOrgn,
      amount: ret.amount,
    };
  };
  return {
    name: 'sandbox',
    async createCheckout(input) {
      // Relative, so it works behind any host name and through the dev server's proxy.
      return { payUrl: `/sandbox-pay/${encodeURIComponent(input.orderId)}` };
    },
    verifyReturn: verify,
    async refund(input) {
      // no money moves in the sandbox: a refund is accepted and given a reference of its own
      return { refundId: `SBXR-${input.idempotencyKey}` };
    },
    async readNotice(notice): Promise<NoticeEvent | null> {
      const header = notice.headers[SANDBOX_SIGNATURE_HEADER];
      if (
        !noticeSignatureValid(
          deps.secrets.payment,
          notice.rawBody,
          typeof header === 'string' ? header : undefined,
        )
      )
        return null;
      const body = noticeBodyOf(notice.rawBody);
      if (!body) return null;
      if (body.type !== SANDBOX_NOTICE_TYPE)
        return { kind: 'ignored', eventId: body.id, eventType: body.type, orderId: null };
      // the return inside carries its own signature too: both must hold
      const result = await verify(body.data);
      return result ? { kind: 'result', eventId: body.id, eventType: body.type, result } : null;
    },
    async lookup(order) {
      const notice = await sandboxNoticeOf(deps.db, order.orderId);
      const body = notice ? noticeBodyOf(notice.body) : null;
      return body ? verify(body.data) : null;
    },
    ...sandboxSavedCards,
  };
}

/** The amount as the provider writes it: `45.00`. */
export const providerAmount = (amount: number) => formatAmount(amount);
