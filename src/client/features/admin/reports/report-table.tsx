import { useTranslation } from 'react-i18next';
import type { ReportAppointment } from '../../../../shared/contract/back-office';
import { formatMoney } from '../../../../shared/domain/money';
import { clockTime, numericDate } from '../../../../shared/salon-time';
import { StatusBadge } from '../../../components/status-badge';
import tableStyles from '../ui/table.module.css';

/** Customer, Contact, Stylist, Date, Time, Services (joined by commas), Amount (S$), Status. */
export function ReportTable({ rows }: { rows: readonly ReportAppointment[] }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <div className={tableStyles.wrap}>
      <table className={`${tableStyles.table} ${tableStyles.cards}`}>
        <thead>
          <tr>
            <th scope="col">{t('reports.customer')}</th>
            <th scope="col">{t('reports.contact')}</th>
            <th scope="col">{t('reports.stylist')}</th>
            <th scope="col">{t('reports.date')}</th>
            <th scope="col">{t('reports.time')}</th>
            <th scope="col">{t('reports.services')}</th>
            <th scope="col" className={tableStyles.num}>
              {t('reports.amount')}
            </th>
            <th scope="col">{t('reports.status')}</th>
          </tr>
        </thead>
        <tbody>
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
              <td data-label={t('reports.services')}>{r.services.map((s) => s.service_name).join(', ')}</td>
              <td data-label={t('reports.amount')} className={tableStyles.num}>
                {formatMoney(r.total_amount)}
              </td>
              <td data-label={t('reports.status')}>
                <StatusBadge status={r.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
