/**
 * Checkout's contact rules for guests (spec section 5): name required; email required and of the
 * form name@domain, else 'Invalid format'; phone required with at least 8 digits, else the invalid
 * phone message. Signed-in customers skip these: their profile is used.
 */
import { compact, emailError, type FieldError, phoneError, required } from '../../components/field-rules';
import type { Contact } from './wizard-state';

export type ContactErrors = Partial<Record<keyof Contact, FieldError>>;

export function validateContact(contact: Contact): ContactErrors {
  return compact({
    full_name: required(contact.full_name),
    email: emailError(contact.email),
    phone_number: phoneError(contact.phone_number, 'invalidPhone'),
  });
}

/** The order the fields appear in, to focus the first one that needs attention. */
export const CONTACT_FIELDS: readonly (keyof Contact)[] = ['full_name', 'email', 'phone_number'];
