/**
 * The waitlist offer's one-tap page (`/waitlist/offer/:offerId?t=<signed token>`, from the offer's
 * email or push): what came free, until when it is held, and "Book this time". Opening it only
 * reads; the tap books through the claim call. Paid online, the booking then waits for its payment
 * on its manage page (the same Pay button as a payment link's).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { WaitlistOfferPage as OfferPageData } from '#shared/contract/waitlist';
import { clockTime, longDate, salonMoment } from '#shared/salon-time';
import { Link } from '../../components/app-link';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { dateAndTime, langOf, listOf, money } from '../../components/format';
import { CheckIcon, ClockIcon } from '../../components/icons';
import { QueryFailed } from '../../components/load-state';
import { ApiCallError, call } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useSearch } from '../../lib/use-search';
import { offerQuery } from './api';
import { WaitlistLinkSkeleton } from './link-skeleton';
import styles from './waitlist.module.css';

export function WaitlistOfferPage() {
  const { t } = useTranslation('waitlist');
  const params = useParams();
  const token = useSearch().get('t') ?? '';
  const key = { offerId: Number(params.offerId), token };
  const query = useQuery(offerQuery(key));
  let body: ReactNode;
  if (query.isPending) body = <WaitlistLinkSkeleton />;
  else if (query.isError) {
    const e = query.error;
    body =
      e instanceof ApiCallError && e.status === 410 ? (
        <Outcome title={t('offer.lapsedTitle')} text={t('offer.lapsedText')} />
      ) : (
        <QueryFailed query={query} title={t('offer.loadFailed')} />
      );
  } else body = <Offer offer={query.data} token={token} />;
  return (
    <main id="main" className={styles.page}>
      <title>{t('offer.pageTitle')}</title>
      {body}
    </main>
  );
}

function Outcome({ title, text, done }: { title: string; text?: string; done?: boolean }) {
  const { t } = useTranslation('waitlist');
  return (
    <EmptyState
      icon={done ? <CheckIcon size={40} /> : <ClockIcon size={40} />}
      title={title}
      text={text}
      action={<Link to="/">{t('offer.backHome')}</Link>}
    />
  );
}

function Offer({ offer, token }: { offer: OfferPageData; token: string }) {
  const { t, i18n } = useTranslation('waitlist');
  const lang = langOf(i18n.language);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const [payAtSalon, setPayAtSalon] = useState(offer.allow_pay_at_salon);
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState<{ id: number; manage_token?: string } | null>(null);
  useEffect(() => heading.current?.focus(), []);

  if (booked || offer.state === 'claimed')
    return (
      <div className={styles.card}>
        <Outcome title={booked ? t('offer.booked') : t('offer.claimedTitle')} done />
        {booked?.manage_token ? (
          <Link className={styles.link} to={`/manage/${booked.id}?t=${booked.manage_token}`}>
            {t('offer.viewBooking')}
          </Link>
        ) : null}
      </div>
    );
  if (offer.state === 'taken') return <Outcome title={t('offer.takenTitle')} text={t('offer.takenText')} />;
  if (offer.state !== 'sent' && offer.state !== 'seen')
    return <Outcome title={t('offer.lapsedTitle')} text={t('offer.lapsedText')} />;

  async function claim() {
    setBusy(true);
    try {
      const booking = await call('waitlistClaim', {
        offer_id: offer.id,
        token,
        payment_keyword: payAtSalon ? 'salon' : 'card',
      });
      void queryClient.invalidateQueries({ queryKey: ['waitlist-mine'] });
      // an online payment follows on the booking's own page, as for a payment link
      if (booking.proceed_to_pay && booking.manage_token)
        navigate(`/manage/${booking.id}?t=${booking.manage_token}`);
      else
        setBooked({
          id: booking.id,
          ...(booking.manage_token ? { manage_token: booking.manage_token } : {}),
        });
    } catch (e) {
      if (e instanceof ApiCallError && (e.status === 409 || e.status === 410)) {
        void queryClient.invalidateQueries({ queryKey: ['waitlist-offer', offer.id] });
      }
      toast.error(e instanceof Error ? e.message : t('offer.loadFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.card} aria-labelledby="offer-title">
      <h1 id="offer-title" ref={heading} tabIndex={-1} className={styles.title}>
        {t('offer.title')}
      </h1>
      <p className={styles.when}>
        {dateAndTime(i18n.language, longDate(lang, offer.booking_date), clockTime(lang, offer.start_time))}
      </p>
      <p className={styles.meta}>
        {listOf(i18n.language, offer.service_names)} · {t('offer.with', { name: offer.stylist_name })}
      </p>
      <p className={styles.held}>
        <ClockIcon size={18} />
        {t('offer.heldUntil', { time: salonMoment(lang, offer.expires_at, offer.salon_time_zone) })}
      </p>
      <p className={styles.total}>
        <span>{t('offer.total')}</span>
        <span>{money(offer.total_amount)}</span>
      </p>
      {offer.allow_pay_at_salon ? (
        <fieldset className={styles.choices}>
          <legend>{t('offer.payHow')}</legend>
          <label className={styles.choice}>
            <input type="radio" name="pay" checked={payAtSalon} onChange={() => setPayAtSalon(true)} />
            {t('offer.payAtSalon')}
          </label>
          <label className={styles.choice}>
            <input type="radio" name="pay" checked={!payAtSalon} onChange={() => setPayAtSalon(false)} />
            {t('offer.payOnline')}
          </label>
        </fieldset>
      ) : null}
      <Button size="lg" block busy={busy} onClick={claim}>
        {busy ? t('offer.booking') : t('offer.book')}
      </Button>
    </section>
  );
}
