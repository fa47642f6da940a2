/**
 * The web app manifest, one per language: `manifest.webmanifest` (English) and
 * `manifest-zh.webmanifest` (Chinese), written by the build (vite.config.ts) and linked by
 * index.html for the page's language. Installed from `/?source=pwa`, scope `/`, standalone, with
 * shortcuts to booking and to the back office. Pure data: the build and the tests read it.
 */
export type ManifestLanguage = 'en' | 'zh';

export const THEME_COLOR = '#7a2e4d';
export const BACKGROUND_COLOR = '#fbf7f4';

export const manifestFile = (lang: ManifestLanguage) =>
  lang === 'zh' ? 'manifest-zh.webmanifest' : 'manifest.webmanifest';

const TEXT = {
  en: {
    name: 'Tress · Salon booking',
    short_name: 'Tress',
    description: 'Book hair, nails, skincare and beauty appointments in a few taps.',
    book: 'Book',
    bookLong: 'Book an appointment',
    admin: 'Admin',
    adminLong: 'Salon back office',
  },
  zh: {
    name: 'Tress · 沙龙预约',
    short_name: 'Tress',
    description: '轻点几下，即可预约美发、美甲、护肤和美容服务。',
    book: '预约',
    bookLong: '预约服务',
    admin: '后台',
    adminLong: '沙龙后台管理',
  },
} as const;

const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

export function webManifest(lang: ManifestLanguage) {
  const t = TEXT[lang];
  return {
    id: '/',
    name: t.name,
    short_name: t.short_name,
    description: t.description,
    lang: lang === 'zh' ? 'zh-CN' : 'en',
    dir: 'ltr',
    start_url: '/?source=pwa',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['lifestyle', 'beauty', 'business'],
    icons: ICONS,
    shortcuts: [
      {
        name: t.bookLong,
        short_name: t.book,
        url: '/',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
      {
        name: t.adminLong,
        short_name: t.admin,
        url: '/admin',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
    ],
  };
}
