/**
 * The new-booking sheet: a phone booking or a walk-in, from a tapped cell (stylist and time filled
 * in) or the New booking button. The client is found or typed in; the services are the stylist's,
 * with their prices and the total time, which the grid behind the sheet draws as it changes
 * (`onDraft`); the client pays at the salon, or is emailed a payment link (in the language chosen
 * here) and the booking holds its time until they pay. The server decides whether the time is
 * still free: a conflict shows here, on the sheet, and nothing is booked.
 */

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stylist } from '#shared/contract/stylists';
import { minutesToTime, timeToMinutes } from '#shared/domain/slots';
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
import { type ClientChoice, ClientPicker } from './client-picker';
import styles from './front-desk.module.css';
import { StylistOptions, TimeOptions } from './sheet-options';

export type NewBookingPreset = {
  date: string;
  time: string;
  stylistId: number;
  client?: { id: number; name: string };
  walkIn?: boolean;
};

type Payment = 'salon' | 'link';

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
  const queryClient = useQueryClient();
  const slots = useTimeslots(preset !== null);
  const [client, setClient] = useState<ClientChoice>({ mode: 'find', search: '' });
  const [stylistId, setStylistId] = useState(0);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [serviceIds, setServiceIds] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [payment, setPayment] = useState<Payment>('salon');
  const uiLang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const [language, setLanguage] = useState<'en' | 'zh'>(uiLang);
  useEffect(() => {
    if (!preset) return;
    setClient(
      preset.client
        ? { mode: 'existing', id: preset.client.id, name: preset.client.name, search: preset.client.name }
        : { mode: 'find', search: '' },
    );
    setStylistId(preset.stylistId);
    setDate(preset.date);
    setTime(preset.time);
    setServiceIds([]);
    setError(null);
    setPayment('salon');
    setLanguage(uiLang);
  }, [preset, uiLang]);
  const stylist = stylists.find((s) => s.id === stylistId);
  const offered = stylist?.services ?? [];
  const chosen = offered.filter((s) => serviceIds.includes(s.service_id));
  const minutes = chosen.reduce((m, s) => m + s.service.duration_minutes, 0);
  const total = chosen.reduce((m, s) => m + s.price, 0);
  const ends = minutes && time ? minutesToTime(timeToMinutes(time) + minutes) : null;
  const open = preset !== null;
  useEffect(() => {
    onDraft?.(open && stylistId > 0 && date && time ? { date, time, stylistId, minutes } : null);
  }, [onDraft, open, date, time, stylistId, minutes]);
  useEffect(() => () => onDraft?.(null), [onDraft]);
  const clientEmail =
    client.mode === 'new' ? client.email.trim() : client.mode === 'existing' ? (client.email ?? null) : null;
  // an existing client picked from a client sheet comes without an email: the server says if none
  const emailMissing = payment === 'link' && (clientEmail === '' || (client.mode === 'new' && !clientEmail));
  const create = useMutation({
    mutationFn: () => {
      const slot = slots.data?.find((s) => s.start_time === time);
      return adminCallWithMessage('bookingCreate', {
        client_id: client.mode === 'existing' ? client.id : 0,
        full_name: client.mode === 'new' ? client.name : '',
        phone_number: client.mode === 'new' ? client.phone : '',
        email: client.mode === 'new' ? client.email : '',
        selected_service_ids: serviceIds,
        stylist_id: stylistId,
        booking_date: date,
        start_slot_id: slot?.id ?? 0,
        pay_at_salon: payment === 'salon',
        language,
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
    onError: (e) => setError(errorText(e, t('frontDesk.create.failed'))),
  });
  const ready =
    Boolean(slots.data) &&
    stylistId > 0 &&
    serviceIds.length > 0 &&
    date &&
    time &&
    (client.mode === 'existing' || (client.mode === 'new' && client.name.trim() && client.phone.trim())) &&
    !emailMissing;
  const localName = (s: (typeof offered)[number]) =>
    i18n.language === 'zh' && s.service.name_zh ? s.service.name_zh : s.service.name;
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
              setError(null);
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
        {error ? (
          <p className={styles.formError} role="alert">
            {error}
          </p>
        ) : null}
        {preset && !preset.walkIn ? <CellFits date={date} time={time} stylistId={stylistId} /> : null}
        <ClientPicker value={client} onChange={setClient} />
        <div className={styles.twoCols}>
          <SelectField
            label={t('calendar.details.stylist')}
            value={stylistId}
            onChange={(e) => {
              setStylistId(Number(e.target.value));
              setServiceIds([]);
            }}
          >
            <option value={0}>{t('frontDesk.create.chooseStylist')}</option>
            <StylistOptions stylists={stylists} />
          </SelectField>
          <TextField
            label={t('calendar.date')}
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
          <SelectField label={t('calendar.time')} value={time} onChange={(e) => setTime(e.target.value)}>
            <TimeOptions times={CELLS} />
          </SelectField>
        </div>
        <fieldset className={styles.choices}>
          <legend>{t('calendar.details.services')}</legend>
          {stylist ? null : <p className={styles.muted}>{t('frontDesk.create.stylistFirst')}</p>}
          {offered.map((s) => (
            <label key={s.service_id} className={styles.choice}>
              <input
                type="checkbox"
                checked={serviceIds.includes(s.service_id)}
                onChange={(e) =>
                  setServiceIds((ids) =>
                    e.target.checked ? [...ids, s.service_id] : ids.filter((id) => id !== s.service_id),
                  )
                }
              />
              <span className={styles.choiceMain}>
                <span>{localName(s)}</span>
                <span className={styles.choiceSub}>
                  {t('frontDesk.minutes', { count: s.service.duration_minutes })}
                </span>
              </span>
              <strong>{money(s.price)}</strong>
            </label>
          ))}
        </fieldset>
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
          <span>{money(total)}</span>
        </div>
        {overlaps && minutes > 0 ? (
          <p className={styles.draftWarn} data-testid="draft-overlap">
            ⚠ {t('frontDesk.create.draftOverlap')}
          </p>
        ) : null}
        <fieldset className={styles.choices}>
          <legend>{t('frontDesk.create.payment')}</legend>
          <label className={styles.choice}>
            <input
              type="radio"
              name="payment"
              checked={payment === 'salon'}
              onChange={() => setPayment('salon')}
            />
            <span className={styles.choiceMain}>
              <span>{t('frontDesk.create.payAtSalonChoice')}</span>
              <span className={styles.choiceSub}>{t('frontDesk.create.payAtSalon')}</span>
            </span>
          </label>
          <label className={styles.choice}>
            <input
              type="radio"
              name="payment"
              checked={payment === 'link'}
              onChange={() => setPayment('link')}
            />
            <span className={styles.choiceMain}>
              <span>{t('frontDesk.create.payByLinkChoice')}</span>
              <span className={styles.choiceSub}>{t('frontDesk.create.payByLink')}</span>
            </span>
          </label>
        </fieldset>
        {payment === 'link' ? (
          <p className={styles.muted} data-testid="link-recipient">
            {emailMissing
              ? t('frontDesk.create.linkNeedsEmail')
              : clientEmail
                ? t('frontDesk.create.linkTo', { email: clientEmail })
                : t('frontDesk.create.linkToClient')}
          </p>
        ) : null}
        <SelectField
          label={t('frontDesk.create.language')}
          value={language}
          onChange={(e) => setLanguage(e.target.value === 'zh' ? 'zh' : 'en')}
        >
          <option value="en">English</option>
          <option value="zh" lang="zh">
            中文
          </option>
        </SelectField>
      </form>
    </Modal>
  );
}
