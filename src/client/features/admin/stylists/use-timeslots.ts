import { useQuery } from '@tanstack/react-query';
import { adminCall, adminKeys } from '../lib/admin-api';

/** The salon's active 30-minute grid (ids and times), for the hours and shift selects. */
export function useTimeslots(enabled = true) {
  return useQuery({
    queryKey: adminKeys.timeslots,
    queryFn: () => adminCall('timeslotsActive'),
    enabled,
    staleTime: 10 * 60_000,
  });
}
