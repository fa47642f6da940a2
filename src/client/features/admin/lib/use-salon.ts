/**
 * The salon profile as the back office needs it everywhere: its time zone (for "today" and the
 * now-line) and currency symbol. Until it loads, the defaults of docs/decisions.md apply.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CURRENCY_SYMBOL, formatMoney } from '#shared/domain/money';
import { DEFAULT_SALON_TZ, salonMinutesNow, salonToday } from '#shared/salon-time';
import { adminCall, adminKeys } from './admin-api';

export function useSalonSettings() {
  return useQuery({
    queryKey: adminKeys.settings,
    queryFn: () => adminCall('settings'),
    staleTime: 5 * 60_000,
  });
}

export function useSalon() {
  const { data } = useSalonSettings();
  const tz = data?.time_zone ?? DEFAULT_SALON_TZ;
  const currency = data?.currency ?? CURRENCY_SYMBOL;
  return { tz, currency, money: (amount: number) => formatMoney(amount, currency) };
}

/** The current instant, refreshed every `ms` (the now-line and "today" follow the clock). */
export function useNow(ms = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), ms);
    return () => window.clearInterval(timer);
  }, [ms]);
  return now;
}

/** Today's date and the minute of the day on the salon's clock. */
export function useSalonClock(ms = 30_000): { today: string; minutes: number } {
  const { tz } = useSalon();
  const now = useNow(ms);
  return { today: salonToday(tz, now), minutes: salonMinutesNow(tz, now) };
}
