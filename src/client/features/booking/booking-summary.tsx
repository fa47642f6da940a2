/**
 * The booking summary: services, stylist, date, time, subtotal, the discount with its code, and
 * the total (the amount on the Pay button). Shown in the side panel on wide screens and in a bottom sheet on phones.
 */

import { useTranslation } from 'react-i18next';
import { langOf, localized, money } from '../../components/format';
import { CalendarIcon, ClockIcon, UserIcon } from '../../components/icons';
import styles from './booking-summary.module.css';
import type { SummaryLine, Totals } from './pricing';
import type { When } from './summary-when';
import { useDuration } from './use-duration';
import { ANY_STYLIST, type ChosenStylist } from './wizard-choices';

type Props = {
  lines: SummaryLine[];
  totals: Totals;
  stylist: ChosenStylist | null;
  /** The chosen date and time as written (summary-when.ts), so this file needs no date formatting. */
  when: When;
  currency?: string;
  /** The amounts are the lowest a stylist asks, none chosen yet: the total reads "From S$…". */
  from?: boolean;
};

export function BookingSummary({ lines, totals, stylist, when, currency, from = false }: Props) {
  const { t, i18n } = useTranslation('booking');
  const lang = langOf(i18n.language);
  const duration = useDuration();
  if (lines.length === 0) return <p className={styles.empty}>{t('summary.empty')}</p>;
  const anyStylist = stylist?.id === ANY_STYLIST;
  return (
    <div className={styles.summary}>
      <ul className={styles.group} aria-label={t('summary.services')}>
        {lines.map((l) => (
          <li key={l.id} className={styles.line}>
            <span className={styles.lineName}>
              {localized(lang, l.service.name, l.service.name_zh)}
              <span className={styles.lineMeta}>{duration(l.service.duration_minutes)}</span>
            </span>
            <span className={styles.amount}>{money(l.price, currency)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>
            <UserIcon size={18} />
            <span className="visually-hidden">{t('summary.stylist')}</span>
          </dt>
          <dd>
            {stylist ? (
              anyStylist ? (
                t('summary.anyStylist')
              ) : (
                stylist.full_name
              )
            ) : (
              <span className={styles.pending}>{t('summary.noStylist')}</span>
            )}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <CalendarIcon size={18} />
            <span className="visually-hidden">{t('summary.date')}</span>
          </dt>
          <dd>{when.date ?? <span className={styles.pending}>{t('summary.noDate')}</span>}</dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <ClockIcon size={18} />
            <span className="visually-hidden">{t('summary.time')}</span>
          </dt>
          <dd>
            {when.time ?? <span className={styles.pending}>{t('summary.noTime')}</span>}
            <span className={styles.factLabel}>
              {t('summary.duration', { duration: duration(totals.duration) })}
            </span>
          </dd>
        </div>
      </dl>
      <dl className={styles.totals}>
        <div className={styles.totalRow}>
          <dt>{t('summary.subtotal')}</dt>
          <dd>{money(totals.subtotal, currency)}</dd>
        </div>
        {totals.discount_amount > 0 ? (
          <div className={`${styles.totalRow} ${styles.discount}`}>
            <dt>{t('summary.discount', { code: totals.promo_code ?? '' })}</dt>
            <dd>−{money(totals.discount_amount, currency)}</dd>
          </div>
        ) : null}
        <div className={`${styles.totalRow} ${styles.grand}`}>
          <dt>{t('summary.total')}</dt>
          <dd>
            {from
              ? t('cart.from', { amount: money(totals.total_amount, currency) })
              : money(totals.total_amount, currency)}
          </dd>
        </div>
      </dl>
      {anyStylist ? <p className={styles.note}>{t('summary.anyStylistNote')}</p> : null}
    </div>
  );
}
