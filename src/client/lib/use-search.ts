/**
 * The page address's query (`?t=…&date=…`): the location's `search`, parsed. Not React Router's
 * `useSearchParams`, whose setter and its helpers are code on the first load of `/` (the router is
 * one module); the one page that writes its query (the calendar) navigates to `?…`, as that setter
 * does.
 */
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';

export function useSearch(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}
