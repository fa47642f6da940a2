/**
 * The client of a staff booking: an existing client (a customer row, by id) or a new one the front
 * desk types in (name and phone required, email optional), added as a customer who cannot sign in
 * until they register with that email.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { CreateAppointmentRequest } from '../../../shared/contract/front-desk';
import type { Tx } from '../../db/connect';
import { customers } from '../../db/schema';
import type { Contact } from '../../domain/insert-booking';
import { ApiError, conflict, notFound } from '../../http/api-error';
import { type Lang, translate } from '../../i18n/catalogue';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** No argon2 hash looks like this, so the account has no password that could ever match. */
const NO_PASSWORD = '!';

export async function clientContact(tx: Tx, body: CreateAppointmentRequest, lang: Lang): Promise<Contact> {
  if (body.client_id > 0) {
    const [c] = await tx.select().from(customers).where(eq(customers.id, body.client_id));
    if (!c) throw notFound('front_desk_client_not_found');
    return { customerId: c.id, name: c.fullName, email: c.email, phone: c.phoneNumber };
  }
  const errors: string[] = [];
  if (!body.full_name) errors.push(`full_name: ${translate(lang, 'required')}`);
  if (!body.phone_number) errors.push(`phone_number: ${translate(lang, 'required')}`);
  else if (body.phone_number.length < 8) errors.push(`phone_number: ${translate(lang, 'phone_min_digits')}`);
  if (body.email && !EMAIL.test(body.email)) errors.push(`email: ${translate(lang, 'invalid_format')}`);
  if (errors.length) throw new ApiError(400, 'validation', 'contact_required', {}, errors);
  if (body.email) {
    const [taken] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(sql`lower(${customers.email}) = lower(${body.email})`);
    if (taken) throw conflict('front_desk_client_email_taken', { email: body.email });
  }
  const [row] = await tx
    .insert(customers)
    .values({
      fullName: body.full_name,
      username: `client-${randomUUID()}`,
      email: body.email,
      phoneNumber: body.phone_number,
      passwordHash: NO_PASSWORD,
      customerType: 'salon',
    })
    .returning({ id: customers.id });
  return { customerId: row!.id, name: body.full_name, email: body.email, phone: body.phone_number };
}
