/**
 * The calendar's data: bookings for each shown date (one call per day, as the spec's week view
 * does), refreshed every 20 s and when the tablet comes back to the app, so a booking made online
 * appears within half a minute; and the stylists for the filter and the columns.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import type { CalendarBooking } from '../../../../shared/contract/back-office';
import { adminCall, adminKeys } from '../lib/admin-api';

export const CALENDAR_REFRESH_MS = 20_000;

export function useStylists() {
  return useQuery({
    queryKey: adminKeys.stylists(100),
    queryFn: () => adminCall('stylistsGet', { search_text: '', page_number: 1, page_size: 100 }),
    staleTime: 60_000,
  });
}

export function useCalendarDays(dates: readonly string[], personnelId: number) {
  return useQueries({
    queries: dates.map((date) => ({
      queryKey: adminKeys.calendar(date, personnelId),
      queryFn: () => adminCall('calendar', personnelId ? { date, personnel_id: personnelId } : { date }),
      refetchInterval: CALENDAR_REFRESH_MS,
      refetchOnWindowFocus: true,
      staleTime: 10_000,
    })),
    combine: (results) => {
      const byDate = new Map<string, CalendarBooking[]>();
      results.forEach((r, i) => {
        if (r.data) byDate.set(dates[i]!, r.data);
      });
      return {
        byDate,
        pending: results.some((r) => r.isPending),
        fetching: results.some((r) => r.isFetching),
        error: results.find((r) => r.isError)?.error ?? null,
        updatedAt: Math.max(0, ...results.map((r) => r.dataUpdatedAt)),
        refetch: () => Promise.all(results.map((r) => r.refetch())),
      };
    },
  });
}
