import { useTranslation } from 'react-i18next';
import type { ReportBooking } from '#shared/contract/back-office';
import { formatMoney } from '#shared/domain/money';
import { clockTime, numericDate } from '#shared/salon-time';
import { listOf } from '../../../components/format';
import { StatusBadge } from '../../../components/status-badge';
import { CardTable } from '../ui/card-table';
import tableStyles from '../ui/table.module.css';

/** Customer, Contact, Stylist, Date, Time, Services (joined by commas), Amount (S$, with the provider's payment and refund references), Status. */
export function ReportTable({ rows }: { rows: readonly ReportBooking[] }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <CardTable
      columns={[
        { label: t('reports.customer') },
        { label: t('reports.contact') },
        { label: t('reports.stylist') },
        { label: t('reports.date') },
        { label: t('reports.time') },
        { label: t('reports.services') },
        { label: t('reports.amount'), numeric: true },
        { label: t('reports.status') },
      ]}
    >
      {rows.map((r) => (
        <tr key={r.id}>
          <td data-label={t('reports.customer')} className={tableStyles.strong}>
            {r.customer_name}
          </td>
          <td data-label={t('reports.contact')} className={tableStyles.nowrap}>
            {r.contact_number || '—'}
            {r.customer_email ? <span className={tableStyles.sub}>{r.customer_email}</span> : null}
          </td>
          <td data-label={t('reports.stylist')}>{r.stylist_name}</td>
          <td data-label={t('reports.date')} className={tableStyles.nowrap}>
            {numericDate(r.appointment_date)}
          </td>
          <td data-label={t('reports.time')} className={tableStyles.nowrap}>
            {clockTime(i18n.language, r.appointment_time)}
          </td>
          <td data-label={t('reports.services')}>
            {listOf(
              i18n.language,
              r.services.map((s) => s.service_name),
            )}
          </td>
          <td data-label={t('reports.amount')} className={tableStyles.num}>
            {formatMoney(r.total_amount)}
            {r.payment_references.map((ref) => (
              <span key={ref} className={tableStyles.sub} data-testid="payment-reference">
                {t('reports.paymentReference', { ref })}
              </span>
            ))}
            {r.refund_references.map((ref) => (
              <span key={ref} className={tableStyles.sub}>
                {t('reports.refundReference', { ref })}
              </span>
            ))}
          </td>
          <td data-label={t('reports.status')}>
            <StatusBadge status={r.status} />
          </td>
        </tr>
      ))}
    </CardTable>
  );
}
