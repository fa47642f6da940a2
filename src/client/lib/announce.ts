/**
 * What a screen reader hears. Two live regions (polite and assertive) exist from page load, so a
 * message written into them is announced; a region that appears together with its text often is
 * not. While a modal dialog is open, everything outside it is inert and unheard, so each open
 * dialog carries its own pair and messages go to the topmost one.
 */

export type Politeness = 'polite' | 'assertive';

const REGION_ATTR = 'data-live-region';

/** The live region of the given politeness in the topmost open modal dialog, else the page's. */
function regionFor(politeness: Politeness): HTMLElement | null {
  const dialogs = document.querySelectorAll<HTMLDialogElement>('dialog[open]');
  const scope: ParentNode = dialogs.length ? dialogs[dialogs.length - 1]! : document;
  return (
    scope.querySelector<HTMLElement>(`[${REGION_ATTR}="${politeness}"]`) ??
    document.querySelector<HTMLElement>(`[${REGION_ATTR}="${politeness}"]`)
  );
}

let clearTimer: ReturnType<typeof setTimeout> | undefined;

/** Speaks `message` through the live region; the same text twice is still announced twice. */
export function announce(message: string, politeness: Politeness = 'polite'): void {
  const region = regionFor(politeness);
  if (!region || !message) return;
  region.textContent = '';
  // a fresh text node in a later task is what makes screen readers speak a repeated message; the
  // global timers, not `window`'s: a page (or a test's document) gone meanwhile leaves nothing to fail
  setTimeout(() => {
    region.textContent = message;
    clearTimeout(clearTimer);
    clearTimer = setTimeout(() => {
      region.textContent = '';
    }, 7000);
  }, 30);
}

export const liveRegionProps = (politeness: Politeness) =>
  ({
    [REGION_ATTR]: politeness,
    'aria-live': politeness,
    'aria-atomic': 'true',
    // no role: a status or alert role would make the region a second copy of every toast for
    // anyone looking them up by role; aria-live alone is what screen readers follow
    className: 'visually-hidden',
  }) as const;
