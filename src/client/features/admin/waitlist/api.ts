/** The desk's waitlist reads and its manual offer. Keys under 'admin' (dropped at sign-out). */
import { adminCall } from '../lib/admin-api';

export const waitlistKeys = {
  all: ['admin', 'waitlist'] as const,
  list: (from: string, to: string) => ['admin', 'waitlist', 'list', from, to] as const,
  counts: (from: string, to: string) => ['admin', 'waitlist', 'counts', from, to] as const,
};

export const waitlistListQuery = (from: string, to: string) => ({
  queryKey: waitlistKeys.list(from, to),
  queryFn: () => adminCall('waitlistList', { from, to }),
});

export const waitlistCountsQuery = (from: string, to: string) => ({
  queryKey: waitlistKeys.counts(from, to),
  queryFn: () => adminCall('waitlistCounts', { from, to }),
});
