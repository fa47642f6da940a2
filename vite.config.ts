/// <reference types="vitest/config" />
import './scripts/support/node20-polyfills';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { prerender } from './scripts/prerender.mjs';
import { treeShakeableRouter } from './scripts/support/tree-shakeable-router';
import { unusedLibraryParts } from './scripts/support/unused-library-parts';
import { type ManifestLanguage, manifestFile, webManifest } from './src/client/offline/web-manifest';

const MANIFEST_LANGUAGES: ManifestLanguage[] = ['en', 'zh'];

/** `manifest.webmanifest` (en) and `manifest-zh.webmanifest`, in the build and on the dev server. */
function webManifests(): Plugin {
  const source = (lang: ManifestLanguage) => `${JSON.stringify(webManifest(lang), null, 2)}\n`;
  return {
    name: 'tress-web-manifests',
    generateBundle() {
      for (const lang of MANIFEST_LANGUAGES)
        this.emitFile({ type: 'asset', fileName: manifestFile(lang), source: source(lang) });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const lang = MANIFEST_LANGUAGES.find((l) => req.url === `/${manifestFile(l)}`);
        if (!lang) return next();
        res.setHeader('content-type', 'application/manifest+json');
        res.end(source(lang));
      });
    },
  };
}

/** Translation chunks get a name the service worker recognises (sw/match.ts, isLocaleChunk). */
function chunkFileNames(chunk: { facadeModuleId: string | null }): string {
  const locale = /locales\/(\w+)\/(\w+)\.json$/.exec(chunk.facadeModuleId ?? '');
  return locale ? `assets/locale-${locale[1]}-${locale[2]}-[hash].js` : 'assets/[name]-[hash].js';
}

/**
 * Which files a lazy import preloads besides its own chunk (`<link rel="modulepreload">`, added by
 * Vite's loader at the import): a page's, so that opening it is one round trip, not one per level
 * of its imports. The imports the home page makes while it starts (the header's parts, the offline
 * machinery, the wizard's later steps) preload nothing: each link costs the main thread a few
 * milliseconds on a slow phone just when the app starts (Total Blocking Time), and those chunks
 * are not waited for. Stylesheets are always loaded by the loader.
 */
function pagePreloadsOnly(filename: string, deps: string[]): string[] {
  return /(^|\/)([\w-]+-page|admin-app)-[\w-]+\.js$/.test(filename) ? deps : [];
}

type BuiltChunk = {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  dynamicImports?: string[];
  viteMetadata?: { importedCss: Set<string> };
};

/**
 * The back office's files (its chunks, its CSS and its translations), which customers never load:
 * the service worker does not precache them (the back office needs the network anyway), and
 * caches them when they are used.
 */
function backOfficeFiles() {
  const files = new Set<string>();
  const isBackOffice = (id: string | null | undefined) =>
    !!id && (/\/features\/admin\//.test(id) || /\/locales\/\w+\/admin\.json$/.test(id));
  const plugin: Plugin = {
    name: 'tress-back-office-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const all = Object.values(bundle as Record<string, BuiltChunk>);
      const byName = new Map(all.map((c) => [c.fileName, c]));
      const customer = new Set<string>();
      const walk = (name: string) => {
        const c = byName.get(name);
        if (!c || customer.has(name) || (c.type === 'chunk' && isBackOffice(c.facadeModuleId))) return;
        customer.add(name);
        for (const css of c.viteMetadata?.importedCss ?? []) customer.add(css);
        for (const next of [...(c.imports ?? []), ...(c.dynamicImports ?? [])]) walk(next);
      };
      for (const c of all) if (c.isEntry) walk(c.fileName);
      files.clear();
      for (const c of all)
        if (/\.(js|css)$/.test(c.fileName) && !customer.has(c.fileName)) files.add(c.fileName);
    },
  };
  return { plugin, files };
}

const backOffice = backOfficeFiles();

/**
 * The modules every start of `/` loads, in two chunks rather than a dozen small ones shared with
 * the lazily loaded pages (fewer requests, better compression): the data and translation core,
 * and the small UI pieces of the home page (with the hooks it shares with other pages, which on
 * their own were more requests of poorly compressed small files). Keeps `/`'s first JavaScript
 * within budget (`npm run bench:web`); list only modules the home page loads anyway: a module
 * listed here goes to the first load whoever imports it (the salon clock, once listed, came
 * with the home page although only later steps and other pages write dates). The running cart's
 * pricing and the summary's class names are here too: shared by the first step and the rest of
 * the wizard, they were otherwise a chunk of their own on the first load.
 */
const FIRST_PAINT_CORE =
  /node_modules\/@tanstack\/(react-query|query-core)\/|src\/client\/lib\/(api|session|language|online|i18n)\.ts$|src\/shared\/contract\/endpoints\.ts$|src\/client\/offline\/saved-query\.ts$|vite\/preload-helper/;

/**
 * TanStack Query's parts that only the back office (mutations, several queries at once) and the
 * offline boot after the first paint (the persister's hydration) use: outside the core chunk,
 * they load with the code that needs them.
 */
const QUERY_PARTS_FOR_LATER =
  /node_modules\/@tanstack\/(query-core\/build\/modern\/(hydration|queriesObserver|mutationObserver)|react-query\/build\/modern\/(useQueries|useMutation))\.js$/;

const FIRST_PAINT_GROUPS = [
  {
    name: 'core',
    test: (id: string) => FIRST_PAINT_CORE.test(id) && !QUERY_PARTS_FOR_LATER.test(id),
  },
  {
    name: 'ui',
    test: /src\/client\/components\/(icon|icons|format|button|error-state|empty-state|skeleton|language-menu|customer-context|app-link)\.tsx?$|src\/shared\/domain\/money\.ts$|src\/client\/lib\/(use-announce-change|use-bar-clearance)\.ts$|features\/booking\/(wizard-choices|pending-known|pricing|use-duration)\.ts$|src\/shared\/domain\/promo\.ts$|features\/booking\/booking-summary\.module\.css$/,
  },
];

export default defineConfig({
  resolve: {
    // the app's forms without Zod's `new Function` try, which the CSP refuses (zod-without-eval.ts)
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/client/lib/zod-without-eval.ts', import.meta.url)),
      },
    ],
  },
  plugins: [
    react(),
    prerender(),
    webManifests(),
    backOffice.plugin,
    treeShakeableRouter(),
    unusedLibraryParts(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      // after the prerender step has written index.html and shell.html, so their revisions are right
      integration: { closeBundleOrder: 'post' },
      injectManifest: {
        globPatterns: ['index.html', 'shell.html', '*.webmanifest', 'assets/*.{js,css}', 'icons/*.{png,svg}'],
        globIgnores: ['**/*.{br,gz}'],
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter((e) => !backOffice.files.has(e.url)),
            warnings: [],
          }),
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: { resolveDependencies: pagePreloadsOnly },
    rolldownOptions: { output: { chunkFileNames, codeSplitting: { groups: FIRST_PAINT_GROUPS } } },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      '/sandbox-pay': 'http://localhost:3000',
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
