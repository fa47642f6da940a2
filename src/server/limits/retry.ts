/** How long a limit asks the caller to wait; http/retry-after.ts turns it into the 429's `Retry-After`. */

/** rate-limiter-flexible rejects with its result (not an Error) when a key is over its points. */
export function msBeforeNextOf(rejection: unknown): number | null {
  if (
    rejection &&
    typeof rejection === 'object' &&
    'msBeforeNext' in rejection &&
    !(rejection instanceof Error)
  )
    return Number((rejection as { msBeforeNext: number }).msBeforeNext);
  return null;
}
