/**
 * The calendar's data: bookings for each shown date (one call per day, the
 * week view too), the day's blocked time and working hours, and the stylists. The server's event stream
 * says when a day changed (use-live-updates.ts); a slow poll stays as a safety net. The days from
 * today to today + 6 are also kept offline (calendar-cache.ts): when the server cannot be reached,
 * the last loaded copy is shown (read-only) instead of a spinner.
 */

import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CalendarBooking } from '#shared/contract/back-office';
import type { CalendarExtras } from '#shared/contract/front-desk';
import { addDaysIso, weekDates } from '#shared/salon-time';
import { adminCall, adminKeys } from '../lib/admin-api';
import {
  isUnreachable,
  OFFLINE_DAYS,
  saveDay,
  savedDay,
  savedStylists,
  saveStylists,
} from './calendar-cache';
import type { CalendarView } from './calendar-grid';
import { RETRY_UNREACHABLE_MS, reachedServer, serverUnreachable } from './server-reach';

export const CALENDAR_REFRESH_MS = 60_000;

/** Reads from the server; when it cannot be reached, from the offline copy (or fails as before). */
async function orSaved<T>(load: () => Promise<T>, saved: () => T | null | undefined, save: (v: T) => void) {
  try {
    const value = await load();
    reachedServer(true);
    save(value);
    return value;
  } catch (e) {
    if (isUnreachable(e)) reachedServer(false);
    const copy = isUnreachable(e) ? saved() : null;
    if (copy) return copy;
    throw e;
  }
}

export function useStylists() {
  return useQuery({
    queryKey: adminKeys.stylists(100),
    queryFn: () =>
      orSaved(
        () => adminCall('stylistsGet', { search_text: '', page_number: 1, page_size: 100 }),
        savedStylists,
        saveStylists,
      ),
    staleTime: 60_000,
    networkMode: 'always',
  });
}

export function useCalendarDays(dates: readonly string[], stylistId: number, today: string) {
  const window = { from: today, to: addDaysIso(today, OFFLINE_DAYS) };
  return useQueries({
    queries: dates.map((date) => ({
      queryKey: adminKeys.calendar(date, stylistId),
      queryFn: () =>
        orSaved(
          () => adminCall('calendar', stylistId ? { date, personnel_id: stylistId } : { date }),
          () => {
            const all = savedDay(date)?.bookings;
            return all && stylistId ? all.filter((b) => b.personnel_id === stylistId) : all;
          },
          (bookings: CalendarBooking[]) => {
            if (!stylistId) saveDay(date, { bookings }, window);
          },
        ),
      refetchInterval: () => (serverUnreachable() ? RETRY_UNREACHABLE_MS : CALENDAR_REFRESH_MS),
      refetchOnWindowFocus: true,
      staleTime: 10_000,
      networkMode: 'always' as const,
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

export const extrasKey = (date: string) => ['admin', 'calendar-extras', date] as const;

export function extrasQuery(date: string, today: string) {
  const window = { from: today, to: addDaysIso(today, OFFLINE_DAYS) };
  return {
    queryKey: extrasKey(date),
    queryFn: () =>
      orSaved(
        () => adminCall('calendarExtras', { date }),
        () => savedDay(date)?.extras,
        (extras: CalendarExtras) => saveDay(date, { extras }, window),
      ),
    staleTime: 10_000,
    networkMode: 'always' as const,
  };
}

/** Blocked time and working hours of one day (the day view draws them). */
export function useCalendarExtras(date: string, today: string, enabled: boolean) {
  return useQuery({ ...extrasQuery(date, today), enabled });
}

/**
 * Keeps today and the next 6 days (all stylists) loaded, so the offline copy has them and the
 * walk-in button knows who is free now.
 */
export function useWeekAhead(today: string) {
  const dates = Array.from({ length: OFFLINE_DAYS }, (_, i) => addDaysIso(today, i));
  const window = { from: today, to: addDaysIso(today, OFFLINE_DAYS) };
  return useQueries({
    queries: dates.flatMap((date) => [
      {
        queryKey: adminKeys.calendar(date, 0),
        queryFn: () =>
          orSaved(
            () => adminCall('calendar', { date }),
            () => savedDay(date)?.bookings,
            (bookings: CalendarBooking[]) => saveDay(date, { bookings }, window),
          ),
        staleTime: 60_000,
        networkMode: 'always' as const,
      },
      extrasQuery(date, today),
    ]),
    combine: (results) => ({
      todayBookings: (results[0]?.data ?? []) as CalendarBooking[],
      todayExtras: (results[1]?.data ?? null) as CalendarExtras | null,
    }),
  });
}

/**
 * Everything the calendar page reads for the day or week shown: the stylists (and the active
 * ones), the dates shown, their bookings, the day's extras, and the week ahead kept loaded.
 */
export function useCalendarData(p: { date: string; view: CalendarView; stylistId: number; today: string }) {
  const { date, view, stylistId, today } = p;
  const stylistsQuery = useStylists();
  const stylists = stylistsQuery.data?.stylists ?? [];
  const activeStylists = stylists.filter((s) => s.is_active);
  const dates = useMemo(() => (view === 'week' ? weekDates(date) : [date]), [view, date]);
  const days = useCalendarDays(dates, stylistId, today);
  const ahead = useWeekAhead(today);
  const extras = useCalendarExtras(date, today, view === 'day');
  const noStylists = stylistsQuery.isSuccess && stylists.length === 0;
  return { stylists, activeStylists, noStylists, dates, days, ahead, extras };
}
