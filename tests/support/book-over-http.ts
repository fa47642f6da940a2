/**
 * A guest's card booking sent over plain HTTP, as any client would, to a server that runs as a
 * process of its own (the built server of the backup and durability tests), which no typed test
 * client wraps.
 */
import { guest } from '../../scripts/support/demo-salon';
import { buildRequest } from '../../src/shared/request';

export type PlannedBooking = { stylist: number; service: number; date: string; slot: number };

export async function bookOverHttp(url: string, b: PlannedBooking) {
  const { path, init } = buildRequest('book', {
    ...guest,
    selected_service_ids: [b.service],
    stylist_id: b.stylist,
    booking_date: b.date,
    start_slot_id: b.slot,
    payment_keyword: 'card',
  });
  const res = await fetch(`${url}${path}`, init as RequestInit);
  return {
    status: res.status,
    body: (await res.json()) as { success: boolean; data: { id: number } | null },
  };
}
