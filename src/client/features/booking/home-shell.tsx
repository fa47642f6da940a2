/**
 * The wizard's first step before its code and data arrive: the frame and skeleton cards, shown by
 * the home page while the whole wizard's code loads for a start that may open at a later step
 * (booking-wizard.tsx). The same markup as the first step while the services load, so nothing
 * jumps when the wizard takes over.
 */
import { useTranslation } from 'react-i18next';
import summaryStyles from './booking-summary.module.css';
import { ServicesSkeleton } from './services-skeleton';
import styles from './wizard.module.css';
import { stepsOf } from './wizard-choices';
import { ActionBar, SidePanel, StepHeading, Stepper } from './wizard-frame';

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
