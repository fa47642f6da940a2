/**
 * The body of the wizard's current step. The steps after the first are lazily loaded chunks (the
 * home page's first load carries only the services step); a skeleton stands in while one arrives.
 */
import { type Dispatch, lazy, Suspense } from 'react';
import type { SalonProfile } from '#shared/contract/back-office';
import type { StoredCustomer } from '../../lib/session';
import type { ContactErrors } from './contact-fields';
import type { SummaryLine, Totals } from './pricing';
import { ServicesStep } from './services-step';
import { StepSkeleton } from './step-skeleton';
import type { StepId, WizardAction, WizardState } from './wizard-state';

const StylistStep = lazy(() => import('./stylist-step').then((m) => ({ default: m.StylistStep })));
const DateTimeStep = lazy(() => import('./datetime-step').then((m) => ({ default: m.DateTimeStep })));
const CheckoutStep = lazy(() => import('./checkout-step').then((m) => ({ default: m.CheckoutStep })));

type Props = {
  step: StepId;
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  salon: SalonProfile | undefined;
  customer: StoredCustomer | null;
  lines: SummaryLine[];
  totals: Totals;
  contactErrors: ContactErrors;
  /** A booking came back from payment: checkout says so. */
  returned: boolean;
  onGoTo: (step: StepId) => void;
  onSignIn: () => void;
};

export function WizardStepBody({ step, state, dispatch, salon, customer, ...p }: Props) {
  const currency = salon?.currency;
  return (
    <Suspense fallback={<StepSkeleton />}>
      {step === 'services' ? <ServicesStep state={state} dispatch={dispatch} currency={currency} /> : null}
      {step === 'stylist' ? (
        <StylistStep
          state={state}
          dispatch={dispatch}
          currency={currency}
          onChangeServices={() => p.onGoTo('services')}
          onChangeTime={() => p.onGoTo('datetime')}
        />
      ) : null}
      {step === 'datetime' ? (
        <DateTimeStep state={state} dispatch={dispatch} timeZone={salon?.time_zone} />
      ) : null}
      {step === 'checkout' ? (
        <CheckoutStep
          state={state}
          dispatch={dispatch}
          customer={customer}
          salon={salon}
          lines={p.lines}
          totals={p.totals}
          contactErrors={customer ? {} : p.contactErrors}
          onSignIn={p.onSignIn}
          returned={p.returned}
        />
      ) : null}
    </Suspense>
  );
}
