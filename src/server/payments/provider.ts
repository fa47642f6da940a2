/**
 * The payment-provider interface. A provider takes the customer's browser to its payment page
 * (`createCheckout`) and later proves that a return to `/payment-redirect` is authentic
 * (`verifyReturn`: a signature check, or a server-to-server query for providers that offer one).
 * Nothing is marked paid from a return that `verifyReturn` did not accept.
 *
 * The browser may never come back (a closed tab, a lost signal), so the provider also tells the
 * server itself: `readNotice` proves a server-to-server notification authentic by the provider's
 * own signature scheme, and `lookup` asks about an order before its hold is released. Returns,
 * notices and look-ups all feed the one settle path (features/payments/receive.ts).
 *
 * A real provider plugs in by implementing this interface in its own file, adding its name to the
 * `PAYMENT_PROVIDER` schema in environment.ts and a case in `createPaymentProvider`
 * (create-provider.ts).
 */
import type { OnlineMethod, PaymentProviderName } from '../config';
import type { Lang } from '../i18n/catalogue';

/** The provider's result code of a successful payment (docs/product.md §9). */
export const PAYMENT_SUCCESS_CODE = '0000';

export type CheckoutInput = {
  orderId: string;
  bookingId: number;
  /** Decimal S$, the booking's server-side total. */
  amount: number;
  method: OnlineMethod;
  email: string;
  lang: Lang;
  /** When the time held for this payment runs out; the provider's page should close by then. */
  holdEndsAt: Date | null;
  /** The salon's currency as Settings writes it (`S$`, or an ISO code such as `SGD`). */
  currency: string;
};

export type CheckoutSession = {
  payUrl: string;
  /** The provider's own id of this checkout (Stripe's Checkout Session id), kept for `lookup`. */
  sessionId?: string;
};

/** A return as the browser brought it back, under the query names of `/payment-redirect`. */
export type ProviderReturn = {
  resultCode: string;
  resultDesc: string;
  mchtId: string;
  accessOrderId: string;
  orderId: string;
  cardNo: string;
  cardOrgn: string;
  amount: string;
  signature: string;
};

/** A return the provider vouches for. */
export type VerifiedReturn = {
  orderId: string;
  success: boolean;
  resultCode: string;
  resultDesc: string;
  /** The provider's own transaction reference (`accessOrderId`). */
  referenceNo: string;
  cardNo: string;
  cardOrgn: string;
  /** The amount the provider charged, decimal S$ as text. */
  amount: string;
  /**
   * Authentic, but the provider has no result yet (an e-wallet payment still being processed):
   * nothing is settled; the notice of its result settles it later.
   */
  open?: boolean;
};

export type RefundInput = {
  /** The order id of the payment to refund. */
  orderId: string;
  /** The provider's reference of that payment. */
  referenceNo: string | null;
  /** Decimal S$, at most what was paid. */
  amount: number;
  /** The same key on every retry of one refund, so the provider never refunds twice. */
  idempotencyKey: string;
};

export type RefundResult = { refundId: string };

export interface PaymentProvider extends SavedCards {
  readonly name: PaymentProviderName;
  /** Starts a payment; returns where to send the customer's browser. */
  createCheckout(input: CheckoutInput): Promise<CheckoutSession>;
  /** The verified result of a return, or null when it cannot be shown to come from the provider. */
  verifyReturn(ret: ProviderReturn): Promise<VerifiedReturn | null>;
  /** Gives money back for a payment; throws when the provider refuses or cannot be reached. */
  refund(input: RefundInput): Promise<RefundResult>;

  // --- Server-to-server notifications and look-ups (issue 31) ---

  /** An authentic notification's meaning, or null when its signature does not prove the provider sent it. */
  readNotice(notice: ProviderNotice): Promise<NoticeEvent | null>;
  /**
   * What the provider knows of an order now: its result once it has one, null while the order is
   * open or unknown to it. Throws when the provider cannot be reached.
   */
  lookup(order: OrderRef): Promise<VerifiedReturn | null>;
}

// --- Server-to-server notifications and look-ups (issue 31) ---

/** A notification as it reached the server: the exact bytes (signatures cover them) and the headers. */
export type ProviderNotice = {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
};

/**
 * What an authentic notification says. `eventId` is the provider's id of the event, so a replay is
 * recognised: a payment's result (settled like a return), a refund the provider made, or an event
 * Tress does not act on.
 */
export type NoticeEvent =
  | { kind: 'result'; eventId: string; eventType: string; result: VerifiedReturn }
  | { kind: 'refunded'; eventId: string; eventType: string; orderId: string | null; referenceNo: string }
  | { kind: 'ignored'; eventId: string; eventType: string; orderId: string | null };

/** An order as a look-up names it: Tress's order id and the provider's checkout id, if it gave one. */
export type OrderRef = { orderId: string; providerSession: string | null };
// ---------------------------------------------------------------------------------------------
// Cards kept on file (no-show protection). A provider saves a card without charging it
// (`setupCard`: its own page in a "save card" mode; the verified return's `referenceNo` is then the
// saved card's reference, which is all Tress keeps), and later charges that card with the customer
// away (`chargeSavedCard`). When the bank asks the customer to authenticate, nothing is charged and
// the answer says so: the customer is sent a pay link instead.

export type CardSetupInput = {
  orderId: string;
  bookingId: number;
  email: string;
  lang: Lang;
};

export type SavedCardChargeInput = {
  /** The saved card's reference, as the verified return of its setup gave it. */
  cardRef: string;
  /** Decimal S$. */
  amount: number;
  /** Tress's order id of this charge (a `payments` row). */
  orderId: string;
  /** The same key on every retry of one charge, so the provider never charges twice. */
  idempotencyKey: string;
  /** What the customer's statement shows. */
  description: string;
};

export type SavedCardCharge =
  | { outcome: 'charged'; referenceNo: string }
  | { outcome: 'authentication_required' }
  | { outcome: 'declined'; reason: string };

export interface SavedCards {
  /** Starts saving a card, with no charge; returns where to send the customer's browser. */
  setupCard(input: CardSetupInput): Promise<CheckoutSession>;
  /** Charges a saved card off-session; throws only when the provider cannot be reached. */
  chargeSavedCard(input: SavedCardChargeInput): Promise<SavedCardCharge>;
}
