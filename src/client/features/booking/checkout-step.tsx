/**
 * Checkout, the review step: everything once more (services, stylist, date, time, prices), the
 * contact details (prefilled and not asked when signed in), the payment method, the promo code and
 * the salon's no-show protection in plain words with this booking's amounts (protection-notice.tsx),
 * the terms and privacy agreement (unticked until the customer ticks them, both required; the terms
 * box names the deposit and the fees). The Pay button lives in the
 * wizard's action bar or side panel.
 */
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalonProfile } from '#shared/contract/back-office';
import { Button } from '../../components/button';
import { Checkbox, TextField } from '../../components/field';
import { AlertIcon, ClockIcon } from '../../components/icons';
import { digitsOnly, useFieldText } from '../../lib/form-check';
import type { StoredCustomer } from '../../lib/session';
import { BookingSummary } from './booking-summary';
import { PaymentSection, PromoSection, Section } from './checkout-sections';
import styles from './checkout-step.module.css';
import type { ContactErrors } from './contact-fields';
import { PolicyLine } from './manage/policy-line';
import type { SummaryLine, Totals } from './pricing';
import { expectedProtection, ProtectionNotice, useFeesAgreement } from './protection-notice';
import { summaryWhen } from './summary-when';
import type { WizardAction, WizardState } from './wizard-state';

type Props = {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  customer: StoredCustomer | null;
  salon: SalonProfile | undefined;
  lines: SummaryLine[];
  totals: Totals;
  contactErrors: ContactErrors;
  onSignIn: () => void;
  /** Shown when the customer came back from a payment that did not go through. */
  returned: boolean;
};

export function CheckoutStep({
  state,
  dispatch,
  customer,
  salon,
  lines,
  totals,
  contactErrors,
  onSignIn,
  returned,
}: Props) {
  const { t, i18n } = useTranslation('booking');
  const protection = expectedProtection(salon, lines, totals.total_amount);
  const fees = useFeesAgreement(salon, protection, totals.total_amount);
  return (
    <>
      {returned ? (
        <p className={styles.notice} role="status">
          <AlertIcon size={20} />
          {t('checkout.returned')}
        </p>
      ) : null}
      <Section title={t('checkout.reviewTitle')} className={styles.review}>
        <BookingSummary
          lines={lines}
          totals={totals}
          stylist={state.stylist}
          when={summaryWhen(i18n.language, state.date, state.slot)}
          currency={salon?.currency}
        />
      </Section>
      <ContactSection
        state={state}
        dispatch={dispatch}
        customer={customer}
        errors={contactErrors}
        onSignIn={onSignIn}
      />
      <PaymentSection state={state} dispatch={dispatch} />
      <PromoSection state={state} dispatch={dispatch} />
      {salon && protection ? (
        <Section title={t('protection.title')}>
          <ProtectionNotice
            salon={salon}
            protection={protection}
            total={totals.total_amount}
            className={styles.policy}
          />
        </Section>
      ) : null}
      <Section title={t('checkout.agreementTitle')}>
        <div className={styles.agree}>
          <Checkbox
            checked={state.agreeTerms}
            onChange={(e) => dispatch({ type: 'setAgreement', terms: e.target.checked })}
            label={
              <>
                {t('checkout.agreeTerms')}{' '}
                <a href="/terms" target="_blank" rel="noopener">
                  {t('checkout.termsLink')}
                  <span className="visually-hidden"> {t('checkout.newTab')}</span>
                </a>
                {fees}
              </>
            }
          />
          <Checkbox
            checked={state.agreePrivacy}
            onChange={(e) => dispatch({ type: 'setAgreement', privacy: e.target.checked })}
            label={
              <>
                {t('checkout.agreePrivacy')}{' '}
                <a href="/privacy" target="_blank" rel="noopener">
                  {t('checkout.privacyLink')}
                  <span className="visually-hidden"> {t('checkout.newTab')}</span>
                </a>
              </>
            }
          />
          {!state.agreeTerms || !state.agreePrivacy ? (
            <p className={styles.muted}>{t('checkout.agreeRequired')}</p>
          ) : null}
        </div>
      </Section>
      {salon ? (
        <p className={styles.hold}>
          <ClockIcon size={16} />
          {t('checkout.hold', { minutes: salon.payment_hold_minutes })}
        </p>
      ) : null}
      {salon ? (
        <PolicyLine
          salon={salon}
          date={state.date}
          time={state.slot?.start_time ?? null}
          className={styles.hold}
          cancelWithFee={(protection?.lateCancelFeePercent ?? 0) > 0}
        />
      ) : null}
    </>
  );
}

function ContactSection({
  state,
  dispatch,
  customer,
  errors,
  onSignIn,
}: {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  customer: StoredCustomer | null;
  errors: ContactErrors;
  onSignIn: () => void;
}) {
  const { t } = useTranslation('booking');
  // checkout words a short phone as 'invalid phone'
  const err = useFieldText({ phone_min_digits: 'invalid_phone' });
  if (customer) {
    return (
      <Section title={t('checkout.contactTitle')}>
        <div className={styles.me}>
          <span className={styles.meName}>{customer.full_name}</span>
          <span className={styles.muted}>{customer.email}</span>
          <span className={styles.muted}>{customer.phone_number}</span>
        </div>
      </Section>
    );
  }
  return (
    <Section title={t('checkout.contactTitle')}>
      <div className={styles.signInRow}>
        <span>{t('checkout.haveAccount')}</span>
        <Button variant="ghost" onClick={onSignIn}>
          {t('checkout.logIn')}
        </Button>
      </div>
      <TextField
        id="contact-full_name"
        label={t('checkout.fullName')}
        autoComplete="name"
        value={state.contact.full_name}
        onChange={(e) => dispatch({ type: 'setContact', contact: { full_name: e.target.value } })}
        error={err(errors.full_name)}
        required
      />
      <TextField
        id="contact-email"
        label={t('checkout.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={state.contact.email}
        onChange={(e) => dispatch({ type: 'setContact', contact: { email: e.target.value } })}
        error={err(errors.email)}
        hint={t('checkout.emailHint')}
        required
      />
      <TextField
        id="contact-phone_number"
        label={t('checkout.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        value={state.contact.phone_number}
        onChange={(e) =>
          dispatch({ type: 'setContact', contact: { phone_number: digitsOnly(e.target.value) } })
        }
        error={err(errors.phone_number)}
        required
      />
    </Section>
  );
}
