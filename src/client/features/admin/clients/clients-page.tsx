/**
 * Clients: the front desk looks a client up while on the phone (name, phone or email), sees their
 * visits and no-shows at a glance, and opens the client sheet (bookings, total spent, notes, New
 * booking for this client).
 */

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { salonToday, weekdayDate } from '#shared/salon-time';
import { Button } from '../../../components/button';
import { type NewBookingPreset, NewBookingSheet } from '../calendar/new-booking-sheet';
import { useStylists } from '../calendar/use-calendar-data';
import { adminCall } from '../lib/admin-api';
import { useDocTitle } from '../lib/use-doc-title';
import { useSalon } from '../lib/use-salon';
import { CardTable, RowActions } from '../ui/card-table';
import pageStyles from '../ui/page.module.css';
import { PageHeader } from '../ui/page-header';
import { PagedList, usePagedList } from '../ui/paged-list';
import tableStyles from '../ui/table.module.css';
import { type ClientRef, ClientSheet } from './client-sheet';

const PAGE_SIZE = 20;

export function ClientsPage() {
  const { t, i18n } = useTranslation('admin');
  useDocTitle(t('frontDesk.clients.title'));
  const { tz } = useSalon();
  const list = usePagedList({
    key: (r) => ['admin', 'clients', 'list', r.search_text, r.page_number],
    load: (r) => adminCall('clientsList', r),
    pageSize: PAGE_SIZE,
  });
  const { q } = list;
  const [open, setOpen] = useState<ClientRef | null>(null);
  const [booking, setBooking] = useState<NewBookingPreset | null>(null);
  const stylists = useStylists();
  return (
    <div className={pageStyles.page}>
      <PageHeader title={t('frontDesk.clients.title')} />
      <PagedList
        list={list}
        label={t('frontDesk.clients.title')}
        total={(count) => t('frontDesk.clients.count', { count })}
        loadFailed={t('frontDesk.clients.failed')}
        searchPlaceholder={t('frontDesk.clients.search')}
        isEmpty={(d) => d.clients.length === 0}
        empty={{
          title: q ? t('frontDesk.clients.noMatch') : t('frontDesk.clients.empty'),
          text: q ? '' : t('frontDesk.clients.emptyText'),
        }}
      >
        {({ clients }) => (
          <CardTable
            columns={[
              { label: t('frontDesk.clients.name') },
              { label: t('frontDesk.clients.phone') },
              { label: t('frontDesk.clients.email') },
              { label: t('frontDesk.clients.visits'), numeric: true },
              { label: t('frontDesk.clients.noShows'), numeric: true },
              { label: t('frontDesk.clients.lastVisit') },
              { label: t('common.actions'), numeric: true },
            ]}
          >
            {clients.map((c) => (
              <tr key={c.id || `guest-${c.booking_id}`}>
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
                <RowActions>
                  <Button
                    variant="secondary"
                    onClick={() => setOpen(c.id ? { id: c.id } : { id: 0, booking_id: c.booking_id ?? 0 })}
                    aria-label={`${t('frontDesk.clients.open')} ${c.full_name}`}
                  >
                    {t('frontDesk.clients.open')}
                  </Button>
                </RowActions>
              </tr>
            ))}
          </CardTable>
        )}
      </PagedList>
      <ClientSheet
        client={open}
        onClose={() => setOpen(null)}
        onBook={(client) => {
          setOpen(null);
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
