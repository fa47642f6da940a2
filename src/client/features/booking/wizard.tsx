/**
 * The four-step booking wizard (docs/product.md §2 and §4; docs/offline.md). State lives in the
 * pure reducer of wizard-state.ts; this component wires it to the steps, the running cart in the
 * phone's bottom bar (or the wide screen's side panel), the summary sheet, focus and motion, the
 * step history and the submission. Its draft survives reloads and offline starts
 * (use-offline-wizard.ts); without a connection the services and stylists still work, and a note
 * says that choosing a time and paying need one.
 *
 * Not part of the home page's first load: a first visit starts with the first step alone
 * (wizard-start.tsx), which hands its state to this wizard on Next (`from`).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PriceChanged } from '#shared/contract/bookings';
import { useCustomerContext } from '../../components/customer-context';
import { money } from '../../components/format';
import { CalendarIcon, UserIcon } from '../../components/icons';
import { ApiCallError } from '../../lib/api';
import { inIdleTurns, pageSettled } from '../../lib/browser-turns';
import { mayFetchAhead } from '../../lib/fetch-ahead';
import { useOnline } from '../../lib/online';
import { toast } from '../../lib/toast';
import { useAnyStylistPrice } from './any-stylist-price';
import { BookingSummary } from './booking-summary';
import type { ContactErrors } from './contact-fields';
import { paymentMethodsQuery } from './later-step-queries';
import type { PendingBooking } from './pending-booking';
import { knownDraftToRestore } from './pending-known';
import { pricesOf } from './price-change';
import { totalsOf } from './pricing';
import { refusalOf } from './promo-text';
import { expectedProtection } from './protection-notice';
import { useRunningCart } from './running-cart';
import { ServicesFitNote, useNobodyDoesAll } from './services-fit-note';
import { ServicesStep } from './services-step';
import { stepFromSearch } from './step-history';
import { StepSkeleton } from './step-skeleton';
import { summaryWhen } from './summary-when';
import { useOfflineWizard } from './use-offline-wizard';
import { useStepHistory } from './use-step-history';
import styles from './wizard.module.css';
import { ActionBar, SidePanel, StepHeading, Stepper, SummarySheet } from './wizard-frame';
import {
  canGoNext,
  currentStep,
  type Flow,
  initialWizardState,
  isStepComplete,
  stepsOf,
  type WizardState,
  wizardReducer,
} from './wizard-state';

const StylistStep = lazy(() => import('./stylist-step').then((m) => ({ default: m.StylistStep })));
const DateTimeStep = lazy(() => import('./datetime-step').then((m) => ({ default: m.DateTimeStep })));
const CheckoutStep = lazy(() => import('./checkout-step').then((m) => ({ default: m.CheckoutStep })));
const PriceChangedDialog = lazy(() =>
  import('./price-changed-dialog').then((m) => ({ default: m.PriceChangedDialog })),
);
const OfflineNote = lazy(() => import('./offline-note').then((m) => ({ default: m.OfflineNote })));
/** The guest contact check (and the form helpers under it) is needed only once checkout is tried. */
const contactCheck = () => import('./contact-fields');

type MotionModule = typeof import('./step-motion');

/** The motion library, once loaded: the first step change after that slides. */
let motionLoaded: MotionModule | null = null;

/**
 * The later steps, the booking's sending and the motion library, fetched before they are needed;
 * on a slow connection or with Data Saver, each loads when its step opens (lib/fetch-ahead.ts).
 */
export function preloadLaterSteps(): void {
  if (!mayFetchAhead()) return;
  // one per idle period, so that fetching and running them never adds up to a long task while the
  // customer makes the first choices
  inIdleTurns([
    () => void import('./stylist-step'),
    () => void import('./datetime-step'),
    () =>
      void import('./step-motion').then((m) => {
        motionLoaded = m;
      }),
    () => void import('./checkout-step'),
    () => void import('./submit-booking'),
    () => void import('../../components/modal'),
  ]);
}

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

const ONLINE = new Set(['card', 'ewallet']);

/**
 * `from`: the state the first step handed on when the customer pressed Next (wizard-start.tsx).
 * Without it the wizard starts by itself: from a saved draft, a reload at a later step or a
 * booking back from payment.
 */
export function Wizard({ from }: { from?: WizardState }) {
  const { t, i18n } = useTranslation('booking');
  const { salon, customer, requestSignIn } = useCustomerContext();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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
  const [direction, setDirection] = useState(1);
  // handed on by Next: this is a step change (its heading takes focus, and it slides in)
  const [moved, setMoved] = useState(from !== undefined);
  const [sheet, setSheet] = useState(false);
  const [triedSubmit, setTriedSubmit] = useState(false);
  const [contactErrors, setContactErrors] = useState<ContactErrors>({});
  const [priceChange, setPriceChange] = useState<PriceChanged | null>(null);
  const [resubmit, setResubmit] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  const [animated, setAnimated] = useState(() => from !== undefined && motionLoaded !== null);

  // after a first try, the contact is checked again as it is typed (a filled field loses its message)
  useEffect(() => {
    if (!triedSubmit || customer) return;
    let current = true;
    void contactCheck()
      .then((m) => m.checkContact(state.contact))
      .then((found) => current && setContactErrors(found));
    return () => {
      current = false;
    };
  }, [state.contact, triedSubmit, customer]);

  // the later steps and the motion library arrive while the customer is still choosing services,
  // once the page has settled
  useEffect(() => {
    let current = true;
    void pageSettled().then(() => current && preloadLaterSteps());
    return () => {
      current = false;
    };
  }, []);

  const moveTo = useCallback((dir: number) => {
    setDirection(dir);
    setMoved(true);
    // switching the wrapper only together with a step change, so nothing on screen remounts
    if (motionLoaded) setAnimated(true);
    const y = top.current ? top.current.getBoundingClientRect().top + window.scrollY - 8 : 0;
    if (window.scrollY > y) window.scrollTo({ top: y });
  }, []);

  const history = useStepHistory({
    step: state.step,
    ready: restored,
    canGoNext: canGoNext(state),
    onBack: (to) => {
      moveTo(-1);
      dispatch({ type: 'goTo', step: to });
    },
    onForward: () => {
      moveTo(1);
      dispatch({ type: 'next' });
    },
  });

  const goNext = () => {
    if (!canGoNext(state)) return;
    moveTo(1);
    dispatch({ type: 'next' });
    history.pushed(state.step + 1);
  };
  const goTo = (index: number) => {
    if (index >= state.step) return;
    history.back(index, () => {
      moveTo(-1);
      dispatch({ type: 'goTo', step: index });
    });
  };
  const setFlow = (flow: Flow) => {
    if (flow === state.flow) return;
    moveTo(flow === 'time' ? 1 : -1);
    dispatch({ type: 'setFlow', flow });
  };

  async function submit() {
    if (!isStepComplete(state)) return;
    if (!customer) {
      const { CONTACT_FIELDS, checkContact } = await contactCheck();
      const found = await checkContact(state.contact);
      setTriedSubmit(true);
      setContactErrors(found);
      const first = CONTACT_FIELDS.find((f) => found[f]);
      if (first) {
        setSheet(false);
        document.getElementById(`contact-${first}`)?.focus();
        return;
      }
    }
    setBusy(true);
    try {
      const { submitBooking } = await import('./submit-booking');
      const result = await submitBooking(state, customer, totals.total_amount);
      if (result.kind === 'confirmed') navigate('/booking-success');
      else window.location.assign(result.url);
    } catch (e) {
      setBusy(false);
      const err = e instanceof ApiCallError ? e : null;
      if (err?.code === 'price_changed' && err.data) {
        // the Pay button shows the new amount at once; paying waits for the customer's yes
        const changed = err.data as PriceChanged;
        dispatch({ type: 'reprice', prices: pricesOf(changed) });
        setPriceChange(changed);
        return;
      }
      const refused = refusalOf(err);
      if (refused) {
        // the code no longer applies: taken off, and the customer books at the full total
        dispatch({ type: 'removePromo' });
        const total = money(totalsOf(lines, null).total_amount, currency);
        toast.error(t('promo.dropped', { reason: t(`promo.refused.${refused}`), total }), { duration: 8000 });
        return;
      }
      if (err?.code === 'slot_taken') {
        toast.error(err.message);
        void queryClient.invalidateQueries({ queryKey: ['slots'] });
        void queryClient.invalidateQueries({ queryKey: ['stylists-available'] });
        goTo(steps.indexOf('datetime'));
        return;
      }
      toast.error(err?.hasMessage ? err.message : t('errors.bookFailed'));
    }
  }

  // after "Continue" on a changed price: submit once the new prices are in the state
  useEffect(() => {
    if (!resubmit) return;
    setResubmit(false);
    void submit();
  });

  const count = lines.length;
  const isCheckout = step === 'checkout';
  const pays =
    isCheckout && (state.paymentKeyword === null ? methods.isPending : ONLINE.has(state.paymentKeyword));
  // no-show protection: the Pay button names the deposit, or saving a card (the server's answer decides)
  const protection = isCheckout ? expectedProtection(salon, lines, totals.total_amount) : null;
  const actionLabel = isCheckout
    ? protection?.protection === 'card_on_file'
      ? t('protection.saveCard')
      : protection?.protection === 'deposit'
        ? t('protection.payDeposit', { amount: money(protection.depositAmount, currency) })
        : pays || protection
          ? t('wizard.pay', { amount: money(totals.total_amount, currency) })
          : t('wizard.confirm')
    : t('wizard.next');
  const actionDisabled = isCheckout ? !isStepComplete(state) || count === 0 || !online : !canGoNext(state);
  const onAction = isCheckout ? () => void submit() : goNext;
  const onBack = state.step > 0 ? () => goTo(state.step - 1) : undefined;
  const nobodyDoesAll = useNobodyDoesAll(state.serviceIds, state.stylistListEpoch, step === 'services');
  const StepWrap = animated && motionLoaded ? motionLoaded.StepMotion : StillStep;
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

  return (
    <div className={styles.page}>
      <div className={styles.layout}>
        <div className={styles.content} ref={top}>
          <Stepper steps={steps} current={state.step} onGoTo={busy ? undefined : goTo} />
          <StepWrap stepKey={step} direction={direction}>
            <StepHeading step={step} index={state.step} total={steps.length} focus={moved} />
            {state.step === 1 ? <FlowSwitch flow={state.flow} onChange={setFlow} /> : null}
            {online ? null : (
              <Suspense fallback={null}>
                <OfflineNote step={step} flow={state.flow} />
              </Suspense>
            )}
            <div className={styles.stepBody}>
              <Suspense fallback={<StepSkeleton />}>
                {step === 'services' ? (
                  <ServicesStep state={state} dispatch={dispatch} currency={currency} />
                ) : null}
                {step === 'stylist' ? (
                  <StylistStep
                    state={state}
                    dispatch={dispatch}
                    currency={currency}
                    onChangeServices={() => goTo(0)}
                    onChangeTime={() => goTo(steps.indexOf('datetime'))}
                  />
                ) : null}
                {step === 'datetime' ? (
                  <DateTimeStep state={state} dispatch={dispatch} timeZone={salon?.time_zone} />
                ) : null}
                {isCheckout ? (
                  <CheckoutStep
                    state={state}
                    dispatch={dispatch}
                    customer={customer}
                    salon={salon}
                    lines={lines}
                    totals={totals}
                    contactErrors={customer ? {} : contactErrors}
                    onSignIn={() => requestSignIn('login')}
                    returned={returned !== null}
                  />
                ) : null}
              </Suspense>
            </div>
          </StepWrap>
        </div>
        <SidePanel
          action={actionLabel}
          actionDisabled={actionDisabled}
          busy={busy}
          onAction={onAction}
          onBack={onBack}
          notice={<ServicesFitNote show={nobodyDoesAll} />}
        >
          {summary}
        </SidePanel>
      </div>
      <ActionBar
        hideCart={isCheckout}
        main={main}
        sub={sub}
        onSummary={count ? () => setSheet(true) : undefined}
        onBack={onBack}
        action={actionLabel}
        actionDisabled={actionDisabled}
        busy={busy}
        onAction={onAction}
        notice={<ServicesFitNote show={nobodyDoesAll} />}
      />
      {priceChange ? (
        <Suspense fallback={null}>
          <PriceChangedDialog
            total={money(totals.total_amount, currency)}
            onContinue={() => {
              setPriceChange(null);
              setResubmit(true);
            }}
            onCancel={() => setPriceChange(null)}
          />
        </Suspense>
      ) : null}
      <SummarySheet open={sheet} onClose={() => setSheet(false)}>
        {summary}
      </SummarySheet>
    </div>
  );
}

function FlowSwitch({ flow, onChange }: { flow: Flow; onChange: (flow: Flow) => void }) {
  const { t } = useTranslation('booking');
  return (
    <fieldset className={styles.flow}>
      <legend className="visually-hidden">{t('wizard.flowLabel')}</legend>
      <button
        type="button"
        className={styles.flowButton}
        aria-pressed={flow === 'stylist'}
        onClick={() => onChange('stylist')}
      >
        <UserIcon size={18} />
        {t('wizard.flowStylist')}
      </button>
      <button
        type="button"
        className={styles.flowButton}
        aria-pressed={flow === 'time'}
        onClick={() => onChange('time')}
      >
        <CalendarIcon size={18} />
        {t('wizard.flowTime')}
      </button>
    </fieldset>
  );
}
