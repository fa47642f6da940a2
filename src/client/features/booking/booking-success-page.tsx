/**
 * `/booking-success`: Booking Confirmed with the summary, what happens next and Add to calendar
 * (an .ics file made in the browser, the same event as the email's; or Google or Outlook). When
 * the payment came back successful but the server could not be reached to confirm it, it says so
 * (being checked, with the warning) and claims neither a confirmed booking nor a total paid.
 * A booking under no-show protection shows its policy: the deposit paid (or the card saved), the
 * balance due at the salon and the fees agreed to. Arriving here ends the pending booking details.
 */

import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BOOKING_ALARM_MINUTES,
  bookingEventTitle,
  googleCalendarUrl,
  outlookCalendarUrl,
} from '#shared/calendar-event';
import { bookingUid, buildIcs } from '#shared/ics';
import { salonInstant } from '#shared/salon-instant';
import { clockTime, longDate } from '#shared/salon-time';
import { Link } from '../../components/app-link';
import { useCustomerContext } from '../../components/customer-context';
import { EmptyState } from '../../components/empty-state';
import { langOf, localized, money } from '../../components/format';
import { AlertIcon, CalendarIcon, CheckIcon } from '../../components/icons';
import { DownloadIcon } from '../../components/page-icons';
import { RemindMeButton } from '../../components/remind-me-button';
import { clearPendingBooking, loadPaymentSuccess } from './pending-booking';
import { BookedPolicy } from './protection-notice';
import styles from './result.module.css';

export function BookingSuccessPage() {
  const { t, i18n } = useTranslation('booking');
  const lang = langOf(i18n.language);
  const { t: tm } = useTranslation('manage');
  const { salon, customer } = useCustomerContext();
  const [data] = useState(() => loadPaymentSuccess());
  const manageUrl = data?.manage_token ? `/manage/${data.booking_id}?t=${data.manage_token}` : '/bookings';
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    void clearPendingBooking();
    heading.current?.focus();
  }, []);

  const event = useMemo(() => {
    if (!data || !salon) return null;
    const minutes = data.services.reduce((sum, s) => sum + s.duration_minutes, 0) || 30;
    const start = salonInstant(
      data.appointment_date,
      data.appointment_start_time.slice(0, 5),
      salon.time_zone,
    );
    // titled and reminded as the confirmation email's .ics is
    return {
      title: bookingEventTitle(
        lang,
        data.services.map((s) => s.name),
        localized(lang, salon.name, salon.name_zh),
      ),
      start,
      end: new Date(start.getTime() + minutes * 60_000),
      details: [
        t('success.icsStylist', { name: data.stylist_name }),
        t('success.reference', { id: data.booking_id }),
        salon.phone,
      ].join('\n'),
      location: salon.address,
    };
  }, [data, salon, lang, t]);

  const ics = useMemo(() => {
    if (!data || !event) return null;
    const text = buildIcs({
      uid: bookingUid(data.booking_id, window.location.hostname),
      summary: event.title,
      description: event.details,
      location: event.location,
      start: event.start,
      end: event.end,
      stamp: new Date(),
      alarmMinutes: BOOKING_ALARM_MINUTES,
    });
    return URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  }, [data, event]);

  useEffect(() => () => (ics ? URL.revokeObjectURL(ics) : undefined), [ics]);

  if (!data) {
    return (
      <main id="main" className={styles.page}>
        <title>{t('success.title')}</title>
        <h1 ref={heading} tabIndex={-1} className="visually-hidden">
          {t('success.title')}
        </h1>
        <EmptyState
          icon={<CalendarIcon size={40} />}
          title={t('success.noneTitle')}
          text={t('success.noneText')}
          action={<Link to="/">{t('success.bookNow')}</Link>}
        />
      </main>
    );
  }

  const currency = salon?.currency;
  // a deposit or a saved card: the total is not what was paid, the policy says what was
  const guarded = !!data.terms && data.terms.protection !== 'none';
  return (
    <main id="main" className={styles.page}>
      <title>{data.confirmed ? t('success.title') : t('success.titleUnconfirmed')}</title>
      <div className={styles.hero}>
        <span className={`${styles.badge} ${data.confirmed ? styles.ok : styles.neutral}`} aria-hidden="true">
          <CheckIcon size={40} />
        </span>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {data.confirmed ? t('success.title') : t('success.titleUnconfirmed')}
        </h1>
        <p className={styles.lead}>
          {!data.confirmed
            ? t('success.leadUnconfirmed')
            : data.paid
              ? t('success.leadPaid')
              : t('success.leadUnpaid')}
        </p>
      </div>
      {!data.confirmed ? (
        <p className={styles.warning} role="alert">
          <AlertIcon size={22} />
          {t('success.warning')}
        </p>
      ) : null}
      <section className={styles.card} aria-labelledby="success-summary">
        <h2 id="success-summary" className={styles.cardTitle}>
          {t('success.summaryTitle')}
        </h2>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('success.referenceLabel')}</dt>
            <dd>#{data.booking_id}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('summary.stylist')}</dt>
            <dd>{data.stylist_name}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('summary.date')}</dt>
            <dd>{longDate(lang, data.appointment_date)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('summary.time')}</dt>
            <dd>{clockTime(lang, data.appointment_start_time)}</dd>
          </div>
          {data.payment_reference_no ? (
            <div className={styles.fact}>
              <dt>{t('success.paymentReference')}</dt>
              <dd>{data.payment_reference_no}</dd>
            </div>
          ) : null}
        </dl>
        <ul className={styles.services} aria-label={t('summary.services')}>
          {data.services.map((s) => (
            <li key={s.name} className={styles.service}>
              <span>{s.name}</span>
              <span className={styles.amount}>{money(s.price, currency)}</span>
            </li>
          ))}
          {data.discount_amount ? (
            <li className={styles.service}>
              <span>{t('success.discount', { code: data.promo_code ?? '' })}</span>
              <span className={styles.amount}>−{money(data.discount_amount, currency)}</span>
            </li>
          ) : null}
        </ul>
        <p className={styles.total}>
          <span>
            {!data.confirmed || guarded
              ? t('success.total')
              : data.paid
                ? t('success.totalPaid')
                : t('success.totalDue')}
          </span>
          <span className={styles.amount} data-testid="success-total">
            {money(data.total_amount, currency)}
          </span>
        </p>
      </section>
      {salon && data.terms && guarded ? (
        <section className={styles.card} aria-labelledby="success-policy">
          <h2 id="success-policy" className={styles.cardTitle}>
            {t('protection.title')}
          </h2>
          <BookedPolicy salon={salon} terms={data.terms} className={styles.policy} />
        </section>
      ) : null}
      {data.confirmed ? (
        <RemindMeButton
          bookingId={data.booking_id}
          signedIn={Boolean(customer)}
          {...(!customer && data.manage_token ? { manageToken: data.manage_token } : {})}
        />
      ) : null}
      <section className={styles.card} aria-labelledby="success-next">
        <h2 id="success-next" className={styles.cardTitle}>
          {t('success.nextTitle')}
        </h2>
        <ol className={styles.steps}>
          <li>{t('success.next1')}</li>
          <li>{t('success.next2')}</li>
          <li>
            {/* one item of the list's grid: the link and its sentence flow as one paragraph */}
            <span>
              <Link to={customer ? `/bookings/${data.booking_id}` : manageUrl}>{tm('success.manage')}</Link>
              {tm('success.manageAfter')}
              {tm('success.manageText')}
            </span>
          </li>
        </ol>
      </section>
      <div className={styles.actions}>
        {ics ? (
          <a
            className={`${styles.linkButton} ${styles.secondaryLink}`}
            href={ics}
            download={`tress-booking-${data.booking_id}.ics`}
          >
            <DownloadIcon size={20} />
            {t('success.addToCalendar')}
          </a>
        ) : null}
        <Link className={`${styles.linkButton} ${styles.primaryLink}`} to="/">
          {t('success.bookAnother')}
        </Link>
        {event ? (
          <p className={styles.calendarLinks}>
            <a href={googleCalendarUrl(event)} target="_blank" rel="noopener">
              {t('success.googleCalendar')}
              <span className="visually-hidden"> {t('checkout.newTab')}</span>
            </a>
            <a href={outlookCalendarUrl(event)} target="_blank" rel="noopener">
              {t('success.outlookCalendar')}
              <span className="visually-hidden"> {t('checkout.newTab')}</span>
            </a>
          </p>
        ) : null}
      </div>
    </main>
  );
}
