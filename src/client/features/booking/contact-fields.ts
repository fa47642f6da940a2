/**
 * A guest's contact at checkout, checked with the book call's own schema (`GuestContact`), loaded
 * with the first check so that zod stays out of the home page. Signed-in customers skip it.
 */
import { type FormErrors, formErrors, lazySchema } from '../../lib/form-check';
import type { Contact } from './wizard-state';

/** The fields in the order they appear (the first with a problem gets the focus). */
export const CONTACT_FIELDS = [
  'full_name',
  'email',
  'phone_number',
] as const satisfies readonly (keyof Contact)[];
export type ContactErrors = FormErrors<keyof Contact>;

const schema = lazySchema(() => import('#shared/contract/bookings').then((m) => m.GuestContact));

export const checkContact = async (contact: Contact): Promise<ContactErrors> =>
  formErrors(await schema(), contact);
