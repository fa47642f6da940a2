/** The choices of a select of one of the salon's time slots, as the shifts and working hours offer them. */

import { useTranslation } from 'react-i18next';
import type { TimeSlot } from '#shared/contract/availability';
import { clockTime } from '#shared/salon-time';

/** "Select a time" (no slot yet, value ''), then each slot by its id, shown as the language writes times. */
export function SlotOptions({ slots }: { slots: readonly TimeSlot[] }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <>
      <option value="">{t('stylists.shifts.selectTime')}</option>
      {slots.map((s) => (
        <option key={s.id} value={s.id}>
          {clockTime(i18n.language, s.start_time.slice(0, 5))}
        </option>
      ))}
    </>
  );
}

/** The slot a select's value names, or null for "Select a time". */
export const chosenSlot = (value: string): number | null => (value ? Number(value) : null);
