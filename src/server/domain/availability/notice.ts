/** The salon's minimum notice: a customer's booking or move must start at least this long from now. */
import { invalid } from '../domain-error';

/** 400 `slot_too_soon` when `startsAt` is within `minutes` of now (the free times already leave it out). */
export function assertNotice(startsAt: Date, now: Date, minutes: number): void {
  if (minutes > 0 && startsAt.getTime() < now.getTime() + minutes * 60_000)
    throw invalid('slot_too_soon', { minutes });
}
