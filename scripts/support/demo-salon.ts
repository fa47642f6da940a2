/**
 * Facts about the demo salon that tests lean on (ids follow the seed's order), and dates inside
 * the booking window that fall on working days.
 */
import { addDays, format, parseISO } from 'date-fns';
import { slotIdOf } from '../../src/shared/domain/slots';
import { DEFAULT_SALON_TZ, salonToday } from '../../src/shared/salon-time';

export const TZ = DEFAULT_SALON_TZ;

export const SERVICE = {
  womensCut: 1,
  mensCut: 2,
  colour: 3,
  balayage: 4,
  keratin: 5,
  gelManicure: 6,
  pedicure: 7,
  nailArt: 8,
  facial: 9,
  hydratingFacial: 10,
  brows: 11,
  lashLift: 12,
  makeup: 13,
} as const;

export const STYLIST = { mei: 1, daniel: 2, aisha: 3, sofia: 4, kenji: 5, priya: 6 } as const;

/** Slot ids: 09:00 = 1 ... 17:30 = 18 every half hour, any other time 1000 + its minutes. */
export const slotId = slotIdOf;

/** The n-th Monday-to-Friday date after today, inside the 14-day window. */
export function weekday(n = 1, now = new Date()): string {
  let d = parseISO(salonToday(TZ, now));
  let found = 0;
  for (let i = 1; i < 14; i++) {
    d = addDays(parseISO(salonToday(TZ, now)), i);
    const wd = d.getDay();
    if (wd >= 1 && wd <= 5 && ++found === n) return format(d, 'yyyy-MM-dd');
  }
  throw new Error('no weekday in the window');
}

export const daysFromToday = (n: number, now = new Date()) =>
  format(addDays(parseISO(salonToday(TZ, now)), n), 'yyyy-MM-dd');

export const guest = {
  customer_id: 0,
  full_name: 'Test Guest',
  phone_number: '91234567',
  email: 'guest@example.com',
};
