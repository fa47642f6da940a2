/** Server secrets: from configuration when given, else generated once and kept in the database. */

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from './connect';
import { appSecrets } from './schema';

/** The VAPID key pair that signs web push requests, and where it came from. */
export type VapidKeys = { publicKey: string; privateKey: string; from: 'environment' | 'generated' };

export type Secrets = { payment: string; rating: string; manage: string; vapid: VapidKeys };

/**
 * A stored secret, created by the first instance to ask; later and concurrent callers read the same
 * one. Read first: a restart makes nothing and writes nothing.
 */
async function stored(db: Db, key: string, make: () => string | Promise<string>): Promise<string> {
  const read = async () => (await db.select().from(appSecrets).where(eq(appSecrets.key, key)))[0]?.value;
  const known = await read();
  if (known !== undefined) return known;
  await db
    .insert(appSecrets)
    .values({ key, value: await make() })
    .onConflictDoNothing();
  return (await read())!;
}

const secret = (db: Db, key: string, configured: string | null) =>
  configured ? Promise.resolve(configured) : stored(db, key, () => randomBytes(32).toString('base64url'));

/**
 * VAPID keys from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else one pair generated at first start. The
 * pair is stored as one row so two instances starting together can never mix halves of two pairs;
 * browsers' subscriptions are bound to the public key, so it must not change once customers subscribe.
 */
async function vapidKeys(db: Db, config: Config): Promise<VapidKeys> {
  if (config.vapidPublicKey && config.vapidPrivateKey) {
    return { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey, from: 'environment' };
  }
  const json = await stored(db, 'vapid', async () =>
    JSON.stringify((await import('web-push')).default.generateVAPIDKeys()),
  );
  const pair = JSON.parse(json) as { publicKey: string; privateKey: string };
  return { ...pair, from: 'generated' };
}

export async function loadSecrets(db: Db, config: Config): Promise<Secrets> {
  return {
    payment: await secret(db, 'payment', config.paymentSecret),
    rating: await secret(db, 'rating', null),
    manage: await secret(db, 'manage', null),
    vapid: await vapidKeys(db, config),
  };
}
