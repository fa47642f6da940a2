/**
 * Checkout, the review step: everything once more (services, stylist, date, time, prices), the
 * contact details (prefilled and not asked when signed in), the payment method, the promo code and
 * the terms and privacy agreement (ticked by default, both required). The Pay button lives in the
 * wizard's action bar or side panel.
 */
import { useQuery } from '@tanstack/react-query';
import { type Dispatch, type ReactNode, useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { SalonProfile } from '../../../shared/contract/back-office';
import { Button } from '../../components/button';
import { Checkbox, TextField } from '../../components/field';
import { digitsOnly, type FieldError } from '../../components/field-rules';
import {
  AlertIcon,
  CardIcon,
  CheckIcon,
  ClockIcon,
  StoreIcon,
  TagIcon,
  WalletIcon,
} from '../../components/icons';
import { ApiCallError, call } from '../../lib/api';
import type { StoredCustomer } from '../../lib/session';
import { BookingSummary } from './booking-summary';
import styles from './checkout-step.module.css';
import type { ContactErrors } from './contact-rules';
import type { SummaryLine, Totals } from './pricing';
import { promoDisplay } from './pricing';
import { paymentMethodsQuery } from './queries';
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

const METHOD_ICONS: Record<string, typeof CardIcon> = { card: CardIcon, ewallet: WalletIcon };

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
  const { t } = useTranslation('booking');
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
          date={state.date}
          slot={state.slot}
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
            <p className={styles.errorText}>{t('checkout.agreeRequired')}</p>
          ) : null}
        </div>
      </Section>
      {salon ? (
        <p className={styles.hold}>
          <ClockIcon size={16} />
          {t('checkout.hold', { minutes: salon.payment_hold_minutes })}
        </p>
      ) : null}
    </>
  );
}

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section className={`${styles.section} ${className ?? ''}`} aria-labelledby={id}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
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
  const { t: tc } = useTranslation();
  const err = (e: FieldError | undefined) => (e ? tc(`errors.${e}`) : null);
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

function PaymentSection({ state, dispatch }: { state: WizardState; dispatch: Dispatch<WizardAction> }) {
  const { t } = useTranslation('booking');
  const methods = useQuery(paymentMethodsQuery);
  const id = useId();
  const first = methods.data?.[0]?.payment_keyword ?? null;
  useEffect(() => {
    if (methods.data && !methods.data.some((m) => m.payment_keyword === state.paymentKeyword))
      dispatch({ type: 'setPaymentKeyword', keyword: first });
  }, [methods.data, state.paymentKeyword, first, dispatch]);
  if (methods.isPending || !methods.data?.length) {
    return methods.isPending ? null : (
      <Section title={t('checkout.paymentTitle')}>
        <p className={styles.muted}>{t('checkout.noMethods')}</p>
      </Section>
    );
  }
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.sectionTitle}>
        {t('checkout.paymentTitle')}
      </h3>
      <div className={styles.methods} role="radiogroup" aria-labelledby={id}>
        {methods.data.map((m) => {
          const Icon = METHOD_ICONS[m.payment_keyword] ?? StoreIcon;
          const selected = state.paymentKeyword === m.payment_keyword;
          return (
            <label
              key={m.payment_keyword}
              className={`${styles.method} ${selected ? styles.methodSelected : ''}`}
            >
              <input
                type="radio"
                name="payment-method"
                className="visually-hidden"
                checked={selected}
                onChange={() => dispatch({ type: 'setPaymentKeyword', keyword: m.payment_keyword })}
              />
              <span className={styles.methodIcon} aria-hidden="true">
                <Icon size={22} />
              </span>
              <span>
                <span className={styles.methodName}>{m.name}</span>
                {m.description ? <span className={styles.methodText}>{m.description}</span> : null}
              </span>
              <span className={styles.radio} aria-hidden="true" />
            </label>
          );
        })}
      </div>
    </section>
  );
}

function PromoSection({ state, dispatch }: { state: WizardState; dispatch: Dispatch<WizardAction> }) {
  const { t } = useTranslation('booking');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const applied = promoDisplay(state.promo);

  async function apply() {
    const trimmed = code.trim();
    if (!trimmed) return setError(t('promo.enterCode'));
    setBusy(true);
    setError(null);
    try {
      const result = await call('promoValidate', { promo_code: trimmed });
      dispatch({ type: 'applyPromo', promo: { code: result.promo_code, percent: result.percent } });
      toast.success(t('promo.applied', { percent: result.percent }));
      setCode('');
    } catch (e) {
      const message =
        e instanceof ApiCallError && (e.isNetwork || e.status >= 500) ? e.message : t('promo.invalid');
      setError(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title={t('promo.title')}>
      {applied ? (
        <div className={styles.applied} role="status">
          <span className={styles.appliedText}>
            <CheckIcon size={18} />
            {t('promo.appliedLine', { code: applied.code, percent: applied.percent })}
          </span>
          <Button variant="ghost" onClick={() => dispatch({ type: 'removePromo' })}>
            {t('promo.remove')}
          </Button>
        </div>
      ) : (
        <form
          className={styles.promoRow}
          onSubmit={(e) => {
            e.preventDefault();
            void apply();
          }}
        >
          <TextField
            label={t('promo.label')}
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setError(null);
            }}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            error={error}
          />
          <Button
            type="submit"
            variant="secondary"
            className={styles.promoButton}
            busy={busy}
            icon={<TagIcon size={18} />}
          >
            {t('promo.apply')}
          </Button>
        </form>
      )}
    </Section>
  );
}
