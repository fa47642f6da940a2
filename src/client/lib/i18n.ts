/**
 * i18next with one JSON file per area and language (locales/{en,zh}/*.json), loaded on demand so a
 * phone downloads only its own language and only the areas it opens.
 */
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentLanguage, type Language, saveLanguage } from './language';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, done) {
    const load = files[`../locales/${language}/${namespace}.json`];
    if (!load) return done(null, {});
    load().then(
      (m) => done(null, m.default),
      (e: Error) => done(e, null),
    );
  },
};

export async function initI18n(): Promise<typeof i18next> {
  const lng = currentLanguage();
  document.documentElement.lang = lng === 'zh' ? 'zh-CN' : 'en';
  await i18next
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: 'en',
      supportedLngs: ['en', 'zh'],
      ns: ['common', 'booking'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  return i18next;
}

export async function changeLanguage(lang: Language): Promise<void> {
  saveLanguage(lang);
  await i18next.changeLanguage(lang);
}
