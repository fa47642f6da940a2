/**
 * The booking wizard on the home page. A first visit starts with the first step alone
 * (wizard-start.tsx); the whole wizard's code (wizard.tsx) is fetched once the page has settled (on
 * a fast connection only: lib/fetch-ahead.ts) or when a service is chosen, and the whole wizard
 * takes over on Next. A start that may open at a later step (a saved
 * draft, a booking back from payment, a step in the URL) opens the whole wizard at once, showing
 * the first step's placeholder while its code loads.
 */
import { type ComponentType, lazy, Suspense, useEffect, useState, useTransition } from 'react';
import { pageSettled } from '../../lib/browser-turns';
import { mayFetchAhead } from '../../lib/fetch-ahead';
import { WizardShell } from './home-shell';
import { knownDraftToRestore, maySaveExist } from './pending-known';
import { STEP_PARAM } from './step-param';
import type { WizardState } from './wizard-choices';
import { WizardStart } from './wizard-start';

type WizardModule = typeof import('./wizard');
type WizardView = ComponentType<{ from?: WizardState }>;

let wizardModule: WizardModule | null = null;
const wizardCode = () =>
  import('./wizard').then((m) => {
    wizardModule = m;
    return m;
  });
let wizardWanted = false;
/** Fetches the whole wizard's code and its later steps, once: the first of the settled page and a choice asks. */
const wantWizard = () => {
  if (wizardWanted) return;
  wizardWanted = true;
  void wizardCode().then((m) => m.preloadLaterSteps());
};
const LazyWizard = lazy(() => wizardCode().then((m) => ({ default: m.Wizard })));

/**
 * Nothing saved to restore and no step in the URL: this start can only be at the first step. The
 * prerendered home page (built without a browser) is that start.
 */
const startsAtServices = () =>
  typeof window === 'undefined' ||
  (!maySaveExist() && !knownDraftToRestore() && !new URLSearchParams(window.location.search).has(STEP_PARAM));

export function BookingWizard() {
  const [atServices] = useState(startsAtServices);
  // the whole wizard after Next, and the state it continues from
  const [next, setNext] = useState<{ View: WizardView; from: WizardState } | null>(null);
  const [handingOver, startHandOver] = useTransition();

  // the rest of the wizard (and its later steps) arrives while the customer is choosing services:
  // once the home page has settled (loaded, interactive, idle) on a fast connection, or at once
  // when Next can be pressed, whichever comes first
  useEffect(() => {
    if (!atServices) return;
    let current = true;
    void pageSettled().then(() => {
      if (current && mayFetchAhead()) wantWizard();
    });
    return () => {
      current = false;
    };
  }, [atServices]);

  const handOver = (from: WizardState) => {
    // with its code here, the second step shows at once, as any step change does
    if (wizardModule) setNext({ View: wizardModule.Wizard, from });
    // else the first step stays on screen, Next busy, until it arrives
    else startHandOver(() => setNext({ View: LazyWizard, from }));
  };

  return (
    <Suspense fallback={<WizardShell />}>
      {next ? (
        <next.View from={next.from} />
      ) : atServices ? (
        <WizardStart handingOver={handingOver} onNext={handOver} onNextPossible={wantWizard} />
      ) : (
        <LazyWizard />
      )}
    </Suspense>
  );
}
