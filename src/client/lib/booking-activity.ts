/**
 * Whether a customer is in the middle of a booking (the wizard past its first step, a booking
 * being submitted, a payment being confirmed), so that nothing reloads the app under them: the
 * update toast waits until this is false (offline/update-toast.tsx).
 */
const active = new Set<string>();
const listeners = new Set<() => void>();

/** Marks one reason (e.g. 'wizard', 'payment') as busy or not. */
export function setBookingActivity(reason: string, busy: boolean): void {
  const had = active.has(reason);
  if (busy === had) return;
  if (busy) active.add(reason);
  else active.delete(reason);
  for (const l of listeners) l();
}

export const isBookingInProgress = (): boolean => active.size > 0;

export function subscribeBookingActivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
