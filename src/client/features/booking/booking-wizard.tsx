/**
 * The booking wizard on the home page. A first visit starts with the first step alone
 * (wizard-start.tsx) and the whole wizard (wizard.tsx) takes over on Next, keeping the first step
 * on screen until its code is there. A start that may open at a later step (a saved draft, a
 * booking back from payment, a step in the URL) opens the whole wizard at once, showing the first
 * step's placeholder while its code loads.
 */
import { lazy, Suspense, useState, useTransition } from 'react';
import { WizardShell } from './home-shell';
import { knownDraftToRestore, maySaveExist } from './pending-known';
import { STEP_PARAM } from './step-param';
import { WizardStart } from './wizard-start';
import type { WizardState } from './wizard-state';

const Wizard = lazy(() => import('./wizard').then((m) => ({ default: m.Wizard })));

/** Nothing saved to restore and no step in the URL: this start can only be at the first step. */
const startsAtServices = () =>
  !maySaveExist() && !knownDraftToRestore() && !new URLSearchParams(window.location.search).has(STEP_PARAM);

export function BookingWizard() {
  const [atServices] = useState(startsAtServices);
  const [handedOver, setHandedOver] = useState<WizardState | null>(null);
  const [handingOver, startHandOver] = useTransition();
  return (
    <Suspense fallback={<WizardShell />}>
      {atServices && !handedOver ? (
        <WizardStart
          handingOver={handingOver}
          onNext={(state) => startHandOver(() => setHandedOver(state))}
        />
      ) : (
        <Wizard from={handedOver ?? undefined} />
      )}
    </Suspense>
  );
}
