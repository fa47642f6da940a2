/**
 * The client of a staff booking: an existing client (a customer row, by id) or a new one the front
 * desk types in (name and phone required, email optional), added as a customer who cannot sign in
 * until they register with that email.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { DeskClientContact } from '#shared/contract/bookings';
import type { CreateBookingRequest } from '#shared/contract/front-desk';
import type { Tx } from '../../db/connect';
import { customers } from '../../db/schema';
import { missing, refused } from '../../domain/domain-error';
import { schemaRefusal } from '../../domain/field-refusal';
import type { Contact } from '../../domain/insert-booking';
import type { Lang } from '../../i18n/catalogue';

/** No argon2 hash looks like this, so the account has no password that could ever match. */
const NO_PASSWORD = '!';

export async function clientContact(tx: Tx, body: CreateBookingRequest, lang: Lang): Promise<Contact> {
  if (body.client_id > 0) {
    const [c] = await tx.select().from(customers).where(eq(customers.id, body.client_id));
    if (!c) throw missing('front_desk_client_not_found');
    return { customerId: c.id, name: c.fullName, email: c.email, phone: c.phoneNumber };
  }
  const contact = DeskClientContact.safeParse(body);
  if (!contact.success) throw schemaRefusal(contact.error, lang, 'contact_required');
  const { full_name, phone_number, email } = contact.data;
  if (email) {
    const [taken] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(sql`lower(${customers.email}) = lower(${email})`);
    if (taken) throw refused('front_desk_client_email_taken', { email });
  }
  const [row] = await tx
    .insert(customers)
    .values({
      fullName: full_name,
      username: `client-${randomUUID()}`,
      email,
      phoneNumber: phone_number,
      passwordHash: NO_PASSWORD,
      customerType: 'salon',
    })
    .returning({ id: customers.id });
  return { customerId: row!.id, name: full_name, email, phone: phone_number };
}
