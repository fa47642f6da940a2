/**
 * A fixed bottom bar must never cover the focused control (WCAG 2.4.11). The bar's height is
 * published as `--bottom-bar-height` (the page's scroll-padding-bottom), and a control that gets
 * focus under the bar is scrolled above it.
 */
import { type RefObject, useEffect } from 'react';

export function useBottomBarClearance(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = bar.current;
    if (!el) return;
    const root = document.documentElement;
    const publish = () => {
      const visible = getComputedStyle(el).display !== 'none';
      root.style.setProperty('--bottom-bar-height', visible ? `${el.offsetHeight + 8}px` : '0px');
    };
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(el);
    const onFocusIn = (e: FocusEvent) => {
      const target = e.target;
      if (!(target instanceof HTMLElement) || el.contains(target) || getComputedStyle(el).display === 'none')
        return;
      // a visually hidden checkbox or radio is shown by its card (the label)
      const shown = target.matches('input[type=checkbox], input[type=radio]')
        ? (target.closest('label') ?? target)
        : target;
      const covered = shown.getBoundingClientRect().bottom - el.getBoundingClientRect().top;
      if (covered > 0) window.scrollBy({ top: covered + 8 });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      root.style.removeProperty('--bottom-bar-height');
    };
  }, [bar]);
}
