/** Search and paging shared by the back office's lists. */
import type { PagedRequest, PageInfo } from '#shared/fields';

/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards escaped. */
export const likeAny = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** The paging fields of a list answer; an empty list has 0 pages. */
export function pageInfo(totalRecords: number, q: Pick<PagedRequest, 'page_number' | 'page_size'>): PageInfo {
  return {
    total_records: totalRecords,
    total_page_count: Math.ceil(totalRecords / q.page_size),
    page_number: q.page_number,
    page_size: q.page_size,
  };
}
