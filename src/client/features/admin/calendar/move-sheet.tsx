/**
 * Moving a booking: the confirm sheet shows the old and the new time and stylist, the price
 * difference when the stylist changes, and "Notify the client" (on by default). From a drag the
 * target is given; from Move in the details sheet it is chosen here (stylist, date, time; a choice
 * plus Move, never on input). After a move, the page offers Undo for 10 seconds (undo-move-bar.tsx).
 */

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarBooking } from '#shared/contract/back-office';
import type { MoveBookingRequest } from '#shared/contract/front-desk';
import type { Stylist } from '#shared/contract/stylists';
import { clockTime, weekdayDate } from '#shared/salon-time';
import { Button } from '../../../components/button';
import { Checkbox, SelectField, TextField } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { adminCallWithMessage, errorText } from '../lib/admin-api';
import { useSalon } from '../lib/use-salon';
import { useTimeslots } from '../stylists/use-timeslots';
import { CELLS } from './calendar-grid';
import styles from './front-desk.module.css';
import { StylistOptions, TimeOptions } from './sheet-options';
import type { UndoMove } from './undo-move-bar';

export type MoveTarget = { date: string; time: string; stylistId: number };

/** The booking's price at another stylist's prices (the server decides; this is the preview). */
function priceAt(b: CalendarBooking, from: Stylist | undefined, to: Stylist | undefined): number | null {
  if (!from || !to || from.id === to.id) return 0;
  const names = new Set(b.services);
  const sum = (s: Stylist) =>
    s.services
      .filter((x) => names.has(x.service.name) || (x.service.name_zh && names.has(x.service.name_zh)))
      .reduce((m, x) => m + x.price, 0);
  const toCount = to.services.filter(
    (x) => names.has(x.service.name) || (x.service.name_zh && names.has(x.service.name_zh)),
  ).length;
  if (toCount < names.size) return null;
  return Math.round((sum(to) - sum(from)) * 100) / 100;
}

export function MoveSheet({
  booking,
  target,
  stylists,
  onClose,
  onMoved,
}: {
  booking: CalendarBooking | null;
  target: MoveTarget | null;
  stylists: readonly Stylist[];
  onClose: () => void;
  onMoved: (move: UndoMove) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const { money } = useSalon();
  const queryClient = useQueryClient();
  const slots = useTimeslots(booking !== null);
  const [to, setTo] = useState<MoveTarget | null>(null);
  const [notify, setNotify] = useState(true);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!booking) return;
    setTo(target ?? { date: booking.date, time: booking.time, stylistId: booking.personnel_id });
    setNotify(true);
    setError(null);
  }, [booking, target]);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', 'calendar'] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'booking-history'] }),
    ]);
  const move = useMutation({
    mutationFn: (body: MoveBookingRequest) => adminCallWithMessage('bookingMove', body),
  });
  const idOf = (time: string) => slots.data?.find((s) => s.start_time === time)?.id ?? 0;
  const submit = async () => {
    if (!booking || !to) return;
    setError(null);
    try {
      const res = await move.mutateAsync({
        booking_id: booking.id,
        booking_date: to.date,
        start_slot_id: idOf(to.time),
        stylist_id: to.stylistId,
        notify_customer: notify,
      });
      onClose();
      void refresh();
      const prev = res.data.previous;
      onMoved({
        message: res.message,
        back: {
          booking_id: booking.id,
          booking_date: prev.date,
          start_slot_id: prev.start_slot_id,
          stylist_id: prev.stylist_id,
          notify_customer: notify,
        },
      });
    } catch (e) {
      setError(errorText(e, t('frontDesk.move.failed')));
    }
  };
  const b = booking;
  const fromStylist = stylists.find((s) => s.id === b?.personnel_id);
  const toStylist = stylists.find((s) => s.id === to?.stylistId);
  const diff = b && to ? priceAt(b, fromStylist, toStylist) : 0;
  const unchanged =
    !b || !to || (to.date === b.date && to.time === b.time && to.stylistId === b.personnel_id);
  const when = (date: string, time: string) =>
    `${weekdayDate(i18n.language, date)}, ${clockTime(i18n.language, time)}`;
  return (
    <Modal
      open={b !== null && to !== null}
      title={t('frontDesk.move.title')}
      subtitle={b ? `${b.customer_name} · #${b.id}` : undefined}
      onClose={move.isPending ? () => {} : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={move.isPending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void submit()} disabled={unchanged || !slots.data} busy={move.isPending}>
            {t('frontDesk.move.confirm')}
          </Button>
        </>
      }
    >
      {b && to ? (
        <div className={styles.sheet}>
          {error ? (
            <p className={styles.formError} role="alert">
              {error}
            </p>
          ) : null}
          {target ? null : (
            <div className={styles.twoCols}>
              <SelectField
                label={t('calendar.details.stylist')}
                value={to.stylistId}
                onChange={(e) => setTo({ ...to, stylistId: Number(e.target.value) })}
              >
                <StylistOptions stylists={stylists} keep={b.personnel_id} />
              </SelectField>
              <TextField
                label={t('calendar.date')}
                type="date"
                value={to.date}
                onChange={(e) => setTo({ ...to, date: e.target.value })}
              />
              <SelectField
                label={t('calendar.time')}
                value={to.time}
                onChange={(e) => setTo({ ...to, time: e.target.value })}
              >
                <TimeOptions times={CELLS} />
              </SelectField>
            </div>
          )}
          <dl className={styles.compare}>
            <dt>{t('frontDesk.move.from')}</dt>
            <dd>
              {when(b.date, b.time)} · {b.personnel_name}
            </dd>
            <dt>{t('frontDesk.move.to')}</dt>
            <dd data-testid="move-to">
              {when(to.date, to.time)} · {toStylist?.full_name ?? '—'}
            </dd>
            {to.stylistId !== b.personnel_id ? (
              <>
                <dt>{t('frontDesk.move.priceChange')}</dt>
                <dd>
                  {diff === null
                    ? t('frontDesk.move.cannotDo')
                    : b.payment_state === 'paid'
                      ? t('frontDesk.move.paidKeeps')
                      : diff === 0
                        ? t('frontDesk.move.samePrice')
                        : `${diff > 0 ? '+' : '−'}${money(Math.abs(diff))}`}
                </dd>
              </>
            ) : null}
          </dl>
          <Checkbox
            label={t('frontDesk.move.notify')}
            checked={notify}
            onChange={(e) => setNotify(e.target.checked)}
          />
        </div>
      ) : null}
    </Modal>
  );
}
