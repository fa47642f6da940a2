/**
 * The home page's body before its code and data arrive: the first step's frame and skeleton cards.
 * Rendered to HTML at build time (scripts/prerender.mjs) under the header with placeholders, by
 * the router while the home page's code loads, and by the home page while the whole wizard's code
 * loads for a start that may open at a later step (booking-wizard.tsx). It is the markup the real
 * page shows while it loads, so nothing jumps when the page takes over.
 */
import { useTranslation } from 'react-i18next';
import summaryStyles from './booking-summary.module.css';
import { ServicesSkeleton } from './services-skeleton';
import styles from './wizard.module.css';
import { stepsOf } from './wizard-choices';
import { ActionBar, SidePanel, StepHeading, Stepper } from './wizard-frame';

/** @public the prerender script renders it (scripts/prerender.mjs) */
export function HomeShellBody() {
  const { t } = useTranslation('booking');
  return (
    <main id="main" tabIndex={-1}>
      <h1 className="visually-hidden">{t('wizard.title')}</h1>
      <WizardShell />
    </main>
  );
}

/** The wizard at its first step, with skeleton cards and nothing chosen. */
export function WizardShell() {
  const { t } = useTranslation('booking');
  return (
    <div className={styles.page}>
      <div className={styles.layout}>
        <div className={styles.content}>
          <Stepper steps={stepsOf('stylist')} current={0} />
          <div>
            <StepHeading step="services" index={0} total={4} />
            <div className={styles.stepBody}>
              <ServicesSkeleton />
            </div>
          </div>
        </div>
        <SidePanel action={t('wizard.next')} actionDisabled>
          <p className={summaryStyles.empty}>{t('summary.empty')}</p>
        </SidePanel>
      </div>
      <ActionBar main={t('cart.empty')} action={t('wizard.next')} actionDisabled />
    </div>
  );
}
