/**
 * The page address's query (`?t=…&date=…`), read only. The app never writes the query through the
 * router, so this is the location's `search` parsed, not React Router's `useSearchParams`, whose
 * setter and its helpers are code on the first load of `/` (the router is one module).
 */
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';

export function useSearch(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}
