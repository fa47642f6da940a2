import { describe, expect, it } from 'vitest';
import {
  ANY_STYLIST,
  type ChosenStylist,
  canGoNext,
  currentStep,
  initialWizardState,
  isDraftWorthKeeping,
  isStepComplete,
  resumeDraft,
  stepsOf,
  type WizardAction,
  type WizardState,
  wizardReducer,
} from './wizard-state';

const mei: ChosenStylist = { id: 1, full_name: 'Mei Lin', photo_url: null, prices: { 1: 78, 2: 38 } };
const slot = { id: 7, start_time: '10:00', display_time: '10:00 AM' };
const run = (actions: WizardAction[], from: WizardState = initialWizardState) =>
  actions.reduce(wizardReducer, from);

/** A stylist-first booking that reached checkout with a promo applied. */
const atCheckout = () =>
  run([
    { type: 'toggleService', id: 1 },
    { type: 'toggleService', id: 2 },
    { type: 'next' },
    { type: 'chooseStylist', stylist: mei },
    { type: 'next' },
    { type: 'chooseDate', date: '2025-05-12' },
    { type: 'chooseSlot', slot },
    { type: 'next' },
    {
      type: 'applyPromo',
      promo: { code: 'FIRST20', percent_off: 20, amount_off: null, service_ids: [], first_visit_only: true },
    },
  ]);

describe('wizard steps', () => {
  it('orders the steps services, stylist, datetime, checkout, or datetime before stylist when the time comes first', () => {
    expect(stepsOf('stylist')).toEqual(['services', 'stylist', 'datetime', 'checkout']);
    expect(stepsOf('time')).toEqual(['services', 'datetime', 'stylist', 'checkout']);
  });

  it('toggles services on and off', () => {
    const s = run([
      { type: 'toggleService', id: 3 },
      { type: 'toggleService', id: 4 },
      { type: 'toggleService', id: 3 },
    ]);
    expect(s.serviceIds).toEqual([4]);
  });

  it('reaches checkout with every choice kept', () => {
    const s = atCheckout();
    expect(currentStep(s)).toBe('checkout');
    expect(s).toMatchObject({
      serviceIds: [1, 2],
      stylist: mei,
      date: '2025-05-12',
      slot,
      promo: { code: 'FIRST20' },
    });
  });
});

describe('Next is enabled only when the step is complete', () => {
  it('needs at least one service', () => {
    expect(canGoNext(initialWizardState)).toBe(false);
    expect(wizardReducer(initialWizardState, { type: 'next' }).step).toBe(0);
    expect(canGoNext(run([{ type: 'toggleService', id: 1 }]))).toBe(true);
  });

  it('needs a stylist on the stylist step', () => {
    const s = run([{ type: 'toggleService', id: 1 }, { type: 'next' }]);
    expect(currentStep(s)).toBe('stylist');
    expect(canGoNext(s)).toBe(false);
    expect(canGoNext(wizardReducer(s, { type: 'chooseStylist', stylist: mei }))).toBe(true);
  });

  it('needs both a date and a time on the datetime step', () => {
    const s = run([
      { type: 'toggleService', id: 1 },
      { type: 'next' },
      { type: 'chooseStylist', stylist: mei },
      { type: 'next' },
    ]);
    expect(currentStep(s)).toBe('datetime');
    const dated = wizardReducer(s, { type: 'chooseDate', date: '2025-05-12' });
    expect(canGoNext(dated)).toBe(false);
    expect(canGoNext(wizardReducer(dated, { type: 'chooseSlot', slot }))).toBe(true);
  });

  it('drops a chosen time that is no longer free, so Next waits for another', () => {
    // as after a time taken at checkout: back on the date and time step, the time still chosen
    const s = wizardReducer(atCheckout(), { type: 'goTo', step: 2 });
    expect(currentStep(s)).toBe('datetime');
    expect(s.slot).toEqual(slot);
    const dropped = wizardReducer(s, { type: 'dropSlot' });
    expect(dropped.slot).toBeNull();
    expect(dropped.date).toBe('2025-05-12');
    expect(dropped.stylist).toEqual(mei);
    expect(canGoNext(dropped)).toBe(false);
  });

  it('needs both the terms and the privacy agreement, unticked until the customer ticks them, to pay', () => {
    const fresh = atCheckout();
    expect(fresh.agreeTerms || fresh.agreePrivacy).toBe(false);
    expect(isStepComplete(fresh)).toBe(false);
    const s = wizardReducer(fresh, { type: 'setAgreement', terms: true, privacy: true });
    expect(isStepComplete(s)).toBe(true);
    expect(isStepComplete(wizardReducer(s, { type: 'setAgreement', terms: false }))).toBe(false);
    expect(isStepComplete(wizardReducer(s, { type: 'setAgreement', privacy: false }))).toBe(false);
    expect(canGoNext(s)).toBe(false); // there is no step after checkout
  });

  it('changing the date drops the time already chosen', () => {
    const s = wizardReducer(atCheckout(), { type: 'goTo', step: 2 });
    const moved = wizardReducer(s, { type: 'chooseDate', date: '2025-05-13' });
    expect(moved.slot).toBeNull();
    expect(canGoNext(moved)).toBe(false);
  });
});

describe('going back clears what came after (docs/product.md §4)', () => {
  it('back to services clears stylist, date, time, promo and discount and drops the stylist list', () => {
    const before = atCheckout();
    const s = wizardReducer(before, { type: 'goTo', step: 0 });
    expect(currentStep(s)).toBe('services');
    expect(s).toMatchObject({ stylist: null, date: null, slot: null, promo: null, serviceIds: [1, 2] });
    expect(s.stylistListEpoch).toBe(before.stylistListEpoch + 1);
  });

  it('back to the stylist step clears date, time and promo, and keeps the stylist and the stylist list', () => {
    const before = atCheckout();
    const s = wizardReducer(before, { type: 'goTo', step: 1 });
    expect(currentStep(s)).toBe('stylist');
    expect(s).toMatchObject({ stylist: mei, date: null, slot: null, promo: null });
    expect(s.stylistListEpoch).toBe(before.stylistListEpoch);
  });

  it('back to datetime clears the promo and its discount, and keeps date and time', () => {
    const s = wizardReducer(atCheckout(), { type: 'goTo', step: 2 });
    expect(currentStep(s)).toBe('datetime');
    expect(s).toMatchObject({ stylist: mei, date: '2025-05-12', slot, promo: null });
  });

  it('keeps the contact details and payment method the customer typed', () => {
    const s = run(
      [
        { type: 'setContact', contact: { full_name: 'Grace' } },
        { type: 'setPaymentKeyword', keyword: 'card' },
        { type: 'goTo', step: 0 },
      ],
      atCheckout(),
    );
    expect(s.contact.full_name).toBe('Grace');
    expect(s.paymentKeyword).toBe('card');
  });

  it('never moves forward through goTo', () => {
    const s = run([{ type: 'toggleService', id: 1 }]);
    expect(wizardReducer(s, { type: 'goTo', step: 2 })).toBe(s);
  });

  it('only lets services change on the services step', () => {
    const s = wizardReducer(atCheckout(), { type: 'toggleService', id: 9 });
    expect(s.serviceIds).toEqual([1, 2]);
  });
});

describe('date and time first', () => {
  const timeFirst = () =>
    run([{ type: 'toggleService', id: 1 }, { type: 'next' }, { type: 'setFlow', flow: 'time' }]);

  it('puts the date and time on the second step and the stylist, with Any stylist, on the third', () => {
    const s = timeFirst();
    expect(currentStep(s)).toBe('datetime');
    const picked = run(
      [{ type: 'chooseDate', date: '2025-05-12' }, { type: 'chooseSlot', slot }, { type: 'next' }],
      s,
    );
    expect(currentStep(picked)).toBe('stylist');
    expect(canGoNext(picked)).toBe(false);
    expect(
      canGoNext(
        wizardReducer(picked, {
          type: 'chooseStylist',
          stylist: { id: ANY_STYLIST, full_name: '', photo_url: null, prices: {} },
        }),
      ),
    ).toBe(true);
  });

  it('back to the date and time clears the stylist chosen for the old time', () => {
    const s = run(
      [
        { type: 'chooseDate', date: '2025-05-12' },
        { type: 'chooseSlot', slot },
        { type: 'next' },
        { type: 'chooseStylist', stylist: mei },
        { type: 'next' },
        { type: 'goTo', step: 1 },
      ],
      timeFirst(),
    );
    expect(currentStep(s)).toBe('datetime');
    expect(s).toMatchObject({ date: '2025-05-12', slot, stylist: null, promo: null });
  });

  it('switching the order on the second step drops what the other order had chosen there', () => {
    const s = run([
      { type: 'toggleService', id: 1 },
      { type: 'next' },
      { type: 'chooseStylist', stylist: mei },
      { type: 'setFlow', flow: 'time' },
    ]);
    expect(s).toMatchObject({ flow: 'time', step: 1, stylist: null, date: null, slot: null });
    expect(wizardReducer(initialWizardState, { type: 'setFlow', flow: 'time' }).flow).toBe('stylist'); // not on step 1
  });
});

describe('resuming a saved draft', () => {
  const chosen = {
    ...initialWizardState,
    serviceIds: [1, 2],
    stylist: { id: 3, full_name: 'Mei', photo_url: null, prices: { 1: 40, 2: 60 } },
    date: '2025-05-12',
    slot: { id: 5, start_time: '10:00', display_time: '10:00 AM' },
    promo: { code: 'FIRST20', percent_off: 20, amount_off: null, service_ids: [], first_visit_only: true },
    contact: { full_name: 'Grace', email: 'g@example.com', phone_number: '91234567' },
  };

  it('continues where the customer stopped, before the time', () => {
    expect(resumeDraft({ ...chosen, step: 1, date: null, slot: null })).toMatchObject({
      step: 1,
      serviceIds: [1, 2],
      stylist: { id: 3 },
    });
  });

  it('comes back at most to the date and time step, without the time: free times are fetched afresh', () => {
    const resumed = resumeDraft({ ...chosen, step: 3 });
    expect(resumed).toMatchObject({
      step: 2,
      stylist: { id: 3 },
      date: '2025-05-12',
      slot: null,
      promo: null,
    });
    expect(resumed.contact.full_name).toBe('Grace');
  });

  it('in the date-and-time-first order drops the stylist with the time', () => {
    expect(resumeDraft({ ...chosen, flow: 'time', step: 2 })).toMatchObject({
      step: 1,
      date: '2025-05-12',
      slot: null,
      stylist: null,
    });
  });

  it('starts at the services when none is chosen', () => {
    expect(resumeDraft({ ...chosen, serviceIds: [], step: 2 }).step).toBe(0);
    expect(isDraftWorthKeeping({ ...initialWizardState })).toBe(false);
    expect(isDraftWorthKeeping(chosen)).toBe(true);
  });

  it('after a reload of the same step continues exactly there, time included, promo to enter again', () => {
    expect(resumeDraft({ ...chosen, step: 3 }, 3)).toMatchObject({
      step: 3,
      slot: { id: 5 },
      stylist: { id: 3 },
      promo: null,
    });
    // a URL naming another step than the draft's is not a reload of it
    expect(resumeDraft({ ...chosen, step: 3 }, 1).step).toBe(2);
  });
});

describe('a changed price', () => {
  it('takes the server prices for the chosen stylist and keeps the promo', () => {
    const s = {
      ...initialWizardState,
      step: 3,
      serviceIds: [1],
      stylist: { id: 0, full_name: '', photo_url: null, prices: { 1: 68 } },
      promo: { code: 'FIRST20', percent_off: 20, amount_off: null, service_ids: [], first_visit_only: true },
    };
    const next = wizardReducer(s, { type: 'reprice', prices: { 1: 78 } });
    expect(next.stylist).toMatchObject({ id: 0, prices: { 1: 78 } });
    expect(next.promo).toEqual(s.promo);
    expect(wizardReducer(initialWizardState, { type: 'reprice', prices: { 1: 78 } })).toBe(
      initialWizardState,
    );
  });
});
