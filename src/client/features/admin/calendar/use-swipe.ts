/**
 * Swipe left/right with pointer events (no library): a quick, mostly horizontal finger or pen stroke
 * of at least 60 px calls `onSwipe(1)` for left (next) or `onSwipe(-1)` for right (previous). A
 * stroke that long is never a tap, so the booking under the finger does not open. When the browser
 * takes the gesture over for scrolling it sends pointercancel, and nothing happens.
 */
import { type PointerEvent, useCallback, useRef } from 'react';

export const SWIPE_MIN_PX = 60;
// generous: a deliberate slow swipe on a busy tablet still counts
const SWIPE_MAX_MS = 1500;

/** Left (next) or right (previous), or null when the stroke is not a swipe. */
export function swipeDirection(dx: number, dy: number, ms: number): 1 | -1 | null {
  if (ms > SWIPE_MAX_MS || Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < 1.5 * Math.abs(dy)) return null;
  return dx < 0 ? 1 : -1;
}

export function useSwipe(onSwipe: (direction: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number; t: number; id: number } | null>(null);
  const onPointerDown = useCallback((e: PointerEvent) => {
    if (e.pointerType === 'mouse' || !e.isPrimary) return;
    start.current = { x: e.clientX, y: e.clientY, t: e.timeStamp, id: e.pointerId };
  }, []);
  const onPointerUp = useCallback(
    (e: PointerEvent) => {
      const s = start.current;
      start.current = null;
      if (!s || s.id !== e.pointerId) return;
      const dir = swipeDirection(e.clientX - s.x, e.clientY - s.y, e.timeStamp - s.t);
      if (dir !== null) onSwipe(dir);
    },
    [onSwipe],
  );
  const onPointerCancel = useCallback(() => {
    start.current = null;
  }, []);
  return { onPointerDown, onPointerUp, onPointerCancel };
}
