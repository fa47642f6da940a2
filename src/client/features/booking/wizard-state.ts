/**
 * The booking wizard's state as a pure reducer (docs/product.md §4).
 *
 * Two orders of the same four steps: stylist first (services, stylist, datetime, checkout) and
 * date-and-time first (services, datetime, stylist, checkout), where "Any stylist" comes first.
 * Going back to a step clears what was chosen on the steps after it, and always the promo code and
 * its discount; going back to services also drops the loaded stylist list. For the stylist-first
 * order this is exactly the rule of docs/product.md §4: back to services clears stylist, date, time, promo,
 * discount and the stylist list; back to the stylist step clears date, time and promo; back to datetime
 * clears the promo and its discount. Next is enabled only when the current step is complete.
 */
import {
  type Flow,
  firstStepReducer,
  initialWizardState,
  ORDERS,
  type WizardAction,
  type WizardState,
} from './wizard-choices';

export * from './wizard-choices';

/** What going back to `target` (an index in the flow) leaves of the state. */
export function clearAfter(state: WizardState, target: number): WizardState {
  const later = ORDERS[state.flow].slice(target + 1);
  const next: WizardState = { ...state, step: target, promo: null };
  if (later.includes('stylist')) next.stylist = null;
  if (later.includes('datetime')) {
    next.date = null;
    next.slot = null;
  }
  if (target === 0) next.stylistListEpoch = state.stylistListEpoch + 1;
  return next;
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'toggleService':
    case 'setCategory':
    case 'next':
      return firstStepReducer(state, action);
    case 'setFlow':
      // only offered on the second step; what the other order had chosen there is dropped
      if (state.flow === action.flow || state.step !== 1) return state;
      return clearAfter({ ...state, flow: action.flow, stylist: null, date: null, slot: null }, 1);
    case 'chooseStylist':
      return { ...state, stylist: action.stylist, promo: null };
    case 'reprice':
      return state.stylist ? { ...state, stylist: { ...state.stylist, prices: action.prices } } : state;
    case 'chooseDate':
      if (state.date === action.date) return state;
      // in the time-first order the stylist list depends on the time, so a new time drops the stylist
      return {
        ...state,
        date: action.date,
        slot: null,
        promo: null,
        stylist: state.flow === 'time' ? null : state.stylist,
      };
    case 'chooseSlot':
      return {
        ...state,
        slot: action.slot,
        promo: null,
        stylist: state.flow === 'time' ? null : state.stylist,
      };
    case 'dropSlot':
      return state.slot ? { ...state, slot: null, promo: null } : state;
    case 'goTo':
      if (action.step < 0 || action.step >= state.step) return state;
      return clearAfter(state, action.step);
    case 'applyPromo':
      return { ...state, promo: action.promo };
    case 'removePromo':
      return { ...state, promo: null };
    case 'setContact':
      return { ...state, contact: { ...state.contact, ...action.contact } };
    case 'setPaymentKeyword':
      return { ...state, paymentKeyword: action.keyword };
    case 'setAgreement':
      return {
        ...state,
        agreeTerms: action.terms ?? state.agreeTerms,
        agreePrivacy: action.privacy ?? state.agreePrivacy,
      };
    case 'restore':
      return action.state;
    case 'reset':
      return { ...initialWizardState, stylistListEpoch: state.stylistListEpoch + 1, contact: state.contact };
  }
}

/**
 * Where a saved draft continues (after a reload, an app restart or an offline start): the same
 * choices, but at most at the date-and-time step and without the time, since the free times are
 * fetched afresh (in the date-and-time-first order the stylist goes with the time). The promo is
 * entered again at checkout.
 *
 * A reload of the page names the step in its URL (`reloadedAt`): when that is the draft's own step,
 * the customer continues exactly there, time included (the server still checks the time when
 * booking, and a taken one sends the customer back to choose again).
 */
export function resumeDraft(saved: WizardState, reloadedAt?: number): WizardState {
  const flow: Flow = saved.flow === 'time' ? 'time' : 'stylist';
  if (reloadedAt !== undefined && reloadedAt > 0 && reloadedAt === saved.step && saved.serviceIds.length)
    return { ...initialWizardState, ...saved, flow, promo: null };
  const state: WizardState = {
    ...initialWizardState,
    ...saved,
    flow,
    step: saved.serviceIds.length ? Math.max(0, Math.min(saved.step, ORDERS[flow].indexOf('datetime'))) : 0,
    slot: null,
    promo: null,
    agreeTerms: false,
    agreePrivacy: false,
  };
  if (flow === 'time') state.stylist = null;
  return state;
}
