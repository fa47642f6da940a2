/** The salon profile query, shared by the shell and the route loader that starts it early. */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api';

export const salonQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: ({ signal }) => call('settings', undefined, { signal }),
  staleTime: 10 * 60_000,
});
