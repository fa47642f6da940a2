/**
 * The home page is prerendered at build time with no data and no session, and React hydrates that
 * markup: its first render must be the same, whatever has arrived meanwhile (the salon, the
 * services). A part that shows data asks `useHydrated()` and shows its placeholder until it is true.
 */
import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';

const Hydrated = createContext(true);

/** False while React hydrates the prerendered page; true once it has, and in every other render. */
export function useHydrated(): boolean {
  return useContext(Hydrated);
}

/**
 * Says whether the page is hydrated. It turns true after the hydration commits, as a transition:
 * React then shows what arrived meanwhile in slices that yield to the browser (an external store's
 * change would be rendered in one task).
 */
export function HydrationState({ prerendered, children }: { prerendered: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!prerendered);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <Hydrated.Provider value={hydrated}>{children}</Hydrated.Provider>;
}
