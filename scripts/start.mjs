#!/usr/bin/env node
/**
 * `npm start`: builds the client and the server when they are missing or, in a working copy,
 * older than their sources, then serves the app and the API from this process (PORT, default
 * 3000) on the embedded database unless DATABASE_URL is set. The server runs as plain JavaScript
 * (`dist/server/main.js`): no TypeScript compiler in the running process.
 *
 * With NODE_ENV=production the sources are never walked (a restart answers sooner; a deployed
 * build is what runs): only a missing build is built.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const production = process.env.NODE_ENV === 'production';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const needsBuild = (built, sources) =>
  !existsSync(built) || (!production && sources.some((s) => newestMtime(s) > statSync(built).mtimeMs));

function run(what, args) {
  console.log(`Building the ${what}…`);
  const res = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const clientSources = ['src/client', 'src/shared', 'sw', 'public', 'index.html', 'vite.config.ts'];
if (needsBuild('dist/client/index.html', clientSources))
  run('client', ['node_modules/vite/bin/vite.js', 'build']);
const serverSources = ['src/server', 'src/shared', 'scripts/build-server.mjs'];
if (needsBuild('dist/server/main.js', serverSources)) run('server', ['scripts/build-server.mjs']);

// in this process: one Node start less before the first answer; the server handles its own signals
await import(pathToFileURL(resolve('dist/server/main.js')).href);
