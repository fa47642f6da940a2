/** Which day the date strip opens on. */
import type { FreeDate } from '#shared/contract/availability';

/** The first date with a free time; the first date when none has one or it is not known. */
export function firstOpenDate(dates: readonly string[], free: readonly FreeDate[] | undefined): string {
  const open = new Set((free ?? []).filter((d) => d.has_free_times).map((d) => d.date));
  return dates.find((d) => open.has(d)) ?? dates[0]!;
}
