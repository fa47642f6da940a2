/**
 * The interface language: the saved choice, else zh when the browser language starts with zh,
 * else en (docs/product.md §1). Kept apart from i18next so the API client can read it at any time.
 */
export type Language = 'en' | 'zh';
export const LANGUAGES: readonly Language[] = ['en', 'zh'];
const STORAGE_KEY = 'tress.language';

export function detectLanguage(saved: string | null, browserLanguages: readonly string[]): Language {
  if (saved === 'en' || saved === 'zh') return saved;
  const first = browserLanguages[0] ?? '';
  return first.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

let current: Language | null = null;

export function currentLanguage(): Language {
  if (current) return current;
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(STORAGE_KEY);
  } catch {}
  const browser =
    typeof navigator === 'undefined'
      ? []
      : navigator.languages?.length
        ? navigator.languages
        : [navigator.language];
  current = detectLanguage(saved, browser);
  return current;
}

/** Remembers the choice; i18next is switched by the caller (see i18n.ts). */
export function saveLanguage(lang: Language): void {
  current = lang;
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {}
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
}
