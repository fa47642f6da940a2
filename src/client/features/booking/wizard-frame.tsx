/**
 * The wizard's presentational frame: the step indicator, each step's heading (focused when the
 * step changes), the phone's sticky bottom bar with the running cart and the one main action, and
 * the wide screen's side panel. Pure, so the prerendered home page uses the very same markup.
 */
import { lazy, type ReactNode, Suspense, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { ChevronLeftIcon, ChevronRightIcon, ChevronUpIcon } from '../../components/icons';
import { useBarClearance } from '../../lib/use-bar-clearance';
import styles from './wizard.module.css';
import type { StepId } from './wizard-state';

export function Stepper({
  steps,
  current,
  onGoTo,
}: {
  steps: readonly StepId[];
  current: number;
  onGoTo?: (index: number) => void;
}) {
  const { t } = useTranslation('booking');
  return (
    <ol className={styles.stepper} aria-label={t('wizard.progress')}>
      {steps.map((id, i) => {
        const state = i < current ? styles.done : i === current ? styles.current : '';
        const label = (
          <>
            <span className={styles.stepBar} aria-hidden="true" />
            <span className={styles.stepText}>{t(`wizard.steps.${id}`)}</span>
          </>
        );
        return (
          <li
            key={id}
            className={`${styles.stepItem} ${state}`}
            aria-current={i === current ? 'step' : undefined}
          >
            {i < current && onGoTo ? (
              <button
                type="button"
                className={styles.stepButton}
                onClick={() => onGoTo(i)}
                aria-label={t('wizard.backTo', { step: t(`wizard.steps.${id}`) })}
              >
                {label}
              </button>
            ) : (
              <span className={styles.stepLabel}>{label}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The step's title; takes focus when the customer moves to this step (not on first load). */
export function StepHeading({
  step,
  index,
  total,
  focus,
}: {
  step: StepId;
  index: number;
  total: number;
  focus?: boolean;
}) {
  const { t } = useTranslation('booking');
  const ref = useRef<HTMLHeadingElement>(null);
  // in the same commit as the step: no moment with focus on <body>
  useLayoutEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <>
      <p className={styles.eyebrow}>{t('wizard.stepOf', { step: index + 1, total })}</p>
      <h2 ref={ref} tabIndex={-1} className={styles.heading} id={`step-${step}`}>
        {t(`wizard.headings.${step}`)}
      </h2>
    </>
  );
}

type BarProps = {
  /** On checkout the review is on the page itself: the bar keeps only Back and Pay. */
  hideCart?: boolean;
  main: ReactNode;
  sub?: ReactNode;
  onSummary?: () => void;
  onBack?: () => void;
  action: ReactNode;
  actionDisabled?: boolean;
  busy?: boolean;
  onAction?: () => void;
  /** A note above the bar's actions (e.g. that no one stylist does every chosen service). */
  notice?: ReactNode;
};

/** The phone's bottom bar: back, the running cart (opens the summary sheet) and the main action. */
export function ActionBar({
  hideCart,
  main,
  sub,
  onSummary,
  onBack,
  action,
  actionDisabled,
  busy,
  onAction,
  notice,
}: BarProps) {
  const { t } = useTranslation('booking');
  const ref = useRef<HTMLDivElement>(null);
  useBarClearance(ref, 'bottom');
  return (
    <div ref={ref} className={styles.bar}>
      {notice}
      <div className={styles.barInner}>
        {onBack ? (
          <button type="button" className={styles.iconButton} onClick={onBack} aria-label={t('wizard.back')}>
            <ChevronLeftIcon size={22} />
          </button>
        ) : null}
        {hideCart ? null : (
          <button
            type="button"
            className={styles.cart}
            onClick={onSummary}
            disabled={!onSummary}
            aria-haspopup="dialog"
          >
            <span className={styles.cartMain}>{main}</span>
            {sub ? (
              <span className={styles.cartSub}>
                {sub}
                {onSummary ? <ChevronUpIcon size={14} /> : null}
              </span>
            ) : null}
          </button>
        )}
        <Button
          className={`${styles.nextButton} ${hideCart ? styles.wide : ''}`}
          size="lg"
          disabled={actionDisabled}
          busy={busy}
          onClick={onAction}
        >
          {action}
          {busy ? null : <ChevronRightIcon size={18} />}
        </Button>
      </div>
    </div>
  );
}

/** The wide screen's summary panel with the main action under the total. */
export function SidePanel({
  children,
  action,
  actionDisabled,
  busy,
  onAction,
  onBack,
  notice,
}: {
  children: ReactNode;
  action: ReactNode;
  actionDisabled?: boolean;
  busy?: boolean;
  onAction?: () => void;
  onBack?: () => void;
  notice?: ReactNode;
}) {
  const { t } = useTranslation('booking');
  return (
    <aside className={styles.aside} aria-labelledby="summary-title">
      <div className={styles.panel}>
        <h2 id="summary-title" className={styles.panelTitle}>
          {t('summary.title')}
        </h2>
        {children}
        {notice}
        <div className={styles.panelActions}>
          <Button size="lg" block disabled={actionDisabled} busy={busy} onClick={onAction}>
            {action}
          </Button>
          {onBack ? (
            <Button variant="ghost" block onClick={onBack} icon={<ChevronLeftIcon size={18} />}>
              {t('wizard.back')}
            </Button>
          ) : null}
        </div>
      </div>
    </aside>
  );
}

const Modal = lazy(() => import('../../components/modal').then((m) => ({ default: m.Modal })));

/** The booking summary as a sheet over the page (a phone's "view summary"); its code loads when opened. */
export function SummarySheet({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('booking');
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <Modal open title={t('summary.title')} onClose={onClose}>
        {children}
      </Modal>
    </Suspense>
  );
}
