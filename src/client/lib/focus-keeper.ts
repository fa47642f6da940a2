/**
 * Focus is never lost to <body>. When the focused control leaves the page (a step changes, a list
 * reloads, a page replaces another) or is disabled (a Save button busy saving), focus moves at once, before the next paint, to a named
 * successor: the element marked `data-focus-successor` if there is one, else the heading of the
 * open dialog or of the page. A click on empty space still leaves focus on <body> as browsers do:
 * only a control that disappears hands focus on.
 */

const PAGE_HEADING = 'main h1, main [data-page-heading]';

/** Moves focus to the best successor on the page; returns whether it found one. */
export function focusFallback(): boolean {
  const dialogs = document.querySelectorAll<HTMLDialogElement>('dialog[open]');
  const scope: ParentNode = dialogs.length ? dialogs[dialogs.length - 1]! : document;
  const target =
    scope.querySelector<HTMLElement>('[data-focus-successor]') ??
    (dialogs.length
      ? scope.querySelector<HTMLElement>('h2, h1')
      : (document.querySelector<HTMLElement>(PAGE_HEADING) ??
        document.querySelector<HTMLElement>('h1') ??
        document.querySelector<HTMLElement>('main')));
  if (!target) return false;
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  return document.activeElement === target;
}

/** The element can no longer hold focus: gone from the page, or disabled (a busy Save button). */
const unfocusable = (el: Element) => !el.isConnected || (el as HTMLButtonElement).disabled === true;

/** Starts watching; call once at start-up. Returns the function that stops it. */
export function keepFocus(doc: Document = document): () => void {
  let last: Element | null = null;
  let pending = 0;
  const onFocusIn = (e: FocusEvent) => {
    last = e.target instanceof Element ? e.target : null;
  };
  const lost = () => {
    const active = doc.activeElement;
    return !!last && unfocusable(last) && (active === null || active === doc.body || active === last);
  };
  const check = () => {
    pending = 0;
    if (!lost()) return;
    last = null;
    focusFallback();
  };
  const observer = new MutationObserver(() => {
    if (lost()) check();
    // a focused control that was disabled loses focus when the browser next updates the page
    else if (last?.isConnected && unfocusable(last) && !pending)
      pending = window.requestAnimationFrame(check);
  });
  doc.addEventListener('focusin', onFocusIn);
  observer.observe(doc.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
  return () => {
    doc.removeEventListener('focusin', onFocusIn);
    observer.disconnect();
    if (pending) window.cancelAnimationFrame(pending);
  };
}

/**
 * After a route change, focus goes to the new page's heading as soon as it is on the page (in the
 * mutation's microtask, before paint), unless the new page has already put focus somewhere of its
 * own. `focusedBefore` is what had focus when the route changed. (Should the old page's heading
 * still be there, it takes focus for a moment and the keeper hands it on when it leaves.)
 */
export function focusPageHeadingSoon(focusedBefore: Element | null, timeoutMs = 5000): () => void {
  const settle = () => {
    const heading = document.querySelector<HTMLElement>(PAGE_HEADING);
    if (!heading) return false;
    const active = document.activeElement;
    const untouched = !active || active === document.body || active === focusedBefore || !active.isConnected;
    if (untouched) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
    return true;
  };
  if (settle()) return () => {};
  const observer = new MutationObserver(() => {
    if (settle()) stop();
  });
  const timer = window.setTimeout(() => stop(), timeoutMs);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
