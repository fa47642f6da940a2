/**
 * Renders the home page's first paint into dist/client/index.html at build time, so a phone paints
 * the salon's booking page before any JavaScript runs; writes dist/client/shell.html, the neutral
 * page the server sends for every other path.
 *
 * What it puts into index.html:
 * - the home shell (customer header with placeholders, the first step's frame and skeleton cards),
 *   rendered with React from the real components, once per language inside #prerender; an inline
 *   script in index.html picks the language before the first paint and CSS shows that one. The
 *   customer frame removes #prerender just before it paints the live page (same markup, no jump);
 * - the CSS of the home page's chunks, inlined, and modulepreload links for their JavaScript, so
 *   the live page arrives in one round trip after the entry.
 *
 * Used as a Vite plugin (vite.config.ts: `plugins: [react(), prerender()]`); `node
 * scripts/prerender.mjs` re-renders an existing build.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'dist/client');
const MARK = '<!--prerender-->';
/** The modules whose chunks the home page needs at once. */
const HOME_MODULES = [/features\/customer-shell\/customer-layout\.tsx$/, /features\/booking\/home-page\.tsx$/];
const LANGUAGES = ['en', 'zh'];

/** The JS and CSS files of the home page's chunks and of everything they import statically. */
function homeAssets(bundle) {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  const entryGraph = new Set();
  const walk = (name, into) => {
    if (into.has(name)) return;
    into.add(name);
    for (const i of byName.get(name)?.imports ?? []) walk(i, into);
  };
  if (entry) walk(entry.fileName, entryGraph);
  const home = new Set();
  for (const c of chunks) if (c.facadeModuleId && HOME_MODULES.some((re) => re.test(c.facadeModuleId))) walk(c.fileName, home);
  const js = [...home].filter((f) => !entryGraph.has(f));
  const css = [...new Set([...home].flatMap((f) => [...(byName.get(f)?.viteMetadata?.importedCss ?? [])]))];
  const entryCss = new Set([...entryGraph].flatMap((f) => [...(byName.get(f)?.viteMetadata?.importedCss ?? [])]));
  return { js, css: css.filter((f) => !entryCss.has(f)) };
}

async function loadJson(file) {
  return JSON.parse(readFileSync(path.join(root, file), 'utf8'));
}

/** The home shell's markup in each language, rendered from the real components. */
async function renderShell() {
  const { createServer } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  const vite = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    plugins: [react()],
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { createElement: h, Fragment } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const { MemoryRouter } = await import('react-router-dom');
    const { I18nextProvider, initReactI18next } = await import('react-i18next');
    const i18next = (await import('i18next')).default;
    const { CustomerHeader } = await vite.ssrLoadModule('/src/client/features/customer-shell/customer-header.tsx');
    const { HomeShellBody } = await vite.ssrLoadModule('/src/client/features/booking/home-shell.tsx');
    const out = {};
    for (const lng of LANGUAGES) {
      const resources = {};
      for (const l of LANGUAGES) {
        resources[l] = {
          common: await loadJson(`src/client/locales/${l}/common.json`),
          booking: await loadJson(`src/client/locales/${l}/booking.json`),
        };
      }
      const i18n = i18next.createInstance();
      await i18n.use(initReactI18next).init({
        lng,
        fallbackLng: 'en',
        resources,
        ns: ['common', 'booking'],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        react: { useSuspense: false },
      });
      const noop = () => {};
      out[lng] = renderToString(
        h(
          I18nextProvider,
          { i18n },
          h(MemoryRouter, null, h(Fragment, null, h(CustomerHeader, { salon: undefined, customer: null, onSignIn: noop, onSignOut: noop }), h(HomeShellBody))),
        ),
      );
    }
    return out;
  } finally {
    await vite.close();
  }
}

const NEUTRAL_SHELL =
  '<div style="display:grid;place-items:center;min-height:60vh" role="status" aria-label="Loading">' +
  '<span style="width:36px;height:36px;border-radius:50%;border:3px solid #7a2e4d;border-right-color:transparent;animation:boot-spin .8s linear infinite"></span>' +
  '</div><style>@keyframes boot-spin{to{transform:rotate(360deg)}}@media (prefers-reduced-motion:reduce){[style*=boot-spin]{animation-duration:2.4s}}</style>';

/** Writes index.html (prerendered home) and shell.html (neutral) from the built index.html. */
export async function prerenderInto(dir, assets) {
  const indexFile = path.join(dir, 'index.html');
  const built = readFileSync(indexFile, 'utf8');
  if (!built.includes(MARK)) throw new Error(`prerender: ${indexFile} has no ${MARK} placeholder`);
  const markup = await renderShell();
  const shellHtml = LANGUAGES.map((l) => `<div data-prerender-lang="${l}">${markup[l]}</div>`).join('');
  const css = assets.css.map((f) => readFileSync(path.join(dir, f), 'utf8')).join('\n');
  const head =
    (css ? `<style data-prerender-css>${css}</style>\n` : '') +
    assets.js.map((f) => `    <link rel="modulepreload" crossorigin href="/${f}">`).join('\n');
  const index = built.replace(MARK, shellHtml).replace('</head>', `${head}\n  </head>`);
  writeFileSync(indexFile, index);
  const shell = built
    .replace(/<div id="prerender">[\s\S]*?<\/div>\s*/, '')
    .replace('<div id="root"></div>', `<div id="root">${NEUTRAL_SHELL}</div>`);
  writeFileSync(path.join(dir, 'shell.html'), shell);
  return { css: css.length, js: assets.js.length };
}

/** The Vite plugin: after the client build, prerender into its output. */
export function prerender() {
  let assets = { js: [], css: [] };
  let dir = outDir;
  let enabled = true;
  return {
    name: 'tress-prerender',
    apply: 'build',
    configResolved(config) {
      enabled = !config.build.ssr && !process.env.VITEST;
      dir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      if (enabled) assets = homeAssets(bundle);
    },
    async closeBundle() {
      if (!enabled) return;
      const { css, js } = await prerenderInto(dir, assets);
      this.info?.(`prerendered the home page (${(css / 1024).toFixed(1)} kB inlined CSS, ${js} preloaded chunks)`);
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!existsSync(path.join(outDir, 'index.html'))) {
    console.error('dist/client/index.html is missing: run `npm run build` first.');
    process.exit(1);
  }
  console.error('Standalone runs re-render the markup only; run `npm run build` for the CSS and preload links.');
  prerenderInto(outDir, { js: [], css: [] }).then(() => console.log('prerendered dist/client/index.html and shell.html'));
}
