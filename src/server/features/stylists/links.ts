/**
 * The stylist-service calls one at a time (the API's get / add / update price / remove): a
 * stylist's own price for a service overrides the service's price in the customer's total.
 */
import { and, eq } from 'drizzle-orm';
import type { StylistService } from '#shared/contract/stylists';
import type { Db } from '../../db/connect';
import { services, stylistServices, stylists } from '../../db/schema';
import { missing, refused } from '../../domain/domain-error';
import type { Lang } from '../../i18n/catalogue';
import { servicesOf } from './read';
import { assertStylistMinutes } from './stylist-minutes';

type Link = { stylist_id: number; service_id: number };
/** A price, and the stylist's length of the service (absent: kept on update, the service's own on add). */
type Terms = { price: number; duration_minutes?: number | null | undefined };
const cents = (n: number) => Math.round(n * 100) / 100;
const linkWhere = (l: Link) =>
  and(eq(stylistServices.stylistId, l.stylist_id), eq(stylistServices.serviceId, l.service_id));

async function assertStylist(db: Db, id: number): Promise<void> {
  const [row] = await db.select({ id: stylists.id }).from(stylists).where(eq(stylists.id, id));
  if (!row) throw missing('stylist_record_not_found');
}

export async function listLinks(db: Db, stylistId: number, lang: Lang): Promise<StylistService[]> {
  await assertStylist(db, stylistId);
  return (await servicesOf(db, [stylistId], lang)).get(stylistId) ?? [];
}

async function readLink(db: Db, l: Link, lang: Lang): Promise<StylistService> {
  const found = (await listLinks(db, l.stylist_id, lang)).find((s) => s.service_id === l.service_id);
  if (!found) throw missing('stylist_service_missing');
  return found;
}

export async function addLink(db: Db, l: Link & Terms, lang: Lang): Promise<StylistService> {
  await assertStylist(db, l.stylist_id);
  const [service] = await db.select({ id: services.id }).from(services).where(eq(services.id, l.service_id));
  if (!service) throw missing('service_not_found');
  await assertStylistMinutes(
    db,
    [{ serviceId: l.service_id, minutes: l.duration_minutes, field: 'duration_minutes' }],
    lang,
  );
  const added = await db
    .insert(stylistServices)
    .values({
      stylistId: l.stylist_id,
      serviceId: l.service_id,
      price: cents(l.price),
      durationMinutes: l.duration_minutes ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (added.length === 0) throw refused('stylist_service_exists');
  return readLink(db, l, lang);
}

export async function updateLink(db: Db, l: Link & Terms, lang: Lang): Promise<StylistService> {
  await assertStylistMinutes(
    db,
    [{ serviceId: l.service_id, minutes: l.duration_minutes, field: 'duration_minutes' }],
    lang,
  );
  const updated = await db
    .update(stylistServices)
    .set({
      price: cents(l.price),
      ...(l.duration_minutes === undefined ? {} : { durationMinutes: l.duration_minutes }),
    })
    .where(linkWhere(l))
    .returning();
  if (updated.length === 0) {
    await assertStylist(db, l.stylist_id);
    throw missing('stylist_service_missing');
  }
  return readLink(db, l, lang);
}

export async function removeLink(db: Db, l: Link): Promise<void> {
  const removed = await db.delete(stylistServices).where(linkWhere(l)).returning();
  if (removed.length === 0) {
    await assertStylist(db, l.stylist_id);
    throw missing('stylist_service_missing');
  }
}
