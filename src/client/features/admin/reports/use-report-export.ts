/**
 * Export CSV: every row of the applied filters, fetched page by page (100 a page, the API's
 * maximum), then saved as a file named after the date range.
 */

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportBooking } from '#shared/contract/back-office';
import { numericDate } from '#shared/salon-time';
import { toast } from '../../../lib/toast';
import { adminCall, errorText } from '../lib/admin-api';
import { downloadText, toCsv } from './csv';
import { type ReportFilters, reportRequest } from './report-filters';

const EXPORT_PAGE = 100;

export async function fetchAllRows(filters: ReportFilters): Promise<ReportBooking[]> {
  const rows: ReportBooking[] = [];
  for (let page = 1; ; page += 1) {
    const res = await adminCall('reports', reportRequest(filters, page, EXPORT_PAGE));
    rows.push(...res.appointments);
    if (page >= res.total_page_count || res.appointments.length === 0) return rows;
  }
}

export function useReportExport() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (filters: ReportFilters) => {
    setBusy(true);
    try {
      const rows = await fetchAllRows(filters);
      const head = [
        'customer',
        'contact',
        'stylist',
        'date',
        'time',
        'services',
        'amount',
        'status',
        'payment',
        'references',
      ] as const;
      const csv = toCsv([
        head.map((h) => t(`reports.${h}`)),
        ...rows.map((r) => [
          r.customer_name,
          r.contact_number,
          r.stylist_name,
          numericDate(r.appointment_date),
          r.appointment_time,
          r.services.map((s) => s.service_name).join(', '),
          r.total_amount.toFixed(2),
          tc(`status.${r.status}`),
          t(`calendar.payment.${r.payment_state}`),
          [...r.payment_references, ...r.refund_references].join(' '),
        ]),
      ]);
      downloadText(`${t('reports.csvFile')}-${filters.from}-${filters.to}.csv`, csv);
      toast.success(t('reports.exported', { count: rows.length }));
    } catch (e) {
      toast.error(errorText(e, t('reports.exportFailed')));
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
