/**
 * The calendar's place lives in the URL (date, view, `personnel` (the stylist), and addSlots to open the Add Time
 * Slots modal), so the dashboard's quick actions can link into it and a reload keeps it. Changes
 * replace the history entry: swiping through days does not fill the back button.
 */

import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { isValidIsoDate } from '#shared/salon-time';
import { useSearch } from '../../../lib/use-search';
import type { CalendarView } from './calendar-grid';

export function useCalendarParams(today: string) {
  const params = useSearch();
  const navigate = useNavigate();
  const raw = params.get('date') ?? '';
  const date = isValidIsoDate(raw) ? raw : today;
  const view: CalendarView = params.get('view') === 'week' ? 'week' : 'day';
  const stylistId = Math.max(0, Number(params.get('personnel')) || 0);
  const addSlots = params.get('addSlots') === '1';
  const update = useCallback(
    (patch: Record<string, string | null>) => {
      // from the address as it is now, not as it was at the last render: the router's `prev` is
      // the rendered one, so a stylist chosen right after a date change used to undo the date
      const next = new URLSearchParams(window.location.search);
      for (const [k, v] of Object.entries(patch)) {
        if (v === null) next.delete(k);
        else next.set(k, v);
      }
      navigate(`?${next}`, { replace: true });
    },
    [navigate],
  );
  return { date, view, stylistId, addSlots, update };
}
