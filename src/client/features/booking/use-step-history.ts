/**
 * Every wizard step is a browser history entry, so Back (the browser's, or Android's) goes one step
 * back and never out of the booking, Forward goes forward again, and a reload keeps the step.
 *
 * The wizard's reducer stays the owner of the step. Going forward in the app pushes an entry; going
 * back in the app walks the history back, and the browser's move is applied to the reducer (which
 * clears the later choices, as going back always does). A step reached without history behind it
 * (a reload, a restored draft, a booking back from payment) gets its earlier steps written in
 * beneath it, so Back still steps back from there.
 */
import { useCallback, useEffect, useRef } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router-dom';
import { browserMove, depthOf, searchForStep, stepFromSearch } from './step-history';

type Options = {
  step: number;
  /** False until a saved draft has been restored (or found absent), so a reload's URL waits for it. */
  ready: boolean;
  canGoNext: boolean;
  /** Apply a browser Back to the reducer. */
  onBack: (to: number) => void;
  /** Apply a browser Forward to the reducer. */
  onForward: () => void;
};

const urlOf = (location: Location, step: number) => ({
  pathname: location.pathname,
  search: searchForStep(location.search, step),
  hash: location.hash,
});

export function useStepHistory({ step, ready, canGoNext, onBack, onForward }: Options) {
  const location = useLocation();
  const navigate = useNavigate();
  const urlStep = stepFromSearch(location.search);
  // how many wizard steps lie behind this entry (the router's view: the window's runs ahead of it
  // while a Back is still being applied)
  const depth = depthOf(location.state);
  const seen = useRef({ url: urlStep, step });
  // the step of a navigation the router has not rendered yet (its updates are transitions)
  const awaiting = useRef<number | null>(null);
  const go = useCallback(
    (to: number, replace = false) => {
      awaiting.current = to;
      navigate(urlOf(location, to), { replace, state: { wizardDepth: to } });
    },
    [navigate, location],
  );

  useEffect(() => {
    if (!ready) return;
    if (awaiting.current !== null) {
      if (urlStep !== awaiting.current) return;
      awaiting.current = null;
    }
    const before = seen.current;
    seen.current = { url: urlStep, step };
    if (urlStep !== step && urlStep !== before.url) {
      // the browser moved (Back, Forward, or a typed URL)
      const move = browserMove(urlStep, step, canGoNext);
      if (move.kind === 'back') onBack(move.to);
      else if (move.kind === 'forward') onForward();
      else if (move.kind === 'restoreUrl') writeBeneath(go, location, step);
      return;
    }
    // the wizard shows a step whose earlier steps are not in the history (or moved by itself)
    if (step === 0 && urlStep !== 0) go(0, true);
    else if (step > 0 && (urlStep !== step || depth < step)) writeBeneath(go, location, step);
  });

  /** After the app went one step forward. */
  const pushed = useCallback((to: number) => go(to), [go]);

  /** Back to an earlier step from the app: through the history when the entries are there. */
  const back = useCallback(
    (to: number, apply: () => void) => {
      if (urlStep === step && depth >= step) navigate(to - step);
      else apply();
    },
    [step, urlStep, depth, navigate],
  );

  return { pushed, back };
}

/**
 * Makes the history end in entries for steps 0 ... step, the current entry becoming step 0. The
 * entries in between are written with the History API in the router's own format (the router
 * would fold several navigations in a row into one); the last one through the router, so it knows.
 */
function writeBeneath(go: (to: number) => void, location: Location, step: number) {
  const h = window.history;
  const idx = (h.state as { idx?: number } | null)?.idx ?? 0;
  const at = (n: number) => {
    const u = urlOf(location, n);
    return `${u.pathname}${u.search}${u.hash}`;
  };
  const record = (n: number) => ({
    usr: { wizardDepth: n },
    key: Math.random().toString(36).slice(2, 10),
    idx: idx + n,
  });
  h.replaceState(record(0), '', at(0));
  for (let n = 1; n < step; n++) h.pushState(record(n), '', at(n));
  go(step);
}
