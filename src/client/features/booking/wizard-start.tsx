/**
 * The booking wizard's first step as a first visit of the home page gets it: the services, the
 * running cart, the summary and Next, looking and behaving as the whole wizard's first step does.
 * It is all the customer needs before moving on, so the rest of the wizard (the later steps, the
 * step history, restoring a draft, checkout and sending the booking) stays out of the home page's
 * first load: it arrives shortly after the first paint (booking-wizard.tsx), and Next hands the
 * choices to it.
 */
import { lazy, Suspense, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerContext } from '../../components/customer-context';
import { Skeleton } from '../../components/skeleton';
import { lazyPart } from '../../lib/lazy-page';
import { useOnline } from '../../lib/online';
import summaryStyles from './booking-summary.module.css';
import { useRunningCart } from './running-cart';
import { ServicesFitNote, useNobodyDoesAll } from './services-fit-note';
import { ServicesStep } from './services-step';
import { useDraftSaving } from './use-draft-saving';
import styles from './wizard.module.css';
import {
  canGoNext,
  firstStepReducer,
  initialWizardState,
  stepsOf,
  type WizardAction,
  type WizardState,
} from './wizard-choices';
import { ActionBar, SidePanel, StepHeading, Stepper, SummarySheet } from './wizard-frame';

const OfflineNote = lazy(() => import('./offline-note').then((m) => ({ default: m.OfflineNote })));
/**
 * The summary's code is asked for with the first render and is needed only once a service is
 * chosen: until then it says that nothing is chosen, as the summary itself would.
 */
export const BookingSummary = lazyPart(() => import('./booking-summary'), 'BookingSummary');

/** On the first step nothing is chosen beyond the services. */
const NO_DATE_YET = { date: null, time: null };
const ignore = (_: WizardAction) => {};

type Props = {
  /** Next: the state at the second step, for the whole wizard to continue from. */
  onNext: (state: WizardState) => void;
  /** The whole wizard's code is still on its way after Next: Next shows it is busy, choices wait. */
  handingOver: boolean;
  /** Next can be pressed (a service is chosen): the whole wizard's code is wanted now. */
  onNextPossible: () => void;
};

export function WizardStart({ onNext, handingOver, onNextPossible }: Props) {
  const { t } = useTranslation('booking');
  const { salon } = useCustomerContext();
  const online = useOnline();
  const [state, reduce] = useReducer(firstStepReducer, initialWizardState);
  const { dispatch } = useDraftSaving(state, reduce);
  const currency = salon?.currency;
  const { lines, totals, main, sub } = useRunningCart(state, currency);
  const nobodyDoesAll = useNobodyDoesAll(state.serviceIds, state.stylistListEpoch, true);
  const [sheet, setSheet] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  const steps = stepsOf(state.flow);
  const nextPossible = canGoNext(state);
  useEffect(() => {
    if (nextPossible) onNextPossible();
  }, [nextPossible, onNextPossible]);

  const goNext = () => {
    if (!nextPossible || handingOver) return;
    // as every step change in the wizard does: the new step's top comes into view
    const y = top.current ? top.current.getBoundingClientRect().top + window.scrollY - 8 : 0;
    if (window.scrollY > y) window.scrollTo({ top: y });
    onNext(firstStepReducer(state, { type: 'next' }));
  };

  const summary = (
    <Suspense
      fallback={
        lines.length ? (
          <Skeleton height={96} radius="var(--radius-md)" />
        ) : (
          <p className={summaryStyles.empty}>{t('summary.empty')}</p>
        )
      }
    >
      <BookingSummary lines={lines} totals={totals} stylist={null} when={NO_DATE_YET} currency={currency} />
    </Suspense>
  );
  const notice = <ServicesFitNote show={nobodyDoesAll} />;
  return (
    <div className={styles.page}>
      <div className={styles.layout}>
        <div className={styles.content} ref={top}>
          <Stepper steps={steps} current={0} />
          <div>
            <StepHeading step="services" index={0} total={steps.length} />
            {online ? null : (
              <Suspense fallback={null}>
                <OfflineNote step="services" flow={state.flow} />
              </Suspense>
            )}
            <div className={styles.stepBody}>
              <ServicesStep state={state} dispatch={handingOver ? ignore : dispatch} currency={currency} />
            </div>
          </div>
        </div>
        <SidePanel
          action={t('wizard.next')}
          actionDisabled={!nextPossible}
          busy={handingOver}
          onAction={goNext}
          notice={notice}
        >
          {summary}
        </SidePanel>
      </div>
      <ActionBar
        main={main}
        sub={sub}
        onSummary={lines.length ? () => setSheet(true) : undefined}
        action={t('wizard.next')}
        actionDisabled={!nextPossible}
        busy={handingOver}
        onAction={goNext}
        notice={notice}
      />
      <SummarySheet open={sheet} onClose={() => setSheet(false)}>
        {summary}
      </SummarySheet>
    </div>
  );
}
