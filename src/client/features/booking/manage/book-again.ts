/**
 * Book again: the wizard opens with the booking's services and stylist chosen, at the date and
 * time step (the saved draft the wizard resumes from). When the stylist no longer does all of those
 * services, it opens at the stylist step instead.
 */
import type { ManagedBooking } from '#shared/contract/manage';
import { call } from '../../../lib/api';
import { saveBookingDraft } from '../pending-booking';
import { chosenFrom } from '../stylist-prices';
import { initialWizardState, stepsOf, type WizardState } from '../wizard-state';

export async function prepareBookAgain(b: ManagedBooking): Promise<void> {
  const serviceIds = b.services.map((s) => s.service_id);
  const stylists = await call('stylistsByServices', { service_ids: serviceIds }).catch(() => []);
  const same = stylists.find((s) => s.id === b.stylist_id);
  const state: WizardState = {
    ...initialWizardState,
    flow: 'stylist',
    serviceIds,
    stylist: same ? chosenFrom(same) : null,
    step: stepsOf('stylist').indexOf(same ? 'datetime' : 'stylist'),
  };
  await saveBookingDraft(state);
}
