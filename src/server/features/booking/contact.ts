/**
 * Who the booking is for: a signed-in customer's own profile (their token must match customer_id),
 * or a guest's contact fields, validated as spec section 5 says for the checkout.
 */
import { eq } from 'drizzle-orm';
import type { BookRequest } from '../../../shared/contract/bookings';
import type { Db } from '../../db/connect';
import { customers } from '../../db/schema';
import type { Contact } from '../../domain/insert-booking';
import { ApiError } from '../../http/api-error';
import type { Principal } from '../../http/auth';
import { type Lang, translate } from '../../i18n/catalogue';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function resolveContact(
  db: Db,
  body: BookRequest,
  principal: Principal | null,
  lang: Lang,
): Promise<Contact> {
  if (body.customer_id > 0) {
    if (principal?.kind !== 'customer' || principal.customerId !== body.customer_id) {
      throw new ApiError(
        principal ? 403 : 401,
        principal ? 'forbidden' : 'unauthorized',
        'customer_mismatch',
      );
    }
    const [c] = await db.select().from(customers).where(eq(customers.id, body.customer_id));
    if (!c) throw new ApiError(401, 'unauthorized', 'session_expired');
    return { customerId: c.id, name: c.fullName, email: c.email, phone: c.phoneNumber };
  }
  const errors: string[] = [];
  if (!body.full_name) errors.push(`full_name: ${translate(lang, 'required')}`);
  if (!body.email) errors.push(`email: ${translate(lang, 'required')}`);
  else if (!EMAIL.test(body.email)) errors.push(`email: ${translate(lang, 'invalid_format')}`);
  if (!body.phone_number) errors.push(`phone_number: ${translate(lang, 'required')}`);
  else if (body.phone_number.length < 8) errors.push(`phone_number: ${translate(lang, 'phone_min_digits')}`);
  if (errors.length) throw new ApiError(400, 'validation', 'contact_required', {}, errors);
  return { customerId: null, name: body.full_name, email: body.email, phone: body.phone_number };
}
