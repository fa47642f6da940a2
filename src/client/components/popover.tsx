/**
 * The app's one popover (the account menus, the back office's menu), on the browser's own Popover
 * API: the panel lives in the top layer, a tap outside or Escape closes it, and Tab walks from the
 * button into the panel. What the platform does not do is here: the panel is placed under its
 * button (lined up with its start or end), follows it on scroll, closes when `closeKey` (the route) changes, and is only
 * rendered while open, so nothing inside it runs before the first tap.
 */
import {
  type ComponentPropsWithoutRef,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';

const GAP = 6;
const EDGE = 8;

export type PopoverControl = { close: () => void };

type Props = {
  /** The button's own attributes (class, label); it gets `popoverTarget` and `aria-expanded`. */
  button: ComponentPropsWithoutRef<'button'>;
  /** What the button shows. */
  label: ReactNode;
  /** The panel's class and element (a list or a box). */
  panelClassName?: string;
  as?: 'div' | 'ul';
  /** Which edge of the button the panel lines up with. */
  align?: 'start' | 'end';
  /** A change (e.g. of the route) closes the panel. */
  closeKey?: unknown;
  /** The button, for a dialog opened from the panel to give focus back to once the panel is gone. */
  buttonRef?: RefObject<HTMLButtonElement | null>;
  children: (control: PopoverControl) => ReactNode;
};

/** Under the button, lined up with its start or end edge; no width is needed, so it can run before the panel shows. */
function place(panel: HTMLElement, anchor: HTMLElement, align: 'start' | 'end') {
  const a = anchor.getBoundingClientRect();
  const viewport = document.documentElement.clientWidth;
  panel.style.top = `${a.bottom + GAP}px`;
  if (align === 'end') {
    panel.style.left = 'auto';
    panel.style.right = `${Math.max(EDGE, viewport - a.right)}px`;
  } else {
    panel.style.right = 'auto';
    panel.style.left = `${Math.max(EDGE, a.left)}px`;
  }
}

export function Popover({
  button,
  label,
  panelClassName,
  as = 'div',
  align = 'start',
  closeKey,
  buttonRef: givenButtonRef,
  children,
}: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const close = useCallback(() => {
    if (panelRef.current?.matches(':popover-open')) panelRef.current.hidePopover();
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closeKey is the route; a change closes the panel
  useEffect(close, [closeKey]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    // Opening: placed and filled before the browser shows it (no empty or misplaced frame).
    const onBeforeToggle = (e: Event) => {
      if ((e as ToggleEvent).newState !== 'open' || !buttonRef.current) return;
      place(panel, buttonRef.current, align);
      flushSync(() => setOpen(true));
    };
    // Closing: emptied after the browser has hidden it and given focus back to the button.
    const onToggle = (e: Event) => {
      if ((e as ToggleEvent).newState === 'closed') setOpen(false);
    };
    panel.addEventListener('beforetoggle', onBeforeToggle);
    panel.addEventListener('toggle', onToggle);
    return () => {
      panel.removeEventListener('beforetoggle', onBeforeToggle);
      panel.removeEventListener('toggle', onToggle);
    };
  }, [align]);

  // The page may scroll or turn while the panel is open: it follows its button.
  useEffect(() => {
    if (!open) return;
    const follow = () =>
      panelRef.current && buttonRef.current && place(panelRef.current, buttonRef.current, align);
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, true);
    return () => {
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, true);
    };
  }, [open, align]);

  const Panel = as;
  return (
    <>
      <button
        type="button"
        {...button}
        ref={(el) => {
          buttonRef.current = el;
          if (givenButtonRef) givenButtonRef.current = el;
        }}
        popoverTarget={id}
        aria-expanded={open}
        aria-controls={id}
      >
        {label}
      </button>
      <Panel
        id={id}
        ref={panelRef as RefObject<HTMLDivElement & HTMLUListElement>}
        popover="auto"
        className={panelClassName}
        style={{ position: 'fixed', inset: 'auto', right: 'auto', bottom: 'auto', margin: 0 }}
      >
        {open ? children({ close }) : null}
      </Panel>
    </>
  );
}
