/** A client's sheet: contact, visits, total spent, no-shows, bookings ahead and past, and notes. */

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientBooking } from '#shared/contract/front-desk';
import { clockTime, weekdayDate } from '#shared/salon-time';
import { Button } from '../../../components/button';
import { TextArea } from '../../../components/field';
import { dateAndTime, listOf } from '../../../components/format';
import { Modal } from '../../../components/modal';
import { StatusBadge } from '../../../components/status-badge';
import { toast } from '../../../lib/toast';
import fd from '../calendar/front-desk.module.css';
import { adminCall, adminCallWithMessage, errorText } from '../lib/admin-api';
import { useSalon } from '../lib/use-salon';
import { QueryLoadState } from '../ui/query-load-state';
import { EraseClientButton } from './erase-client';

function Bookings({ list }: { list: ClientBooking[] }) {
  const { t, i18n } = useTranslation('admin');
  const { money } = useSalon();
  if (list.length === 0) return <p className={fd.muted}>{t('frontDesk.clients.none')}</p>;
  return (
    <ul className={fd.historyList}>
      {list.map((b) => (
        <li key={b.id} className={fd.historyItem} data-client-booking={b.id}>
          <span className={fd.historyWhat}>
            {dateAndTime(i18n.language, weekdayDate(i18n.language, b.date), clockTime(i18n.language, b.time))}{' '}
            · {b.stylist_name}
            <StatusBadge status={b.status} />
          </span>
          <span className={fd.historyMeta}>
            {listOf(i18n.language, b.services)} · {money(b.total_amount)}
            {b.fee_state !== 'none' ? (
              <span data-testid="client-fee">
                {' · '}
                {t('fees.fee')}{' '}
                {t('fees.feeOf', { amount: money(b.fee_amount), state: t(`fees.states.${b.fee_state}`) })}
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Which client: a customer by id, or (id 0) whoever made a booking, a guest client included. */
export type ClientRef = { id: number; booking_id?: number };

export function ClientSheet({
  client,
  onClose,
  onBook,
}: {
  client: ClientRef | null;
  onClose: () => void;
  onBook?: (client: { id: number; name: string }) => void;
}) {
  const { t } = useTranslation('admin');
  const { money } = useSalon();
  const queryClient = useQueryClient();
  const q = useQuery({
    queryKey: ['admin', 'clients', 'one', client?.id, client?.booking_id],
    queryFn: () => adminCall('clientsGet', client!),
    enabled: client !== null,
  });
  const [notes, setNotes] = useState('');
  useEffect(() => setNotes(q.data?.notes ?? ''), [q.data?.notes]);
  const save = useMutation({
    mutationFn: () => adminCallWithMessage('clientsUpdateNotes', { ...client!, notes }),
    onSuccess: async () => {
      toast.success(t('frontDesk.clients.notesSaved'));
      await queryClient.invalidateQueries({ queryKey: ['admin', 'clients'] });
    },
    onError: (e) => toast.error(errorText(e, t('frontDesk.clients.notesFailed'))),
  });
  const c = q.data;
  return (
    <Modal
      open={client !== null}
      title={c?.full_name ?? t('frontDesk.clients.sheetTitle')}
      subtitle={c ? [c.phone_number, c.email].filter(Boolean).join(' · ') : undefined}
      onClose={onClose}
      size="lg"
      footer={
        <>
          {c ? (
            <EraseClientButton
              client={{ id: c.id, booking_id: c.booking_id ?? undefined, name: c.full_name }}
              onErased={onClose}
            />
          ) : null}
          {c && onBook ? (
            <Button onClick={() => onBook({ id: c.id, name: c.full_name })}>
              {t('frontDesk.clients.book')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
        </>
      }
    >
      <QueryLoadState query={q} loadFailed={t('frontDesk.clients.failed')} />
      {c ? (
        <div className={fd.sheet}>
          <dl className={fd.compare} data-testid="client-figures">
            <dt>{t('frontDesk.clients.visits')}</dt>
            <dd>{t('frontDesk.clients.visitsCount', { count: c.visits })}</dd>
            <dt>{t('frontDesk.clients.noShows')}</dt>
            <dd>{t('frontDesk.clients.noShowsCount', { count: c.no_shows })}</dd>
            <dt>{t('frontDesk.clients.totalSpent')}</dt>
            <dd>{money(c.total_spent)}</dd>
          </dl>
          <h3 className={fd.sectionTitle}>{t('frontDesk.clients.upcoming')}</h3>
          <Bookings list={c.upcoming} />
          <h3 className={fd.sectionTitle}>{t('frontDesk.clients.past')}</h3>
          <Bookings list={c.past} />
          <TextArea
            label={t('frontDesk.clients.notes')}
            hint={t('frontDesk.clients.notesHint')}
            value={notes}
            maxLength={2000}
            rows={3}
            onChange={(e) => setNotes(e.target.value)}
          />
          <Button
            variant="secondary"
            onClick={() => save.mutate()}
            busy={save.isPending}
            disabled={notes === c.notes}
          >
            {t('frontDesk.clients.saveNotes')}
          </Button>
        </div>
      ) : null}
    </Modal>
  );
}
