/**
 * The new-booking sheet: a phone booking or a walk-in, from a tapped cell (stylist and time filled
 * in) or the New booking button. The client is found or typed in; the services are the stylist's,
 * with their prices and the total time, which the grid behind the sheet draws as it changes
 * (`onDraft`); the client pays at the salon, or is emailed a payment link (in the language chosen
 * here) and the booking holds its time until they pay. The server decides whether the time is
 * still free: a conflict shows here, on the sheet, and nothing is booked.
 *
 * Its values live in use-new-booking-form.ts; the services and the payment are parts of their own.
 */

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Stylist } from '#shared/contract/stylists';
import { clockTime } from '#shared/salon-time';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { toast } from '../../../lib/toast';
import { adminCallWithMessage, adminKeys, errorText } from '../lib/admin-api';
import { useSalon } from '../lib/use-salon';
import { useTimeslots } from '../stylists/use-timeslots';
import { CellFits } from '../waitlist/cell-fits';
import type { BookingDraft } from './booking-draft';
import { CELLS } from './calendar-grid';
import { ClientPicker } from './client-picker';
import styles from './front-desk.module.css';
import { NewBookingPayment } from './new-booking-payment';
import { NewBookingServices } from './new-booking-services';
import { StylistOptions, TimeOptions } from './sheet-options';
import { type NewBookingForm, type NewBookingPreset, useNewBookingForm } from './use-new-booking-form';

export type { NewBookingPreset } from './use-new-booking-form';

export function NewBookingSheet({
  preset,
  stylists,
  onClose,
  onDraft,
  overlaps = false,
  dock,
}: {
  preset: NewBookingPreset | null;
  stylists: readonly Stylist[];
  onClose: () => void;
  onDraft?: (draft: BookingDraft | null) => void;
  /** The calendar found the chosen time running into a booking or a break. */
  overlaps?: boolean;
  /** Which side of a wide screen the sheet stands at, so the drawn booking stays in view. */
  dock?: 'left' | 'right';
}) {
  const { t, i18n } = useTranslation('admin');
  const { money } = useSalon();
  const slots = useTimeslots(preset !== null);
  const form = useNewBookingForm(preset, stylists, onDraft);
  const { client, stylistId, date, time, minutes, ends, payment } = form;
  const create = useCreateBooking(form, slots.data, onClose);
  const ready =
    Boolean(slots.data) &&
    stylistId > 0 &&
    form.serviceIds.length > 0 &&
    date &&
    time &&
    (client.mode === 'existing' || (client.mode === 'new' && client.name.trim() && client.phone.trim())) &&
    !form.emailMissing;
  return (
    <Modal
      open={preset !== null}
      title={preset?.walkIn ? t('frontDesk.create.walkInTitle') : t('frontDesk.create.title')}
      onClose={create.isPending ? () => {} : onClose}
      size="lg"
      dock={dock}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={() => {
              form.setError(null);
              create.mutate();
            }}
            disabled={!ready}
            busy={create.isPending}
          >
            {payment === 'link' ? t('frontDesk.create.submitLink') : t('frontDesk.create.submit')}
          </Button>
        </>
      }
    >
      <form
        className={styles.sheet}
        onSubmit={(e) => {
          e.preventDefault();
          if (ready) create.mutate();
        }}
      >
        {form.error ? (
          <p className={styles.formError} role="alert">
            {form.error}
          </p>
        ) : null}
        {preset && !preset.walkIn ? <CellFits date={date} time={time} stylistId={stylistId} /> : null}
        <ClientPicker value={client} onChange={form.setClient} />
        <div className={styles.twoCols}>
          <SelectField
            label={t('calendar.details.stylist')}
            value={stylistId}
            onChange={(e) => {
              form.setStylistId(Number(e.target.value));
              form.setServiceIds([]);
            }}
          >
            <option value={0}>{t('frontDesk.create.chooseStylist')}</option>
            <StylistOptions stylists={stylists} />
          </SelectField>
          <TextField
            label={t('calendar.date')}
            type="date"
            value={date}
            onChange={(e) => form.setDate(e.target.value)}
          />
          <SelectField label={t('calendar.time')} value={time} onChange={(e) => form.setTime(e.target.value)}>
            <TimeOptions times={CELLS} />
          </SelectField>
        </div>
        <NewBookingServices
          noStylist={!form.stylist}
          offered={form.offered}
          serviceIds={form.serviceIds}
          onServiceIds={form.setServiceIds}
          money={money}
        />
        <div className={styles.summary} aria-live="polite">
          <span>
            {minutes && ends
              ? t('frontDesk.create.span', {
                  minutes: t('frontDesk.minutes', { count: minutes }),
                  from: clockTime(i18n.language, time),
                  to: clockTime(i18n.language, ends),
                })
              : t('frontDesk.create.noServices')}
          </span>
          <span>{money(form.total)}</span>
        </div>
        {overlaps && minutes > 0 ? (
          <p className={styles.draftWarn} data-testid="draft-overlap">
            ⚠ {t('frontDesk.create.draftOverlap')}
          </p>
        ) : null}
        <NewBookingPayment
          payment={payment}
          onPayment={form.setPayment}
          clientEmail={form.clientEmail}
          emailMissing={form.emailMissing}
          language={form.language}
          onLanguage={form.setLanguage}
        />
      </form>
    </Modal>
  );
}

/** Books what the sheet holds; on success the sheet closes at once and the calendar refetches behind it. */
function useCreateBooking(
  form: NewBookingForm,
  slots: readonly { id: number; start_time: string }[] | undefined,
  onClose: () => void,
) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const { client } = form;
  return useMutation({
    mutationFn: () => {
      const slot = slots?.find((s) => s.start_time === form.time);
      return adminCallWithMessage('bookingCreate', {
        client_id: client.mode === 'existing' ? client.id : 0,
        full_name: client.mode === 'new' ? client.name : '',
        phone_number: client.mode === 'new' ? client.phone : '',
        email: client.mode === 'new' ? client.email : '',
        selected_service_ids: form.serviceIds,
        stylist_id: form.stylistId,
        booking_date: form.date,
        start_slot_id: slot?.id ?? 0,
        pay_at_salon: form.payment === 'salon',
        language: form.language,
      });
    },
    onSuccess: (res) => {
      // the sheet closes at once; the calendar refetches behind it
      onClose();
      toast.success(res.message);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'calendar'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'clients'] });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
    onError: (e) => form.setError(errorText(e, t('frontDesk.create.failed'))),
  });
}
