/**
 * A booking's details sheet: customer, contact, date and time, total, payment; the status as a
 * choice and Save (a choice never acts by itself); cancelling asks first and tells the client;
 * completed and no-show are offered only once the booking has started (the server refuses them
 * too); Move opens the move sheet; the history says who did what and when. A booking waiting for
 * the client to pay by the emailed link says so, until when its time is held, and offers Resend link.
 * Client opens the client sheet of whoever made the booking. Deposit, balance due and fees: fee-panel.tsx.
 */

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarBooking } from '#shared/contract/back-office';
import type { BookingStatus } from '#shared/enums';
import { clockTime, salonMoment, weekdayDate } from '#shared/salon-time';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SelectField } from '../../../components/field';
import { dateAndTime, listOf } from '../../../components/format';
import { Modal } from '../../../components/modal';
import { StatusBadge } from '../../../components/status-badge';
import { toast } from '../../../lib/toast';
import { type ClientRef, ClientSheet } from '../clients/client-sheet';
import { adminCallWithMessage, adminKeys, errorText } from '../lib/admin-api';
import { BOOKING_STATUSES } from '../lib/constants';
import { useSalon } from '../lib/use-salon';
import { BookingHistory } from './booking-history';
import { BookingNotesField } from './booking-notes-field';
import { BookingPayments } from './booking-payments';
import styles from './calendar.module.css';
import { DetailRow } from './detail-row';
import { FeePanel } from './fee-panel';
import fd from './front-desk.module.css';

const AFTER_START_ONLY: readonly BookingStatus[] = ['completed', 'no_show'];

export function BookingDetailsModal({
  booking,
  started,
  readOnly,
  onClose,
  onMove,
}: {
  booking: CalendarBooking | null;
  /** The booking's start is behind the salon's clock. */
  started: boolean;
  /** Offline: nothing can be changed. */
  readOnly?: boolean;
  onClose: () => void;
  onMove?: (b: CalendarBooking) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const { money, tz } = useSalon();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<BookingStatus | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [client, setClient] = useState<ClientRef | null>(null);
  const [forId, setForId] = useState(booking?.id);
  if (booking?.id !== forId) {
    setForId(booking?.id);
    setChoice(null);
  }
  const mutation = useMutation({
    mutationFn: (status: BookingStatus) =>
      adminCallWithMessage('updateStatus', { booking_id: booking!.id, status }),
    onSuccess: async () => {
      toast.success(t('calendar.details.updated'));
      setConfirmCancel(false);
      setChoice(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'calendar'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'booking-history'] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'reports'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'clients'] }),
      ]);
    },
    onError: (e) => {
      setConfirmCancel(false);
      toast.error(errorText(e, t('calendar.details.updateFailed')));
    },
  });
  const resend = useMutation({
    // a link that holds the time is sent again; a booking to be paid at the salon gets a first one
    mutationFn: () =>
      adminCallWithMessage(booking!.payment_link_until ? 'paymentLinkResend' : 'paymentLinkSend', {
        booking_id: booking!.id,
      }),
    onSuccess: async (res) => {
      toast.success(res.message);
      // a first link makes the booking unpaid: its payment line and the grid follow
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'booking-history'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'calendar'] }),
      ]);
    },
    onError: (e) => toast.error(errorText(e, t('calendar.details.updateFailed'))),
  });
  const b = booking;
  const chosen = choice ?? b?.status ?? 'pending';
  const save = () => {
    if (!b || chosen === b.status) return;
    if (chosen === 'cancelled') setConfirmCancel(true);
    else mutation.mutate(chosen);
  };
  const movable = b && (b.status === 'pending' || b.status === 'confirmed') && !readOnly;
  const linkable =
    !!b &&
    movable &&
    !started &&
    !b.hold &&
    !!b.customer_email &&
    b.total_amount > 0 &&
    // to be paid at the salon, or sent a link before (the server has the last word)
    (b.payment_state === 'not_required' || b.payment_state === 'unpaid' || b.payment_state === 'failed');
  return (
    <>
      <Modal
        open={b !== null}
        title={t('calendar.details.title')}
        subtitle={b ? `#${b.id}` : undefined}
        onClose={onClose}
        footer={
          <>
            {movable && onMove ? (
              <Button variant="secondary" onClick={() => onMove(b)}>
                {t('frontDesk.move.button')}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </>
        }
      >
        {b ? (
          <div className={styles.details}>
            <div className={styles.detailsHead}>
              <p className={styles.detailsName}>{b.customer_name}</p>
              <StatusBadge status={b.status} />
              <Button variant="ghost" onClick={() => setClient({ id: 0, booking_id: b.id })}>
                {t('calendar.details.openClient')}
              </Button>
            </div>
            <dl className={styles.detailList}>
              <DetailRow label={t('calendar.details.email')}>
                {b.customer_email ? <a href={`mailto:${b.customer_email}`}>{b.customer_email}</a> : '—'}
              </DetailRow>
              <DetailRow label={t('calendar.details.phone')}>
                {b.customer_phone ? <a href={`tel:${b.customer_phone}`}>{b.customer_phone}</a> : '—'}
              </DetailRow>
              <DetailRow label={t('calendar.details.dateTime')}>
                {dateAndTime(
                  i18n.language,
                  weekdayDate(i18n.language, b.date),
                  clockTime(i18n.language, b.time),
                )}{' '}
                – {clockTime(i18n.language, b.end_time)}
              </DetailRow>
              <DetailRow label={t('calendar.details.stylist')}>{b.personnel_name}</DetailRow>
              <DetailRow label={t('calendar.details.services')}>
                {listOf(i18n.language, b.services) || '—'}
              </DetailRow>
              <DetailRow label={t('calendar.details.total')}>
                <strong>{money(b.total_amount)}</strong>
              </DetailRow>
              <DetailRow label={t('calendar.details.payment')}>
                {b.payment_link_until ? (
                  <span className={fd.linkState} data-testid="payment-link-state">
                    <span>{t('calendar.details.linkSent')}</span>
                    <span className={fd.muted}>
                      {t('calendar.details.linkUntil', {
                        time: salonMoment(i18n.language, b.payment_link_until, tz),
                      })}
                    </span>
                  </span>
                ) : b.protection === 'card_on_file' && b.payment_state === 'not_required' ? (
                  t('calendar.payment.card_on_file')
                ) : (
                  t(`calendar.payment.${b.payment_state}`)
                )}
                {b.refund_amount > 0 ? (
                  <span className={fd.muted} data-testid="refund-owed">
                    {' · '}
                    {t('calendar.details.refundOwed', { amount: money(b.refund_amount) })}
                  </span>
                ) : null}
              </DetailRow>
            </dl>
            <FeePanel booking={b} readOnly={readOnly} />
            {b.payment_link_until && !readOnly ? (
              <div>
                <Button variant="secondary" busy={resend.isPending} onClick={() => resend.mutate()}>
                  {t('calendar.details.resendLink')}
                </Button>
              </div>
            ) : linkable ? (
              <div className={fd.sendLink}>
                <Button
                  variant="secondary"
                  busy={resend.isPending}
                  onClick={() => resend.mutate()}
                  aria-describedby="send-link-hint"
                  data-testid="send-payment-link"
                >
                  {t('calendar.details.sendLink')}
                </Button>
                <span id="send-link-hint" className={fd.muted}>
                  {t('calendar.details.sendLinkHint')}
                </span>
              </div>
            ) : null}
            {readOnly ? null : (
              <div className={fd.statusRow}>
                <SelectField
                  label={t('calendar.details.status')}
                  value={chosen}
                  // while Save is busy (and disabled) focus waits here, on the status it is saving
                  data-focus-successor
                  onChange={(e) => setChoice(e.target.value as BookingStatus)}
                  hint={started ? undefined : t('frontDesk.status.notStartedHint')}
                >
                  {BOOKING_STATUSES.map((s) => (
                    <option key={s} value={s} disabled={!started && AFTER_START_ONLY.includes(s)}>
                      {tc(`status.${s}`)}
                    </option>
                  ))}
                </SelectField>
                <Button onClick={save} disabled={chosen === b.status} busy={mutation.isPending}>
                  {t('frontDesk.status.save')}
                </Button>
              </div>
            )}
            <BookingNotesField booking={b} readOnly={readOnly} />
            <BookingPayments
              bookingId={b.id}
              moneyState={`${b.status} ${b.payment_state} ${b.fee_state} ${b.refund_amount}`}
            />
            <BookingHistory bookingId={b.id} />
          </div>
        ) : null}
      </Modal>
      {/* whoever made the booking, a guest client included: asked by the booking */}
      <ClientSheet client={client} onClose={() => setClient(null)} />
      <ConfirmDialog
        open={confirmCancel}
        title={t('frontDesk.cancel.title')}
        text={t('frontDesk.cancel.text', { name: b?.customer_name ?? '' })}
        confirmLabel={t('frontDesk.cancel.confirm')}
        busy={mutation.isPending}
        onConfirm={() => mutation.mutate('cancelled')}
        onCancel={() => setConfirmCancel(false)}
      />
    </>
  );
}
