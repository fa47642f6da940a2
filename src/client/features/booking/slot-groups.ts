/**
 * The time chips of a day: only the free start times, grouped Morning / Afternoon / Evening in
 * time order (the shared grouping rule), with empty parts left out.
 */
import { type DayPart, groupByDayPart } from '#shared/domain/slots';

export type SlotLike = { id: number; start_time: string; display_time: string; available: boolean };

export function freeTimeGroups<T extends SlotLike>(slots: readonly T[]): { part: DayPart; slots: T[] }[] {
  const free = slots.filter((s) => s.available).sort((a, b) => a.start_time.localeCompare(b.start_time));
  return groupByDayPart(free);
}
