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
    const { CustomerHeader } = await vite.ssrLoadModule(
      '/src/client/features/customer-shell/customer-header.tsx',
    );
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
          h(
            MemoryRouter,
            null,
            h(
              Fragment,
              null,
              h(CustomerHeader, { salon: undefined, customer: null, onSignIn: noop, onSignOut: noop }),
              h(HomeShellBody),
            ),
          ),
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

/** Writes index.html (prerendered home) and shell.html (neutral) from the built index.html. */
export async function prerenderInto(dir, assets) {
  const indexFile = path.join(dir, 'index.html');
  const built = readFileSync(indexFile, 'utf8');
  if (!built.includes(MARK)) throw new Error(`prerender: ${indexFile} has no ${MARK} placeholder`);
  const markup = await renderShell();
  const shellHtml = LANGUAGES.map((l) => `<div data-prerender-lang="${l}">${markup[l]}</div>`).join('');
  // every stylesheet the first paint needs is inlined: the entry's (linked by Vite) and the home page's
  const linked = [...built.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)];
  const files = [...linked.map((m) => m[1]), ...assets.css.filter((f) => !linked.some((m) => m[1] === f))];
  const css = files.map((f) => readFileSync(path.join(dir, f), 'utf8')).join('\n');
  let index = built.replace(MARK, shellHtml);
  for (const m of linked) index = index.replace(m[0], asyncCss(`/${m[1]}`));
  const head =
    `<style data-prerender-css>${css}</style>\n` +
    assets.css.map((f) => `    ${asyncCss(`/${f}`)}`).join('\n') +
    '\n' +
    assets.js.map((f) => `    <link rel="modulepreload" crossorigin href="/${f}">`).join('\n');
  index = index.replace('</head>', `${head}\n  </head>`);
  index = bootAfterFirstPaint(index);
  writeFileSync(indexFile, index);
  const shell = built
    .replace(/<div id="prerender">[\s\S]*?<\/div>\s*/, '')
    .replace('<div id="root"></div>', `<div id="root">${NEUTRAL_SHELL}</div>`);
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
