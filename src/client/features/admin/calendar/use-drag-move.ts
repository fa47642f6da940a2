/**
 * Dragging a booking to another time or stylist, by touch or mouse, with pointer events only. A
 * finger must rest on the booking for a moment first (a quick stroke stays a scroll or a swipe);
 * a mouse drags once it has moved a few pixels. While dragging, the cell under the pointer is
 * marked; letting go over a cell calls `onDrop` (the page then asks to confirm); the click that
 * follows a drag does not open the booking.
 */
import { type PointerEvent as ReactPointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import styles from './front-desk.module.css';

const HOLD_MS = 300;
const SLOP_PX = 8;

type Pending = {
  id: number;
  label: string;
  x: number;
  y: number;
  lastX: number;
  lastY: number;
  pointer: number;
  touch: boolean;
};

export type DropSpot = { columnKey: string; time: string };
export type DragState = { bookingId: number; label: string; x: number; y: number } | null;

function spotAt(x: number, y: number): { el: HTMLElement; spot: DropSpot } | null {
  const el = document.elementFromPoint(x, y) as HTMLElement | null;
  const col = el?.closest<HTMLElement>('[data-column-key]');
  if (!el || !col) return null;
  // over a booking or a block, find the cell beneath it at the same height
  const cells = [...col.querySelectorAll<HTMLElement>('[data-cell-time]')];
  const cell = cells.find((c) => {
    const r = c.getBoundingClientRect();
    return y >= r.top && y < r.bottom;
  });
  if (!cell) return null;
  return { el: cell, spot: { columnKey: col.dataset.columnKey!, time: cell.dataset.cellTime! } };
}

/** Marks the cell a drop would land in (and unmarks the previous one). */
function markCell(marked: { current: HTMLElement | null }, el: HTMLElement | null) {
  if (marked.current === el) return;
  marked.current?.classList.remove(styles.dropTarget!);
  el?.classList.add(styles.dropTarget!);
  marked.current = el;
}

export function useDragMove(enabled: boolean, onDrop: (bookingId: number, spot: DropSpot) => void) {
  const [drag, setDrag] = useState<DragState>(null);
  const pending = useRef<Pending | null>(null);
  const active = useRef(false);
  const marked = useRef<HTMLElement | null>(null);
  const lastEnd = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  const onDropRef = useRef(onDrop);
  onDropRef.current = onDrop;

  const end = useCallback(() => {
    window.clearTimeout(timer.current);
    if (active.current) lastEnd.current = performance.now();
    active.current = false;
    pending.current = null;
    markCell(marked, null);
    setDrag(null);
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const start = (p: Pending, x: number, y: number) => {
      active.current = true;
      setDrag({ bookingId: p.id, label: p.label, x, y });
    };
    // a finger is followed with touch events: the browser may cancel its pointer (to scroll)
    // before the hold is over, but touch events keep coming and can stop the scroll
    const follow = (x: number, y: number, touch: boolean) => {
      const p = pending.current;
      if (!p || p.touch !== touch) return;
      if (!active.current) {
        if (Math.hypot(x - p.x, y - p.y) <= SLOP_PX) return;
        if (touch) return end(); // moved before the hold: a scroll or a swipe
        start(p, x, y);
      }
      p.lastX = x;
      p.lastY = y;
      setDrag((d) => (d ? { ...d, x, y } : d));
      markCell(marked, spotAt(x, y)?.el ?? null);
    };
    const finish = (touch: boolean) => {
      const p = pending.current;
      if (!p || p.touch !== touch) return;
      const target = active.current ? spotAt(p.lastX, p.lastY) : null;
      end();
      if (target) onDropRef.current(p.id, target.spot);
    };
    const move = (e: PointerEvent) => {
      if (e.pointerId === pending.current?.pointer) follow(e.clientX, e.clientY, false);
    };
    const up = (e: PointerEvent) => {
      if (e.pointerId === pending.current?.pointer) finish(false);
    };
    const cancel = () => {
      if (pending.current && !pending.current.touch) end();
    };
    const touchMove = (e: TouchEvent) => {
      const t = e.touches[0];
      if (!t || !pending.current?.touch) return;
      if (active.current) e.preventDefault();
      follow(t.clientX, t.clientY, true);
    };
    const touchEnd = () => finish(true);
    // only the click a drag itself ends with, on the grid: the confirm sheet that opens at once
    // must take a quick tap on Move (swallowing every click for 400 ms lost it)
    const click = (e: MouseEvent) => {
      const onGrid = e.target instanceof Element && e.target.closest('[data-grid]') !== null;
      if (onGrid && performance.now() - lastEnd.current < 400) {
        e.stopPropagation();
        e.preventDefault();
      }
    };
    document.addEventListener('pointermove', move);
    document.addEventListener('pointerup', up);
    document.addEventListener('pointercancel', cancel);
    document.addEventListener('touchmove', touchMove, { passive: false });
    document.addEventListener('touchend', touchEnd);
    document.addEventListener('touchcancel', end);
    document.addEventListener('click', click, true);
    return () => {
      document.removeEventListener('pointermove', move);
      document.removeEventListener('pointerup', up);
      document.removeEventListener('pointercancel', cancel);
      document.removeEventListener('touchmove', touchMove);
      document.removeEventListener('touchend', touchEnd);
      document.removeEventListener('touchcancel', end);
      document.removeEventListener('click', click, true);
    };
  }, [enabled, end]);

  const onPointerDown = useCallback(
    (e: ReactPointerEvent) => {
      if (!enabled || !e.isPrimary || (e.pointerType === 'mouse' && e.button !== 0)) return;
      const el = (e.target as HTMLElement).closest<HTMLElement>('[data-booking-id][data-movable="true"]');
      if (!el) return;
      const p: Pending = {
        id: Number(el.dataset.bookingId),
        label: el.querySelector('span')?.textContent ?? '',
        x: e.clientX,
        y: e.clientY,
        lastX: e.clientX,
        lastY: e.clientY,
        pointer: e.pointerId,
        touch: e.pointerType !== 'mouse',
      };
      pending.current = p;
      if (p.touch)
        timer.current = window.setTimeout(() => {
          if (pending.current === p) {
            navigator.vibrate?.(15);
            start(p);
          }
        }, HOLD_MS);
      function start(q: typeof p) {
        active.current = true;
        setDrag({ bookingId: q.id, label: q.label, x: q.x, y: q.y });
        markCell(marked, spotAt(q.x, q.y)?.el ?? null);
      }
    },
    [enabled],
  );

  /** True while dragging or just after: a swipe must not change the day then. */
  const busy = () => active.current || performance.now() - lastEnd.current < 400;
  return { drag, onPointerDown, busy };
}
