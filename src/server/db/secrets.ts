/** Server secrets: from configuration when given, else generated once and kept in the database. */

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from './connect';
import { appSecrets } from './schema';

async function secret(db: Db, key: string, configured: string | null): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSecrets)
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.key, key));
  return row!.value;
}

export async function loadSecrets(
  db: Db,
  config: Config,
): Promise<{ payment: string; rating: string; manage: string }> {
  return {
    payment: await secret(db, 'payment', config.paymentSecret),
    rating: await secret(db, 'rating', null),
    manage: await secret(db, 'manage', null),
  };
}
