#!/usr/bin/env node
/**
 * Bundles the server into plain JavaScript (`dist/server`), so production starts without compiling
 * TypeScript: `server.js` (our code in one file, packages left in node_modules), its source map,
 * the migrations beside it, and `main.js`, which turns source maps on before loading the bundle so
 * that stack traces in the log point at the TypeScript.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ENTRY = `// Source maps first: only modules loaded after this call get their stack traces mapped.
process.setSourceMapsEnabled(true);
await import('./server.js');
`;

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
