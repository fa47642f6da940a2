#!/usr/bin/env node
/**
 * Bundles the server into plain JavaScript (`dist/server`), so production starts without compiling
 * TypeScript: `server.js` and the chunks it loads (our code, packages left in node_modules), their source maps,
 * the migrations beside it, and `main.js`, which loads the bundle. The log names an error's frames
 * by their TypeScript lines, from the source maps.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

// no process-wide source maps: they are parsed as each module loads (a fifth of a second of every
// start); the log maps an error's frames when it writes one (src/server/http/mapped-stack.ts)
const ENTRY = `await import('./server.js');
`;

/**
 * date-fns, drizzle-orm and zod in the bundle rather than left in node_modules: each is hundreds of
 * small ES modules, which Node would find, read and link one by one at every start (date-fns's
 * index some 250 modules, a tenth of a second; drizzle-orm and zod together 0.15 s); in the
 * bundle, only what the server uses remains, in one file. Neither is used by another package left
 * outside, so there is one copy of each (drizzle tells its own classes apart by shared symbols).
 */
const bundledPackages = {
  name: 'bundled-packages',
  setup(build) {
    // resolved as Node resolves an import (its ESM files): esbuild's own resolving keeps packages out
    build.onResolve({ filter: /^(date-fns|@date-fns\/tz|drizzle-orm|zod)(\/|$)/ }, (args) => ({
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
    // main.ts imports the app only after it has begun opening the embedded database: split into
    // chunks beside server.js (so `import.meta.url` paths such as ./migrations hold), the app's
    // packages load only then
    entryPoints: { server: 'src/server/main.ts' },
    outdir: out,
    splitting: true,
    chunkNames: '[name]-[hash]',
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
