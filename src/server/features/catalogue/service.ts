/** The customer's catalogue: categories and active services, named in the caller's language. */
import { and, asc, eq } from 'drizzle-orm';
import type { Category, Service } from '../../../shared/contract/catalogue';
import type { Db, Tx } from '../../db/connect';
import { cachedRead } from '../../db/read-cache';
import { categories, services } from '../../db/schema';
import type { Lang } from '../../i18n/catalogue';

type ServiceRow = typeof services.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;

export const categoryName = (c: Pick<CategoryRow, 'nameEn' | 'nameZh'> | undefined, lang: Lang) =>
  c ? (lang === 'zh' ? c.nameZh : c.nameEn) : '';

/** A service row as the API shows it; `name` and `description` follow the caller's language. */
export function toService(s: ServiceRow, category: CategoryRow | undefined, lang: Lang): Service {
  return {
    id: s.id,
    name: lang === 'zh' && s.nameZh ? s.nameZh : s.name,
    name_zh: s.nameZh,
    description: lang === 'zh' && s.descriptionZh ? s.descriptionZh : s.description,
    description_zh: s.descriptionZh,
    duration_minutes: s.durationMinutes,
    price: Number(s.price),
    image_url: s.imageUrl,
    category_id: s.categoryId,
    category_name: categoryName(category, lang),
    is_active: s.isActive,
  };
}

export async function listCategories(db: Db, lang: Lang): Promise<Category[]> {
  const rows = await cachedRead(db, 'categories', () => db.select().from(categories).orderBy(asc(categories.sortOrder)));
  return rows.map((c) => ({ id: c.id, name: categoryName(c, lang), name_en: c.nameEn, name_zh: c.nameZh }));
}

export function listActiveServices(db: Db | Tx, lang: Lang, categoryId = 0): Promise<Service[]> {
  return cachedRead(db, `services:${lang}:${categoryId}`, () => loadActiveServices(db, lang, categoryId));
}

async function loadActiveServices(db: Db | Tx, lang: Lang, categoryId: number): Promise<Service[]> {
  const rows = await db
    .select({ s: services, c: categories })
    .from(services)
    .leftJoin(categories, eq(categories.id, services.categoryId))
    .where(categoryId ? and(eq(services.isActive, true), eq(services.categoryId, categoryId)) : eq(services.isActive, true))
    .orderBy(asc(categories.sortOrder), asc(services.id));
  return rows.map((r) => toService(r.s, r.c ?? undefined, lang));
}
