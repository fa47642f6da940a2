/**
 * An address that is already refused (429) and keeps asking gets its answers after a short pause,
 * as express-slow-down does: a script sending as fast as it is answered then sends a few requests
 * a second per connection instead of thousands, and the pages, photos and sign-ins of everyone
 * else keep their share of the event loop. A person who was limited loses nothing: the answer is
 * the same 429, a quarter of a second later. The pauses held at once are bounded (each is an open
 * request), so a client opening ever more connections is answered at once past that bound.
 */
export const SLOW_DOWN_MS = 250;
export const MAX_SLOWED_AT_ONCE = 64;

let slowed = 0;

/** Resolves after the pause, or at once when MAX_SLOWED_AT_ONCE answers are already paused. */
export async function slowDown(ms = SLOW_DOWN_MS): Promise<void> {
  if (slowed >= MAX_SLOWED_AT_ONCE) return;
  slowed++;
  try {
    await new Promise((resolve) => setTimeout(resolve, ms));
  } finally {
    slowed--;
  }
}
