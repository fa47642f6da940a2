/** The customer's catalogue: categories and active services, named in the caller's language. */
import { and, asc, eq } from 'drizzle-orm';
import type { Category, Service } from '#shared/contract/catalogue';
import type { Db, Tx } from '../../db/connect';
import { cachedRead } from '../../db/read-cache';
import { categories, services } from '../../db/schema';
import { categoryName, serviceView } from '../../db/service-view';
import type { Lang } from '../../i18n/catalogue';

const categoryRows = (db: Db | Tx) =>
  cachedRead(db, 'categories', () => db.select().from(categories).orderBy(asc(categories.sortOrder)));

export async function listCategories(db: Db, lang: Lang): Promise<Category[]> {
  const rows = await categoryRows(db);
  return rows.map((c) => ({ id: c.id, name: categoryName(c, lang), name_en: c.nameEn, name_zh: c.nameZh }));
}

export async function listActiveServices(db: Db | Tx, lang: Lang, categoryId = 0): Promise<Service[]> {
  // only a real category gets a cache entry of its own: an unknown id simply has no services
  if (categoryId && !(await categoryRows(db)).some((c) => c.id === categoryId)) return [];
  return cachedRead(db, `services:${lang}:${categoryId}`, () => loadActiveServices(db, lang, categoryId));
}

async function loadActiveServices(db: Db | Tx, lang: Lang, categoryId: number): Promise<Service[]> {
  const rows = await db
    .select({ s: services, c: categories })
    .from(services)
    .leftJoin(categories, eq(categories.id, services.categoryId))
    .where(
      categoryId
        ? and(eq(services.isActive, true), eq(services.categoryId, categoryId))
        : eq(services.isActive, true),
    )
    .orderBy(asc(categories.sortOrder), asc(services.id));
  return rows.map((r) => serviceView(r.s, r.c, lang, true));
}
