/**
 * A signed-in customer's own details: read and edited by the customer alone (the session proves
 * who), never the username or password here. An email another account has is refused as at
 * registration.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { CustomerProfile, ProfileUpdateRequest } from '#shared/contract/auth';
import type { Gender } from '#shared/enums';
import type { Db } from '../../db/connect';
import { PG_UNIQUE_VIOLATION, sqlState } from '../../db/connect';
import { customers } from '../../db/schema';
import { missing, refused } from '../../domain/domain-error';

type Customer = typeof customers.$inferSelect;

const profileOf = (c: Customer): CustomerProfile => ({
  full_name: c.fullName,
  username: c.username,
  phone_number: c.phoneNumber,
  email: c.email,
  gender: (c.gender as Gender | null) ?? null,
  date_of_birth: c.dateOfBirth,
});

export async function readProfile(db: Db, customerId: number): Promise<CustomerProfile> {
  const [c] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!c) throw missing();
  return profileOf(c);
}

export async function saveProfile(
  db: Db,
  customerId: number,
  body: ProfileUpdateRequest,
): Promise<CustomerProfile> {
  const [other] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(sql`lower(${customers.email}) = lower(${body.email})`, ne(customers.id, customerId)))
    .limit(1);
  if (other) throw refused('email_taken');
  let row: Customer | undefined;
  try {
    [row] = await db
      .update(customers)
      .set({
        fullName: body.full_name,
        phoneNumber: body.phone_number,
        email: body.email,
        gender: body.gender,
        dateOfBirth: body.date_of_birth,
      })
      .where(eq(customers.id, customerId))
      .returning();
  } catch (e) {
    if (sqlState(e) === PG_UNIQUE_VIOLATION) throw refused('email_taken');
    throw e;
  }
  if (!row) throw missing();
  return profileOf(row);
}
