/**
 * The wizard's one main action, in the bottom bar and the side panel: Next on the first steps; at
 * checkout Pay (naming the amount), Pay deposit, Save card (no-show protection: the server's answer
 * decides) or Confirm when nothing is paid online.
 */
import type { TFunction } from 'i18next';
import type { SalonProfile } from '#shared/contract/back-office';
import { money } from '../../components/format';
import type { SummaryLine, Totals } from './pricing';
import { expectedProtection } from './protection-notice';
import { canGoNext, isStepComplete, type WizardState } from './wizard-state';

const ONLINE = new Set(['card', 'ewallet']);

type Facts = {
  state: WizardState;
  isCheckout: boolean;
  salon: SalonProfile | undefined;
  lines: readonly SummaryLine[];
  totals: Totals;
  currency: string | undefined;
  /** The payment methods are still loading (Pay is then the likely label). */
  methodsPending: boolean;
  online: boolean;
  t: TFunction<'booking'>;
};

/** The main action's label and whether it can be pressed now. */
export function wizardAction(f: Facts): { label: string; disabled: boolean } {
  const { state, isCheckout, currency, t } = f;
  if (!isCheckout) return { label: t('wizard.next'), disabled: !canGoNext(state) };
  const pays = state.paymentKeyword === null ? f.methodsPending : ONLINE.has(state.paymentKeyword);
  // no-show protection: the Pay button names the deposit, or saving a card (the server's answer decides)
  const protection = expectedProtection(f.salon, f.lines, f.totals.total_amount);
  const label =
    protection?.protection === 'card_on_file'
      ? t('protection.saveCard')
      : protection?.protection === 'deposit'
        ? t('protection.payDeposit', { amount: money(protection.depositAmount, currency) })
        : pays || protection
          ? t('wizard.pay', { amount: money(f.totals.total_amount, currency) })
          : t('wizard.confirm');
  return { label, disabled: !isStepComplete(state) || f.lines.length === 0 || !f.online };
}
