/**
 * Appointment reports (spec section 2): Confirmed and Pending counts (a dash while loading; each a
 * page-size-1 call, a failure is logged and both become 0), the filters (this month by default),
 * the table, 'No appointments found', paging with 10/20/50 rows, and Export CSV of the filtered rows.
 */

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { DownloadIcon } from '../../../components/icons';
import { LoadState } from '../../../components/load-state';
import { useStylists } from '../calendar/use-calendar-data';
import { adminCall, adminKeys, errorText } from '../lib/admin-api';
import { useDocTitle } from '../lib/use-doc-title';
import { useSalonClock } from '../lib/use-salon';
import pageStyles from '../ui/page.module.css';
import { PageHeader } from '../ui/page-header';
import { Pager } from '../ui/pager';
import { FiltersForm } from './filters-form';
import { defaultFilters, PAGE_SIZES, type ReportFilters, reportRequest } from './report-filters';
import { ReportTable } from './report-table';
import styles from './reports.module.css';
import { useReportExport } from './use-report-export';

function useStatusCounts(f: ReportFilters) {
  return useQuery({
    queryKey: adminKeys.reports({ counts: f }),
    queryFn: async () => {
      try {
        const [confirmed, pending] = await Promise.all([
          adminCall('reports', reportRequest(f, 1, 1, 'confirmed')),
          adminCall('reports', reportRequest(f, 1, 1, 'pending')),
        ]);
        return { confirmed: confirmed.total_records, pending: pending.total_records };
      } catch (e) {
        console.warn('report status counts failed', e);
        return { confirmed: 0, pending: 0 };
      }
    },
  });
}

export function ReportsPage() {
  const { t } = useTranslation('admin');
  useDocTitle(t('reports.title'));
  const { today } = useSalonClock(60_000);
  const [params] = useSearchParams();
  const [applied, setApplied] = useState(() => defaultFilters(today, params.get('status')));
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(PAGE_SIZES[0]);
  const stylists = useStylists();
  useEffect(() => {
    if (stylists.isError)
      toast.error(errorText(stylists.error, t('reports.stylistsFailed')), { id: 'stylists-failed' });
  }, [stylists.isError, stylists.error, t]);
  const counts = useStatusCounts(applied);
  const list = useQuery({
    queryKey: adminKeys.reports({ applied, page, size }),
    queryFn: () => adminCall('reports', reportRequest(applied, page, size)),
    placeholderData: keepPreviousData,
  });
  const exporter = useReportExport();
  const data = list.data;
  const dash = (n: number | undefined) => (counts.isPending || n === undefined ? '—' : String(n));
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
            {dash(counts.data?.confirmed)}
          </span>
        </li>
        <li className={`${pageStyles.card} ${styles.count} ${styles.countPending}`}>
          <span className={styles.countLabel}>
            <span aria-hidden="true">◷</span> {t('reports.pending')}
          </span>
          <span className={styles.countValue} data-testid="count-pending">
            {dash(counts.data?.pending)}
          </span>
        </li>
      </ul>
      <section className={`${pageStyles.card} ${pageStyles.cardPad} ${styles.filtersCard}`}>
        <FiltersForm
          initial={applied}
          stylists={stylists.data?.stylists ?? []}
          onApply={(f) => {
            setApplied(f);
            setPage(1);
          }}
        />
      </section>
      <section
        className={pageStyles.card}
        aria-label={t('reports.title')}
        aria-busy={list.isFetching || undefined}
      >
        <LoadState
          loadingLabel={t('common.loading')}
          loading={list.isPending}
          error={list.isError ? errorText(list.error, t('reports.loadFailed')) : null}
          onRetry={() => void list.refetch()}
        />
        {data && data.appointments.length === 0 ? (
          <EmptyState title={t('reports.empty')} text={t('reports.emptyText')} />
        ) : null}
        {data && data.appointments.length > 0 ? (
          <>
            <ReportTable rows={data.appointments} />
            <Pager
              label={t('reports.title')}
              page={data.page_number}
              pages={data.total_page_count}
              total={t('reports.records', { count: data.total_records })}
              onPage={setPage}
              pageSize={{
                value: size,
                options: PAGE_SIZES,
                onChange: (n) => {
                  setSize(n);
                  setPage(1);
                },
              }}
            />
          </>
        ) : null}
      </section>
    </div>
  );
}
