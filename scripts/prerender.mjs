/**
 * Renders the home page's first paint into dist/client/index.html at build time, so a phone paints
 * the salon's booking page before any JavaScript runs; writes dist/client/shell.html, the neutral
 * page the server sends for every other path.
 *
 * What it puts into index.html:
 * - the live app's own tree at `/` (app/app-tree.tsx), rendered with no data and no session, inside
 *   #root: the browser hydrates it (main.tsx), so the page becomes live where it stands instead of
 *   being drawn again. English is in #root and Chinese in a template that an inline script swaps in
 *   before the first paint when the page's language is Chinese;
 * - the CSS of the home page's chunks, inlined, and modulepreload links for their JavaScript, so
 *   the live page arrives in one round trip after the entry.
 *
 * Used as a Vite plugin (vite.config.ts: `plugins: [react(), prerender()]`); `node
 * scripts/prerender.mjs` re-renders an existing build.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'dist/client');
const MARK = '<!--prerender-->';
/** The modules whose chunks the home page needs at once. */
const HOME_MODULES = [
  /features\/customer-shell\/customer-layout\.tsx$/,
  /features\/booking\/home-page\.tsx$/,
];
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
  for (const c of chunks)
    if (c.facadeModuleId && HOME_MODULES.some((re) => re.test(c.facadeModuleId))) walk(c.fileName, home);
  const js = [...home].filter((f) => !entryGraph.has(f));
  const css = [...new Set([...home].flatMap((f) => [...(byName.get(f)?.viteMetadata?.importedCss ?? [])]))];
  const entryCss = new Set(
    [...entryGraph].flatMap((f) => [...(byName.get(f)?.viteMetadata?.importedCss ?? [])]),
  );
  return { js, css: css.filter((f) => !entryCss.has(f)) };
}

async function loadJson(file) {
  return JSON.parse(readFileSync(path.join(root, file), 'utf8'));
}

/**
 * The home page's markup in each language: the live app's own tree at `/` (the same providers,
 * routes and components the browser renders first), with no data and no session yet, so the
 * browser hydrates it instead of drawing the page again. Every lazily loaded part is waited for.
 */
async function renderHome() {
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
    const { createElement: h } = await import('react');
    const { prerenderToNodeStream } = await import('react-dom/static');
    const { I18nextProvider, initReactI18next } = await import('react-i18next');
    const i18next = (await import('i18next')).default;
    const { StaticRouter } = await import('react-router-dom');
    const { AppTree } = await vite.ssrLoadModule('/src/client/app/app-tree.tsx');
    const atHome = (routes) => h(StaticRouter, { location: '/' }, routes);
    // the app's own query client: each render starts with no data, and its timers (the cache's
    // garbage collection) must not keep the build running
    const { queryClient } = await vite.ssrLoadModule('/src/client/app/query-client.ts');
    const namespaces = readdirSync(path.join(root, 'src/client/locales/en')).map((f) =>
      f.replace(/\.json$/, ''),
    );
    const out = {};
    for (const lng of LANGUAGES) {
      const resources = {};
      for (const l of LANGUAGES) {
        resources[l] = {};
        for (const ns of namespaces) resources[l][ns] = await loadJson(`src/client/locales/${l}/${ns}.json`);
      }
      const i18n = i18next.createInstance();
      await i18n.use(initReactI18next).init({
        lng,
        fallbackLng: 'en',
        resources,
        ns: namespaces,
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        react: { useSuspense: false },
      });
      const { prelude } = await prerenderToNodeStream(
        h(I18nextProvider, { i18n }, h(AppTree, { routed: atHome, prerendered: true })),
        {
          // every part inline, none sent later behind a script of React's own
          progressiveChunkSize: Number.POSITIVE_INFINITY,
        },
      );
      let html = '';
      for await (const chunk of prelude) html += chunk;
      out[lng] = html;
      queryClient.clear();
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

/**
 * A stylesheet that never blocks the first paint and never applies: its rules are inlined already
 * (and stay, for the page's life); the link is there so that Vite's loader, which looks for it
 * before a lazy chunk runs, does not fetch and apply the same rules again. Switching it on after the
 * first paint only made the browser restyle the whole page once more, with the same rules.
 */
const asyncCss = (href) => `<link rel="stylesheet" href="${href}" media="print">`;

/**
 * The home page is complete HTML, so its code need not compete with it for the first paint: the
 * entry script and the module preloads are requested from an inline script once the browser reports
 * the first contentful paint (the 'paint' entry comes after the frame is on screen), right after
 * the first frame where paint timing is missing, and at once in a tab that is or becomes hidden (it
 * paints nothing); 3 s is the safety net. The 200 ms timer this had before raced a slow first
 * paint, and the code's download then counted against the paint in Lighthouse's simulation.
 */
function bootAfterFirstPaint(html) {
  const entry = /\s*<script type="module" crossorigin src="(\/[^"]+\.js)"><\/script>/.exec(html);
  if (!entry) throw new Error('prerender: the entry script is missing from index.html');
  const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="(\/[^"]+\.js)">/g)];
  let out = html.replace(entry[0], '');
  for (const m of preloads) out = out.replace(m[0], '');
  const boot =
    '<script>(function(){var done=false;function boot(){if(done)return;done=true;var h=document.head;' +
    `${JSON.stringify(preloads.map((m) => m[1]))}.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l);});` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry[1])};h.appendChild(s);}` +
    "if(document.visibilityState==='hidden'){boot();return;}" +
    "var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)" +
    "new P(function(l){if(l.getEntriesByName('first-contentful-paint').length)boot();}).observe({type:'paint',buffered:true});" +
    'else requestAnimationFrame(function(){setTimeout(boot,0);});' +
    "document.addEventListener('visibilitychange',boot);setTimeout(boot,3000);})();</script>";
  return out.replace('</body>', `    ${boot}\n  </body>`);
}

/**
 * #root with the home page in English, and the Chinese one in an inert template that a script right
 * after swaps in before the first paint when the page's language (set in the head) is Chinese: the
 * live DOM holds one language's tree, exactly what the app renders first, so React hydrates it.
 * React puts the page's <title> first (it belongs in the head, which has one); it is left out here.
 */
function homeMarkup(markup) {
  const body = (lng) => markup[lng].replace(/^<title>[^<]*<\/title>/, '');
  const swap =
    "<script>(function(){if(document.documentElement.lang.indexOf('zh')!==0)return;" +
    "var t=document.getElementById('prerender-zh');document.getElementById('root').replaceChildren(t.content);t.remove();})();</script>";
  return (
    `<div id="root" data-prerendered>${body('en')}</div>` +
    `<template id="prerender-zh">${body('zh')}</template>${swap}`
  );
}

/** Writes index.html (prerendered home) and shell.html (neutral) from the built index.html. */
export async function prerenderInto(dir, assets) {
  const indexFile = path.join(dir, 'index.html');
  const built = readFileSync(indexFile, 'utf8');
  if (!built.includes(MARK)) throw new Error(`prerender: ${indexFile} has no ${MARK} placeholder`);
  const markup = await renderHome();
  const home = homeMarkup(markup);
  // every stylesheet the first paint needs is inlined: the entry's (linked by Vite) and the home page's
  const linked = [...built.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)];
  const files = [...linked.map((m) => m[1]), ...assets.css.filter((f) => !linked.some((m) => m[1] === f))];
  const css = files.map((f) => readFileSync(path.join(dir, f), 'utf8')).join('\n');
  let index = built.replace(`<div id="root">${MARK}</div>`, home);
  if (index === built) throw new Error(`prerender: ${indexFile} has no <div id="root">${MARK}</div>`);
  for (const m of linked) index = index.replace(m[0], asyncCss(`/${m[1]}`));
  const head =
    `<style data-prerender-css>${css}</style>\n` +
    assets.css.map((f) => `    ${asyncCss(`/${f}`)}`).join('\n') +
    '\n' +
    assets.js.map((f) => `    <link rel="modulepreload" crossorigin href="/${f}">`).join('\n');
  index = index.replace('</head>', `${head}\n  </head>`);
  index = bootAfterFirstPaint(index);
  writeFileSync(indexFile, index);
  const shell = built.replace(`<div id="root">${MARK}</div>`, `<div id="root">${NEUTRAL_SHELL}</div>`);
  writeFileSync(path.join(dir, 'shell.html'), shell);
  return { css: css.length, js: assets.js.length };
}

/**
 * Brotli and gzip twins of the text assets (`x.js.br`, `x.js.gz`), so a server that serves
 * precompressed files (@fastify/static's `preCompressed`) sends a phone a fraction of the bytes
 * without compressing on every request.
 */
export function precompress(dir) {
  let count = 0;
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const file = path.join(d, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.(js|css|html|svg|json|webmanifest)$/.test(name) && statSync(file).size > 1024) {
        const buf = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(buf, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        count++;
      }
    }
  };
  walk(dir);
  return count;
}

/** The Vite plugin: after the client build, prerender into its output and precompress it. */
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
      try {
        const { css, js } = await prerenderInto(dir, assets);
        const compressed = precompress(dir);
        this.info?.(
          `prerendered the home page (${(css / 1024).toFixed(1)} kB inlined CSS, ${js} preloaded chunks); ${compressed} files precompressed`,
        );
      } catch (e) {
        // the app still works from the plain index.html; only the first paint waits for JavaScript
        this.warn?.(`could not prerender the home page: ${e instanceof Error ? e.stack : e}`);
        if (process.env.CI) throw e;
      }
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!existsSync(path.join(outDir, 'index.html'))) {
    console.error('dist/client/index.html is missing: run `npm run build` first.');
    process.exit(1);
  }
  console.error(
    'Standalone runs re-render the markup only; run `npm run build` for the CSS and preload links.',
  );
  prerenderInto(outDir, { js: [], css: [] }).then(() =>
    console.log('prerendered dist/client/index.html and shell.html'),
  );
}
