/** The checkout's parts: a titled card, and the payment method and promo code sections. */
import { useQuery } from '@tanstack/react-query';
import { type Dispatch, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { CheckIcon } from '../../components/icons';
import { CardIcon, StoreIcon, TagIcon, WalletIcon } from '../../components/page-icons';
import { call } from '../../lib/api';
import { toast } from '../../lib/toast';
import styles from './checkout-step.module.css';
import { paymentMethodsQuery } from './later-step-queries';
import { offText, promoOf, refusalText } from './promo-text';
import type { WizardAction, WizardState } from './wizard-state';

const METHOD_ICONS: Record<string, typeof CardIcon> = { card: CardIcon, ewallet: WalletIcon };

export function Section({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
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

export function PaymentSection({
  state,
  dispatch,
}: {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
}) {
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

/**
 * The promo code: checked by the server for the chosen services and stylist, whose terms then
 * price the summary; a refusal says why, by its machine reason.
 */
export function PromoSection({ state, dispatch }: { state: WizardState; dispatch: Dispatch<WizardAction> }) {
  const { t } = useTranslation('booking');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const applied = state.promo;

  async function apply() {
    const trimmed = code.trim();
    if (!trimmed) return setError(t('promo.enterCode'));
    setBusy(true);
    setError(null);
    try {
      const result = await call('promoCheck', {
        promo_code: trimmed,
        selected_service_ids: state.serviceIds,
        stylist_id: state.stylist?.id ?? 0,
      });
      if (!result) return;
      dispatch({ type: 'applyPromo', promo: promoOf(result) });
      toast.success(t('promo.applied', { code: result.promo_code }));
      setCode('');
    } catch (e) {
      setError(refusalText(t, e));
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
            {t('promo.appliedLine', { code: applied.code, off: offText(t, applied) })}
          </span>
          {applied.first_visit_only ? <span className={styles.muted}>{t('promo.firstVisit')}</span> : null}
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
