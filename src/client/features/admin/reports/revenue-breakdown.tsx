/**
 * The report's revenue: the total over every booking the filters select, and the same by stylist
 * and by service (each service at its booked price, before discounts). Cancelled bookings and
 * no-shows bring nothing in and are left out. Below them, the money of no-show protection.
 */
import { useTranslation } from 'react-i18next';
import type { ReportSummary } from '#shared/contract/back-office';
import { useSalon } from '../lib/use-salon';
import pageStyles from '../ui/page.module.css';
import styles from './reports.module.css';

function Lines({ title, lines }: { title: string; lines: ReportSummary['by_stylist'] }) {
  const { t } = useTranslation('admin');
  const { money } = useSalon();
  return (
    <section className={`${pageStyles.card} ${pageStyles.cardPad}`}>
      <h2 className={styles.breakdownTitle}>{title}</h2>
      {lines.length === 0 ? (
        <p className={styles.breakdownNone}>{t('reports.noRevenue')}</p>
      ) : (
        <ul className={styles.breakdown}>
          {lines.map((l) => (
            <li key={l.name} className={styles.breakdownLine}>
              <span>{l.name}</span>
              <span className={styles.breakdownCount}>
                {t('reports.bookingsCount', { count: l.bookings })}
              </span>
              <span className={styles.breakdownAmount}>{money(l.revenue)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function RevenueBreakdown({ summary }: { summary: ReportSummary }) {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.breakdowns} data-testid="revenue-breakdown">
      <Lines title={t('reports.byStylist')} lines={summary.by_stylist} />
      <Lines title={t('reports.byService')} lines={summary.by_service} />
      <MoneyLines money={summary.money} />
    </div>
  );
}

/** Deposits, fees, refunds, the balance due and what was paid at the counter. */
function MoneyLines({ money: m }: { money: ReportSummary['money'] }) {
  const { t } = useTranslation('admin');
  const { money } = useSalon();
  const lines = [
    ['deposits', m.deposits],
    ['feesCharged', m.fees_charged],
    ['feesWaived', m.fees_waived],
    ['refunds', m.refunds],
    ['balanceDue', m.balance_due],
    ['paidCash', m.paid_at_salon_cash],
    ['paidCard', m.paid_at_salon_card],
  ] as const;
  return (
    <section className={`${pageStyles.card} ${pageStyles.cardPad}`} data-testid="report-money">
      <h2 className={styles.breakdownTitle}>{t('reports.money.title')}</h2>
      <ul className={styles.breakdown}>
        {lines.map(([key, amount]) => (
          <li key={key} className={styles.breakdownLine}>
            <span>{t(`reports.money.${key}`)}</span>
            <span className={styles.breakdownCount} />
            <span className={styles.breakdownAmount}>{money(amount)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
