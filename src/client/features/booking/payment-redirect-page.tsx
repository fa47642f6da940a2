/**
 * `/payment-redirect`: where the payment provider sends the customer back (docs/product.md §2, 4, 7).
 * Every query parameter the provider sent (result code and description, merchant and order ids,
 * card number and brand, amount and signature) goes to /payment/status, which verifies the
 * signature before anything counts as paid. Success shows stylist, date and time and continues to
 * /booking-success; failure shows the description with Try again, which reopens the booking at
 * checkout. A return the server refused (altered, or for a booking no longer there to confirm)
 * shows the server's words and nothing else; only a 0000 return the server could not be reached to
 * confirm goes to the success page, with a warning that it is not confirmed yet.
 */

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PaymentStatusResponse } from '#shared/contract/payments';
import type { RequestOf } from '#shared/contract/routes';
import { clockTime, longDate } from '#shared/salon-time';
import { Button } from '../../components/button';
import { langOf } from '../../components/format';
import { AlertIcon, CheckIcon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { ApiCallError, callWithMessage } from '../../lib/api';
import { setBookingActivity } from '../../lib/booking-activity';
import { toast } from '../../lib/toast';
import { useSearch } from '../../lib/use-search';
import { bookingPath, moveReturn } from './manage/move-payment';
import {
  clearPendingBooking,
  loadPendingBooking,
  type PaymentSuccessData,
  savePaymentSuccess,
  updatePendingBooking,
} from './pending-booking';
import styles from './result.module.css';
import { confirmationOf, termsOf } from './submit-booking';

export const SUCCESS_CODE = '0000';

type View =
  | { kind: 'processing' }
  | { kind: 'success'; data: PaymentStatusResponse }
  | { kind: 'failed'; description: string }
  /** The server answered that the booking is not confirmed (a refused return, a refund): its words only. */
  | { kind: 'refused'; description: string };

/** The provider's query parameters as the status request (docs/product.md §7, plus amount and signature). */
export function statusRequestOf(params: URLSearchParams): RequestOf<'paymentStatus'> {
  const p = (name: string) => params.get(name) ?? '';
  return {
    result_code: p('resultCode'),
    result_description: p('resultDesc'),
    mcht_id: p('mchtId'),
    access_order_id: p('accessOrderId'),
    order_id: p('orderId'),
    card_no: p('cardNo'),
    card_orgn: p('cardOrgn'),
    amount: p('amount'),
    signature: p('signature'),
  };
}

async function successDataOf(res: PaymentStatusResponse): Promise<Omit<PaymentSuccessData, 'savedAt'>> {
  const booking = (await loadPendingBooking())?.booking;
  const same = booking?.id === res.booking_id ? booking : null;
  return {
    booking_id: res.booking_id,
    stylist_name: res.stylist_name,
    appointment_date: res.appointment_date,
    appointment_start_time: res.appointment_start_time,
    services: res.appointment_services,
    subtotal: same?.subtotal ?? null,
    discount_amount: same?.discount_amount ?? null,
    promo_code: same?.promo_code ?? null,
    total_amount: res.total_amount,
    // a card kept on file is saved, not charged
    paid: !same?.card_required,
    payment_reference_no: res.payment_Info.payment_reference_no,
    confirmed: true,
    terms: same ? termsOf(same) : null,
    // a booking paid from its own page (the salon's link) keeps the token it was opened with
    manage_token: same?.manage_token ?? moveReturn({ take: true, orderId: res.order_id })?.token ?? null,
  };
}

export function PaymentRedirectPage() {
  const { t, i18n } = useTranslation(['booking', 'manage']);
  const lang = langOf(i18n.language);
  const params = useSearch();
  const navigate = useNavigate();
  const [view, setView] = useState<View>({ kind: 'processing' });
  const started = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const request = statusRequestOf(params);
    const unconfirmed = async () => {
      const booking = (await loadPendingBooking())?.booking;
      // not known to be paid: the success page says only that it is being checked
      if (booking) savePaymentSuccess({ ...confirmationOf(booking, false), confirmed: false });
      navigate('/booking-success', { replace: true });
    };
    const fail = async (description: string, toastText: string) => {
      await updatePendingBooking({ restoreAtCheckout: true });
      toast.error(toastText);
      setView({ kind: 'failed', description });
    };
    if (!request.order_id) {
      void fail(t('payment.errorDefault'), t('payment.errorToast'));
      return;
    }
    // the difference of a move: back to the booking, moved when paid, where it was otherwise
    const backToBooking = (bookingId: number | null, ok: boolean, text: string) => {
      const back = moveReturn({ take: true, orderId: request.order_id });
      const id = back?.bookingId ?? bookingId;
      if (id === null) return false;
      (ok ? toast.success : toast.error)(text);
      navigate(bookingPath(id, back?.token), { replace: true });
      return true;
    };
    callWithMessage('paymentStatus', request).then(
      async ({ data: res, message }) => {
        if (res.purpose === 'reschedule') {
          const text = res.paid
            ? t('manage:reschedule.movedPaid')
            : res.refund_due
              ? t('manage:reschedule.refundedMove')
              : request.result_description || t('manage:reschedule.notMoved');
          backToBooking(res.booking_id, res.paid, text);
          return;
        }
        if (res.paid) {
          savePaymentSuccess(await successDataOf(res));
          // paid: the booking on its way is done, whether or not Continue is tapped
          await clearPendingBooking();
          setView({ kind: 'success', data: res });
        } else if (res.refund_due || res.status === 'cancelled') {
          await clearPendingBooking();
          setView({ kind: 'refused', description: message });
        } else
          await fail(
            request.result_description || res.result_description || t('payment.failedDefault'),
            t('payment.failedToast'),
          );
      },
      async (e: unknown) => {
        if (moveReturn({ orderId: request.order_id }))
          return void backToBooking(null, false, (e as Error).message || t('payment.errorDefault'));
        // only a server that could not be reached leaves a successful return unconfirmed; one that
        // refused it (a forged or altered return) is believed
        if (
          e instanceof ApiCallError &&
          e.status >= 400 &&
          e.status < 500 &&
          request.result_code === SUCCESS_CODE
        )
          return setView({ kind: 'refused', description: e.message });
        if (request.result_code === SUCCESS_CODE) return unconfirmed();
        const message =
          e instanceof ApiCallError && e.isNetwork
            ? e.message
            : request.result_description || t('payment.failedDefault');
        await fail(
          message,
          e instanceof ApiCallError && !e.isNetwork && request.result_code
            ? t('payment.failedToast')
            : t('payment.errorToast'),
        );
      },
    );
  }, [params, navigate, t]);

  useEffect(() => {
    if (view.kind !== 'processing') heading.current?.focus();
  }, [view.kind]);

  // a payment being confirmed: the update prompt waits until it is done
  useEffect(() => {
    setBookingActivity('payment', view.kind === 'processing');
    return () => setBookingActivity('payment', false);
  }, [view.kind]);

  if (view.kind === 'processing') {
    return (
      <main id="main" className={styles.page}>
        <title>{t('payment.processingTitle')}</title>
        <div className={styles.processing}>
          <Spinner size={48} />
          <h1 className={styles.processingText} role="status">
            {t('payment.processing')}
          </h1>
          <p className={styles.muted}>{t('payment.processingHint')}</p>
        </div>
      </main>
    );
  }
  if (view.kind === 'success') {
    const d = view.data;
    return (
      <main id="main" className={styles.page}>
        <title>{t('payment.successTitle')}</title>
        <div className={styles.hero}>
          <span className={`${styles.badge} ${styles.ok}`} aria-hidden="true">
            <CheckIcon size={40} />
          </span>
          <h1 ref={heading} tabIndex={-1} className={styles.title}>
            {t('payment.successTitle')}
          </h1>
          <p className={styles.lead}>{t('payment.successLead')}</p>
        </div>
        <div className={styles.card}>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>{t('summary.stylist')}</dt>
              <dd>{d.stylist_name}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('summary.date')}</dt>
              <dd>{longDate(lang, d.appointment_date)}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('summary.time')}</dt>
              <dd>{clockTime(lang, d.appointment_start_time)}</dd>
            </div>
          </dl>
        </div>
        <Button size="lg" block onClick={() => navigate('/booking-success', { replace: true })}>
          {t('payment.continue')}
        </Button>
      </main>
    );
  }
  // refused by the provider, or failed on the way: one page, each in its own words
  const words =
    view.kind === 'refused'
      ? { title: t('payment.refusedTitle'), hint: t('payment.refusedHint'), action: t('payment.backHome') }
      : { title: t('payment.failedTitle'), hint: t('payment.failedHint'), action: t('payment.tryAgain') };
  return (
    <main id="main" className={styles.page}>
      <title>{words.title}</title>
      <div className={styles.hero}>
        <span className={`${styles.badge} ${styles.bad}`} aria-hidden="true">
          <AlertIcon size={36} />
        </span>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {words.title}
        </h1>
        <p className={styles.lead} role="alert">
          {view.description}
        </p>
        <p className={styles.muted}>{words.hint}</p>
      </div>
      <Button size="lg" block onClick={() => navigate('/', { replace: true })}>
        {words.action}
      </Button>
    </main>
  );
}
