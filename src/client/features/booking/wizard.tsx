/**
 * The four-step booking wizard (docs/product.md §2 and §4; docs/offline.md). State lives in the
 * pure reducer of wizard-state.ts; this component wires it to the steps (wizard-step-body.tsx),
 * the running cart in the phone's bottom bar (or the wide screen's side panel), the summary sheet,
 * focus and motion with the step history (use-wizard-moves.ts) and the submission
 * (use-wizard-submit.ts). Its draft survives reloads and offline starts
 * (use-offline-wizard.ts); without a connection the services and stylists still work, and a note
 * says that choosing a time and paying need one.
 *
 * Not part of the home page's first load: a first visit starts with the first step alone
 * (wizard-start.tsx), which hands its state to this wizard on Next (`from`).
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerContext } from '../../components/customer-context';
import { money } from '../../components/format';
import { useOnline } from '../../lib/online';
import { useAnyStylistPrice } from './any-stylist-price';
import { BookingSummary } from './booking-summary';
import { FlowSwitch } from './flow-switch';
import { paymentMethodsQuery } from './later-step-queries';
import { loadedMotion, useLaterStepsAhead } from './later-steps';
import type { PendingBooking } from './pending-booking';
import { knownDraftToRestore } from './pending-known';
import { useRunningCart } from './running-cart';
import { ServicesFitNote, useNobodyDoesAll } from './services-fit-note';
import { stepFromSearch } from './step-history';
import { summaryWhen } from './summary-when';
import { useOfflineWizard } from './use-offline-wizard';
import { useWizardMoves } from './use-wizard-moves';
import { useWizardSubmit } from './use-wizard-submit';
import styles from './wizard.module.css';
import { wizardAction } from './wizard-action';
import { ActionBar, SidePanel, StepHeading, Stepper, SummarySheet } from './wizard-frame';
import { currentStep, initialWizardState, stepsOf, type WizardState, wizardReducer } from './wizard-state';
import { WizardStepBody } from './wizard-step-body';

export { preloadLaterSteps } from './later-steps';

const PriceChangedDialog = lazy(() =>
  import('./price-changed-dialog').then((m) => ({ default: m.PriceChangedDialog })),
);
const OfflineNote = lazy(() => import('./offline-note').then((m) => ({ default: m.OfflineNote })));

/** Before the first step change: no motion library at all (it loads after the first paint). */
function StillStep({ stepKey, children }: { stepKey: string; direction: number; children: ReactNode }) {
  return <div key={stepKey}>{children}</div>;
}

function initState(returned: PendingBooking | null): WizardState {
  if (!returned) return initialWizardState;
  const draft = returned.draft;
  // the agreement comes back as the customer gave it before paying
  return {
    ...draft,
    step: stepsOf(draft.flow).indexOf('checkout'),
    agreeTerms: draft.agreeTerms === true,
    agreePrivacy: draft.agreePrivacy === true,
  };
}

/**
 * `from`: the state the first step handed on when the customer pressed Next (wizard-start.tsx).
 * Without it the wizard starts by itself: from a saved draft, a reload at a later step or a
 * booking back from payment.
 */
export function Wizard({ from }: { from?: WizardState }) {
  const { t, i18n } = useTranslation('booking');
  const { salon, customer, requestSignIn } = useCustomerContext();
  const [returned, setReturned] = useState(() => (from ? null : (knownDraftToRestore() ?? null)));
  const [state, reduce] = useReducer(wizardReducer, returned, (r) => from ?? initState(r));
  const [busy, setBusy] = useState(false);
  const online = useOnline();
  const [reloadedAt] = useState(() => stepFromSearch(window.location.search));
  const { dispatch, restored } = useOfflineWizard({
    state,
    dispatch: reduce,
    returned,
    onReturned: setReturned,
    atCheckout: initState,
    busy,
    reloadedAt,
    handedOver: from !== undefined,
  });
  const currency = salon?.currency;
  const { lines, totals, from: fromPrice, main, sub } = useRunningCart(state, currency);
  useAnyStylistPrice(state, dispatch);
  const steps = stepsOf(state.flow);
  const step = currentStep(state);
  // payment methods load from the step before checkout on, so Pay is labelled right away
  const methods = useQuery({ ...paymentMethodsQuery, enabled: state.step >= steps.length - 2 });
  const [sheet, setSheet] = useState(false);
  const moves = useWizardMoves({ state, dispatch, restored, handedOver: from !== undefined });
  const sending = useWizardSubmit({
    state,
    dispatch,
    customer,
    lines,
    totals,
    currency,
    setBusy,
    closeSheet: () => setSheet(false),
    backToTimes: () => moves.goTo(steps.indexOf('datetime')),
  });
  useLaterStepsAhead();

  const isCheckout = step === 'checkout';
  const action = wizardAction({
    state,
    isCheckout,
    salon,
    lines,
    totals,
    currency,
    methodsPending: methods.isPending,
    online,
    t,
  });
  const onAction = isCheckout ? () => void sending.submit() : moves.goNext;
  const onBack = state.step > 0 ? () => moves.goTo(state.step - 1) : undefined;
  const nobodyDoesAll = useNobodyDoesAll(state.serviceIds, state.stylistListEpoch, step === 'services');
  const motion = loadedMotion();
  const StepWrap = moves.animated && motion ? motion.StepMotion : StillStep;
  const summary = (
    <BookingSummary
      lines={lines}
      totals={totals}
      stylist={state.stylist}
      when={summaryWhen(i18n.language, state.date, state.slot)}
      currency={currency}
      from={fromPrice}
    />
  );
  const bar = { action: action.label, actionDisabled: action.disabled, busy, onAction, onBack };

  return (
    <div className={styles.page}>
      <div className={styles.layout}>
        <div className={styles.content} ref={moves.top}>
          <Stepper steps={steps} current={state.step} onGoTo={busy ? undefined : moves.goTo} />
          <StepWrap stepKey={step} direction={moves.direction}>
            <StepHeading step={step} index={state.step} total={steps.length} focus={moves.moved} />
            {state.step === 1 ? <FlowSwitch flow={state.flow} onChange={moves.setFlow} /> : null}
            {online ? null : (
              <Suspense fallback={null}>
                <OfflineNote step={step} flow={state.flow} />
              </Suspense>
            )}
            <div className={styles.stepBody}>
              <WizardStepBody
                step={step}
                state={state}
                dispatch={dispatch}
                salon={salon}
                customer={customer}
                lines={lines}
                totals={totals}
                contactErrors={sending.contactErrors}
                returned={returned !== null}
                onGoTo={(id) => moves.goTo(steps.indexOf(id))}
                onSignIn={() => requestSignIn('login')}
              />
            </div>
          </StepWrap>
        </div>
        <SidePanel {...bar} notice={<ServicesFitNote show={nobodyDoesAll} />}>
          {summary}
        </SidePanel>
      </div>
      <ActionBar
        hideCart={isCheckout}
        main={main}
        sub={sub}
        onSummary={lines.length ? () => setSheet(true) : undefined}
        {...bar}
        notice={<ServicesFitNote show={nobodyDoesAll} />}
      />
      {sending.priceChange ? (
        <Suspense fallback={null}>
          <PriceChangedDialog
            total={money(totals.total_amount, currency)}
            onContinue={sending.acceptPriceChange}
            onCancel={sending.dismissPriceChange}
          />
        </Suspense>
      ) : null}
      <SummarySheet open={sheet} onClose={() => setSheet(false)}>
        {summary}
      </SummarySheet>
    </div>
  );
}
