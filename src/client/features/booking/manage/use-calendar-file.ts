/**
 * The `.ics` file of a booking still to come, for Add to calendar: an object URL, made once per
 * booking and language and released when it is replaced or the page goes.
 */
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingEventTitle } from '#shared/calendar-event';
import type { SalonProfile } from '#shared/contract/back-office';
import type { ManagedBooking } from '#shared/contract/manage';
import { type Lang, localized } from '../../../components/format';
import { calendarFileUrl } from './calendar-file';

export function useCalendarFile(
  b: ManagedBooking,
  salon: SalonProfile | undefined,
  lang: Lang,
): string | null {
  const { t } = useTranslation('manage');
  const calendar = useMemo(() => {
    if (!b.upcoming || !salon) return null;
    const name = localized(lang, salon.name, salon.name_zh);
    return calendarFileUrl(b, {
      summary: bookingEventTitle(
        lang,
        b.services.map((s) => s.name),
        name,
      ),
      description: [
        t('detail.with', { name: b.stylist_name }),
        t('detail.reference', { id: b.id }),
        salon.phone,
      ].join('\n'),
      location: salon.address,
    });
  }, [b, salon, lang, t]);
  useEffect(() => () => (calendar ? URL.revokeObjectURL(calendar) : undefined), [calendar]);
  return calendar;
}
