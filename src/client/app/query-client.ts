import { QueryClient } from '@tanstack/react-query';
import { ApiCallError } from '../lib/api';

/** One query client: retries network failures a little, never 4xx answers. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      gcTime: 24 * 60 * 60 * 1000,
      retry: (count, error) =>
        error instanceof ApiCallError && error.status >= 400 && error.status < 500 ? false : count < 2,
      refetchOnWindowFocus: false,
    },
  },
});
