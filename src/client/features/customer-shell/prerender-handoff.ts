/**
 * The prerendered home page (index.html) becomes the live one where it stands: React hydrates its
 * markup, so a press that began before and ends after lands on the same button and clicks it. A tap
 * on Log in before the frame is live has no handler of React's to reach; index.html keeps it, and
 * the live frame opens sign-in for it. `data-live` on #root marks the moment (the tests wait for it).
 */
import { useLayoutEffect } from 'react';

type EarlyTaps = { __tressSignIn?: boolean; __tressLive?: boolean };

/** Marks the page live and calls `openSignIn` for a tap on Log in made before it was. */
export function usePrerenderHandoff(openSignIn: () => void): void {
  useLayoutEffect(() => {
    const early = window as EarlyTaps;
    early.__tressLive = true;
    document.getElementById('root')?.setAttribute('data-live', '');
    if (!early.__tressSignIn) return;
    early.__tressSignIn = false;
    openSignIn();
  }, [openSignIn]);
}
