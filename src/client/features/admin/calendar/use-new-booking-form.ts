/**
 * The new-booking sheet's values: client, stylist, date, time, services, payment and the language
 * of the payment link, set afresh from each preset the sheet opens with. What follows from them
 * (the stylist's services, the length, total and end of the visit, the link's recipient) is
 * worked out here, and the booking it would make is handed to the grid as it changes (`onDraft`).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stylist } from '#shared/contract/stylists';
import { minutesToTime, timeToMinutes } from '#shared/domain/slots';
import type { BookingDraft } from './booking-draft';
import type { ClientChoice } from './client-picker';

export type Payment = 'salon' | 'link';

/** What the sheet opens with: a tapped cell, the New booking button, a walk-in or a client's sheet. */
export type NewBookingPreset = {
  date: string;
  time: string;
  stylistId: number;
  client?: { id: number; name: string };
  walkIn?: boolean;
};

export function useNewBookingForm(
  preset: NewBookingPreset | null,
  stylists: readonly Stylist[],
  onDraft: ((draft: BookingDraft | null) => void) | undefined,
) {
  const { i18n } = useTranslation('admin');
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
  return {
    client,
    setClient,
    stylistId,
    setStylistId,
    date,
    setDate,
    time,
    setTime,
    serviceIds,
    setServiceIds,
    error,
    setError,
    payment,
    setPayment,
    language,
    setLanguage,
    stylist,
    offered,
    minutes,
    total,
    ends,
    clientEmail,
    emailMissing,
  };
}

export type NewBookingForm = ReturnType<typeof useNewBookingForm>;
