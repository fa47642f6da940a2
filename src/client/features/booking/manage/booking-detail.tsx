/**
 * One booking as its owner sees it: when, stylist, services, total, payment, status, the policy it
 * was made under and what may be done now (the server's answer), with the actions: Add to
 * calendar, Reschedule, Cancel, Rate and Book again. A booking still waiting for its payment (the
 * salon's payment link, or an online payment left unfinished) offers Pay: the normal checkout, for
 * the booking's total as the server holds it.
 */

import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { bookingEventTitle } from '#shared/calendar-event';
import type { ManagedBooking } from '#shared/contract/manage';
import { checkoutAmountOf } from '#shared/domain/protection';
import { clockTime, DEFAULT_SALON_TZ, longDate, salonMoment } from '#shared/salon-time';
import { Link } from '../../../components/app-link';
import { Button } from '../../../components/button';
import { useCustomerContext } from '../../../components/customer-context';
import { langOf, localized, money } from '../../../components/format';
import { CalendarIcon, PhoneIcon } from '../../../components/icons';
import { DownloadIcon, StarIcon } from '../../../components/page-icons';
import { RemindMeButton } from '../../../components/remind-me-button';
import { StatusBadge } from '../../../components/status-badge';
import { call } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { BookedPolicy } from '../protection-notice';
import type { Proof } from './api';
import { prepareBookAgain } from './book-again';
import { calendarFileUrl } from './calendar-file';
import { CancelDialog } from './cancel-dialog';
import styles from './manage.module.css';
import { rememberPaymentReturn } from './move-payment';
import { PolicyCard } from './policy-card';

const ReschedulePanel = lazy(() =>
  import('./reschedule-panel').then((m) => ({ default: m.ReschedulePanel })),
);

type Props = { booking: ManagedBooking; proof: Proof; signedIn: boolean };

export function BookingDetail({ booking: b, proof, signedIn }: Props) {
  const { t, i18n } = useTranslation('manage');
  const { t: tb } = useTranslation('booking');
  const lang = langOf(i18n.language);
  const { salon } = useCustomerContext();
  const currency = salon?.currency ?? 'S$';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'view' | 'reschedule'>('view');
  const [cancelling, setCancelling] = useState(false);
  const [again, setAgain] = useState(false);
  const [paying, setPaying] = useState(false);

  const when = `${longDate(lang, b.appointment_date)}, ${clockTime(lang, b.appointment_start_time)}`;
  const calendar = useMemo(() => {
    if (!b.upcoming || !salon) return null;
    const name = localized(lang, salon.name, salon.name_zh);
    return calendarFileUrl(b, {
      summary: bookingEventTitle(
        lang,
        b.services.map((s) => s.name),
        name,
      ),
      description: [
        t('detail.with', { name: b.stylist_name }),
        t('detail.reference', { id: b.id }),
        salon.phone,
      ].join('\n'),
      location: salon.address,
    });
  }, [b, salon, lang, t]);
  useEffect(() => () => (calendar ? URL.revokeObjectURL(calendar) : undefined), [calendar]);

  const changed = (next: ManagedBooking) => {
    queryClient.setQueryData(['my-booking', next.id, proof.token ?? null], next);
    void queryClient.invalidateQueries({ queryKey: ['my-bookings'] });
    void queryClient.invalidateQueries({ queryKey: ['slots'] });
  };

  if (mode === 'reschedule')
    return (
      <Suspense fallback={null}>
        <ReschedulePanel
          booking={b}
          proof={proof}
          onDone={(next) => {
            changed(next);
            setMode('view');
          }}
          onBack={() => setMode('view')}
        />
      </Suspense>
    );

  const bookAgain = async () => {
    setAgain(true);
    try {
      await prepareBookAgain(b);
      navigate('/');
    } finally {
      setAgain(false);
    }
  };

  // a fee the bank held back, the deposit, 0 to save a card, or the total
  const payAmount = b.fee_state === 'awaiting_customer' ? b.fee_due : checkoutAmountOf(b);
  const pay = async () => {
    setPaying(true);
    try {
      const { pay_url, order_id } = await call(
        'checkout',
        {
          order_reference_id: String(b.id),
          online_payment_type: 'card',
          amount: payAmount,
          ...(proof.token ? { manage_token: proof.token } : {}),
        },
        proof.token ? { token: null } : {},
      );
      rememberPaymentReturn(b.id, proof.token ?? null, order_id);
      window.location.assign(pay_url);
    } catch (e) {
      setPaying(false);
      toast.error(e instanceof Error ? e.message : t('detail.payFailed'));
    }
  };

  return (
    <>
      {b.can_pay ? (
        <section className={styles.card} aria-labelledby="booking-pay">
          <h2 id="booking-pay" className={styles.cardTitle}>
            {t('detail.payTitle')}
          </h2>
          {b.pay_until ? (
            <p className={styles.note}>
              {t('detail.payUntil', {
                time: salonMoment(lang, b.pay_until, salon?.time_zone ?? DEFAULT_SALON_TZ),
              })}
            </p>
          ) : null}
          <Button busy={paying} onClick={() => void pay()} data-testid="pay-booking">
            {b.fee_state === 'awaiting_customer'
              ? tb('protection.payFee', { amount: money(payAmount, currency) })
              : b.card_required
                ? tb('protection.saveCard')
                : t('detail.pay', { amount: money(payAmount, currency) })}
          </Button>
        </section>
      ) : null}
      <section className={styles.card} aria-labelledby="booking-when">
        <div className={styles.head}>
          <span className={styles.reference}>{t('detail.reference', { id: b.id })}</span>
          <StatusBadge status={b.status} />
        </div>
        <dl className={styles.facts}>
          <dt>{t('detail.when')}</dt>
          <dd id="booking-when" data-testid="booking-when">
            {when}
          </dd>
          <dt>{t('detail.stylist')}</dt>
          <dd>{b.stylist_name}</dd>
          <dt>{t('detail.payment')}</dt>
          <dd>{t(`payment.${b.payment_state}`)}</dd>
        </dl>
        {salon && b.protection !== 'none' ? (
          <>
            <h2 className={styles.cardTitle}>{tb('protection.title')}</h2>
            <BookedPolicy salon={salon} terms={b} className={styles.protection} />
          </>
        ) : null}
      </section>
      <div className={styles.actions}>
        {b.can_reschedule ? (
          <Button icon={<CalendarIcon size={20} />} onClick={() => setMode('reschedule')}>
            {t('detail.reschedule')}
          </Button>
        ) : null}
        {b.can_cancel ? (
          <Button variant="secondary" onClick={() => setCancelling(true)}>
            {t('detail.cancel')}
          </Button>
        ) : null}
        {calendar ? (
          <a className={styles.linkButton} href={calendar} download={`tress-booking-${b.id}.ics`}>
            <DownloadIcon size={20} />
            {t('detail.addToCalendar')}
          </a>
        ) : null}
        {b.upcoming && !b.can_cancel && !b.can_reschedule ? (
          <a className={styles.linkButton} href={`tel:${b.salon_phone.replace(/[^\d+]/g, '')}`}>
            <PhoneIcon size={20} />
            {t('detail.callSalon', { phone: b.salon_phone })}
          </a>
        ) : null}
        {signedIn && b.can_rate ? (
          <Link className={styles.linkButton} to={`/ratings/${b.id}`}>
            <StarIcon size={20} />
            {t('detail.rate')}
          </Link>
        ) : null}
        {!b.upcoming ? (
          <Button variant="secondary" busy={again} onClick={() => void bookAgain()}>
            {t('detail.bookAgain')}
          </Button>
        ) : null}
      </div>
      {/* Reminders go to confirmed bookings still to come; a guest proves the booking with its link. */}
      {b.upcoming && b.status === 'confirmed' ? (
        <RemindMeButton
          bookingId={b.id}
          signedIn={signedIn}
          {...(proof.token ? { manageToken: proof.token } : {})}
        />
      ) : null}
      <section className={styles.card} aria-labelledby="booking-services">
        <h2 id="booking-services" className={styles.cardTitle}>
          {t('detail.services')}
        </h2>
        <ul className={styles.services}>
          {b.services.map((s) => (
            <li key={s.service_id} className={styles.service}>
              <span>{s.name}</span>
              <span className={styles.amount}>{money(s.price, currency)}</span>
            </li>
          ))}
        </ul>
        {b.discount_amount > 0 ? (
          <dl className={styles.breakdown}>
            <div className={styles.service}>
              <dt>{t('detail.subtotal')}</dt>
              <dd className={styles.amount}>{money(b.subtotal, currency)}</dd>
            </div>
            <div className={`${styles.service} ${styles.discount}`}>
              <dt>{t('detail.discount', { code: b.promo_code ?? '' })}</dt>
              <dd className={styles.amount}>−{money(b.discount_amount, currency)}</dd>
            </div>
          </dl>
        ) : null}
        <p className={styles.total}>
          <span>{t('detail.total')}</span>
          <span className={styles.amount} data-testid="booking-total">
            {money(b.total_amount, currency)}
          </span>
        </p>
        {b.refund_amount > 0 ? (
          <p className={styles.note}>
            {t('detail.refundOwed', { amount: money(b.refund_amount, currency) })}
          </p>
        ) : null}
      </section>
      {b.upcoming ? <PolicyCard booking={b} /> : null}
      <CancelDialog
        open={cancelling}
        booking={b}
        proof={proof}
        when={when}
        onClose={() => setCancelling(false)}
        onDone={(next, message) => {
          setCancelling(false);
          changed(next);
          toast.success(message);
        }}
      />
    </>
  );
}
