/**
 * A service's time in parts, as salons book it: the stylist works, then (a colour developing) is
 * free while the client waits, then finishes; after the client leaves, the stylist cleans up.
 *
 *   busy [0, processing_start) · free [processing_start, +processing) · busy [.., duration) · buffer
 *
 * A visit's services follow each other; the client's visit is the sum of their durations (what the
 * customer sees). The stylist's busy parts are each service's busy parts in order, and the clean-up
 * after the visit is the longest of its services' buffers (the client stays in the chair between
 * services, so no clean-up falls between them). Pure: the server claims these parts as segments,
 * the calendar and the services screen draw them.
 */

/** What a service's time is made of (minutes). */
export type ServiceTime = {
  durationMinutes: number;
  processingStartMinutes?: number;
  processingMinutes?: number;
  bufferMinutes?: number;
};

/** One part of the stylist's time, in minutes from the visit's start: [start, end). */
export type StylistPart = { start: number; end: number; kind: 'busy' | 'buffer' };

/** A service with no processing or buffer has one part: the whole of it, busy. */
export function serviceParts(s: ServiceTime, offset = 0): StylistPart[] {
  const from = s.processingStartMinutes ?? 0;
  const gap = s.processingMinutes ?? 0;
  if (gap <= 0 || from <= 0 || from + gap >= s.durationMinutes)
    return [{ start: offset, end: offset + s.durationMinutes, kind: 'busy' }];
  return [
    { start: offset, end: offset + from, kind: 'busy' },
    { start: offset + from + gap, end: offset + s.durationMinutes, kind: 'busy' },
  ];
}

/** The visit's length for the customer, and the stylist's parts of it (busy parts merged, buffer last). */
export function visitParts(services: readonly ServiceTime[]): { minutes: number; parts: StylistPart[] } {
  const parts: StylistPart[] = [];
  let at = 0;
  let buffer = 0;
  for (const s of services) {
    for (const p of serviceParts(s, at)) {
      const last = parts.at(-1);
      // a busy part that continues the one before is one segment (one row, one range to check)
      if (last && last.end === p.start) last.end = p.end;
      else parts.push(p);
    }
    at += s.durationMinutes;
    buffer = Math.max(buffer, s.bufferMinutes ?? 0);
  }
  if (buffer > 0) parts.push({ start: at, end: at + buffer, kind: 'buffer' });
  return { minutes: at, parts };
}

/** The processing gaps of a visit: where the stylist is free while the client stays. */
export function processingGaps(
  minutes: number,
  parts: readonly StylistPart[],
): { start: number; end: number }[] {
  const gaps: { start: number; end: number }[] = [];
  let at = 0;
  for (const p of parts) {
    if (p.kind !== 'busy') continue;
    if (p.start > at && p.start <= minutes) gaps.push({ start: at, end: p.start });
    at = p.end;
  }
  return gaps;
}

/** Why a service's parts do not fit its duration, or null when they do (the form and the server). */
export function serviceTimeProblem(s: Required<ServiceTime>): 'processing_outside' | null {
  if (s.processingMinutes === 0) return null;
  if (s.processingStartMinutes <= 0) return 'processing_outside';
  return s.processingStartMinutes + s.processingMinutes < s.durationMinutes ? null : 'processing_outside';
}

/**
 * A stylist's own length of a service (a junior takes longer). The override stretches or shortens
 * the final busy part only: the stylist starts the same way, the processing starts when it did and
 * lasts as long (a colour develops at its own pace, whoever applied it), and the clean-up after is
 * the same. Null or undefined: the service as it is.
 */
export function withStylistMinutes<S extends ServiceTime>(s: S, minutes: number | null | undefined): S {
  if (minutes === null || minutes === undefined || minutes === s.durationMinutes) return s;
  return { ...s, durationMinutes: minutes };
}

/**
 * Why a stylist's length of a service cannot be used, or null when it can: with processing time,
 * the stylist must still have a finishing part after it (the override is refused otherwise).
 */
export function stylistMinutesProblem(s: ServiceTime, minutes: number): 'no_finishing_part' | null {
  const gap = s.processingMinutes ?? 0;
  if (gap <= 0) return null;
  return (s.processingStartMinutes ?? 0) + gap < minutes ? null : 'no_finishing_part';
}
