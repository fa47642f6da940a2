/**
 * Who the booking is for: a signed-in customer's own profile (their token must match customer_id),
 * or a guest's contact fields, validated as docs/product.md §5 says for the checkout.
 */
import { eq } from 'drizzle-orm';
import { type BookRequest, GuestContact } from '#shared/contract/bookings';
import type { Db } from '../../db/connect';
import { customers } from '../../db/schema';
import type { Contact } from '../../domain/insert-booking';
import { ApiError } from '../../http/api-error';
import type { Principal } from '../../http/auth';
import { schemaRefusal } from '../../http/validation';
import type { Lang } from '../../i18n/catalogue';

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
  const guest = GuestContact.safeParse(body);
  if (!guest.success) throw schemaRefusal(guest.error, lang, 'contact_required');
  const { full_name, email, phone_number } = guest.data;
  return { customerId: null, name: full_name, email, phone: phone_number };
}
