/**
 * The screens a flow is checked on: a phone and the salon's tablet, in English and Chinese.
 * `onPhoneAndTablet(title, body)` declares `body`'s tests once for each, in a describe block named
 * `title (lang, size)` whose pages have that locale and viewport.
 */
import { test } from './test';

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'tablet', viewport: { width: 1180, height: 820 } },
] as const;

export function onPhoneAndTablet(
  title: string,
  body: (lang: 'en' | 'zh', size: (typeof SIZES)[number]) => void,
): void {
  for (const lang of ['en', 'zh'] as const) {
    for (const size of SIZES) {
      test.describe(`${title} (${lang}, ${size.name})`, () => {
        test.use({ locale: lang === 'zh' ? 'zh-CN' : 'en-SG', viewport: size.viewport });
        body(lang, size);
      });
    }
  }
}
