/** One waitlist entry as the desk reads it: who, what, which days, and where its offer stands. */
import { useTranslation } from 'react-i18next';
import type { WaitlistEntryView } from '#shared/contract/waitlist';
import { clockTime, weekdayDate } from '#shared/salon-time';
import { langOf, listOf } from '../../../components/format';
import styles from './waitlist.module.css';

export function EntryLine({ entry: e }: { entry: WaitlistEntryView }) {
  const { t, i18n } = useTranslation('admin');
  const lang = langOf(i18n.language);
  const windowOf = (p: WaitlistEntryView['preferences'][number]) =>
    p.from_time === '00:00' && p.to_time === '23:59'
      ? t('waitlist.anyTime')
      : `${clockTime(lang, p.from_time)}–${clockTime(lang, p.to_time)}`;
  const offer = e.offer;
  return (
    <div className={styles.entry}>
      <div className={styles.entryHead}>
        <span className={styles.name}>{e.full_name}</span>
        <span className={styles.badge} data-state={offer?.state ?? e.state}>
          {offer && (e.state !== 'waiting' || offer.state === 'lapsed')
            ? t(`waitlist.offerState.${offer.state}`)
            : t(`waitlist.state.${e.state}`)}
        </span>
      </div>
      <p className={styles.meta}>
        {listOf(i18n.language, e.service_names)} · {e.stylist_name ?? t('waitlist.anyStylist')}
      </p>
      <p className={styles.meta}>
        {e.preferences.map((p) => `${weekdayDate(i18n.language, p.date)} ${windowOf(p)}`).join(' · ')}
      </p>
      {offer ? (
        <p className={styles.meta} data-testid="waitlist-offer-state">
          {t('waitlist.offerAt', {
            state: t(`waitlist.offerState.${offer.state}`),
            date: weekdayDate(i18n.language, offer.booking_date),
            time: clockTime(lang, offer.start_time),
            stylist: offer.stylist_name,
          })}
        </p>
      ) : null}
    </div>
  );
}
