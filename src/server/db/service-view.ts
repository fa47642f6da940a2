/**
 * A service row as the API shows it. The customer side reads names in the caller's language
 * (`localise`); the back office edits both languages and so gets the stored English fields as they
 * are. The category name always follows the caller's language.
 */
import type { Service } from '#shared/contract/catalogue';
import type { Lang } from '../i18n/catalogue';
import type { categories, services } from './schema';

type ServiceRow = typeof services.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;

export const categoryName = (c: Pick<CategoryRow, 'nameEn' | 'nameZh'> | null | undefined, lang: Lang) =>
  c ? (lang === 'zh' ? c.nameZh : c.nameEn) : '';

export function serviceView(
  s: ServiceRow,
  c: CategoryRow | null | undefined,
  lang: Lang,
  localise = false,
): Service {
  const zh = localise && lang === 'zh';
  return {
    id: s.id,
    name: zh && s.nameZh ? s.nameZh : s.name,
    name_zh: s.nameZh,
    description: zh && s.descriptionZh ? s.descriptionZh : s.description,
    description_zh: s.descriptionZh,
    duration_minutes: s.durationMinutes,
    processing_start_minutes: s.processingStartMinutes,
    processing_minutes: s.processingMinutes,
    buffer_minutes: s.bufferMinutes,
    price: Number(s.price),
    image_url: s.imageUrl,
    category_id: s.categoryId,
    category_name: categoryName(c, lang),
    is_active: s.isActive,
    protection: (s.protection as Service['protection']) ?? null,
  };
}
