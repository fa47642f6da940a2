/**
 * The sandbox provider's hosted payment page, served by the app: `GET /sandbox-pay/:orderId` shows
 * the card or e-wallet form, `POST` the same path pays or cancels. Paying redirects the browser to
 * `/payment-redirect` with the provider's signed result and, like a real provider, also queues its
 * own signed notice to the server (jobs/sandbox-notice-queue.ts), so a payment whose browser never
 * comes back still settles. Neither is recorded here: the merchant side verifies and settles
 * whichever comes first (receive.ts). Cancel releases the booking's hold right away and returns to
 * `/booking-cancelled`. It lives with the payments feature, not in payments/, because it releases
 * holds and publishes the day's change through the jobs, which payments/ does not import.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatMoney } from '#shared/domain/money';
import { readSalonProfile } from '../../db/salon-settings';
import type { Deps } from '../../deps';
import { type Lang, langOf, type MessageKey, translate } from '../../i18n/catalogue';
import { publishBookingDates } from '../../jobs/booking-changes';
import { releaseOrderHold } from '../../jobs/holds';
import { queueSandboxNotice } from '../../jobs/sandbox-notice-queue';
import { findOrder } from '../../payments/orders';
import { PAYMENT_SUCCESS_CODE } from '../../payments/provider';
import {
  cardOrganisation,
  luhnValid,
  maskCardNumber,
  newAccessOrderId,
  providerAmount,
  SANDBOX_DECLINE_CODE,
  SANDBOX_DECLINED_CARD,
  signReturn,
} from '../../payments/sandbox';
import { messagePage, payPage, SANDBOX_WALLETS } from '../../payments/sandbox-html';
import { savedCardRef } from '../../payments/sandbox-saved-cards';

/** The purpose of an order that saves a card (no charge). */
const CARD_SETUP = 'card_setup';

type Form = Record<string, string>;
type Params = { orderId: string };

const SECURITY_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.status(status).headers(SECURITY_HEADERS).type('text/html; charset=utf-8').send(body);
}

function pageLang(req: FastifyRequest, form?: Form): Lang {
  const q = (req.query as Record<string, string | undefined>)?.lang ?? form?.lang;
  if (q === 'zh' || q === 'en') return q;
  return langOf(req.headers['accept-language']);
}

type Outcome = { success: boolean; cardNo: string; cardOrgn: string; declineKey: MessageKey };

const cardDigits = (f: Form) => (f.card_number ?? '').replace(/[\s-]/g, '');

/** Checks the form as a provider would; errors are message keys. */
function readPayment(method: string, f: Form, now: Date): { errors: MessageKey[]; outcome: Outcome | null } {
  const errors: MessageKey[] = [];
  if (method === 'ewallet') {
    const wallet = SANDBOX_WALLETS.find((w) => w.value === f.wallet);
    const phone = (f.phone ?? '').replace(/\D/g, '');
    if (!wallet) errors.push('sandbox_err_wallet');
    if (phone.length < 8 || phone.length > 15) errors.push('sandbox_err_phone');
    if (errors.length || !wallet) return { errors, outcome: null };
    return {
      errors,
      outcome: {
        success: !f.decline,
        cardNo: `****${phone.slice(-4)}`,
        cardOrgn: wallet.value.toUpperCase(),
        declineKey: 'sandbox_result_wallet_declined',
      },
    };
  }
  const digits = cardDigits(f);
  if (!luhnValid(digits)) errors.push('sandbox_err_card');
  if (!(f.card_name ?? '').trim()) errors.push('sandbox_err_name');
  const exp = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(f.expiry ?? '');
  const month = Number(exp?.[1]);
  const year = exp?.[2] ? (exp[2].length === 2 ? 2000 + Number(exp[2]) : Number(exp[2])) : 0;
  const endOfMonth = Date.UTC(year, month, 1);
  if (!exp || month < 1 || month > 12 || endOfMonth <= now.getTime()) errors.push('sandbox_err_expiry');
  if (!/^\d{3,4}$/.test((f.cvc ?? '').trim())) errors.push('sandbox_err_cvc');
  if (errors.length) return { errors, outcome: null };
  return {
    errors,
    outcome: {
      success: digits !== SANDBOX_DECLINED_CARD,
      cardNo: maskCardNumber(digits),
      cardOrgn: cardOrganisation(digits),
      declineKey: 'sandbox_result_card_declined',
    },
  };
}

export function registerSandboxPages(app: FastifyInstance, deps: Deps): void {
  if (deps.config.paymentProvider !== 'sandbox') return;
  app.register(async (scope) => {
    // Browsers post forms urlencoded; only this page reads them, so the parser stays in this scope.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    const showForm = async (
      req: FastifyRequest<{ Params: Params }>,
      reply: FastifyReply,
      form: Form,
      errors: MessageKey[],
    ) => {
      const lang = pageLang(req, form);
      const order = await findOrder(deps.db, req.params.orderId);
      if (!order) return html(reply, 404, messagePage(lang, 'sandbox_not_found_title', null));
      if (order.payment.state !== 'pending')
        return html(reply, 409, messagePage(lang, 'sandbox_closed_title', 'sandbox_closed_text'));
      const salon = await readSalonProfile(deps.db);
      const saving = order.payment.purpose === CARD_SETUP;
      const page = payPage({
        lang,
        orderId: order.payment.orderId,
        method: order.payment.method,
        merchant: lang === 'zh' && salon.name_zh ? salon.name_zh : salon.name,
        amountText: saving
          ? translate(lang, 'sandbox_save_card_amount')
          : formatMoney(Number(order.payment.amount), salon.currency || 'S$'),
        errors: errors.map((k) => translate(lang, k)),
        values: form,
        saveCard: saving,
      });
      return html(reply, errors.length ? 400 : 200, page);
    };

    scope.get<{ Params: Params }>('/sandbox-pay/:orderId', (req, reply) => showForm(req, reply, {}, []));

    scope.post<{ Params: Params }>('/sandbox-pay/:orderId', async (req, reply) => {
      const form: Form = req.body && typeof req.body === 'object' ? (req.body as Form) : {};
      const lang = pageLang(req, form);
      const order = await findOrder(deps.db, req.params.orderId);
      if (!order) return html(reply, 404, messagePage(lang, 'sandbox_not_found_title', null));
      const now = deps.now();
      if (form.action === 'cancel') {
        const released = await releaseOrderHold(deps.db, order.payment.orderId, now);
        if (released?.length) {
          const { time_zone } = await readSalonProfile(deps.db);
          await publishBookingDates(deps, time_zone, released);
        }
        if (released || order.payment.state === 'cancelled') return reply.redirect('/booking-cancelled', 303);
        return html(reply, 409, messagePage(lang, 'sandbox_closed_title', 'sandbox_closed_text'));
      }
      if (order.payment.state !== 'pending')
        return html(reply, 409, messagePage(lang, 'sandbox_closed_title', 'sandbox_closed_text'));
      const saving = order.payment.purpose === CARD_SETUP;
      const { errors, outcome } = readPayment(saving ? 'card' : order.payment.method, form, now);
      if (!outcome) return showForm(req, reply, form, errors);
      const success = saving ? 'sandbox_result_card_saved' : 'sandbox_result_success';
      const ret = signReturn(deps.secrets.payment, {
        resultCode: outcome.success ? PAYMENT_SUCCESS_CODE : SANDBOX_DECLINE_CODE,
        resultDesc: translate(lang, outcome.success ? success : outcome.declineKey),
        mchtId: deps.config.paymentMerchantId,
        // a saved card's reference is the one thing kept of it (sandbox-saved-cards.ts)
        accessOrderId: saving ? savedCardRef(cardDigits(form)) : newAccessOrderId(now),
        orderId: order.payment.orderId,
        cardNo: outcome.cardNo,
        cardOrgn: outcome.cardOrgn,
        amount: providerAmount(Number(order.payment.amount)),
      });
      await queueSandboxNotice(deps.db, deps.secrets.payment, now, ret);
      return reply.headers(SECURITY_HEADERS).redirect(`/payment-redirect?${new URLSearchParams(ret)}`, 303);
    });
  });
}
