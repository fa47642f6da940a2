#!/usr/bin/env node
/**
 * Bundles the server into plain JavaScript (`dist/server`), so production starts without compiling
 * TypeScript: `server.js` (our code in one file, packages left in node_modules), its source map,
 * the migrations beside it, and `main.js`, which turns source maps on before loading the bundle so
 * that stack traces in the log point at the TypeScript.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ENTRY = `// Source maps first: only modules loaded after this call get their stack traces mapped.
process.setSourceMapsEnabled(true);
await import('./server.js');
`;

/**
 * date-fns in the bundle rather than left in node_modules: its index is some 250 modules, which
 * Node would load at every start for the few functions the server uses (a tenth of a second); in
 * the bundle, only those functions remain.
 */
const bundledPackages = {
  name: 'bundled-packages',
  setup(build) {
    // resolved as Node resolves an import (its ESM files): esbuild's own resolving keeps packages out
    build.onResolve({ filter: /^(date-fns|@date-fns\/tz)(\/|$)/ }, (args) => ({
      path: fileURLToPath(import.meta.resolve(args.path)),
    }));
  },
};

/** Builds the server into `outDir` (default `dist/server`). */
export async function buildServer(outDir = 'dist/server') {
  const out = resolve(outDir);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  await build({
    entryPoints: ['src/server/main.ts'],
    outfile: join(out, 'server.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    plugins: [bundledPackages],
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'warning',
  });
  cpSync('src/server/db/migrations', join(out, 'migrations'), { recursive: true });
  writeFileSync(join(out, 'main.js'), ENTRY);
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const out = await buildServer(process.argv[2]);
  console.log(`Server built into ${out} in ${Date.now() - started} ms`);
}
