/**
 * Clients: the front desk looks a client up while on the phone (name, phone or email), sees their
 * visits and no-shows at a glance, and opens the client sheet (bookings, total spent, notes, New
 * booking for this client).
 */

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { salonToday, weekdayDate } from '../../../../shared/salon-time';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { LoadState } from '../../../components/load-state';
import { type NewBookingPreset, NewBookingSheet } from '../calendar/new-booking-sheet';
import { useStylists } from '../calendar/use-calendar-data';
import { adminCall, errorText } from '../lib/admin-api';
import { useDebounced } from '../lib/use-debounced';
import { useDocTitle } from '../lib/use-doc-title';
import { useSalon } from '../lib/use-salon';
import { ListToolbar } from '../ui/list-toolbar';
import pageStyles from '../ui/page.module.css';
import { PageHeader } from '../ui/page-header';
import { Pager } from '../ui/pager';
import tableStyles from '../ui/table.module.css';
import { ClientSheet } from './client-sheet';

const PAGE_SIZE = 20;

export function ClientsPage() {
  const { t, i18n } = useTranslation('admin');
  useDocTitle(t('frontDesk.clients.title'));
  const { tz } = useSalon();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(search.trim());
  const [lastQ, setLastQ] = useState(q);
  if (q !== lastQ) {
    setLastQ(q);
    setPage(1);
  }
  const list = useQuery({
    queryKey: ['admin', 'clients', 'list', q, page],
    queryFn: () => adminCall('clientsList', { search_text: q, page_number: page, page_size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const [booking, setBooking] = useState<NewBookingPreset | null>(null);
  const stylists = useStylists();
  const data = list.data;
  const clients = data?.clients ?? [];
  return (
    <div className={pageStyles.page}>
      <PageHeader title={t('frontDesk.clients.title')} />
      <ListToolbar
        search={search}
        onSearch={setSearch}
        label={t('common.search')}
        placeholder={t('frontDesk.clients.search')}
        clearLabel={t('common.clearSearch')}
        total={data ? t('frontDesk.clients.count', { count: data.total_records }) : null}
      />
      <section className={pageStyles.card} aria-label={t('frontDesk.clients.title')}>
        <LoadState
          loadingLabel={t('common.loading')}
          loading={list.isPending}
          error={list.isError ? errorText(list.error, t('frontDesk.clients.failed')) : null}
          onRetry={() => void list.refetch()}
        />
        {data && clients.length === 0 ? (
          <EmptyState
            title={q ? t('frontDesk.clients.noMatch') : t('frontDesk.clients.empty')}
            text={q ? '' : t('frontDesk.clients.emptyText')}
          />
        ) : null}
        {clients.length ? (
          <div className={tableStyles.wrap}>
            <table className={`${tableStyles.table} ${tableStyles.cards}`}>
              <thead>
                <tr>
                  <th scope="col">{t('frontDesk.clients.name')}</th>
                  <th scope="col">{t('frontDesk.clients.phone')}</th>
                  <th scope="col">{t('frontDesk.clients.email')}</th>
                  <th scope="col" className={tableStyles.num}>
                    {t('frontDesk.clients.visits')}
                  </th>
                  <th scope="col" className={tableStyles.num}>
                    {t('frontDesk.clients.noShows')}
                  </th>
                  <th scope="col">{t('frontDesk.clients.lastVisit')}</th>
                  <th scope="col" className={tableStyles.num}>
                    {t('common.actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {clients.map((c) => (
                  <tr key={c.id}>
                    <td className={tableStyles.strong} data-label={t('frontDesk.clients.name')}>
                      {c.full_name}
                    </td>
                    <td className={tableStyles.nowrap} data-label={t('frontDesk.clients.phone')}>
                      {c.phone_number || '—'}
                    </td>
                    <td data-label={t('frontDesk.clients.email')}>{c.email || '—'}</td>
                    <td className={tableStyles.num} data-label={t('frontDesk.clients.visits')}>
                      {c.visits}
                    </td>
                    <td className={tableStyles.num} data-label={t('frontDesk.clients.noShows')}>
                      {c.no_shows}
                    </td>
                    <td className={tableStyles.nowrap} data-label={t('frontDesk.clients.lastVisit')}>
                      {c.last_visit ? weekdayDate(i18n.language, c.last_visit) : '—'}
                    </td>
                    <td>
                      <div className={tableStyles.rowActions}>
                        <Button
                          variant="secondary"
                          onClick={() => setOpenId(c.id)}
                          aria-label={`${t('frontDesk.clients.open')} ${c.full_name}`}
                        >
                          {t('frontDesk.clients.open')}
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {data && data.total_page_count > 1 ? (
          <Pager
            page={page}
            pages={data.total_page_count}
            total={t('frontDesk.clients.count', { count: data.total_records })}
            onPage={setPage}
            label={t('frontDesk.clients.title')}
          />
        ) : null}
      </section>
      <ClientSheet
        clientId={openId}
        onClose={() => setOpenId(null)}
        onBook={(client) => {
          setOpenId(null);
          setBooking({ date: salonToday(tz), time: '10:00', stylistId: 0, client });
        }}
      />
      <NewBookingSheet
        preset={booking}
        stylists={stylists.data?.stylists ?? []}
        onClose={() => setBooking(null)}
      />
    </div>
  );
}
