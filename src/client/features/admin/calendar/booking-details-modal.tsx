/**
 * A booking's details sheet: customer, contact, date and time, total, payment; the status as a
 * choice and Save (a choice never acts by itself); cancelling asks first and tells the client;
 * completed and no-show are offered only once the booking has started (the server refuses them
 * too); Move opens the move sheet; the history says who did what and when. A booking waiting for
 * the client to pay by the emailed link says so, until when its time is held, and offers Resend link.
 * Client opens the client sheet of whoever made the booking. Deposit, balance due and fees: fee-panel.tsx.
 * The facts are booking-detail-list.tsx, the status status-choice.tsx with use-booking-status.ts,
 * the payment link payment-link-button.tsx.
 */

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarBooking } from '#shared/contract/back-office';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Modal } from '../../../components/modal';
import { StatusBadge } from '../../../components/status-badge';
import { type ClientRef, ClientSheet } from '../clients/client-sheet';
import { BookingDetailList } from './booking-detail-list';
import { BookingHistory } from './booking-history';
import { BookingNotesField } from './booking-notes-field';
import { BookingPayments } from './booking-payments';
import styles from './calendar.module.css';
import { FeePanel } from './fee-panel';
import { PaymentLinkButton } from './payment-link-button';
import { StatusChoice } from './status-choice';
import { useBookingStatus } from './use-booking-status';

/** A first payment link may be offered: a booking still to come, with an email and something to pay. */
function mayGetLink(b: CalendarBooking, movable: boolean, started: boolean): boolean {
  return (
    movable &&
    !started &&
    !b.hold &&
    !!b.customer_email &&
    b.total_amount > 0 &&
    // to be paid at the salon, or sent a link before (the server has the last word)
    (b.payment_state === 'not_required' || b.payment_state === 'unpaid' || b.payment_state === 'failed')
  );
}

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
  const { t } = useTranslation('admin');
  const [client, setClient] = useState<ClientRef | null>(null);
  const status = useBookingStatus(booking);
  const b = booking;
  const movable = b && (b.status === 'pending' || b.status === 'confirmed') && !readOnly;
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
            <BookingDetailList booking={b} />
            <FeePanel booking={b} readOnly={readOnly} />
            <PaymentLinkButton booking={b} readOnly={readOnly} linkable={mayGetLink(b, !!movable, started)} />
            {readOnly ? null : (
              <StatusChoice
                status={b.status}
                chosen={status.chosen}
                started={started}
                saving={status.saving}
                onChoose={status.choose}
                onSave={status.save}
              />
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
        open={status.confirmCancel}
        title={t('frontDesk.cancel.title')}
        text={t('frontDesk.cancel.text', { name: b?.customer_name ?? '' })}
        confirmLabel={t('frontDesk.cancel.confirm')}
        busy={status.saving}
        onConfirm={status.cancel}
        onCancel={status.dismissCancel}
      />
    </>
  );
}
