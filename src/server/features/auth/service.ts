/** Customer registration and sign-in, back-office sign-in, sign-out and "who am I". */
import { eq, sql } from 'drizzle-orm';
import type { AdminSession, CustomerSession, Me, RegisterRequest } from '#shared/contract/auth';
import type { RoleId } from '#shared/enums';
import { type Db, PG_UNIQUE_VIOLATION, sqlState } from '../../db/connect';
import { customers, users } from '../../db/schema';
import { notAllowed, notSignedIn, refused } from '../../domain/domain-error';
import { createSession, type Principal, revokeSession } from '../../http/auth';
import type { PasswordLane } from '../../limits/password-line';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../passwords/hashing';

type Customer = typeof customers.$inferSelect;

const customerSession = (c: Customer, token: string): CustomerSession => ({
  auth_token: token,
  customer_id: c.id,
  full_name: c.fullName,
  username: c.username,
  phone_number: c.phoneNumber,
  email: c.email,
  avatar_url: c.avatarUrl,
});

export async function register(db: Db, ttlHours: number, body: RegisterRequest): Promise<CustomerSession> {
  const [taken] = await db
    .select({ username: customers.username, email: customers.email })
    .from(customers)
    .where(
      sql`lower(${customers.username}) = lower(${body.username}) or lower(${customers.email}) = lower(${body.email})`,
    )
    .limit(1);
  if (taken)
    throw refused(
      taken.username.toLowerCase() === body.username.toLowerCase() ? 'username_taken' : 'email_taken',
    );
  let row: Customer | undefined;
  try {
    [row] = await db
      .insert(customers)
      .values({
        fullName: body.full_name,
        username: body.username,
        email: body.email,
        phoneNumber: body.phone_number,
        passwordHash: await hashPassword(body.password, 'open'),
        gender: body.gender,
        dateOfBirth: body.date_of_birth,
      })
      .returning();
  } catch (e) {
    // two registrations racing for one name: the unique index decides
    if (sqlState(e) === PG_UNIQUE_VIOLATION) throw refused('username_taken');
    throw e;
  }
  return customerSession(row!, await createSession(db, { customerId: row!.id }, ttlHours));
}

export async function customerLogin(
  db: Db,
  ttlHours: number,
  username: string,
  password: string,
  lane: PasswordLane,
): Promise<CustomerSession | null> {
  const [c] = await db
    .select()
    .from(customers)
    .where(sql`lower(${customers.username}) = lower(${username})`)
    .limit(1);
  if (!c) {
    await burnPasswordCheck(password, lane);
    return null;
  }
  if (!(await verifyPassword(c.passwordHash, password, lane))) return null;
  if (!c.isActive) throw notAllowed('account_inactive');
  return customerSession(c, await createSession(db, { customerId: c.id }, ttlHours));
}

export async function adminLogin(
  db: Db,
  ttlHours: number,
  username: string,
  password: string,
  lane: PasswordLane,
): Promise<AdminSession | null> {
  const [u] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  if (!u) {
    await burnPasswordCheck(password, lane);
    return null;
  }
  if (!(await verifyPassword(u.passwordHash, password, lane))) return null;
  if (!u.isActive) throw notAllowed('account_inactive');
  return {
    auth_token: await createSession(db, { userId: u.id }, ttlHours),
    user_id: u.id,
    full_name: u.fullName,
    username: u.username,
    phone_number: u.phoneNumber,
    email: u.email,
    role_id: u.roleId as RoleId,
  };
}

export async function logout(db: Db, principal: Principal | null): Promise<null> {
  if (principal) await revokeSession(db, principal.tokenHash);
  return null;
}

export async function whoAmI(db: Db, principal: Principal | null): Promise<Me> {
  if (!principal) throw notSignedIn('session_expired');
  if (principal.kind === 'customer') {
    const [c] = await db.select().from(customers).where(eq(customers.id, principal.customerId));
    const { auth_token: _, ...customer } = customerSession(c!, '');
    return { kind: 'customer', customer };
  }
  const [u] = await db.select().from(users).where(eq(users.id, principal.userId));
  return {
    kind: 'admin',
    user: {
      user_id: u!.id,
      full_name: u!.fullName,
      username: u!.username,
      phone_number: u!.phoneNumber,
      email: u!.email,
      role_id: u!.roleId as RoleId,
    },
  };
}
