/**
 * The choices the front desk's sheets (new booking, block time, move) offer in their selects: the
 * same stylists and the same times in each, written the same way.
 */
import { useTranslation } from 'react-i18next';
import type { Stylist } from '#shared/contract/stylists';
import { clockTime } from '#shared/salon-time';

/** The stylists who take bookings, and `keep` (the booking's own stylist) even if no longer active. */
export function StylistOptions({ stylists, keep }: { stylists: readonly Stylist[]; keep?: number }) {
  return (
    <>
      {stylists
        .filter((s) => s.is_active || s.id === keep)
        .map((s) => (
          <option key={s.id} value={s.id}>
            {s.full_name}
          </option>
        ))}
    </>
  );
}

/** Times of the calendar's grid ("HH:mm"), shown in the salon's clock style of the language. */
export function TimeOptions({ times }: { times: readonly string[] }) {
  const { i18n } = useTranslation();
  return (
    <>
      {times.map((c) => (
        <option key={c} value={c}>
          {clockTime(i18n.language, c)}
        </option>
      ))}
    </>
  );
}
