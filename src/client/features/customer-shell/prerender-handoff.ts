/**
 * The prerendered home page (index.html) gives way to the live one before the browser paints it.
 * A tap on the prerendered Log in must not be lost on the way: index.html keeps a tap made before
 * the app started, and a press still down at the moment of the handoff (it is released on the live
 * button, and the browser fires no click for a mouse press that began on an element that is gone; a
 * touch becomes a click where the finger lifts).
 */
import { useLayoutEffect } from 'react';

type EarlyTaps = { __tressSignIn?: boolean; __tressSignInPressed?: boolean };

/** Removes the prerendered page and calls `openSignIn` for a tap on its Log in, made or ending now. */
export function usePrerenderHandoff(openSignIn: () => void): void {
  useLayoutEffect(() => {
    document.getElementById('prerender')?.remove();
    const early = window as EarlyTaps;
    if (early.__tressSignIn) {
      early.__tressSignIn = false;
      openSignIn();
      return;
    }
    if (!early.__tressSignInPressed) return;
    early.__tressSignInPressed = false;
    const stop = () => {
      document.removeEventListener('pointerup', lifted);
      document.removeEventListener('pointercancel', stop);
    };
    const lifted = (e: PointerEvent) => {
      stop();
      if (e.target instanceof Element && e.target.closest('[data-sign-in]')) openSignIn();
    };
    document.addEventListener('pointerup', lifted);
    document.addEventListener('pointercancel', stop);
    return stop;
  }, [openSignIn]);
}
