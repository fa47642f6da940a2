/** The calendar draws the salon's grid: its hours' span on its step, from the salon's settings. */
import { useMemo } from 'react';
import { salonGridTimes } from '#shared/domain/salon-hours';
import { useSalonSettings } from '../lib/use-salon';
import { setCalendarGrid } from './calendar-grid';

/** Sets the calendar's cells from the salon's settings (the default grid until they load). */
export function useCalendarHours(): void {
  const { data } = useSalonSettings();
  const cells = useMemo(() => (data ? salonGridTimes(data) : null), [data]);
  // set while rendering, before the grid's parts read it; the same cells are a no-op
  if (cells && data) setCalendarGrid(cells, data.slot_minutes);
}
