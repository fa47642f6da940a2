/**
 * The whole app under its providers. The browser renders it under its own router (main.tsx); the
 * build renders the same tree at `/` under a fixed one (scripts/prerender.mjs), which is what lets
 * the browser hydrate the prerendered home page instead of drawing it again.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { HydrationState } from '../lib/hydration';
import { queryClient } from './query-client';
import { AppRoutes } from './router';

type Props = {
  /** Puts the routes under a router: the browser's, or one fixed at a location. */
  routed: (routes: ReactNode) => ReactNode;
  /** This render is (or hydrates) the prerendered page: it shows no data until hydrated. */
  prerendered: boolean;
};

export function AppTree({ routed, prerendered }: Props) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <HydrationState prerendered={prerendered}>{routed(<AppRoutes />)}</HydrationState>
      </QueryClientProvider>
    </StrictMode>
  );
}
