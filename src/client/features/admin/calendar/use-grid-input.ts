/** Keyboard and layout helpers of the calendar grid (the swipe lives in use-swipe.ts). */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether the grid is wider than its scroller (many stylists on a narrow screen). Then horizontal
 * strokes scroll the grid and the arrows change the day; otherwise they are swipes. Layout widths
 * are compared, not scroll widths, which the slide animation's transform would inflate.
 */
export function useOverflowing<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflowing, setOverflowing] = useState(false);
  const check = useCallback(() => {
    const el = ref.current;
    const grid = el?.querySelector<HTMLElement>('[data-grid]');
    setOverflowing(!!el && !!grid && grid.offsetWidth > el.clientWidth + 1);
  }, []);
  useLayoutEffect(check);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const ro = new ResizeObserver(check);
    ro.observe(el);
    return () => ro.disconnect();
  }, [check]);
  return { ref, overflowing };
}

/** On a laptop, ← and → change the day or week too (not while typing or in a dialog). */
export function useArrowKeys(step: (direction: 1 | -1) => void) {
  const latest = useRef(step);
  latest.current = step;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
      if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || document.querySelector('dialog[open]')) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, select, textarea, [contenteditable="true"]')) return;
      e.preventDefault();
      latest.current(e.key === 'ArrowRight' ? 1 : -1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
