/**
 * Whether any demo account still opens with its published demo password. Checked with argon2, so
 * each stored hash is checked once and the answer kept until that hash changes.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { customers, users } from '../../db/schema';
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_STAFF } from '../../db/seed';
import { verifyPassword } from '../../passwords/hashing';

/** The demo accounts the seed creates, with the passwords shown on the demo's sign-in page. */
const DEMO_ACCOUNTS = { staff: [DEMO_ADMIN, DEMO_STAFF], customers: [DEMO_CUSTOMER] };

const verdicts = new Map<string, boolean>();

async function opensWith(hash: string, password: string): Promise<boolean> {
  const key = `${hash}\n${password}`;
  let v = verdicts.get(key);
  if (v === undefined) {
    v = await verifyPassword(hash, password);
    if (verdicts.size > 100) verdicts.clear();
    verdicts.set(key, v);
  }
  return v;
}

export async function demoPasswordsInUse(db: Db): Promise<boolean> {
  const staffNames = DEMO_ACCOUNTS.staff.map((a) => a.username);
  const customerNames = DEMO_ACCOUNTS.customers.map((a) => a.username);
  const [staff, people] = await Promise.all([
    db
      .select({ u: users.username, h: users.passwordHash, a: users.isActive })
      .from(users)
      .where(inArray(users.username, staffNames)),
    db
      .select({ u: customers.username, h: customers.passwordHash, a: customers.isActive })
      .from(customers)
      .where(inArray(customers.username, customerNames)),
  ]);
  const all = [...DEMO_ACCOUNTS.staff, ...DEMO_ACCOUNTS.customers];
  for (const row of [...staff, ...people]) {
    const demo = all.find((a) => a.username === row.u);
    if (row.a && demo && (await opensWith(row.h, demo.password))) return true;
  }
  return false;
}
