import { useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * A tap-to-open panel (disclosure): opens and closes on tap, closes on Escape (focus back on the
 * button), on a tap outside and when the route changes. No hover anywhere.
 */
export function usePopover(closeKey: unknown) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closeKey is the route; a change closes the panel
  useEffect(() => setOpen(false), [closeKey]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const buttonProps = {
    ref: buttonRef,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => setOpen((v) => !v),
  };
  return { open, close, rootRef, buttonProps, panelId };
}
