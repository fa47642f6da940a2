/**
 * A sticky bar must never cover the focused control (WCAG 2.4.11): the phone's action bar at the
 * bottom, the back office's header at the top. The bar's height becomes the page's scroll-padding
 * on that edge, and a control that gets visible (keyboard) focus under the bar is scrolled clear of
 * it. The height comes from the bar's ResizeObserver, which reports it after the browser's own
 * layout: reading it in the effect would force a layout of the whole new page in the middle of
 * React's effects (the longest task of the home page's start on a slow phone). It is set as the
 * root's scroll-padding itself, not as a custom property every element would inherit and restyle.
 */
import { type RefObject, useEffect } from 'react';

export type BarEdge = 'top' | 'bottom';

export function useBarClearance(bar: RefObject<HTMLElement | null>, edge: BarEdge): void {
  useEffect(() => {
    const el = bar.current;
    if (!el) return;
    const root = document.documentElement;
    const property = edge === 'bottom' ? 'scroll-padding-bottom' : 'scroll-padding-top';
    const shown = () => getComputedStyle(el).display !== 'none';
    // a bar that is not shown (display: none) is observed at a height of 0
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? 0;
      const padding = height > 0 ? `${Math.round(height) + 8}px` : '0px';
      if (root.style.getPropertyValue(property) !== padding) root.style.setProperty(property, padding);
    });
    observer.observe(el);
    const onFocusIn = (e: FocusEvent) => {
      const target = e.target;
      // only focus shown to the user counts: a press on a card first focuses <main> (it can hold
      // focus), and moving the page then would end the press off the card and lose the tap
      if (!(target instanceof HTMLElement) || !target.matches(':focus-visible')) return;
      if (el.contains(target) || !shown()) return;
      // a visually hidden checkbox or radio is shown by its card (the label)
      const focused = target.matches('input[type=checkbox], input[type=radio]')
        ? (target.closest('label') ?? target)
        : target;
      const box = focused.getBoundingClientRect();
      const barBox = el.getBoundingClientRect();
      const room = edge === 'bottom' ? barBox.top : window.innerHeight - barBox.bottom;
      // a container taller than the room beside the bar (e.g. <main> given focus on load) is not a
      // covered control: scrolling to its edge would move the page under the user's finger
      if (box.height >= room) return;
      // how far the control reaches under the bar, and the page moves that far (and a little) away
      const covered = edge === 'bottom' ? box.bottom - barBox.top : barBox.bottom - box.top;
      if (covered > 0) window.scrollBy({ top: (edge === 'bottom' ? 1 : -1) * (covered + 8) });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      root.style.removeProperty(property);
    };
  }, [bar, edge]);
}
