/**
 * The back office's one paged list: `usePagedList` holds the search text, the page and its size and
 * loads a page; `PagedList` shows the search box with the record count, the loading, failed and
 * empty views, the page's table or cards, and the pager. Users, services, clients, stylists,
 * reports and the outbox all stand on it.
 */
import { keepPreviousData, type QueryKey, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../lib/use-debounced';
import { ListToolbar } from './list-toolbar';
import pageStyles from './page.module.css';
import { Pager } from './pager';
import { QueryLoadState } from './query-load-state';

/** What every paged call answers besides its rows. */
export type Paged = { page_number: number; total_page_count: number; total_records: number };
export type PageRequest = { search_text: string; page_number: number; page_size: number };

export type PagedListState<R extends Paged> = {
  search: string;
  setSearch: (text: string) => void;
  /** The search text as sent (trimmed, debounced). */
  q: string;
  page: number;
  setPage: (page: number) => void;
  size: number;
  setSize: (size: number) => void;
  query: UseQueryResult<R>;
};

export function usePagedList<R extends Paged>({
  key,
  load,
  pageSize,
}: {
  key: (request: PageRequest) => QueryKey;
  load: (request: PageRequest) => Promise<R>;
  pageSize: number;
}): PagedListState<R> {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSizeState] = useState(pageSize);
  const q = useDebounced(search.trim());
  // A new search starts again on page 1.
  const [lastQ, setLastQ] = useState(q);
  if (q !== lastQ) {
    setLastQ(q);
    setPage(1);
  }
  const request = { search_text: q, page_number: page, page_size: size };
  const query = useQuery({
    queryKey: key(request),
    queryFn: () => load(request),
    placeholderData: keepPreviousData,
  });
  // A deletion can empty the last page: step back to the new last one.
  const data = query.data;
  useEffect(() => {
    if (data && data.total_page_count > 0 && page > data.total_page_count) setPage(data.total_page_count);
  }, [data, page]);
  const setSize = (n: number) => {
    setSizeState(n);
    setPage(1);
  };
  return { search, setSearch, q, page, setPage, size, setSize, query };
}

type Empty = { title: ReactNode; text?: ReactNode; icon?: ReactNode };

export function PagedList<R extends Paged>({
  list,
  label,
  total,
  loadFailed,
  searchPlaceholder,
  isEmpty,
  empty,
  pageSizes,
  pagerAlways = false,
  framed = true,
  busy = false,
  children,
}: {
  list: PagedListState<R>;
  /** The list's name (the section's and the pager's label). */
  label: string;
  /** "12 users" from the record count. */
  total: (count: number) => string;
  loadFailed: string;
  /** With it, a search box and the record count stand above the list. */
  searchPlaceholder?: string;
  isEmpty?: (data: R) => boolean;
  /** What an empty page shows instead of `children`. */
  empty?: Empty;
  /** Page sizes offered in the pager. */
  pageSizes?: readonly number[];
  /** The pager even when everything fits on one page. */
  pagerAlways?: boolean;
  /** In a card (tables) or straight on the page (a grid of cards). */
  framed?: boolean;
  /** Marks the list busy while a new page loads. */
  busy?: boolean;
  children: (data: R) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { query } = list;
  const data = query.data;
  const showEmpty = data && empty && isEmpty?.(data);
  const body = (
    <>
      <QueryLoadState query={query} loadFailed={loadFailed} empty={showEmpty ? empty : null} />
      {data && !showEmpty ? children(data) : null}
      {data && !showEmpty && (pagerAlways || data.total_page_count > 1) ? (
        <Pager
          label={label}
          page={data.page_number}
          pages={data.total_page_count}
          total={total(data.total_records)}
          onPage={list.setPage}
          pageSize={pageSizes ? { value: list.size, options: pageSizes, onChange: list.setSize } : undefined}
        />
      ) : null}
    </>
  );
  return (
    <>
      {searchPlaceholder !== undefined ? (
        <ListToolbar
          search={list.search}
          onSearch={list.setSearch}
          label={t('common.search')}
          placeholder={searchPlaceholder}
          clearLabel={t('common.clearSearch')}
          total={data ? total(data.total_records) : null}
        />
      ) : null}
      {framed ? (
        <section
          className={pageStyles.card}
          aria-label={label}
          aria-busy={busy && query.isFetching ? true : undefined}
        >
          {body}
        </section>
      ) : (
        body
      )}
    </>
  );
}
