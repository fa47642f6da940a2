/**
 * The wizard's booking, sent from checkout: a guest's contact checked first (and again as it is
 * typed after a first try), then the booking, and what each refusal asks of the customer: a changed
 * price waits for their yes, a promo code that no longer applies is taken off, and a time just
 * taken sends them back to choose another.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type Dispatch, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PriceChanged } from '#shared/contract/bookings';
import { money } from '../../components/format';
import { ApiCallError } from '../../lib/api';
import type { StoredCustomer } from '../../lib/session';
import { toast } from '../../lib/toast';
import type { ContactErrors } from './contact-fields';
import { pricesOf } from './price-change';
import { type SummaryLine, type Totals, totalsOf } from './pricing';
import { refusalOf } from './promo-text';
import { isStepComplete, type WizardAction, type WizardState } from './wizard-state';

/** The guest contact check (and the form helpers under it) is needed only once checkout is tried. */
const contactCheck = () => import('./contact-fields');

type Options = {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  customer: StoredCustomer | null;
  lines: readonly SummaryLine[];
  totals: Totals;
  currency: string | undefined;
  setBusy: (busy: boolean) => void;
  /** Closes the summary sheet, so the contact field with a message can take focus. */
  closeSheet: () => void;
  /** Back to the date and time step, after the chosen time was taken. */
  backToTimes: () => void;
};

export function useWizardSubmit(o: Options) {
  const { state, dispatch, customer } = o;
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [triedSubmit, setTriedSubmit] = useState(false);
  const [contactErrors, setContactErrors] = useState<ContactErrors>({});
  const [priceChange, setPriceChange] = useState<PriceChanged | null>(null);
  const [resubmit, setResubmit] = useState(false);

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

  async function submit() {
    if (!isStepComplete(state)) return;
    if (!customer) {
      const { CONTACT_FIELDS, checkContact } = await contactCheck();
      const found = await checkContact(state.contact);
      setTriedSubmit(true);
      setContactErrors(found);
      const first = CONTACT_FIELDS.find((f) => found[f]);
      if (first) {
        o.closeSheet();
        document.getElementById(`contact-${first}`)?.focus();
        return;
      }
    }
    o.setBusy(true);
    try {
      const { submitBooking } = await import('./submit-booking');
      const result = await submitBooking(state, customer, o.totals.total_amount);
      if (result.kind === 'confirmed') navigate('/booking-success');
      else window.location.assign(result.url);
    } catch (e) {
      o.setBusy(false);
      refused(e instanceof ApiCallError ? e : null);
    }
  }

  /** What the customer is asked or told after the server refused the booking. */
  function refused(err: ApiCallError | null) {
    if (err?.code === 'price_changed' && err.data) {
      // the Pay button shows the new amount at once; paying waits for the customer's yes
      const changed = err.data as PriceChanged;
      dispatch({ type: 'reprice', prices: pricesOf(changed) });
      setPriceChange(changed);
      return;
    }
    const promoRefused = refusalOf(err);
    if (promoRefused) {
      // the code no longer applies: taken off, and the customer books at the full total
      dispatch({ type: 'removePromo' });
      const total = money(totalsOf(o.lines, null).total_amount, o.currency);
      toast.error(t('promo.dropped', { reason: t(`promo.refused.${promoRefused}`), total }), {
        duration: 8000,
      });
      return;
    }
    if (err?.code === 'slot_taken') {
      toast.error(err.message);
      void queryClient.invalidateQueries({ queryKey: ['slots'] });
      void queryClient.invalidateQueries({ queryKey: ['stylists-available'] });
      o.backToTimes();
      return;
    }
    toast.error(err?.hasMessage ? err.message : t('errors.bookFailed'));
  }

  // after "Continue" on a changed price: submit once the new prices are in the state
  useEffect(() => {
    if (!resubmit) return;
    setResubmit(false);
    void submit();
  });

  return {
    submit,
    contactErrors,
    priceChange,
    /** The customer accepts the changed price: the booking is sent again with it. */
    acceptPriceChange: () => {
      setPriceChange(null);
      setResubmit(true);
    },
    dismissPriceChange: () => setPriceChange(null),
  };
}
