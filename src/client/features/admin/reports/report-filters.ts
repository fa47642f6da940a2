/** The reports' filters: what the form holds, and the request it makes (docs/product.md §2, §5 and §9). */

import type { ReportRequest } from '#shared/contract/back-office';
import type { BookingStatus } from '#shared/enums';
import { isValidIsoDate, monthRange } from '#shared/salon-time';
import { BOOKING_STATUSES } from '../lib/constants';

export const PAGE_SIZES = [10, 20, 50] as const;

export type ReportFilters = {
  from: string;
  to: string;
  stylistId: number;
  status: BookingStatus | '';
  search: string;
};

/** This month, all stylists, every status; `status` may come from a link (the dashboard's pending count). */
export function defaultFilters(today: string, status: string | null = null): ReportFilters {
  const { from, to } = monthRange(today);
  const known = BOOKING_STATUSES.find((s) => s === status);
  return { from, to, stylistId: 0, status: known ?? '', search: '' };
}

export function filtersProblem(f: ReportFilters): 'datesRequired' | 'badOrder' | null {
  if (!isValidIsoDate(f.from) || !isValidIsoDate(f.to)) return 'datesRequired';
  return f.from > f.to ? 'badOrder' : null;
}

export function reportRequest(
  f: ReportFilters,
  page: number,
  size: number,
  status: BookingStatus | '' = f.status,
): ReportRequest {
  return {
    from_date: f.from,
    to_date: f.to,
    stylist_id: f.stylistId,
    booking_status: status,
    search_text: f.search.trim(),
    page_number: page,
    page_size: size,
  };
}
