/**
 * The whole app under its providers. The browser renders it under its own router (main.tsx); the
 * build renders the same tree at `/` under a fixed one (scripts/prerender.mjs), which is what lets
 * the browser hydrate the prerendered home page instead of drawing it again.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { queryClient } from './query-client';
import { AppRoutes } from './router';

/** `routed` puts the routes under a router: the browser's, or one fixed at a location. */
export function AppTree({ routed }: { routed: (routes: ReactNode) => ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>{routed(<AppRoutes />)}</QueryClientProvider>
    </StrictMode>
  );
}
