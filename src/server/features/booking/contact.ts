/**
 * Who the booking is for: a signed-in customer's own profile (their token must match customer_id),
 * or a guest's contact fields, validated as docs/product.md §5 says for the checkout.
 */
import { eq } from 'drizzle-orm';
import { type BookRequest, GuestContact } from '#shared/contract/bookings';
import type { Db } from '../../db/connect';
import { customers } from '../../db/schema';
import { notAllowed, notSignedIn } from '../../domain/domain-error';
import { schemaRefusal } from '../../domain/field-refusal';
import type { Contact } from '../../domain/insert-booking';
import type { Principal } from '../../http/auth';
import type { Lang } from '../../i18n/catalogue';

export async function resolveContact(
  db: Db,
  body: BookRequest,
  principal: Principal | null,
  lang: Lang,
): Promise<Contact> {
  if (body.customer_id > 0) {
    if (principal?.kind !== 'customer' || principal.customerId !== body.customer_id) {
      throw principal ? notAllowed('customer_mismatch') : notSignedIn('customer_mismatch');
    }
    const [c] = await db.select().from(customers).where(eq(customers.id, body.customer_id));
    if (!c) throw notSignedIn('session_expired');
    return { customerId: c.id, name: c.fullName, email: c.email, phone: c.phoneNumber };
  }
  const guest = GuestContact.safeParse(body);
  if (!guest.success) throw schemaRefusal(guest.error, lang, 'contact_required');
  const { full_name, email, phone_number } = guest.data;
  return { customerId: null, name: full_name, email, phone: phone_number };
}
