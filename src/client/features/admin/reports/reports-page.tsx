/**
 * Booking reports: Confirmed, Pending and revenue cards (a dash while loading) and the revenue
 * by stylist and by service, all of what the filters select; the filters (this month by default),
 * the table, 'No appointments found', paging with 10/20/50 rows, and Export CSV of the filtered rows.
 */

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { DownloadIcon } from '../../../components/page-icons';
import { toast } from '../../../lib/toast';
import { useSearch } from '../../../lib/use-search';
import { useStylists } from '../calendar/use-calendar-data';
import { adminCall, adminKeys, errorText } from '../lib/admin-api';
import { useDocTitle } from '../lib/use-doc-title';
import { useSalon, useSalonClock } from '../lib/use-salon';
import pageStyles from '../ui/page.module.css';
import { PageHeader } from '../ui/page-header';
import { PagedList, usePagedList } from '../ui/paged-list';
import { FiltersForm } from './filters-form';
import { defaultFilters, PAGE_SIZES, reportRequest } from './report-filters';
import { ReportTable } from './report-table';
import styles from './reports.module.css';
import { RevenueBreakdown } from './revenue-breakdown';
import { useReportExport } from './use-report-export';

export function ReportsPage() {
  const { t } = useTranslation('admin');
  useDocTitle(t('reports.title'));
  const { today } = useSalonClock(60_000);
  const params = useSearch();
  const [applied, setApplied] = useState(() => defaultFilters(today, params.get('status')));
  const stylists = useStylists();
  useEffect(() => {
    if (stylists.isError)
      toast.error(errorText(stylists.error, t('reports.stylistsFailed')), { id: 'stylists-failed' });
  }, [stylists.isError, stylists.error, t]);
  const list = usePagedList({
    key: (r) => adminKeys.reports({ applied, page: r.page_number, size: r.page_size }),
    load: (r) => adminCall('reports', reportRequest(applied, r.page_number, r.page_size)),
    pageSize: PAGE_SIZES[0],
  });
  const exporter = useReportExport();
  const data = list.query.data;
  // the cards and the revenue follow the filters: the summary is of what the filters select
  const summary = data?.summary;
  const dash = (n: number | undefined) => (n === undefined ? '—' : String(n));
  const { money } = useSalon();
  return (
    <div className={pageStyles.page}>
      <PageHeader
        title={t('reports.title')}
        subtitle={t('reports.subtitle')}
        actions={
          <Button
            variant="secondary"
            icon={<DownloadIcon size={18} />}
            busy={exporter.busy}
            disabled={!data?.total_records}
            onClick={() => void exporter.run(applied)}
          >
            {exporter.busy ? t('reports.exporting') : t('reports.export')}
          </Button>
        }
      />
      <ul className={styles.counts}>
        <li className={`${pageStyles.card} ${styles.count} ${styles.countConfirmed}`}>
          <span className={styles.countLabel}>
            <span aria-hidden="true">✓</span> {t('reports.confirmed')}
          </span>
          <span className={styles.countValue} data-testid="count-confirmed">
            {dash(summary?.confirmed)}
          </span>
        </li>
        <li className={`${pageStyles.card} ${styles.count} ${styles.countPending}`}>
          <span className={styles.countLabel}>
            <span aria-hidden="true">◷</span> {t('reports.pending')}
          </span>
          <span className={styles.countValue} data-testid="count-pending">
            {dash(summary?.pending)}
          </span>
        </li>
        <li className={`${pageStyles.card} ${styles.count} ${styles.countRevenue}`}>
          <span className={styles.countLabel}>{t('reports.revenue')}</span>
          <span className={styles.countValue} data-testid="count-revenue">
            {summary ? money(summary.revenue) : '—'}
          </span>
        </li>
      </ul>
      <section className={`${pageStyles.card} ${pageStyles.cardPad} ${styles.filtersCard}`}>
        <FiltersForm
          initial={applied}
          stylists={stylists.data?.stylists ?? []}
          onApply={(f) => {
            setApplied(f);
            list.setPage(1);
          }}
        />
      </section>
      <PagedList
        list={list}
        label={t('reports.title')}
        total={(count) => t('reports.records', { count })}
        loadFailed={t('reports.loadFailed')}
        isEmpty={(d) => d.appointments.length === 0}
        empty={{ title: t('reports.empty'), text: t('reports.emptyText') }}
        pageSizes={PAGE_SIZES}
        pagerAlways
        busy
      >
        {(d) => <ReportTable rows={d.appointments} />}
      </PagedList>
      {summary ? <RevenueBreakdown summary={summary} /> : null}
    </div>
  );
}
