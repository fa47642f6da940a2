/**
 * The booking wizard's choices and steps (the state of wizard-state.ts): its shape, the two orders
 * of the steps, when a step is complete, and the first step's actions. Everything the first step
 * needs as the home page first loads it (wizard-start.tsx); the rest of the reducer (going back,
 * the later steps' choices, resuming a draft) is in wizard-state.ts, which re-exports this.
 */
import type { PromoTerms } from '#shared/domain/promo';

export type StepId = 'services' | 'stylist' | 'datetime' | 'checkout';
export type Flow = 'stylist' | 'time';

/** `stylist_id` 0: the salon picks a free stylist who does every chosen service. */
export const ANY_STYLIST = 0;

export type ChosenStylist = {
  id: number;
  full_name: string;
  photo_url: string | null;
  /**
   * This stylist's price per chosen service. For "Any stylist", the prices of the cheapest stylist
   * free at the chosen time: the salon books a stylist at exactly that total (or asks again).
   */
  prices: Record<number, number>;
};

export type ChosenSlot = { id: number; start_time: string; display_time: string };
export type Contact = { full_name: string; email: string; phone_number: string };
/** A code the server's check accepted: its terms price the summary as the server will. */
export type Promo = PromoTerms & { first_visit_only: boolean };

export type WizardState = {
  step: number;
  flow: Flow;
  serviceIds: number[];
  /** The category filter of the services list (0 = all); a view setting, never cleared. */
  category: number;
  stylist: ChosenStylist | null;
  date: string | null;
  slot: ChosenSlot | null;
  promo: Promo | null;
  /** Bumped whenever the stylist list is dropped, so it loads afresh on the next visit. */
  stylistListEpoch: number;
  contact: Contact;
  paymentKeyword: string | null;
  agreeTerms: boolean;
  agreePrivacy: boolean;
};

export type WizardAction =
  | { type: 'toggleService'; id: number }
  | { type: 'setCategory'; id: number }
  | { type: 'setFlow'; flow: Flow }
  | { type: 'chooseStylist'; stylist: ChosenStylist }
  /** The server's prices for the chosen stylist (after a `price_changed`); the promo stays. */
  | { type: 'reprice'; prices: Record<number, number> }
  | { type: 'chooseDate'; date: string }
  | { type: 'chooseSlot'; slot: ChosenSlot }
  /** The chosen time is no longer free (taken by another booking, or passed). */
  | { type: 'dropSlot' }
  | { type: 'next' }
  | { type: 'goTo'; step: number }
  | { type: 'applyPromo'; promo: Promo }
  | { type: 'removePromo' }
  | { type: 'setContact'; contact: Partial<Contact> }
  | { type: 'setPaymentKeyword'; keyword: string | null }
  | { type: 'setAgreement'; terms?: boolean; privacy?: boolean }
  | { type: 'restore'; state: WizardState }
  | { type: 'reset' };

export const ORDERS: Record<Flow, readonly StepId[]> = {
  stylist: ['services', 'stylist', 'datetime', 'checkout'],
  time: ['services', 'datetime', 'stylist', 'checkout'],
};

/** The steps in the order of a flow. */
export function stepsOf(flow: Flow): readonly StepId[] {
  return ORDERS[flow];
}

export function currentStep(state: WizardState): StepId {
  return ORDERS[state.flow][state.step] ?? 'services';
}

export const initialWizardState: WizardState = {
  step: 0,
  flow: 'stylist',
  serviceIds: [],
  category: 0,
  stylist: null,
  date: null,
  slot: null,
  promo: null,
  stylistListEpoch: 0,
  contact: { full_name: '', email: '', phone_number: '' },
  paymentKeyword: null,
  // consent is given by the customer, never assumed: both boxes start unticked
  agreeTerms: false,
  agreePrivacy: false,
};

/** True when the step's choice is made, so Next (or Pay on checkout) may be used. */
export function isStepComplete(state: WizardState, step: StepId = currentStep(state)): boolean {
  switch (step) {
    case 'services':
      return state.serviceIds.length > 0;
    case 'stylist':
      return state.stylist !== null;
    case 'datetime':
      return state.date !== null && state.slot !== null;
    case 'checkout':
      return state.agreeTerms && state.agreePrivacy;
  }
}

export const canGoNext = (state: WizardState): boolean =>
  state.step < ORDERS[state.flow].length - 1 && isStepComplete(state);

/**
 * The actions of the first step (choosing services, the category filter) and Next, as the whole
 * reducer applies them: the first step as the home page first loads it (wizard-start.tsx) needs
 * no more of the reducer.
 */
export function firstStepReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'toggleService': {
      if (currentStep(state) !== 'services') return state;
      const has = state.serviceIds.includes(action.id);
      return {
        ...state,
        serviceIds: has
          ? state.serviceIds.filter((id) => id !== action.id)
          : [...state.serviceIds, action.id],
      };
    }
    case 'setCategory':
      return { ...state, category: action.id };
    case 'next':
      return canGoNext(state) ? { ...state, step: state.step + 1 } : state;
    default:
      return state;
  }
}

/** A draft worth saving: the customer has chosen at least one service. */
export const isDraftWorthKeeping = (state: WizardState): boolean => state.serviceIds.length > 0;
